DROP INDEX `tickets_company_user_status_idx`;--> statement-breakpoint
CREATE INDEX `tickets_company_user_status_idx` ON `tickets` (`companyId`,`userId`,`status`,`updatedAt`,`id`);