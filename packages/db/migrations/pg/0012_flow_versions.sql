CREATE TABLE "flow_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"flowId" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"userId" integer,
	"createdAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_flowId_flows_id_fk" FOREIGN KEY ("flowId") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_versions_flow_version_uq" ON "flow_versions" USING btree ("flowId","version");