-- Site content in the back office (decisions 091, 092). Legal documents' version history: every save adds an
-- immutable version; the current text stays in legal_documents with its number. The versions a guest accepted are
-- kept per account and per reservation. Uploaded hero pictures carry their content hash like listings' photos.
-- Legal and hero picture changes are audited as their own record types.
CREATE TABLE "legal_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"user_id" uuid,
	"reservation_id" uuid,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_acceptances_holder_check" CHECK ("legal_acceptances"."user_id" is not null or "legal_acceptances"."reservation_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "legal_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"saved_by_user_id" uuid,
	"saved_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_document_versions_type_language_version_unique" UNIQUE("type","language","version"),
	CONSTRAINT "legal_document_versions_type_check" CHECK ("legal_document_versions"."type" in ('kvkk', 'privacy-policy', 'terms-conditions', 'cookie-policy', 'distance-sales-contract')),
	CONSTRAINT "legal_document_versions_language_check" CHECK ("legal_document_versions"."language" in ('tr', 'en', 'ar', 'ru')),
	CONSTRAINT "legal_document_versions_version_check" CHECK ("legal_document_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_version_id_legal_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_document_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_acceptances_user_index" ON "legal_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "legal_acceptances_reservation_index" ON "legal_acceptances" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "legal_acceptances_version_index" ON "legal_acceptances" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_images_category_content_hash_index" ON "site_images" USING btree ("category","content_hash");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type_check" CHECK ("audit_events"."subject_type" in ('reservation', 'user', 'settings', 'tour', 'owner_inquiry', 'calendar', 'apartment', 'legal_document', 'site_image'));--> statement-breakpoint
-- The texts already stored become their language's version 1.
INSERT INTO "legal_document_versions" ("type", "language", "version", "title", "content", "created_at")
SELECT "type", "language", 1, "title", "content", "updated_at" FROM "legal_documents";