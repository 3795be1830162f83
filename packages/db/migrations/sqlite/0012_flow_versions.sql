CREATE TABLE `flow_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`flowId` integer NOT NULL,
	`version` integer NOT NULL,
	`document` text NOT NULL,
	`userId` integer,
	`createdAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`flowId`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flow_versions_flow_version_uq` ON `flow_versions` (`flowId`,`version`);--> statement-breakpoint
ALTER TABLE `flows` ADD `version` integer DEFAULT 0 NOT NULL;