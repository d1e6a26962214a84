CREATE TABLE "owner_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"district" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"message" text,
	"language" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_inquiries_property_type_check" CHECK ("owner_inquiries"."property_type" in ('apartment', 'studio', 'villa', 'other')),
	CONSTRAINT "owner_inquiries_language_check" CHECK ("owner_inquiries"."language" in ('tr', 'en', 'ar', 'ru')),
	CONSTRAINT "owner_inquiries_bedrooms_check" CHECK ("owner_inquiries"."bedrooms" between 0 and 20)
);
--> statement-breakpoint
CREATE INDEX "owner_inquiries_created_at_index" ON "owner_inquiries" USING btree ("created_at");