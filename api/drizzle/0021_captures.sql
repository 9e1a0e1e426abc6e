-- ADR 0052: an authorized payment (Riverty) is captured when its order ships, claimed as a
-- refund is (ADR 0048); staff's cancel releases such a payment instead of refunding it.
CREATE TABLE "captures" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"payment_uuid" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"provider_reference" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "captures" ADD CONSTRAINT "captures_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captures" ADD CONSTRAINT "captures_payment_uuid_payments_uuid_fk" FOREIGN KEY ("payment_uuid") REFERENCES "public"."payments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captures_order" ON "captures" USING btree ("order_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "captures_one_live_per_payment" ON "captures" USING btree ("payment_uuid") WHERE "captures"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "captures_unanswered" ON "captures" USING btree ("claimed_until") WHERE "captures"."status" = 'pending';