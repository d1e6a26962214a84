CREATE TABLE "channel_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"apartment_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_blocks_feed_dates_unique" UNIQUE("feed_id","check_in","check_out"),
	CONSTRAINT "channel_blocks_dates_check" CHECK ("channel_blocks"."check_out" > "channel_blocks"."check_in")
);
--> statement-breakpoint
CREATE TABLE "channel_conflicts" (
	"block_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_conflicts_pkey" PRIMARY KEY("block_id","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "channel_export_tokens" (
	"apartment_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_export_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apartment_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_feeds_apartment_url_unique" UNIQUE("apartment_id","url"),
	CONSTRAINT "channel_feeds_event_count_check" CHECK ("channel_feeds"."event_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_block_id_channel_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."channel_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_export_tokens" ADD CONSTRAINT "channel_export_tokens_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_blocks_apartment_index" ON "channel_blocks" USING btree ("apartment_id","check_out");--> statement-breakpoint
CREATE INDEX "channel_feeds_next_fetch_index" ON "channel_feeds" USING btree ("next_fetch_at");--> statement-breakpoint
-- Imported blocks close nights like closed days do (decision 094): the in-memory calendars and cached answers hear
-- of them as a change of prices.
CREATE TRIGGER "channel_blocks_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "channel_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('prices');
