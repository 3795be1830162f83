CREATE TABLE `simulator_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`whatsappId` integer NOT NULL,
	`number` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`direction` text NOT NULL,
	`providerId` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`kind` text DEFAULT 'chat' NOT NULL,
	`mediaPath` text,
	`ack` integer DEFAULT 0 NOT NULL,
	`isDeleted` integer DEFAULT false NOT NULL,
	`isEdited` integer DEFAULT false NOT NULL,
	`createdAt` integer NOT NULL,
	FOREIGN KEY (`whatsappId`) REFERENCES `whatsapps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `simulator_messages_provider_unique` ON `simulator_messages` (`whatsappId`,`providerId`);--> statement-breakpoint
CREATE INDEX `simulator_messages_number_idx` ON `simulator_messages` (`whatsappId`,`number`,`id`);