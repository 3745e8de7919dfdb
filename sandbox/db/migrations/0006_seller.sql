CREATE TABLE "seller_product_receipts" (
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"target" text,
	"request_hash" text NOT NULL,
	"product_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_product_receipts_account_id_idempotency_key_pk" PRIMARY KEY("account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "seller_profiles" (
	"account_id" text PRIMARY KEY NOT NULL,
	"tags" text,
	"category_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pfp_media_id" text,
	"portfolio" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_product_receipts" ADD CONSTRAINT "seller_product_receipts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;