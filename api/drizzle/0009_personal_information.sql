ALTER TABLE "customers" ADD COLUMN "birthdate" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_language" text;