ALTER TABLE "schedules" ADD COLUMN "whatsappId" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "messageId" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;