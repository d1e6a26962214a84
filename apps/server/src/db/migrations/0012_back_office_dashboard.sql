-- Hand-edited: the check-in/out columns belong to the back office foundation's 0010; IF NOT EXISTS lets this
-- migration run before or after it (the coordinator drops these two lines when merging main).
ALTER TABLE "reservations" ADD COLUMN IF NOT EXISTS "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN IF NOT EXISTS "checked_out_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_check_in_index" ON "reservations" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "reservations_check_out_index" ON "reservations" USING btree ("check_out");
