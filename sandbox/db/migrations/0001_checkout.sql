CREATE TABLE "chat_messages" (
	"seq" serial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"job_id" text NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"content_hash" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"family" text NOT NULL,
	"request_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"network" text NOT NULL,
	"product_id" text,
	"seller_id" text NOT NULL,
	"hire_nickname" text,
	"budget_usd" numeric(20, 2),
	"description" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text NOT NULL,
	"product_name" text NOT NULL,
	"product_description" text,
	"revisions" integer,
	"expected_delivery" text,
	"seller_net_usd" numeric(26, 6) NOT NULL,
	"order_amount_usdc" numeric(26, 6) NOT NULL,
	"identification_amount_usdc" numeric(26, 6) NOT NULL,
	"payment_amount" numeric(26, 6) NOT NULL,
	"payment_atomic" text NOT NULL,
	"requirement" jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"initiate_before" timestamp with time zone NOT NULL,
	"payer_wallet" text,
	"buyer_account_id" text,
	"reserved_at" timestamp with time zone,
	"transaction_id" text,
	"settle_response" jsonb,
	"settled_at" timestamp with time zone,
	"confirm_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"review_reason" text,
	"refund_asset" text,
	"refund_amount" numeric(40, 9),
	"refund_credited_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"job_id" text PRIMARY KEY NOT NULL,
	"custom_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"secret" text NOT NULL,
	"buyer_account_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"network" text NOT NULL,
	"status" text NOT NULL,
	"work_status" text,
	"funding_status" text NOT NULL,
	"activated_at" timestamp with time zone,
	"submission_id" text,
	"delivery_content" text,
	"delivery_files" jsonb,
	"delivered_at" timestamp with time zone,
	"payout_amount" numeric(26, 6),
	"payout_asset" text,
	"finalized_at" timestamp with time zone,
	"review_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_payments" (
	"key" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"checkout_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_job_id_orders_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."orders"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_payments" ADD CONSTRAINT "used_payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_id_idx" ON "chat_messages" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_key_idx" ON "chat_messages" USING btree ("job_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "chat_messages_job_idx" ON "chat_messages" USING btree ("job_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_key_idx" ON "checkouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "checkouts_buyer_idx" ON "checkouts" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_seller_status_idx" ON "checkouts" USING btree ("seller_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_identification_idx" ON "checkouts" USING btree ("identification_amount_usdc") WHERE "checkouts"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_custom_id_idx" ON "orders" USING btree ("custom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_secret_idx" ON "orders" USING btree ("secret");