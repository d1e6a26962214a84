CREATE TABLE "google_sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"remember_me" boolean NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "google_sign_in_codes" ADD CONSTRAINT "google_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_sign_in_codes_user_id_index" ON "google_sign_in_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "google_sign_in_codes_expires_at_index" ON "google_sign_in_codes" USING btree ("expires_at");