import { z } from 'zod';
import { pageNumber, searchParam } from './common';

/** A member: a user id, or a user object `{id, …}` as the existing clients' pickers send it. */
const member = z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).transform((u) => u.id)]);

/** Title required (fillTitle) and at least one user (fillUser): admin-automation.md §5. */
export const ChatBody = z.object({
  title: z.string().trim().min(1, 'fillTitle').max(200),
  users: z.array(member).min(1, 'fillUser').max(500),
});
export type ChatBody = z.infer<typeof ChatBody>;

export const ChatUpdateBody = z.object({
  title: z.string().trim().min(1, 'fillTitle').max(200).optional(),
  users: z.array(member).min(1, 'fillUser').max(500).optional(),
});
export type ChatUpdateBody = z.infer<typeof ChatUpdateBody>;

/** A chat by its id or its uuid (the page's `/chats/{uuid}`). */
export const ChatRefParam = z.object({
  id: z.string().regex(/^(\d{1,15}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, 'a chat id or uuid'),
});

export const ChatsQuery = z.object({ searchParam, pageNumber });
export type ChatsQuery = z.infer<typeof ChatsQuery>;

export const ChatMessagesQuery = z.object({ pageNumber });

/** Messages are sent only if non-blank (§5). */
export const ChatMessageBody = z.object({ message: z.string().max(10000).refine((m) => m.trim().length > 0, 'a message is required') });
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

/** `{userId}` as existing clients send it: ignored, the reader is always the caller. */
export const ChatReadBody = z.object({ userId: z.unknown().optional() }).optional();
