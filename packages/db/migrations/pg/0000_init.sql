CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"priority" integer DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"mediaPath" text,
	"mediaName" text,
	"status" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"createdAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" integer NOT NULL,
	"codeHash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"resetAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" integer NOT NULL,
	"tokenHash" text NOT NULL,
	"family" text NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"revokedAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_shipping" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaignId" integer NOT NULL,
	"contactListItemId" integer,
	"contactId" integer,
	"number" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliveredAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"message1" text DEFAULT '' NOT NULL,
	"message2" text DEFAULT '' NOT NULL,
	"message3" text DEFAULT '' NOT NULL,
	"message4" text DEFAULT '' NOT NULL,
	"message5" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'INATIVA' NOT NULL,
	"confirmation" boolean DEFAULT false NOT NULL,
	"scheduledAt" timestamp with time zone,
	"completedAt" timestamp with time zone,
	"whatsappId" integer,
	"contactListId" integer,
	"tagId" integer,
	"fileListId" integer,
	"mediaPath" text,
	"mediaName" text,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chatId" integer NOT NULL,
	"senderId" integer,
	"message" text DEFAULT '' NOT NULL,
	"mediaPath" text,
	"mediaName" text,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"chatId" integer NOT NULL,
	"userId" integer NOT NULL,
	"unreads" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"companyId" integer NOT NULL,
	"title" text NOT NULL,
	"ownerId" integer,
	"lastMessage" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"document" text DEFAULT '' NOT NULL,
	"planId" integer,
	"status" boolean DEFAULT true NOT NULL,
	"dueDate" timestamp with time zone,
	"recurrence" text DEFAULT 'MENSAL' NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"contactListId" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"isWhatsappValid" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"contactId" integer NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"profilePicUrl" text DEFAULT '' NOT NULL,
	"lid" text,
	"isGroup" boolean DEFAULT false NOT NULL,
	"disableBot" boolean DEFAULT false NOT NULL,
	"whatsappId" integer,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"companyId" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"runAt" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"maxAttempts" integer DEFAULT 5 NOT NULL,
	"lockedBy" text,
	"lockedUntil" timestamp with time zone,
	"lastError" text,
	"finishedAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"fileId" integer NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"mediaType" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"userId" integer,
	"name" text NOT NULL,
	"flowId" integer NOT NULL,
	"whatsappId" integer,
	"phrase" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"userId" integer,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"flow" jsonb,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helps" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	"dueDate" timestamp with time zone NOT NULL,
	"paidAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"ticketId" integer NOT NULL,
	"contactId" integer,
	"whatsappId" integer,
	"userId" integer,
	"providerId" text,
	"body" text DEFAULT '' NOT NULL,
	"fromMe" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"ack" integer DEFAULT 0 NOT NULL,
	"mediaType" text DEFAULT 'chat' NOT NULL,
	"mediaUrl" text,
	"mediaName" text,
	"isDeleted" boolean DEFAULT false NOT NULL,
	"isEdited" boolean DEFAULT false NOT NULL,
	"isPrivate" boolean DEFAULT false NOT NULL,
	"quotedMsgId" integer,
	"participant" text,
	"errorCode" text,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"whatsappId" integer NOT NULL,
	"messageId" integer,
	"action" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"nextAttemptAt" timestamp with time zone NOT NULL,
	"lockedBy" text,
	"lockedUntil" timestamp with time zone,
	"lastError" text,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"queues" integer DEFAULT 0 NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	"isPublic" boolean DEFAULT true NOT NULL,
	"useCampaigns" boolean DEFAULT true NOT NULL,
	"useKanban" boolean DEFAULT true NOT NULL,
	"useOpenAi" boolean DEFAULT true NOT NULL,
	"useIntegrations" boolean DEFAULT true NOT NULL,
	"useSchedules" boolean DEFAULT true NOT NULL,
	"useInternalChat" boolean DEFAULT true NOT NULL,
	"useExternalApi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"prompt" text NOT NULL,
	"model" text DEFAULT 'gpt-3.5-turbo-1106' NOT NULL,
	"maxTokens" integer DEFAULT 100 NOT NULL,
	"temperature" double precision DEFAULT 1 NOT NULL,
	"apiKey" text NOT NULL,
	"queueId" integer,
	"maxMessages" integer DEFAULT 10 NOT NULL,
	"voice" text DEFAULT 'texto' NOT NULL,
	"voiceKey" text DEFAULT '' NOT NULL,
	"voiceRegion" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"projectName" text DEFAULT '' NOT NULL,
	"jsonContent" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'pt-BR' NOT NULL,
	"urlN8N" text DEFAULT '' NOT NULL,
	"typebotSlug" text DEFAULT '' NOT NULL,
	"typebotExpires" integer DEFAULT 1 NOT NULL,
	"typebotKeywordFinish" text DEFAULT '' NOT NULL,
	"typebotKeywordRestart" text DEFAULT '' NOT NULL,
	"typebotUnknownMessage" text DEFAULT '' NOT NULL,
	"typebotDelayMessage" integer DEFAULT 1000 NOT NULL,
	"typebotRestartMessage" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"queueId" integer NOT NULL,
	"parentId" integer,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"option" text NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"greetingMessage" text DEFAULT '' NOT NULL,
	"outOfHoursMessage" text DEFAULT '' NOT NULL,
	"orderQueue" integer,
	"integrationId" integer,
	"promptId" integer,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"userId" integer,
	"shortcode" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"geral" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"mediaPath" text,
	"mediaName" text,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"body" text NOT NULL,
	"sendAt" timestamp with time zone NOT NULL,
	"sentAt" timestamp with time zone,
	"contactId" integer NOT NULL,
	"ticketId" integer,
	"userId" integer,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"mediaPath" text,
	"mediaName" text,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#A4CCCC' NOT NULL,
	"kanban" integer DEFAULT 0 NOT NULL,
	"userId" integer,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"note" text NOT NULL,
	"userId" integer,
	"contactId" integer NOT NULL,
	"ticketId" integer,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"ticketId" integer NOT NULL,
	"userId" integer,
	"rate" integer NOT NULL,
	"createdAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_tags" (
	"ticketId" integer NOT NULL,
	"tagId" integer NOT NULL,
	CONSTRAINT "ticket_tags_pk" PRIMARY KEY("ticketId","tagId")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"companyId" integer NOT NULL,
	"contactId" integer NOT NULL,
	"whatsappId" integer,
	"userId" integer,
	"queueId" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"unreadMessages" integer DEFAULT 0 NOT NULL,
	"lastMessage" text DEFAULT '' NOT NULL,
	"isGroup" boolean DEFAULT false NOT NULL,
	"chatbot" boolean DEFAULT false NOT NULL,
	"useIntegration" boolean DEFAULT false NOT NULL,
	"integrationId" integer,
	"promptId" integer,
	"queueOptionId" integer,
	"amountUsedBotQueues" integer DEFAULT 0 NOT NULL,
	"protocol" text NOT NULL,
	"awaitingRating" boolean DEFAULT false NOT NULL,
	"ratingAttempts" integer DEFAULT 0 NOT NULL,
	"typebotSessionId" text,
	"flowState" jsonb,
	"acceptedAt" timestamp with time zone,
	"firstHumanReplyAt" timestamp with time zone,
	"finishedAt" timestamp with time zone,
	"lastContactMessageAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_queues" (
	"userId" integer NOT NULL,
	"queueId" integer NOT NULL,
	CONSTRAINT "user_queues_pk" PRIMARY KEY("userId","queueId")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"passwordHash" text NOT NULL,
	"profile" text DEFAULT 'user' NOT NULL,
	"super" boolean DEFAULT false NOT NULL,
	"allTicket" text DEFAULT 'desabled' NOT NULL,
	"whatsappId" integer,
	"language" text,
	"tokenVersion" integer DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"lastSeenAt" timestamp with time zone,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_auth" (
	"id" serial PRIMARY KEY NOT NULL,
	"whatsappId" integer NOT NULL,
	"category" text NOT NULL,
	"keyId" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_queues" (
	"whatsappId" integer NOT NULL,
	"queueId" integer NOT NULL,
	CONSTRAINT "whatsapp_queues_pk" PRIMARY KEY("whatsappId","queueId")
);
--> statement-breakpoint
CREATE TABLE "whatsapps" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'baileys' NOT NULL,
	"status" text DEFAULT 'DISCONNECTED' NOT NULL,
	"qrcode" text DEFAULT '' NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"isDefault" boolean DEFAULT false NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"greetingMessage" text DEFAULT '' NOT NULL,
	"complationMessage" text DEFAULT '' NOT NULL,
	"outOfHoursMessage" text DEFAULT '' NOT NULL,
	"ratingMessage" text DEFAULT '' NOT NULL,
	"expiresInactiveMessage" text DEFAULT '' NOT NULL,
	"expiresTicket" integer DEFAULT 0 NOT NULL,
	"timeUseBotQueues" integer DEFAULT 0 NOT NULL,
	"maxUseBotQueues" integer DEFAULT 3 NOT NULL,
	"transferQueueId" integer,
	"timeToTransfer" integer DEFAULT 0 NOT NULL,
	"promptId" integer,
	"integrationId" integer,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"createdAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_settings" ADD CONSTRAINT "campaign_settings_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_shipping" ADD CONSTRAINT "campaign_shipping_campaignId_campaigns_id_fk" FOREIGN KEY ("campaignId") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chatId_chats_id_fk" FOREIGN KEY ("chatId") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_senderId_users_id_fk" FOREIGN KEY ("senderId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_chatId_chats_id_fk" FOREIGN KEY ("chatId") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_ownerId_users_id_fk" FOREIGN KEY ("ownerId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_planId_plans_id_fk" FOREIGN KEY ("planId") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_items" ADD CONSTRAINT "contact_list_items_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_items" ADD CONSTRAINT "contact_list_items_contactListId_contact_lists_id_fk" FOREIGN KEY ("contactListId") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_custom_fields" ADD CONSTRAINT "contact_custom_fields_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_lists" ADD CONSTRAINT "file_lists_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_options" ADD CONSTRAINT "file_options_fileId_file_lists_id_fk" FOREIGN KEY ("fileId") REFERENCES "public"."file_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_flowId_flows_id_fk" FOREIGN KEY ("flowId") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_quotedMsgId_messages_id_fk" FOREIGN KEY ("quotedMsgId") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD CONSTRAINT "queue_integrations_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_options" ADD CONSTRAINT "queue_options_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_options" ADD CONSTRAINT "queue_options_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_options" ADD CONSTRAINT "queue_options_parentId_queue_options_id_fk" FOREIGN KEY ("parentId") REFERENCES "public"."queue_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_messages" ADD CONSTRAINT "quick_messages_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_ratings" ADD CONSTRAINT "ticket_ratings_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_ratings" ADD CONSTRAINT "ticket_ratings_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_tagId_tags_id_fk" FOREIGN KEY ("tagId") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_auth" ADD CONSTRAINT "whatsapp_auth_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_status_idx" ON "announcements" USING btree ("status","priority");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("userId");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_hash_unique" ON "refresh_sessions" USING btree ("tokenHash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_idx" ON "refresh_sessions" USING btree ("userId");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_settings_company_key_unique" ON "campaign_settings" USING btree ("companyId","key");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_shipping_number_unique" ON "campaign_shipping" USING btree ("campaignId","number");--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("companyId","status");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chatId","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_users_unique" ON "chat_users" USING btree ("chatId","userId");--> statement-breakpoint
CREATE INDEX "chat_users_user_idx" ON "chat_users" USING btree ("userId");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_uuid_unique" ON "chats" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "chats_company_idx" ON "chats" USING btree ("companyId","updatedAt");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_unique" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_list_items_number_unique" ON "contact_list_items" USING btree ("contactListId","number");--> statement-breakpoint
CREATE INDEX "contact_lists_company_idx" ON "contact_lists" USING btree ("companyId");--> statement-breakpoint
CREATE INDEX "contact_custom_fields_contact_idx" ON "contact_custom_fields" USING btree ("contactId");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_number_unique" ON "contacts" USING btree ("companyId","number");--> statement-breakpoint
CREATE INDEX "contacts_company_lid_idx" ON "contacts" USING btree ("companyId","lid");--> statement-breakpoint
CREATE INDEX "contacts_company_name_idx" ON "contacts" USING btree ("companyId","name");--> statement-breakpoint
CREATE UNIQUE INDEX "due_jobs_key_unique" ON "due_jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "due_jobs_due_idx" ON "due_jobs" USING btree ("status","runAt");--> statement-breakpoint
CREATE INDEX "file_lists_company_idx" ON "file_lists" USING btree ("companyId");--> statement-breakpoint
CREATE INDEX "file_options_file_idx" ON "file_options" USING btree ("fileId");--> statement-breakpoint
CREATE INDEX "flow_campaigns_company_idx" ON "flow_campaigns" USING btree ("companyId","whatsappId");--> statement-breakpoint
CREATE INDEX "flows_company_idx" ON "flows" USING btree ("companyId");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("companyId","dueDate");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_unique" ON "messages" USING btree ("whatsappId","providerId");--> statement-breakpoint
CREATE INDEX "messages_ticket_idx" ON "messages" USING btree ("ticketId","id");--> statement-breakpoint
CREATE INDEX "messages_company_idx" ON "messages" USING btree ("companyId","createdAt");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("whatsappId","status","nextAttemptAt");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_unique" ON "plans" USING btree ("name");--> statement-breakpoint
CREATE INDEX "prompts_company_idx" ON "prompts" USING btree ("companyId");--> statement-breakpoint
CREATE INDEX "queue_integrations_company_idx" ON "queue_integrations" USING btree ("companyId");--> statement-breakpoint
CREATE INDEX "queue_options_tree_idx" ON "queue_options" USING btree ("queueId","parentId");--> statement-breakpoint
CREATE UNIQUE INDEX "queues_company_color_unique" ON "queues" USING btree ("companyId","color");--> statement-breakpoint
CREATE INDEX "queues_company_order_idx" ON "queues" USING btree ("companyId","orderQueue");--> statement-breakpoint
CREATE INDEX "quick_messages_company_idx" ON "quick_messages" USING btree ("companyId","shortcode");--> statement-breakpoint
CREATE INDEX "schedules_company_send_idx" ON "schedules" USING btree ("companyId","sendAt");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_company_key_unique" ON "settings" USING btree ("companyId","key");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_company_name_unique" ON "tags" USING btree ("companyId","name");--> statement-breakpoint
CREATE INDEX "ticket_notes_contact_idx" ON "ticket_notes" USING btree ("contactId","ticketId");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_ratings_ticket_unique" ON "ticket_ratings" USING btree ("ticketId");--> statement-breakpoint
CREATE INDEX "ticket_ratings_user_idx" ON "ticket_ratings" USING btree ("companyId","userId");--> statement-breakpoint
CREATE INDEX "ticket_tags_tag_idx" ON "ticket_tags" USING btree ("tagId");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_uuid_unique" ON "tickets" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_open_per_contact" ON "tickets" USING btree ("companyId","contactId","whatsappId") WHERE "status" <> 'closed';--> statement-breakpoint
CREATE INDEX "tickets_company_status_updated_idx" ON "tickets" USING btree ("companyId","status","updatedAt");--> statement-breakpoint
CREATE INDEX "tickets_company_queue_status_idx" ON "tickets" USING btree ("companyId","queueId","status");--> statement-breakpoint
CREATE INDEX "tickets_company_user_status_idx" ON "tickets" USING btree ("companyId","userId","status");--> statement-breakpoint
CREATE INDEX "tickets_contact_idx" ON "tickets" USING btree ("contactId");--> statement-breakpoint
CREATE INDEX "user_queues_queue_idx" ON "user_queues" USING btree ("queueId");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("companyId","name");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_auth_key_unique" ON "whatsapp_auth" USING btree ("whatsappId","category","keyId");--> statement-breakpoint
CREATE INDEX "whatsapp_queues_queue_idx" ON "whatsapp_queues" USING btree ("queueId");--> statement-breakpoint
CREATE INDEX "whatsapps_company_idx" ON "whatsapps" USING btree ("companyId");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_token_unique" ON "whatsapps" USING btree ("token");