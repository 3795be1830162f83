ALTER TABLE "queue_integrations" ADD COLUMN "flowId" integer;--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD COLUMN "secret" text DEFAULT '' NOT NULL;