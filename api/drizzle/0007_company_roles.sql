CREATE TABLE "company_roles" (
	"company_uuid" uuid NOT NULL,
	"code" text NOT NULL,
	"permissions" jsonb NOT NULL,
	CONSTRAINT "company_roles_company_uuid_code_pk" PRIMARY KEY("company_uuid","code")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_roles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Companies that exist already get the default roles (ADR 0017); their users keep the
-- permissions they hold until an administrator gives them roles.
INSERT INTO "company_roles" ("company_uuid", "code", "permissions")
SELECT "uuid", role.code, role.permissions::jsonb FROM "companies" CROSS JOIN (VALUES
  ('administrator', '["orders.read","orders.create","orders.approve","addresses.manage","company.read","company.update","users.manage","reports.read"]'),
  ('buyer', '["orders.create","company.read"]'),
  ('approver', '["orders.read","orders.approve","company.read"]'),
  ('viewer', '["orders.read","company.read","reports.read"]')
) AS role(code, permissions)
ON CONFLICT DO NOTHING;
