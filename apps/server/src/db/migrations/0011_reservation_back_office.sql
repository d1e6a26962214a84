CREATE TABLE "reservation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "reservation_notes_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "reservation_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "reservation_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "reservation_payments_kind_check" CHECK ("reservation_payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "reservation_payments_method_check" CHECK ("reservation_payments"."method" in ('bank_transfer', 'cash', 'card', 'other')),
	CONSTRAINT "reservation_payments_amount_check" CHECK ("reservation_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_notes" ADD CONSTRAINT "reservation_notes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_notes" ADD CONSTRAINT "reservation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_notes_reservation_id_index" ON "reservation_notes" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation_id_index" ON "reservation_payments" USING btree ("reservation_id","recorded_at");--> statement-breakpoint
CREATE INDEX "reservations_created_at_index" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reservations_check_in_index" ON "reservations" USING btree ("check_in");