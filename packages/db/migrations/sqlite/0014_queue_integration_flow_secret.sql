ALTER TABLE `queue_integrations` ADD `flowId` integer;--> statement-breakpoint
ALTER TABLE `queue_integrations` ADD `secret` text DEFAULT '' NOT NULL;