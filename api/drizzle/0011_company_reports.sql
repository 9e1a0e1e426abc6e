CREATE TABLE "company_reports" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"created_by_uuid" uuid,
	"created_by_name" text NOT NULL,
	"name" text NOT NULL,
	"from" date NOT NULL,
	"till" date NOT NULL,
	"row_count" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_created_by_uuid_customers_uuid_fk" FOREIGN KEY ("created_by_uuid") REFERENCES "public"."customers"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_reports_company" ON "company_reports" USING btree ("company_uuid","created_at");