-- Uploaded photos (decision 084): the hash of each original makes a repeated upload one photo. (Photo changes of
-- an apartment are audited under the apartment, the record type 0016 adds.)
ALTER TABLE "apartment_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "tour_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_images_apartment_id_content_hash_index" ON "apartment_images" USING btree ("apartment_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_images_tour_id_content_hash_index" ON "tour_images" USING btree ("tour_id","content_hash");