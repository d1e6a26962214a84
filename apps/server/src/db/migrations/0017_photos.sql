-- Uploaded photos (decision 084): the hash of each original makes a repeated upload one photo, and photo changes
-- of an apartment are audited under the apartment.
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "apartment_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "tour_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_images_apartment_id_content_hash_index" ON "apartment_images" USING btree ("apartment_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_images_tour_id_content_hash_index" ON "tour_images" USING btree ("tour_id","content_hash");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type_check" CHECK ("audit_events"."subject_type" in ('reservation', 'user', 'settings', 'tour', 'owner_inquiry', 'calendar', 'apartment'));