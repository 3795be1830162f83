CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`priority` integer DEFAULT 3 NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`mediaPath` text,
	`mediaName` text,
	`status` integer DEFAULT true NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `announcements_status_idx` ON `announcements` (`status`,`priority`);--> statement-breakpoint
CREATE TABLE `campaign_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`key` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_settings_company_key_unique` ON `campaign_settings` (`companyId`,`key`);--> statement-breakpoint
CREATE TABLE `campaign_shipping` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaignId` integer NOT NULL,
	`contactListItemId` integer,
	`contactId` integer,
	`number` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`deliveredAt` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`campaignId`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_shipping_number_unique` ON `campaign_shipping` (`campaignId`,`number`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`message1` text DEFAULT '' NOT NULL,
	`message2` text DEFAULT '' NOT NULL,
	`message3` text DEFAULT '' NOT NULL,
	`message4` text DEFAULT '' NOT NULL,
	`message5` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'INATIVA' NOT NULL,
	`confirmation` integer DEFAULT false NOT NULL,
	`scheduledAt` integer,
	`completedAt` integer,
	`whatsappId` integer,
	`contactListId` integer,
	`tagId` integer,
	`fileListId` integer,
	`mediaPath` text,
	`mediaName` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaigns_company_idx` ON `campaigns` (`companyId`,`status`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`chatId` integer NOT NULL,
	`senderId` integer,
	`message` text DEFAULT '' NOT NULL,
	`mediaPath` text,
	`mediaName` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`chatId`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`senderId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `chat_messages_chat_idx` ON `chat_messages` (`chatId`,`id`);--> statement-breakpoint
CREATE TABLE `chat_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`chatId` integer NOT NULL,
	`userId` integer NOT NULL,
	`unreads` integer DEFAULT 0 NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`chatId`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_users_unique` ON `chat_users` (`chatId`,`userId`);--> statement-breakpoint
CREATE INDEX `chat_users_user_idx` ON `chat_users` (`userId`);--> statement-breakpoint
CREATE TABLE `chats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`companyId` integer NOT NULL,
	`title` text NOT NULL,
	`ownerId` integer,
	`lastMessage` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ownerId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chats_uuid_unique` ON `chats` (`uuid`);--> statement-breakpoint
CREATE INDEX `chats_company_idx` ON `chats` (`companyId`,`updatedAt`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`document` text DEFAULT '' NOT NULL,
	`planId` integer,
	`status` integer DEFAULT true NOT NULL,
	`dueDate` integer,
	`recurrence` text DEFAULT 'MENSAL' NOT NULL,
	`timezone` text DEFAULT 'America/Sao_Paulo' NOT NULL,
	`schedules` text DEFAULT '[]' NOT NULL,
	`address` text DEFAULT '{}' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`planId`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_name_unique` ON `companies` (`name`);--> statement-breakpoint
CREATE TABLE `contact_custom_fields` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contactId` integer NOT NULL,
	`name` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_custom_fields_contact_idx` ON `contact_custom_fields` (`contactId`);--> statement-breakpoint
CREATE TABLE `contact_list_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`contactListId` integer NOT NULL,
	`name` text NOT NULL,
	`number` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`isWhatsappValid` integer DEFAULT false NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactListId`) REFERENCES `contact_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_list_items_number_unique` ON `contact_list_items` (`contactListId`,`number`);--> statement-breakpoint
CREATE TABLE `contact_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_lists_company_idx` ON `contact_lists` (`companyId`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`number` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`profilePicUrl` text DEFAULT '' NOT NULL,
	`lid` text,
	`isGroup` integer DEFAULT false NOT NULL,
	`disableBot` integer DEFAULT false NOT NULL,
	`whatsappId` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_company_number_unique` ON `contacts` (`companyId`,`number`);--> statement-breakpoint
CREATE INDEX `contacts_company_lid_idx` ON `contacts` (`companyId`,`lid`);--> statement-breakpoint
CREATE INDEX `contacts_company_name_idx` ON `contacts` (`companyId`,`name`);--> statement-breakpoint
CREATE TABLE `due_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`companyId` integer,
	`payload` text DEFAULT '{}' NOT NULL,
	`runAt` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`maxAttempts` integer DEFAULT 5 NOT NULL,
	`lockedBy` text,
	`lockedUntil` integer,
	`lastError` text,
	`finishedAt` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `due_jobs_key_unique` ON `due_jobs` (`kind`,`key`);--> statement-breakpoint
CREATE INDEX `due_jobs_due_idx` ON `due_jobs` (`status`,`runAt`);--> statement-breakpoint
CREATE TABLE `file_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `file_lists_company_idx` ON `file_lists` (`companyId`);--> statement-breakpoint
CREATE TABLE `file_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fileId` integer NOT NULL,
	`name` text NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`mediaType` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`fileId`) REFERENCES `file_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `file_options_file_idx` ON `file_options` (`fileId`);--> statement-breakpoint
CREATE TABLE `flow_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`userId` integer,
	`name` text NOT NULL,
	`flowId` integer NOT NULL,
	`whatsappId` integer,
	`phrase` text NOT NULL,
	`status` integer DEFAULT true NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`flowId`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flow_campaigns_company_idx` ON `flow_campaigns` (`companyId`,`whatsappId`);--> statement-breakpoint
CREATE TABLE `flows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`userId` integer,
	`name` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`flow` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flows_company_idx` ON `flows` (`companyId`);--> statement-breakpoint
CREATE TABLE `helps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`video` text DEFAULT '' NOT NULL,
	`link` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`value` real DEFAULT 0 NOT NULL,
	`dueDate` integer NOT NULL,
	`paidAt` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoices_company_idx` ON `invoices` (`companyId`,`dueDate`);--> statement-breakpoint
CREATE TABLE `mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`createdAt` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`ticketId` integer NOT NULL,
	`contactId` integer,
	`whatsappId` integer,
	`userId` integer,
	`providerId` text,
	`body` text DEFAULT '' NOT NULL,
	`fromMe` integer DEFAULT false NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`ack` integer DEFAULT 0 NOT NULL,
	`mediaType` text DEFAULT 'chat' NOT NULL,
	`mediaUrl` text,
	`mediaName` text,
	`isDeleted` integer DEFAULT false NOT NULL,
	`isEdited` integer DEFAULT false NOT NULL,
	`isPrivate` integer DEFAULT false NOT NULL,
	`quotedMsgId` integer,
	`participant` text,
	`errorCode` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ticketId`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`quotedMsgId`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_provider_unique` ON `messages` (`whatsappId`,`providerId`);--> statement-breakpoint
CREATE INDEX `messages_ticket_idx` ON `messages` (`ticketId`,`id`);--> statement-breakpoint
CREATE INDEX `messages_company_idx` ON `messages` (`companyId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`whatsappId` integer NOT NULL,
	`messageId` integer,
	`action` text NOT NULL,
	`payload` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`nextAttemptAt` integer NOT NULL,
	`lockedBy` text,
	`lockedUntil` integer,
	`lastError` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`whatsappId`,`status`,`nextAttemptAt`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`codeHash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expiresAt` integer NOT NULL,
	`usedAt` integer,
	`createdAt` integer NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`userId`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`users` integer DEFAULT 0 NOT NULL,
	`connections` integer DEFAULT 0 NOT NULL,
	`queues` integer DEFAULT 0 NOT NULL,
	`value` real DEFAULT 0 NOT NULL,
	`isPublic` integer DEFAULT true NOT NULL,
	`useCampaigns` integer DEFAULT true NOT NULL,
	`useKanban` integer DEFAULT true NOT NULL,
	`useOpenAi` integer DEFAULT true NOT NULL,
	`useIntegrations` integer DEFAULT true NOT NULL,
	`useSchedules` integer DEFAULT true NOT NULL,
	`useInternalChat` integer DEFAULT true NOT NULL,
	`useExternalApi` integer DEFAULT true NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plans_name_unique` ON `plans` (`name`);--> statement-breakpoint
CREATE TABLE `prompts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`prompt` text NOT NULL,
	`model` text DEFAULT 'gpt-3.5-turbo-1106' NOT NULL,
	`maxTokens` integer DEFAULT 100 NOT NULL,
	`temperature` real DEFAULT 1 NOT NULL,
	`apiKey` text NOT NULL,
	`queueId` integer,
	`maxMessages` integer DEFAULT 10 NOT NULL,
	`voice` text DEFAULT 'texto' NOT NULL,
	`voiceKey` text DEFAULT '' NOT NULL,
	`voiceRegion` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prompts_company_idx` ON `prompts` (`companyId`);--> statement-breakpoint
CREATE TABLE `queue_integrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`projectName` text DEFAULT '' NOT NULL,
	`jsonContent` text DEFAULT '' NOT NULL,
	`language` text DEFAULT 'pt-BR' NOT NULL,
	`urlN8N` text DEFAULT '' NOT NULL,
	`typebotSlug` text DEFAULT '' NOT NULL,
	`typebotExpires` integer DEFAULT 1 NOT NULL,
	`typebotKeywordFinish` text DEFAULT '' NOT NULL,
	`typebotKeywordRestart` text DEFAULT '' NOT NULL,
	`typebotUnknownMessage` text DEFAULT '' NOT NULL,
	`typebotDelayMessage` integer DEFAULT 1000 NOT NULL,
	`typebotRestartMessage` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `queue_integrations_company_idx` ON `queue_integrations` (`companyId`);--> statement-breakpoint
CREATE TABLE `queue_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`queueId` integer NOT NULL,
	`parentId` integer,
	`title` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`option` text NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`queueId`) REFERENCES `queues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parentId`) REFERENCES `queue_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `queue_options_tree_idx` ON `queue_options` (`queueId`,`parentId`);--> statement-breakpoint
CREATE TABLE `queues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL,
	`greetingMessage` text DEFAULT '' NOT NULL,
	`outOfHoursMessage` text DEFAULT '' NOT NULL,
	`orderQueue` integer,
	`integrationId` integer,
	`promptId` integer,
	`schedules` text DEFAULT '[]' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `queues_company_color_unique` ON `queues` (`companyId`,`color`);--> statement-breakpoint
