CREATE TABLE "flow_walks" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"flowId" integer NOT NULL,
	"flowVersionId" integer NOT NULL,
	"flowCampaignId" integer,
	"ticketId" integer NOT NULL,
	"contactId" integer NOT NULL,
	"whatsappId" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"waitKind" text,
	"nodeId" text NOT NULL,
	"contentStep" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visited" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wakeKey" text,
	"endReason" text,
	"startedAt" timestamp with time zone NOT NULL,
	"endedAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_walks" ADD CONSTRAINT "flow_walks_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_walks" ADD CONSTRAINT "flow_walks_flowId_flows_id_fk" FOREIGN KEY ("flowId") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_walks" ADD CONSTRAINT "flow_walks_flowVersionId_flow_versions_id_fk" FOREIGN KEY ("flowVersionId") REFERENCES "public"."flow_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_walks" ADD CONSTRAINT "flow_walks_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_walks" ADD CONSTRAINT "flow_walks_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_walks_one_active_per_contact" ON "flow_walks" USING btree ("contactId") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "flow_walks_ticket_idx" ON "flow_walks" USING btree ("ticketId");--> statement-breakpoint
CREATE INDEX "flow_walks_flow_started_idx" ON "flow_walks" USING btree ("flowId","startedAt");