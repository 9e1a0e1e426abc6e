CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
-- The groups' ids are fixed by ADR 0011 (the code relies on 20 personalization and 30 letter).
INSERT INTO "product_groups" ("id", "names") VALUES
	(1, '{"nl-nl":"Boeketten","fr-be":"Bouquets","en-us":"Bouquets"}'),
	(2, '{"nl-nl":"Planten","fr-be":"Plantes","en-us":"Plants"}'),
	(3, '{"nl-nl":"Cadeaus","fr-be":"Cadeaux","en-us":"Gifts"}'),
	(4, '{"nl-nl":"Rouwbloemen","fr-be":"Fleurs de deuil","en-us":"Funeral flowers"}'),
	(10, '{"nl-nl":"Wenskaarten","fr-be":"Cartes de vœux","en-us":"Wish cards"}'),
	(11, '{"nl-nl":"Rouwkaarten","fr-be":"Cartes de condoléances","en-us":"Funeral cards"}'),
	(20, '{"nl-nl":"Personalisatie","fr-be":"Personnalisation","en-us":"Personalization"}'),
	(30, '{"nl-nl":"Brief","fr-be":"Lettre","en-us":"Letter"}'),
	(40, '{"nl-nl":"Chocolade","fr-be":"Chocolat","en-us":"Chocolates"}'),
	(41, '{"nl-nl":"Ballonnen","fr-be":"Ballons","en-us":"Balloons"}'),
	(42, '{"nl-nl":"Vazen","fr-be":"Vases","en-us":"Vases"}'),
	(43, '{"nl-nl":"Knuffels","fr-be":"Peluches","en-us":"Teddy bears"}');--> statement-breakpoint
CREATE TABLE "variation_properties" (
	"id" text PRIMARY KEY NOT NULL,
	"descriptions" jsonb NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The properties existing variations already have (size, colour), and the vase some get now.
INSERT INTO "variation_properties" ("id", "descriptions", "type", "position") VALUES
	('size', '{"nl-nl":"Formaat","fr-be":"Taille","en-us":"Size"}', 'select', 0),
	('colour', '{"nl-nl":"Kleur","fr-be":"Couleur","en-us":"Colour"}', 'colour', 1),
	('vase', '{"nl-nl":"Vaas","fr-be":"Vase","en-us":"Vase"}', 'select', 2);--> statement-breakpoint
CREATE TABLE "product_combinations" (
	"product_id" integer NOT NULL,
	"combined_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_combinations_product_id_combined_product_id_pk" PRIMARY KEY("product_id","combined_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_group_conflicts" (
	"group_id" integer NOT NULL,
	"conflicting_group_id" integer NOT NULL,
	CONSTRAINT "product_group_conflicts_group_id_conflicting_group_id_pk" PRIMARY KEY("group_id","conflicting_group_id")
);
--> statement-breakpoint
CREATE TABLE "product_upsells" (
	"product_id" integer NOT NULL,
	"upsell_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_upsells_product_id_upsell_product_id_pk" PRIMARY KEY("product_id","upsell_product_id")
);
--> statement-breakpoint
CREATE TABLE "wish_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"product_group_id" integer NOT NULL,
	"size" text NOT NULL,
	"colour" text NOT NULL,
	"is_handwritten" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_uuid" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_line_upsells" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"variation_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"text" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_cart_variation";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "card_text" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "personalization" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "letter_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "options_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "property_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing variations: the size code is the SKU's last part (seeded as <slug>-<size>), the colour the product's.
UPDATE "product_variations" AS v SET "property_values" = jsonb_strip_nulls(jsonb_build_object(
	'size', CASE WHEN v."properties" ? 'size' THEN upper(substring(v."sku" from '[^-]+$')) END,
	'colour', CASE WHEN v."properties" ? 'colour' THEN p."colour" END))
FROM "products" AS p WHERE p."id" = v."product_id";--> statement-breakpoint
-- Existing products get the main group of their shape before the column may be required.
ALTER TABLE "products" ADD COLUMN "product_group_id" integer;--> statement-breakpoint
UPDATE "products" SET "product_group_id" = CASE "shape" WHEN 'plant' THEN 2 WHEN 'gift' THEN 3 WHEN 'wreath' THEN 4 ELSE 1 END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "product_group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_count" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "wish_cards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalization_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalization_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "letter_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "text_input_labels" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "text_input_max_length" integer;--> statement-breakpoint
ALTER TABLE "product_combinations" ADD CONSTRAINT "product_combinations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_combinations" ADD CONSTRAINT "product_combinations_combined_product_id_products_id_fk" FOREIGN KEY ("combined_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_conflicts" ADD CONSTRAINT "product_group_conflicts_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_conflicts" ADD CONSTRAINT "product_group_conflicts_conflicting_group_id_product_groups_id_fk" FOREIGN KEY ("conflicting_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_upsells" ADD CONSTRAINT "product_upsells_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_upsells" ADD CONSTRAINT "product_upsells_upsell_product_id_products_id_fk" FOREIGN KEY ("upsell_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_cards" ADD CONSTRAINT "wish_cards_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_letters" ADD CONSTRAINT "cart_letters_cart_uuid_carts_uuid_fk" FOREIGN KEY ("cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_upsells" ADD CONSTRAINT "cart_line_upsells_line_id_cart_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_upsells" ADD CONSTRAINT "cart_line_upsells_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_letters_cart" ON "cart_letters" USING btree ("cart_uuid");--> statement-breakpoint
CREATE INDEX "cart_line_upsells_line" ON "cart_line_upsells" USING btree ("line_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_card_id_wish_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."wish_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_letter_id_cart_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."cart_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_variation_options" UNIQUE("cart_uuid","variation_id","options_key");