CREATE INDEX `queues_company_order_idx` ON `queues` (`companyId`,`orderQueue`);--> statement-breakpoint
CREATE TABLE `quick_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`userId` integer,
	`shortcode` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`geral` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`mediaPath` text,
	`mediaName` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quick_messages_company_idx` ON `quick_messages` (`companyId`,`shortcode`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`resetAt` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refresh_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`tokenHash` text NOT NULL,
	`family` text NOT NULL,
	`expiresAt` integer NOT NULL,
	`revokedAt` integer,
	`createdAt` integer NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_sessions_hash_unique` ON `refresh_sessions` (`tokenHash`);--> statement-breakpoint
CREATE INDEX `refresh_sessions_user_idx` ON `refresh_sessions` (`userId`);--> statement-breakpoint
CREATE TABLE `schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`body` text NOT NULL,
	`sendAt` integer NOT NULL,
	`sentAt` integer,
	`contactId` integer NOT NULL,
	`ticketId` integer,
	`userId` integer,
	`status` text DEFAULT 'PENDENTE' NOT NULL,
	`mediaPath` text,
	`mediaName` text,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedules_company_send_idx` ON `schedules` (`companyId`,`sendAt`);--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`key` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `settings_company_key_unique` ON `settings` (`companyId`,`key`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`color` text DEFAULT '#A4CCCC' NOT NULL,
	`kanban` integer DEFAULT 0 NOT NULL,
	`userId` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_company_name_unique` ON `tags` (`companyId`,`name`);--> statement-breakpoint
CREATE TABLE `ticket_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`note` text NOT NULL,
	`userId` integer,
	`contactId` integer NOT NULL,
	`ticketId` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ticketId`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ticket_notes_contact_idx` ON `ticket_notes` (`contactId`,`ticketId`);--> statement-breakpoint
CREATE TABLE `ticket_ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`ticketId` integer NOT NULL,
	`userId` integer,
	`rate` integer NOT NULL,
	`createdAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ticketId`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ticket_ratings_ticket_unique` ON `ticket_ratings` (`ticketId`);--> statement-breakpoint
CREATE INDEX `ticket_ratings_user_idx` ON `ticket_ratings` (`companyId`,`userId`);--> statement-breakpoint
CREATE TABLE `ticket_tags` (
	`ticketId` integer NOT NULL,
	`tagId` integer NOT NULL,
	PRIMARY KEY(`ticketId`, `tagId`),
	FOREIGN KEY (`ticketId`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tagId`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ticket_tags_tag_idx` ON `ticket_tags` (`tagId`);--> statement-breakpoint
CREATE TABLE `tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`companyId` integer NOT NULL,
	`contactId` integer NOT NULL,
	`whatsappId` integer,
	`userId` integer,
	`queueId` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`unreadMessages` integer DEFAULT 0 NOT NULL,
	`lastMessage` text DEFAULT '' NOT NULL,
	`isGroup` integer DEFAULT false NOT NULL,
	`chatbot` integer DEFAULT false NOT NULL,
	`useIntegration` integer DEFAULT false NOT NULL,
	`integrationId` integer,
	`promptId` integer,
	`queueOptionId` integer,
	`amountUsedBotQueues` integer DEFAULT 0 NOT NULL,
	`protocol` text NOT NULL,
	`awaitingRating` integer DEFAULT false NOT NULL,
	`ratingAttempts` integer DEFAULT 0 NOT NULL,
	`typebotSessionId` text,
	`flowState` text,
	`acceptedAt` integer,
	`firstHumanReplyAt` integer,
	`finishedAt` integer,
	`lastContactMessageAt` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contactId`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_uuid_unique` ON `tickets` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_one_open_per_contact` ON `tickets` (`companyId`,`contactId`,`whatsappId`) WHERE "status" <> 'closed';--> statement-breakpoint
CREATE INDEX `tickets_company_status_updated_idx` ON `tickets` (`companyId`,`status`,`updatedAt`);--> statement-breakpoint
CREATE INDEX `tickets_company_queue_status_idx` ON `tickets` (`companyId`,`queueId`,`status`);--> statement-breakpoint
CREATE INDEX `tickets_company_user_status_idx` ON `tickets` (`companyId`,`userId`,`status`);--> statement-breakpoint
CREATE INDEX `tickets_contact_idx` ON `tickets` (`contactId`);--> statement-breakpoint
CREATE TABLE `user_queues` (
	`userId` integer NOT NULL,
	`queueId` integer NOT NULL,
	PRIMARY KEY(`userId`, `queueId`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`queueId`) REFERENCES `queues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_queues_queue_idx` ON `user_queues` (`queueId`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`passwordHash` text NOT NULL,
	`profile` text DEFAULT 'user' NOT NULL,
	`super` integer DEFAULT false NOT NULL,
	`allTicket` text DEFAULT 'desabled' NOT NULL,
	`whatsappId` integer,
	`language` text,
	`tokenVersion` integer DEFAULT 0 NOT NULL,
	`online` integer DEFAULT false NOT NULL,
	`lastSeenAt` integer,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`companyId`,`name`);--> statement-breakpoint
CREATE TABLE `whatsapp_auth` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`whatsappId` integer NOT NULL,
	`category` text NOT NULL,
	`keyId` text NOT NULL,
	`value` text NOT NULL,
	FOREIGN KEY (`whatsappId`) REFERENCES `whatsapps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whatsapp_auth_key_unique` ON `whatsapp_auth` (`whatsappId`,`category`,`keyId`);--> statement-breakpoint
CREATE TABLE `whatsapp_queues` (
	`whatsappId` integer NOT NULL,
	`queueId` integer NOT NULL,
	PRIMARY KEY(`whatsappId`, `queueId`),
	FOREIGN KEY (`whatsappId`) REFERENCES `whatsapps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`queueId`) REFERENCES `queues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `whatsapp_queues_queue_idx` ON `whatsapp_queues` (`queueId`);--> statement-breakpoint
CREATE TABLE `whatsapps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`companyId` integer NOT NULL,
	`name` text NOT NULL,
	`provider` text DEFAULT 'baileys' NOT NULL,
	`status` text DEFAULT 'DISCONNECTED' NOT NULL,
	`qrcode` text DEFAULT '' NOT NULL,
	`retries` integer DEFAULT 0 NOT NULL,
	`number` text DEFAULT '' NOT NULL,
	`isDefault` integer DEFAULT false NOT NULL,
	`token` text DEFAULT '' NOT NULL,
	`greetingMessage` text DEFAULT '' NOT NULL,
	`complationMessage` text DEFAULT '' NOT NULL,
	`outOfHoursMessage` text DEFAULT '' NOT NULL,
	`ratingMessage` text DEFAULT '' NOT NULL,
	`expiresInactiveMessage` text DEFAULT '' NOT NULL,
	`expiresTicket` integer DEFAULT 0 NOT NULL,
	`timeUseBotQueues` integer DEFAULT 0 NOT NULL,
	`maxUseBotQueues` integer DEFAULT 3 NOT NULL,
	`transferQueueId` integer,
	`timeToTransfer` integer DEFAULT 0 NOT NULL,
	`promptId` integer,
	`integrationId` integer,
	`schedules` text DEFAULT '[]' NOT NULL,
	`createdAt` integer NOT NULL,
	`updatedAt` integer NOT NULL,
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `whatsapps_company_idx` ON `whatsapps` (`companyId`);--> statement-breakpoint
CREATE UNIQUE INDEX `whatsapps_token_unique` ON `whatsapps` (`token`);