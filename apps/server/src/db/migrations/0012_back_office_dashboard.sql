CREATE INDEX "reservations_check_in_index" ON "reservations" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "reservations_check_out_index" ON "reservations" USING btree ("check_out");