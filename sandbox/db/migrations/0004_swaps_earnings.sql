CREATE TABLE "earnings" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"asset_id" text,
	"ledger_entry_id" integer,
	"pending_amount" numeric(40, 9),
	"earned_at" timestamp with time zone NOT NULL,
	"job_short_id" text,
	"job_path" text,
	"job_status" text,
	"first_seen" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"payout_mode" text,
	"source" text,
	"tip_source_type" text,
	"tip_source_path" text,
	"tip_source_label" text,
	"tip_message" text,
	"wallet_address" text,
	"batch_number" integer,
	"transaction_signature" text
);
--> statement-breakpoint
CREATE TABLE "swaps" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text,
	"source" text NOT NULL,
	"from_token" text NOT NULL,
	"to_token" text NOT NULL,
	"pair_key" text,
	"amount_in" numeric(40, 9) NOT NULL,
	"expected_amount_out" numeric(40, 9),
	"expected_amount_out_min" numeric(40, 9),
	"bridge_gross_amount" numeric(40, 6),
	"bridge_fee_amount" numeric(40, 6),
	"route_version" text,
	"status" text NOT NULL,
	"next_step_at" timestamp with time zone,
	"received" numeric(40, 9),
	"failure_reason" text,
	"tx_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_account_category_idx" ON "earnings" USING btree ("account_id","category","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swaps_idempotency_key_idx" ON "swaps" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "swaps_account_created_idx" ON "swaps" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "swaps_account_status_idx" ON "swaps" USING btree ("account_id","status");