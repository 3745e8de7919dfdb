CREATE TABLE "hub_notifications" (
	"account_id" text NOT NULL,
	"cursor" bigint NOT NULL,
	"notification" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_notifications_account_id_cursor_pk" PRIMARY KEY("account_id","cursor")
);
--> statement-breakpoint
CREATE INDEX "hub_notifications_received_idx" ON "hub_notifications" USING btree ("received_at");