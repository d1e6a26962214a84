-- The back office's reads at scale (decision 075): a partial index serves the dashboard's waiting lists and their
-- counts, and trigram indexes let searches by part of a guest's name, e-mail or phone (ILIKE '%…%') skip reading every
-- reservation. pg_trgm is a trusted extension, so the database's owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "reservations_pending_index" ON "reservations" USING btree ("payment_method","created_at","paid_cents") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_guest_name_trigram_index" ON "reservations" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_email_trigram_index" ON "reservations" USING gin ("guest_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_phone_trigram_index" ON "reservations" USING gin ("guest_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_phone_digits_trigram_index" ON "reservations" USING gin (replace("guest_phone", ' ', '') gin_trgm_ops);