ALTER TABLE `schedules` ADD `whatsappId` integer;--> statement-breakpoint
ALTER TABLE `schedules` ADD `messageId` integer;--> statement-breakpoint
ALTER TABLE `schedules` ADD `error` text;--> statement-breakpoint
ALTER TABLE `schedules` ADD `attempts` integer DEFAULT 0 NOT NULL;