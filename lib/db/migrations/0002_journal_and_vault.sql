CREATE TABLE "journal" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"route_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"body" jsonb NOT NULL,
	"checkout_token_sealed" text,
	"state" text NOT NULL,
	"last_http_status" integer,
	"purchase_id" text,
	"outcome" text,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault" (
	"handle" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"sealed" text NOT NULL,
	"purchase_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_session_key_idx" ON "journal" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "journal_session_purchase_idx" ON "journal" USING btree ("session_id","purchase_id");--> statement-breakpoint
CREATE INDEX "vault_session_idx" ON "vault" USING btree ("session_id");