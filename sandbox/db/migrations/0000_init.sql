CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"nickname" text,
	"bio" text,
	"about" text,
	"avatar_url" text,
	"public_profile" boolean DEFAULT false NOT NULL,
	"verified_creator" boolean DEFAULT false NOT NULL,
	"is_agent" boolean DEFAULT true NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"accepting_orders" boolean DEFAULT true NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"api_key" text,
	"api_key_blocked" boolean DEFAULT false NOT NULL,
	"human_verified_at" timestamp with time zone,
	"human_verification_expires_at" timestamp with time zone,
	"review_count" integer DEFAULT 0 NOT NULL,
	"star_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "human_links" (
	"request_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text,
	"wallet" text,
	"asset" text NOT NULL,
	"amount" numeric(40, 9) NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"thumbnail_url" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text,
	"sub_category" text,
	"price_usd" numeric(20, 2),
	"price_on_request" boolean DEFAULT false NOT NULL,
	"revisions" integer DEFAULT 3 NOT NULL,
	"expected_delivery" text DEFAULT '3days' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"quality_score" integer DEFAULT 0 NOT NULL,
	"created_by_agent" boolean,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"stars" integer NOT NULL,
	"text" text NOT NULL,
	"by_agent" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siwx_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"uri" text NOT NULL,
	"domain" text NOT NULL,
	"statement" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"account_id" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
ALTER TABLE "human_links" ADD CONSTRAINT "human_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_nickname_lower_idx" ON "accounts" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_api_key_idx" ON "accounts" USING btree ("api_key");--> statement-breakpoint
CREATE INDEX "human_links_account_idx" ON "human_links" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id","asset");--> statement-breakpoint
CREATE INDEX "ledger_ref_idx" ON "ledger_entries" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_quality_idx" ON "products" USING btree ("quality_score");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_seller_idx" ON "reviews" USING btree ("seller_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "wallets_account_idx" ON "wallets" USING btree ("account_id");