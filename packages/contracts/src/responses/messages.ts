import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

export const MessageContact = z
  .object({ id: entityId, name: z.string(), number: z.string(), profilePicUrl: z.string() })
  .meta({ id: 'MessageContact', example: { id: 12, name: 'Maria Souza', number: '5511987654321', profilePicUrl: '' } });
export type MessageContact = z.infer<typeof MessageContact>;

const messageFields = {
  id: entityId,
  ticketId: entityId,
  body: z.string(),
  fromMe: z.boolean(),
  read: z.boolean(),
  /** WhatsApp's numbers: 0 stored, 1 sent, 2 on the server, 3 delivered, 4 read, 5 played. */
  ack: z.number().int().min(0),
  /** chat, image, audio, video, document, call_log, … */
  mediaType: z.string(),
  /** Absolute URL of the stored medium. */
  mediaUrl: z.url().nullable(),
  mediaName: z.string().nullable(),
  isDeleted: z.boolean(),
  isEdited: z.boolean(),
  errorCode: z.string().nullable(),
  userId: nullableId,
  /** The provider's message id. */
  wid: z.string().nullable(),
  participant: z.string().nullable(),
  contactId: nullableId,
  /** The contact of an inbound message; null for ours. */
  contact: MessageContact.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

const quotedExample = {
  id: 310,
  ticketId: 42,
  body: 'Olá, preciso de ajuda com meu pedido',
  fromMe: false,
  read: true,
  ack: 0,
  mediaType: 'chat',
  mediaUrl: null,
  mediaName: null,
  isDeleted: false,
  isEdited: false,
  errorCode: null,
  userId: null,
  wid: '3EB0A1B2C3D4E5F6A7B8',
  participant: null,
  contactId: 12,
  contact: { id: 12, name: 'Maria Souza', number: '5511987654321', profilePicUrl: '' },
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};
export const messageExample = {
  ...quotedExample,
  id: 311,
  body: 'Claro! Qual é o número do pedido?',
  fromMe: true,
  ack: 3,
  userId: 7,
  wid: 'ZD5F3A2B1C0D9E8F7A6B',
  contactId: null,
  contact: null,
  quotedMsg: quotedExample,
};

/** A message as another one quotes it (without its own quotedMsg). */
export const QuotedMessage = z.object(messageFields).meta({ id: 'QuotedMessage', example: quotedExample });
export type QuotedMessage = z.infer<typeof QuotedMessage>;

/** A message of a ticket thread: absolute mediaUrl, the quoted message resolved, the contact of inbound ones. */
export const Message = z.object({ ...messageFields, quotedMsg: QuotedMessage.nullable() }).meta({ id: 'Message', example: messageExample });
export type Message = z.infer<typeof Message>;

/** GET /messages/{ticketId}: a page of the thread, oldest first inside; page 1 is the newest. */
export const MessagePage = z
  .object({ messages: z.array(Message), ticket: z.object({ id: entityId }), hasMore: z.boolean() })
  .meta({ id: 'MessagePage', example: { messages: [messageExample], ticket: { id: 42 }, hasMore: false } });
export type MessagePage = z.infer<typeof MessagePage>;

/** POST /messages/{ticketId}: the stored message, or one per file of a multipart send with several files. */
export const SentMessages = z.union([Message, z.array(Message)]).meta({ id: 'SentMessages', example: messageExample });
export type SentMessages = z.infer<typeof SentMessages>;

/** POST /messages/{ticketId}/mark-as-opened. */
export const TicketOpened = z.object({ ticketId: entityId, unreadMessages: z.number().int().min(0) }).meta({ id: 'TicketOpened', example: { ticketId: 42, unreadMessages: 0 } });
export type TicketOpened = z.infer<typeof TicketOpened>;
