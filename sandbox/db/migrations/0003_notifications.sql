CREATE TABLE "notification_inbox_visits" (
	"account_id" text PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	"read_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"cursor" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"account_id" text,
	"message" text NOT NULL,
	"notification_type" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "notifications_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "notification_inbox_visits" ADD CONSTRAINT "notification_inbox_visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","cursor");