CREATE TABLE `announcement_seen` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`announcementId` integer NOT NULL,
	`createdAt` integer NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`announcementId`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `announcement_seen_unique` ON `announcement_seen` (`userId`,`announcementId`);--> statement-breakpoint
CREATE INDEX `announcement_seen_announcement_idx` ON `announcement_seen` (`announcementId`);