CREATE TABLE "gift_card_lockouts" (
	"card_number_hash" text PRIMARY KEY NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"card_number_hash" text NOT NULL,
	"card_number_masked" text NOT NULL,
	"client_address_hash" text NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gift_card_lookups_card_at" ON "gift_card_lookups" USING btree ("card_number_hash","at");