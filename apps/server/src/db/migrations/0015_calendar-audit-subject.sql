-- Calendar changes (decision 080) are audited as their own record type, one apartment's calendar or several.
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type_check" CHECK ("audit_events"."subject_type" in ('reservation', 'user', 'settings', 'tour', 'owner_inquiry', 'calendar'));
