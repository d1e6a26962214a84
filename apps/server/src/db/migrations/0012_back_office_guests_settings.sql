CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"bank_name" text,
	"bank_account_holder" text,
	"bank_iban" text,
	"whatsapp_number" text,
	"operator_email" text,
	"guarantee_fee_percent" integer,
	"maintenance_enabled" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row_check" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_guarantee_fee_percent_check" CHECK ("site_settings"."guarantee_fee_percent" is null or "site_settings"."guarantee_fee_percent" between 15 and 25)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_check_out_index" ON "reservations" USING btree ("check_out");--> statement-breakpoint
-- Every server process caches the settings and learns of a change the way it learns of catalogue changes
-- (decision 038): payload 'settings' on the catalogue channel (decision 073).
CREATE TRIGGER "site_settings_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('settings');
