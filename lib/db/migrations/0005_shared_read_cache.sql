CREATE TABLE "read_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"status" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"fetched_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_windows" (
	"bucket" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"last_call" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "read_answers_fetched_idx" ON "read_answers" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "read_windows_last_call_idx" ON "read_windows" USING btree ("last_call");