-- No double booking, ever: two live reservations of the same apartment may not share a night.
-- Stays are half-open [check_in, check_out), so a check-out day can be the next guest's check-in day.
-- Cancelled reservations and tour bookings (apartment_id is null) do not take part.
-- reservations_stay_check (check_out > check_in) keeps every range non-empty, so none slips through as empty.
-- A violation raises SQLSTATE 23P01, which the API answers with 409.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("apartment_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" <> 'cancelled' AND "apartment_id" IS NOT NULL);
