CREATE TABLE `platform_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `platform_settings_key_unique` ON `platform_settings` (`key`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `recurrence` text DEFAULT 'MENSAL' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `txid` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `chargeCode` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_company_period_unique` ON `invoices` (`companyId`,`dueDate`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_txid_unique` ON `invoices` (`txid`);--> statement-breakpoint
CREATE INDEX `invoices_status_due_idx` ON `invoices` (`status`,`dueDate`);