-- The back office's reads at scale (decision 075): the stay-date index carries what occupancy and revenue add up
-- and a partial index serves the waiting lists and their counts, so the dashboard reads indexes alone; trigram
-- indexes let searches by part of a guest's name, e-mail or phone (ILIKE '%…%') skip reading every reservation.
-- pg_trgm is a trusted extension, so the database's owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "reservations_check_in_index";--> statement-breakpoint
CREATE INDEX "reservations_check_in_figures_index" ON "reservations" USING btree ("check_in","status","check_out","apartment_id","total_cents","paid_cents","refunded_cents");--> statement-breakpoint
CREATE INDEX "reservations_pending_index" ON "reservations" USING btree ("payment_method","created_at","paid_cents") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_guest_name_trigram_index" ON "reservations" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_email_trigram_index" ON "reservations" USING gin ("guest_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_phone_trigram_index" ON "reservations" USING gin ("guest_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_phone_digits_trigram_index" ON "reservations" USING gin (replace("guest_phone", ' ', '') gin_trgm_ops);