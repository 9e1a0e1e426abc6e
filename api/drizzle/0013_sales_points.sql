CREATE TABLE "sales_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"brand_id" integer NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_points" ADD CONSTRAINT "sales_points_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_points_latitude_longitude_idx" ON "sales_points" USING btree ("latitude","longitude");