DROP INDEX `tickets_company_status_updated_idx`;--> statement-breakpoint
CREATE INDEX `tickets_company_updated_idx` ON `tickets` (`companyId`,`updatedAt`,`id`);--> statement-breakpoint
CREATE INDEX `tickets_company_status_queue_user_idx` ON `tickets` (`companyId`,`status`,`queueId`,`userId`);--> statement-breakpoint
CREATE INDEX `tickets_company_status_updated_idx` ON `tickets` (`companyId`,`status`,`updatedAt`,`id`);