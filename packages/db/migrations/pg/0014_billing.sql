CREATE TABLE "platform_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurrence" text DEFAULT 'MENSAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "txid" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "chargeCode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_settings_key_unique" ON "platform_settings" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_unique" ON "invoices" USING btree ("companyId","dueDate");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_txid_unique" ON "invoices" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","dueDate");