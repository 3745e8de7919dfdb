ALTER TABLE "sessions" ADD COLUMN "api_key_revealable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vault" ADD COLUMN "secret_digest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vault_session_digest_idx" ON "vault" USING btree ("session_id","secret_digest");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "api_key_revealable";--> statement-breakpoint
-- Secrets left behind by sessions that were signed out or expired before sign-out deleted them.
DELETE FROM "vault" WHERE "session_id" NOT IN (SELECT "id" FROM "sessions");--> statement-breakpoint
DELETE FROM "journal" WHERE "session_id" NOT IN (SELECT "id" FROM "sessions");
