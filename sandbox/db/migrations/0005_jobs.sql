CREATE TABLE "job_human_identities" (
	"account_id" text PRIMARY KEY NOT NULL,
	"human_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"account_id" text NOT NULL,
	"human_id" text,
	"request_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"raffle_ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"account_id" text NOT NULL,
	"human_id" text,
	"content" text,
	"attachment_media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_hash" text,
	"submitted_by_agent" boolean NOT NULL,
	"winner" boolean DEFAULT false NOT NULL,
	"winner_at" timestamp with time zone,
	"reward_asset_id" text,
	"reward_amount" numeric(30, 9),
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"custom_id" text NOT NULL,
	"creator_account_id" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"selection_type" text,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"agents_only" boolean DEFAULT false NOT NULL,
	"community_only" boolean DEFAULT false NOT NULL,
	"requires_human_verification" boolean DEFAULT false NOT NULL,
	"restricted_description" boolean DEFAULT false NOT NULL,
	"image_required" boolean DEFAULT false NOT NULL,
	"view_flow_required" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"network" text NOT NULL,
	"reward_asset_id" text,
	"reward_amount" numeric(30, 9),
	"reward_scope" text,
	"winner_cap" integer NOT NULL,
	"max_entries" integer,
	"secret" text,
	"checkout_id" text,
	"paid" boolean DEFAULT true NOT NULL,
	"funding_status" text,
	"payment_initiate_before" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"refund_review" boolean DEFAULT false NOT NULL,
	"blocked_account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_scheduled_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"worker_account_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"content" text,
	"attachment_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_human_identities" ADD CONSTRAINT "job_human_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reservations" ADD CONSTRAINT "job_reservations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reservations" ADD CONSTRAINT "job_reservations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submissions" ADD CONSTRAINT "job_submissions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submissions" ADD CONSTRAINT "job_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_creator_account_id_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_scheduled_entries" ADD CONSTRAINT "job_scheduled_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_scheduled_entries" ADD CONSTRAINT "job_scheduled_entries_worker_account_id_accounts_id_fk" FOREIGN KEY ("worker_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_reservations_account_idx" ON "job_reservations" USING btree ("job_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_submissions_one_per_account_idx" ON "job_submissions" USING btree ("job_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_submissions_one_per_human_idx" ON "job_submissions" USING btree ("job_id","human_id") WHERE "job_submissions"."human_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_submissions_account_idx" ON "job_submissions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "job_submissions_job_idx" ON "job_submissions" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_custom_id_idx" ON "jobs" USING btree ("custom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_secret_idx" ON "jobs" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "jobs_board_idx" ON "jobs" USING btree ("publish_at","id");--> statement-breakpoint
CREATE INDEX "jobs_creator_idx" ON "jobs" USING btree ("creator_account_id","created_at");--> statement-breakpoint
CREATE INDEX "job_scheduled_entries_due_idx" ON "job_scheduled_entries" USING btree ("done","at");