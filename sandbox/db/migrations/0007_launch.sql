CREATE TABLE "launched_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"target_url" text,
	"quantity" integer,
	"payment" text NOT NULL,
	"payer_wallet" text,
	"external" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "used_payments" ALTER COLUMN "checkout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "used_payments" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "launched_jobs" ADD CONSTRAINT "launched_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launched_jobs_payer_idx" ON "launched_jobs" USING btree ("payer_wallet","created_at");