-- ADR 0048: a refund is claimed ('pending') before the payment provider is asked, outside the
-- order's lock: one live refund per payment, and a claim that runs out so a retry may ask again.
ALTER TABLE "refunds" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_payment" ON "refunds" USING btree ("payment_uuid") WHERE "refunds"."status" <> 'failed';