CREATE TABLE `webhook_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`subscriptionId` integer NOT NULL,
	`eventId` text NOT NULL,
	`eventType` text NOT NULL,
	`orderKey` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`nextAttemptAt` integer NOT NULL,
	`lastStatusCode` integer,
	`lastError` text,
	`lastDurationMs` integer,
	`deliveredAt` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriptionId`) REFERENCES `webhook_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_unique` ON `webhook_deliveries` (`subscriptionId`,`eventId`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_chain_idx` ON `webhook_deliveries` (`subscriptionId`,`orderKey`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_company_idx` ON `webhook_deliveries` (`companyId`,`subscriptionId`,`id`);--> statement-breakpoint
CREATE TABLE `webhook_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`url` text NOT NULL,
	`events` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`secret` text NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_subscriptions_company_idx` ON `webhook_subscriptions` (`companyId`);--> statement-breakpoint
ALTER TABLE `whatsapps` ADD `apiRateLimit` integer DEFAULT 0 NOT NULL;