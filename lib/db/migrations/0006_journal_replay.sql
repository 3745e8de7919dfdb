ALTER TABLE "journal" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "journal" ADD COLUMN "answer_sealed" text;