CREATE TABLE "bot_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"ticketId" integer NOT NULL,
	"messageId" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD COLUMN "flowId" integer;--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD COLUMN "secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_turns" ADD CONSTRAINT "bot_turns_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_turns_message_unique" ON "bot_turns" USING btree ("messageId");--> statement-breakpoint
CREATE INDEX "bot_turns_ticket_status_idx" ON "bot_turns" USING btree ("ticketId","status");