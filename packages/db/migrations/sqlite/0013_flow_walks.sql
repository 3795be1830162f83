CREATE TABLE `flow_walks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`flowId` integer NOT NULL,
	`flowVersionId` integer NOT NULL,
	`flowCampaignId` integer,
	`ticketId` integer NOT NULL,
	`contactId` integer NOT NULL,
	`whatsappId` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`waitKind` text,
	`nodeId` text NOT NULL,
	`contentStep` integer DEFAULT 0 NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`variables` text DEFAULT '{}' NOT NULL,
	`visited` text DEFAULT '[]' NOT NULL,
	`wakeKey` text,
	`endReason` text,
	`startedAt` integer NOT NULL,
	`endedAt` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`flowId`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`flowVersionId`) REFERENCES `flow_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ticketId`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flow_walks_one_active_per_contact` ON `flow_walks` (`contactId`) WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX `flow_walks_ticket_idx` ON `flow_walks` (`ticketId`);--> statement-breakpoint
CREATE INDEX `flow_walks_flow_started_idx` ON `flow_walks` (`flowId`,`startedAt`);