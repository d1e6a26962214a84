DROP INDEX "reservations_tour_id_check_in_index";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "start_times" text[] DEFAULT '{10:00}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "weekdays" smallint[] DEFAULT '{1,2,3,4,5,6,7}'::smallint[] NOT NULL;--> statement-breakpoint
-- Hand-added: tour bookings made before start times existed depart at their tour's first (default) time.
UPDATE "reservations" SET "start_time" = "tours"."start_times"[1] FROM "tours" WHERE "reservations"."tour_id" = "tours"."id" AND "reservations"."type" = 'tour';--> statement-breakpoint
CREATE INDEX "reservations_tour_id_check_in_index" ON "reservations" USING btree ("tour_id","check_in","start_time");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_start_time_check" CHECK (("reservations"."type" = 'tour') = ("reservations"."start_time" is not null)
        and ("reservations"."start_time" is null or "reservations"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'));--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_start_times_check" CHECK (cardinality("tours"."start_times") >= 1 and array_to_string("tours"."start_times", ',') ~ '^([01][0-9]|2[0-3]):[0-5][0-9](,([01][0-9]|2[0-3]):[0-5][0-9])*$');--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_weekdays_check" CHECK (cardinality("tours"."weekdays") >= 1 and "tours"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]);