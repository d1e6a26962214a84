-- Closed tour days and the audit record types of tours and owners' enquiries (decision 078), the enquiries'
-- inbox status (decision 079).
CREATE TABLE "tour_closed_dates" (
	"tour_id" uuid NOT NULL,
	"date" date NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by_user_id" uuid,
	CONSTRAINT "tour_closed_dates_pk" PRIMARY KEY("tour_id","date")
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "owner_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_inquiries" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_closed_dates" ADD CONSTRAINT "tour_closed_dates_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_closed_dates" ADD CONSTRAINT "tour_closed_dates_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_inquiries_status_index" ON "owner_inquiries" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type_check" CHECK ("audit_events"."subject_type" in ('reservation', 'user', 'settings', 'tour', 'owner_inquiry'));--> statement-breakpoint
ALTER TABLE "owner_inquiries" ADD CONSTRAINT "owner_inquiries_status_check" CHECK ("owner_inquiries"."status" in ('new', 'answered', 'closed'));
