import { z } from 'zod';
import { count, entityId } from '../responses/common';
import { Contact, ContactRecord, ContactWithExtraInfo } from '../responses/contacts';
import { Message } from '../responses/messages';
import { Queue } from '../responses/queues';
import { QuickMessage } from '../responses/quick-messages';
import { Setting } from '../responses/settings';
import { Tag } from '../responses/tags';
import { Ticket } from '../responses/tickets';
import { User } from '../responses/users';
import { Whatsapp, WhatsappSession } from '../responses/whatsapps';
import { Schedule } from '../responses/schedules';
import { Invoice } from '../responses/billing';
import { MediaFileList } from '../responses/files';
import { ContactListImport, ContactListItem, ContactListRecord } from '../responses/contact-lists';
import { Campaign } from '../responses/campaigns';
import { Announcement } from '../responses/announcements';
import { Chat, ChatMessage } from '../responses/chats';
import { Prompt } from '../responses/prompts';
import { QueueIntegration } from '../responses/queue-integrations';
import type { CompanyEventKind } from './names';

const action = <A extends string>(a: A) => z.literal(a);

/** `company-{id}-ticket`: the whole ticket on update; its id when it was read (updateUnread) or left the user's sight (delete). */
export const TicketEvent = z.discriminatedUnion('action', [
  z.object({ action: action('update'), ticket: Ticket }),
  z.object({ action: action('updateUnread'), ticketId: entityId }),
  z.object({ action: action('delete'), ticketId: entityId }),
]);
export type TicketEvent = z.infer<typeof TicketEvent>;

/** `company-{id}-appMessage`: a new message with its ticket and the contact's whole record, or a changed message. */
export const AppMessageEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), message: Message, ticket: Ticket, contact: ContactRecord.optional() }),
  z.object({ action: action('update'), message: Message }),
]);
export type AppMessageEvent = z.infer<typeof AppMessageEvent>;

/** `company-{id}-contact`: with extraInfo from the contacts screens, without it from imports and the inbound pipeline; `reload` after a large import. */
export const ContactEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), contact: z.union([ContactWithExtraInfo, Contact]) }),
  z.object({ action: action('update'), contact: z.union([ContactWithExtraInfo, Contact]) }),
  z.object({ action: action('delete'), contactId: entityId }),
  z.object({ action: action('reload') }),
]);
export type ContactEvent = z.infer<typeof ContactEvent>;

/** A presence change (online/offline) carries only the user's id and flag. */
export const UserPresence = z.object({ id: entityId, online: z.boolean() }).meta({ id: 'UserPresence', example: { id: 7, online: false } });
export type UserPresence = z.infer<typeof UserPresence>;

/** `company-{id}-user` (to the company's admins and the user). */
export const UserEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), user: User }),
  z.object({ action: action('update'), user: z.union([User, UserPresence]) }),
  z.object({ action: action('delete'), userId: entityId }),
]);
export type UserEvent = z.infer<typeof UserEvent>;

/** `company-{id}-auth` (to the user): a new session started elsewhere (login, password reset). */
export const AuthEvent = z.object({ action: action('update'), user: z.object({ id: entityId }) });
export type AuthEvent = z.infer<typeof AuthEvent>;

export const QueueEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), queue: Queue }),
  z.object({ action: action('update'), queue: Queue }),
  z.object({ action: action('delete'), queueId: entityId }),
]);
export type QueueEvent = z.infer<typeof QueueEvent>;

export const TagEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), tag: Tag }),
  z.object({ action: action('update'), tag: Tag }),
  z.object({ action: action('delete'), tagId: entityId }),
]);
export type TagEvent = z.infer<typeof TagEvent>;

export const QuickMessageEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), quickMessage: QuickMessage }),
  z.object({ action: action('update'), quickMessage: QuickMessage }),
  z.object({ action: action('delete'), quickMessageId: entityId }),
]);
export type QuickMessageEvent = z.infer<typeof QuickMessageEvent>;

/** `company-{id}-whatsapp`: a created or changed connection (token and QR code to admins only), or a deleted one. */
export const WhatsappEvent = z.discriminatedUnion('action', [
  z.object({ action: action('update'), whatsapp: Whatsapp }),
  z.object({ action: action('delete'), whatsappId: entityId }),
]);
export type WhatsappEvent = z.infer<typeof WhatsappEvent>;

/** `company-{id}-whatsappSession` (DECISIONS "Wire format"): the QR code to admins only. */
export const WhatsappSessionEvent = z.object({ action: action('update'), session: WhatsappSession });
export type WhatsappSessionEvent = z.infer<typeof WhatsappSessionEvent>;

/** `company-{id}-settings` (a credential's change to admins only). */
export const SettingsEvent = z.object({ action: action('update'), setting: Setting.pick({ key: true, value: true }) });
export type SettingsEvent = z.infer<typeof SettingsEvent>;

/** `company{id}-schedule` (no dash: the name existing clients listen to). */
export const ScheduleEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), schedule: Schedule }),
  z.object({ action: action('update'), schedule: Schedule }),
  z.object({ action: action('delete'), scheduleId: entityId }),
]);
export type ScheduleEvent = z.infer<typeof ScheduleEvent>;

/** `company-{id}-file`, to admins: `files` is the list created or changed (the key the file-list screens read). */
export const FileEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), files: MediaFileList }),
  z.object({ action: action('update'), files: MediaFileList }),
  z.object({ action: action('delete'), fileId: entityId }),
]);
export type FileEvent = z.infer<typeof FileEvent>;

