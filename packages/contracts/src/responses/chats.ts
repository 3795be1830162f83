import { z } from 'zod';
import { count, EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

const chatExample = {
  id: 9,
  uuid: '0b3c7e52-1f7a-4a53-9d3e-5f2d7f1c2a10',
  companyId: 2,
  title: 'Plantão de sábado',
  ownerId: 5,
  lastMessage: 'Quem fica com a fila de vendas?',
  users: [
    { userId: 5, unreads: 0, user: { id: 5, name: 'Bruno Atendente' } },
    { userId: 6, unreads: 2, user: { id: 6, name: 'Carla Supervisora' } },
  ],
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};
const messageExample = { id: 120, chatId: 9, senderId: 5, message: 'Quem fica com a fila de vendas?', sender: { id: 5, name: 'Bruno Atendente' }, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT };

/** A member of a chat and how many of its messages they have not read. */
export const ChatMember = z.object({ userId: entityId, unreads: count, user: z.object({ id: entityId, name: z.string() }) });
export type ChatMember = z.infer<typeof ChatMember>;

/** An internal chat between users of one company. */
export const Chat = z
  .object({
    id: entityId,
    uuid: z.string(),
    companyId: entityId,
    title: z.string(),
    ownerId: nullableId,
    lastMessage: z.string(),
    users: z.array(ChatMember),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Chat', example: chatExample });
export type Chat = z.infer<typeof Chat>;

export const ChatList = z.object({ records: z.array(Chat), hasMore: z.boolean() }).meta({ id: 'ChatList', example: { records: [chatExample], hasMore: false } });
export type ChatList = z.infer<typeof ChatList>;

/** A chat message (sender null once the user is gone). */
export const ChatMessage = z
  .object({
    id: entityId,
    chatId: entityId,
    senderId: nullableId,
    message: z.string(),
    sender: z.object({ id: entityId, name: z.string() }).nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'ChatMessage', example: messageExample });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A page of a chat's messages, oldest first within the page; page 1 is the newest. */
export const ChatMessageList = z
  .object({ records: z.array(ChatMessage), hasMore: z.boolean() })
  .meta({ id: 'ChatMessageList', example: { records: [messageExample], hasMore: false } });
export type ChatMessageList = z.infer<typeof ChatMessageList>;
