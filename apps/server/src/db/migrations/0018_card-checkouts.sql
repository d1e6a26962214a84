-- Card payments through iyzico (decision 086): one row per checkout of a card reservation, and the built-in test
-- gateway's own record of its checkouts (outcome only, never card data).
CREATE TABLE "card_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"return_path" text NOT NULL,
	"language" text NOT NULL,
	"test_gateway" boolean NOT NULL,
	"paid_cents" integer,
	"payment_id" text,
	"payment_transaction_id" text,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_checkouts_token_unique" UNIQUE("token"),
	CONSTRAINT "card_checkouts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "card_checkouts_status_check" CHECK ("card_checkouts"."status" in ('started', 'paid', 'failed', 'refund_due', 'refunded')),
	CONSTRAINT "card_checkouts_amount_check" CHECK ("card_checkouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_checkouts" (
	"token" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"basket_id" text NOT NULL,
	"price" text NOT NULL,
	"paid_price" text NOT NULL,
	"currency" text NOT NULL,
	"callback_url" text NOT NULL,
	"locale" text NOT NULL,
	"payment_status" text DEFAULT 'INIT' NOT NULL,
	"error_code" text,
	"error_message" text,
	"payment_id" text,
	"payment_transaction_id" text,
	"refundable" boolean DEFAULT true NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_checkouts_reservation_id_index" ON "card_checkouts" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "card_checkouts_open_index" ON "card_checkouts" USING btree ("created_at") WHERE "card_checkouts"."status" in ('started', 'refund_due');