DROP INDEX "tickets_company_user_status_idx";--> statement-breakpoint
CREATE INDEX "tickets_company_user_status_idx" ON "tickets" USING btree ("companyId","userId","status","updatedAt","id");