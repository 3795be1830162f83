CREATE TABLE `campaign_pacing` (
	`whatsappId` integer PRIMARY KEY NOT NULL,
	`companyId` integer NOT NULL,
	`sentInRow` integer DEFAULT 0 NOT NULL,
	`nextSendAt` integer NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contact_list_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`contactListId` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`fileName` text DEFAULT '' NOT NULL,
	`filePath` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`added` integer DEFAULT 0 NOT NULL,
	`merged` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`error` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactListId`) REFERENCES `contact_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_list_imports_list_idx` ON `contact_list_imports` (`contactListId`,`id`);--> statement-breakpoint
ALTER TABLE `campaign_shipping` ADD `messageId` integer;--> statement-breakpoint
CREATE INDEX `campaign_shipping_message_idx` ON `campaign_shipping` (`messageId`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `cursorId` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `campaigns_running_idx` ON `campaigns` (`status`,`whatsappId`);--> statement-breakpoint
ALTER TABLE `contact_list_items` ADD `validatedAt` integer;--> statement-breakpoint
CREATE INDEX `contact_list_items_list_idx` ON `contact_list_items` (`contactListId`,`id`);--> statement-breakpoint
-- A campaign send is delivered when the provider confirms its message (ack 1 or more): the outbox and
-- the ack pipeline update messages only, and this keeps the shipping row in step in the same transaction.
CREATE TRIGGER `messages_campaign_delivered` AFTER UPDATE OF `ack` ON `messages`
  WHEN old.ack < 1 AND new.ack >= 1 AND new.fromMe
BEGIN
  UPDATE campaign_shipping SET deliveredAt = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), updatedAt = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    WHERE messageId = new.id AND deliveredAt IS NULL;
END;
