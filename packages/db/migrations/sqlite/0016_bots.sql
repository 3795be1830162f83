CREATE TABLE `bot_turns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`ticketId` integer NOT NULL,
	`messageId` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bot_turns_message_unique` ON `bot_turns` (`messageId`);--> statement-breakpoint
CREATE INDEX `bot_turns_ticket_status_idx` ON `bot_turns` (`ticketId`,`status`);--> statement-breakpoint
ALTER TABLE `queue_integrations` ADD `flowId` integer;--> statement-breakpoint
ALTER TABLE `queue_integrations` ADD `secret` text DEFAULT '' NOT NULL;