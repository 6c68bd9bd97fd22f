CREATE TABLE "product_class_types" (
	"product_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	CONSTRAINT "product_class_types_product_id_class_type_id_pk" PRIMARY KEY("product_id","class_type_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_product_id_from_date_pk" PRIMARY KEY("product_id","from_date"),
	CONSTRAINT "product_prices_price_ck" CHECK ("product_prices"."price_cents" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"class_count" integer,
	"validity_count" integer,
	"validity_unit" text,
	"validity_from" text,
	"intro_offer" boolean DEFAULT false NOT NULL,
	"allowance" text,
	"allowance_count" integer,
	"billing_day" integer,
	"minimum_periods" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_kind_ck" CHECK ("products"."kind" in ('pack', 'membership')),
	CONSTRAINT "products_pack_terms_ck" CHECK ("products"."kind" <> 'pack' or ("products"."class_count" between 1 and 200 and "products"."validity_count" between 1 and 365
        and "products"."validity_unit" in ('day', 'week', 'month') and "products"."validity_from" in ('purchase', 'first_use'))),
	CONSTRAINT "products_membership_terms_ck" CHECK ("products"."kind" <> 'membership' or ("products"."allowance" in ('unlimited', 'per_week', 'per_month')
        and ("products"."allowance" = 'unlimited') = ("products"."allowance_count" is null)
        and "products"."billing_day" between 1 and 28 and "products"."minimum_periods" between 0 and 24))
);
--> statement-breakpoint
ALTER TABLE "product_class_types" ADD CONSTRAINT "product_class_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_class_types" ADD CONSTRAINT "product_class_types_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_class_types_type_idx" ON "product_class_types" USING btree ("class_type_id");