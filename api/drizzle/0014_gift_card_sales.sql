ALTER TABLE "gift_cards" ALTER COLUMN "verification_code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_uuid" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_order" ON "gift_cards" USING btree ("order_uuid");--> statement-breakpoint
-- Gift cards sold in the shop (ADR 0021): their product group, and the amount a card is bought for.
INSERT INTO "product_groups" ("id", "names") VALUES
	(5, '{"nl-nl":"Cadeaukaarten","fr-be":"Cartes cadeaux","en-us":"Gift cards"}')
	ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "variation_properties" ("id", "descriptions", "type", "position") VALUES
	('amount', '{"nl-nl":"Bedrag","fr-be":"Montant","en-us":"Amount"}', 'select', 3)
	ON CONFLICT ("id") DO NOTHING;
