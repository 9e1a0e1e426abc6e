CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"transition" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"product_slug" text NOT NULL,
	"product_name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"unit_price" jsonb NOT NULL,
	"total" jsonb NOT NULL,
	"card_name" text,
	"card_text" text,
	"personalization" boolean DEFAULT false NOT NULL,
	"letter_file_name" text,
	"upsells" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"cart_uuid" uuid,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"access_secret_hash" text NOT NULL,
	"customer_uuid" uuid,
	"company_uuid" uuid,
	"email" text NOT NULL,
	"ordered_by" text NOT NULL,
	"locale" text NOT NULL,
	"site" text NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_remark" text DEFAULT '' NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"invoice_address" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal" jsonb NOT NULL,
	"delivery_cost" jsonb NOT NULL,
	"total" jsonb NOT NULL,
	"track_and_trace" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_released" boolean DEFAULT false NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_uuid_unique" UNIQUE("cart_uuid"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_reference" text,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_reference_unique" UNIQUE("provider_reference")
);
--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "on_account_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_threshold_cents" integer;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_uuid_carts_uuid_fk" FOREIGN KEY ("cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_uuid");--> statement-breakpoint
CREATE INDEX "orders_company" ON "orders" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_uuid");