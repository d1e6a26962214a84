-- The Ministry of Culture and Tourism permit number of an apartment, shown on its public page, and the audit
-- record type of apartments edited in the back office (decision 082).
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "permit_number" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_permit_number_check" CHECK ("apartments"."permit_number" is null or "apartments"."permit_number" ~ '^[A-Za-z0-9][A-Za-z0-9 ./-]{3,38}[A-Za-z0-9]$');--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type_check" CHECK ("audit_events"."subject_type" in ('reservation', 'user', 'settings', 'tour', 'owner_inquiry', 'calendar', 'apartment'));