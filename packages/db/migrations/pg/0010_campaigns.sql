CREATE TABLE "campaign_pacing" (
	"whatsappId" integer PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"sentInRow" integer DEFAULT 0 NOT NULL,
	"nextSendAt" timestamp with time zone NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_list_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"contactListId" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fileName" text DEFAULT '' NOT NULL,
	"filePath" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"merged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_shipping" ADD COLUMN "messageId" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cursorId" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_list_items" ADD COLUMN "validatedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_pacing" ADD CONSTRAINT "campaign_pacing_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_imports" ADD CONSTRAINT "contact_list_imports_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_imports" ADD CONSTRAINT "contact_list_imports_contactListId_contact_lists_id_fk" FOREIGN KEY ("contactListId") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_list_imports_list_idx" ON "contact_list_imports" USING btree ("contactListId","id");--> statement-breakpoint
CREATE INDEX "campaign_shipping_message_idx" ON "campaign_shipping" USING btree ("messageId");--> statement-breakpoint
CREATE INDEX "campaigns_running_idx" ON "campaigns" USING btree ("status","whatsappId");--> statement-breakpoint
CREATE INDEX "contact_list_items_list_idx" ON "contact_list_items" USING btree ("contactListId","id");--> statement-breakpoint
-- A campaign send is delivered when the provider confirms its message (ack 1 or more): the outbox and
-- the ack pipeline update messages only, and this keeps the shipping row in step in the same transaction.
CREATE OR REPLACE FUNCTION "campaign_shipping_delivered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "campaign_shipping" SET "deliveredAt" = now(), "updatedAt" = now() WHERE "messageId" = NEW."id" AND "deliveredAt" IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_campaign_delivered" AFTER UPDATE OF "ack" ON "messages"
  FOR EACH ROW WHEN (OLD."ack" < 1 AND NEW."ack" >= 1 AND NEW."fromMe") EXECUTE FUNCTION "campaign_shipping_delivered"();