/** `company-{id}-ContactList`, to the company. */
export const ContactListEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), contactList: ContactListRecord }),
  z.object({ action: action('update'), contactList: ContactListRecord }),
  z.object({ action: action('delete'), contactListId: entityId }),
]);
export type ContactListEvent = z.infer<typeof ContactListEvent>;

/**
 * `company-{id}-ContactListItem-{listId}`: one item changed, or `reload` (`records`: the items the list holds
 * now) after an import or a batch of number checks, and an import's `progress`.
 */
export const ContactListItemEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), contactListItem: ContactListItem }),
  z.object({ action: action('update'), contactListItem: ContactListItem }),
  z.object({ action: action('delete'), contactListItemId: entityId }),
  z.object({ action: action('reload'), records: count }),
  z.object({ action: action('progress'), import: ContactListImport }),
]);
export type ContactListItemEvent = z.infer<typeof ContactListItemEvent>;

/** `company-{id}-campaign`: the whole campaign on every change (status, a step of its sends), or its id when deleted. */
export const CampaignEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), campaign: Campaign }),
  z.object({ action: action('update'), campaign: Campaign }),
  z.object({ action: action('delete'), campaignId: entityId }),
]);
export type CampaignEvent = z.infer<typeof CampaignEvent>;

/** `company-{id}-chat`, to the chat's members: a new message, a changed chat (read marks, title, members), or a deleted chat. */
export const ChatEvent = z.discriminatedUnion('action', [
  z.object({ action: action('new-message'), chat: Chat, newMessage: ChatMessage }),
  z.object({ action: action('update'), chat: Chat }),
  // `chatId` as DECISIONS' wire format names every entity's delete; `id` as this product family's clients read it.
  z.object({ action: action('delete'), chatId: entityId, id: entityId }),
]);
export type ChatEvent = z.infer<typeof ChatEvent>;

/** `company-{id}-chat-user-{userId}`, to that member: a chat they were added to (create) or that changed (update). */
export const ChatUserEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), record: Chat }),
  z.object({ action: action('update'), record: Chat }),
]);
export type ChatUserEvent = z.infer<typeof ChatUserEvent>;

/** `company-{id}-chat-{chatId}`, to the chat's members: the open thread's new message or changed chat. */
export const ChatThreadEvent = z.discriminatedUnion('action', [
  z.object({ action: action('new-message'), chat: Chat, newMessage: ChatMessage }),
  z.object({ action: action('update'), chat: Chat }),
]);
export type ChatThreadEvent = z.infer<typeof ChatThreadEvent>;

/** `company-announcement` (platform-wide, every logged-in socket): an announcement created, changed or deleted. */
export const AnnouncementEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), record: Announcement }),
  z.object({ action: action('update'), record: Announcement }),
  // `id` as the issue and this product family's clients read it; `announcementId` as DECISIONS' wire format names deletes.
  z.object({ action: action('delete'), id: entityId, announcementId: entityId }),
]);
export type AnnouncementEvent = z.infer<typeof AnnouncementEvent>;

/** `company-{id}-payment` (to the company's admins): a payment was confirmed and the licence renewed to `dueDate`. */
export const PaymentEvent = z.object({
  action: action('CONCLUIDA'),
  company: z.object({ id: entityId, dueDate: z.iso.datetime() }),
  invoice: z.object({ id: entityId, status: z.literal('paid') }).optional(),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

/** `company-{id}-prompt`, to the company: the prompt (secrets masked) or its id when deleted. */
export const PromptEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), prompt: Prompt }),
  z.object({ action: action('update'), prompt: Prompt }),
  z.object({ action: action('delete'), promptId: entityId }),
]);
export type PromptEvent = z.infer<typeof PromptEvent>;

/** `company-{id}-queueIntegration`, to the company: the integration (secrets masked) or its id when deleted. */
export const QueueIntegrationEvent = z.discriminatedUnion('action', [
  z.object({ action: action('create'), queueIntegration: QueueIntegration }),
  z.object({ action: action('update'), queueIntegration: QueueIntegration }),
  z.object({ action: action('delete'), integrationId: entityId }),
]);
export type QueueIntegrationEvent = z.infer<typeof QueueIntegrationEvent>;

/** `company-{id}-invoice` (to the company's admins): due work issued an invoice of the company. */
export const InvoiceEvent = z.object({ action: action('create'), invoice: Invoice });
export type InvoiceEvent = z.infer<typeof InvoiceEvent>;

/** Event kind → payload schema: the realtime half of the wire contract. */
export const companyEventPayloads = {
  ticket: TicketEvent,
  appMessage: AppMessageEvent,
  contact: ContactEvent,
  user: UserEvent,
  auth: AuthEvent,
  queue: QueueEvent,
  tag: TagEvent,
  quickmessage: QuickMessageEvent,
  whatsapp: WhatsappEvent,
  whatsappSession: WhatsappSessionEvent,
  settings: SettingsEvent,
  schedule: ScheduleEvent,
  file: FileEvent,
  ContactList: ContactListEvent,
  ContactListItem: ContactListItemEvent,
  campaign: CampaignEvent,
  chat: ChatEvent,
  chatUser: ChatUserEvent,
  chatThread: ChatThreadEvent,
  announcement: AnnouncementEvent,
  payment: PaymentEvent,
  prompt: PromptEvent,
  queueIntegration: QueueIntegrationEvent,
  invoice: InvoiceEvent,
} satisfies Record<CompanyEventKind, z.ZodType>;

/** The payload of each company event kind. */
export type CompanyEvents = { [K in CompanyEventKind]: z.infer<(typeof companyEventPayloads)[K]> };
export type CompanyEventPayload<K extends CompanyEventKind> = CompanyEvents[K];
