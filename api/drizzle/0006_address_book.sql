CREATE TABLE "addresses" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_uuid" uuid,
	"company_uuid" uuid,
	"attn" text DEFAULT '' NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"housenumber" text NOT NULL,
	"housenumber_addition" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"delivery_address" boolean DEFAULT true NOT NULL,
	"is_default_delivery_address" boolean DEFAULT false NOT NULL,
	"is_default_invoice_address" boolean DEFAULT false NOT NULL,
	"is_company_main_address" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer" ON "addresses" USING btree ("customer_uuid");--> statement-breakpoint
CREATE INDEX "addresses_company" ON "addresses" USING btree ("company_uuid");