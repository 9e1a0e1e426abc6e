-- ADR 0048: staff keep a working day's session with refresh tokens of their own. A token names a
-- customer or a staff member, never both; the family's end bounds every token rotated from it.
ALTER TABLE "oauth_refresh_tokens" ALTER COLUMN "customer_uuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD COLUMN "staff_uuid" uuid;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD COLUMN "session_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_staff_uuid_staff_members_uuid_fk" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_members"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_staff" ON "oauth_refresh_tokens" USING btree ("staff_uuid");--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_one_owner" CHECK (num_nonnulls("oauth_refresh_tokens"."customer_uuid", "oauth_refresh_tokens"."staff_uuid") = 1);