ALTER TABLE "order_lines" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_card_id_wish_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."wish_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lines ordered before the card was referenced: found again by the name they were ordered with.
UPDATE "order_lines" SET "card_id" = (
	SELECT "wish_cards"."id" FROM "wish_cards", "orders"
	WHERE "orders"."uuid" = "order_lines"."order_uuid"
		AND coalesce("wish_cards"."names"->>"orders"."locale", "wish_cards"."names"->>'nl-nl') = "order_lines"."card_name"
	ORDER BY "wish_cards"."id" LIMIT 1
) WHERE "card_name" IS NOT NULL;
