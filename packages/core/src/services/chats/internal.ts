import { AppError, type Chat, type ChatEvent, type ChatMessage, type ChatThreadEvent, type ChatUserEvent } from '@zapdesk/contracts';
import { and, asc, chatMessages, chatUsers, chats, db, eq, inArray, users, type Db } from '@zapdesk/db';
import { requireUser, type Ctx, type UserActor } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { emitCompanyEvent, emitScopedCompanyEvent, rooms } from '../../lib/realtime';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Another company's chat, a missing one and one the caller is not a member of all look the same. */
export const noChat = () => new AppError('ERR_NO_CHAT_FOUND', 'Chat not found');

/** Every chat operation: a logged-in user whose plan has useInternalChat. */
export async function chatActor(ctx: Ctx): Promise<UserActor> {
  const actor = requireUser(ctx.actor);
  await assertPlanFeature(ctx, 'useInternalChat');
  return actor;
}

/** Chats with their members `{userId, unreads, user {id, name}}` (ordered by membership). */
export async function serializeChats(rows: ChatRow[], d: Db = db()): Promise<Chat[]> {
  if (!rows.length) return [];
  const members = await d
    .select({ chatId: chatUsers.chatId, userId: chatUsers.userId, unreads: chatUsers.unreads, name: users.name })
    .from(chatUsers)
    .innerJoin(users, eq(users.id, chatUsers.userId))
    .where(inArray(
      chatUsers.chatId,
      rows.map((r) => r.id),
    ))
    .orderBy(asc(chatUsers.id));
  const byChat = new Map<number, Chat['users']>();
  for (const m of members) {
    const list = byChat.get(m.chatId) ?? [];
    list.push({ userId: m.userId, unreads: m.unreads, user: { id: m.userId, name: m.name } });
    byChat.set(m.chatId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    companyId: r.companyId,
    title: r.title,
    ownerId: r.ownerId,
    lastMessage: r.lastMessage,
    users: byChat.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
export const serializeChat = async (row: ChatRow, d: Db = db()) => (await serializeChats([row], d))[0];

export async function serializeChatMessages(rows: ChatMessageRow[], d: Db = db()): Promise<ChatMessage[]> {
  const senderIds = [...new Set(rows.map((r) => r.senderId).filter((x): x is number => x !== null))];
  const senders = senderIds.length ? await d.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, senderIds)) : [];
  const byId = new Map(senders.map((s) => [s.id, s]));
  return rows.map((r) => ({
    id: r.id,
    chatId: r.chatId,
    senderId: r.senderId,
    message: r.message,
    sender: r.senderId ? (byId.get(r.senderId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A chat by id or uuid, in the actor's company, of which the actor is a member; else 404. */
export async function findMemberChat(actor: UserActor, ref: number | string, d: Db = db()): Promise<ChatRow> {
  const byRef = typeof ref === 'number' || /^\d+$/.test(ref) ? eq(chats.id, Number(ref)) : eq(chats.uuid, ref.toLowerCase());
  const [row] = await d
    .select({ chat: chats })
    .from(chats)
    .innerJoin(chatUsers, and(eq(chatUsers.chatId, chats.id), eq(chatUsers.userId, actor.userId)))
    .where(and(byRef, eq(chats.companyId, actor.companyId)));
  if (!row) throw noChat();
  return row.chat;
}

export async function memberIdsOf(chatId: number, d: Db = db()): Promise<number[]> {
  return (await d.select({ userId: chatUsers.userId }).from(chatUsers).where(eq(chatUsers.chatId, chatId))).map((r) => r.userId);
}

const userRooms = (companyId: number, userIds: number[]) => userIds.map((u) => rooms.user(companyId, u));

/** `company-{id}-chat` and `company-{id}-chat-{chatId}`, to the chat's members' sockets only (never the whole company). */
export function emitChatEvent(companyId: number, memberIds: number[], payload: ChatEvent) {
  if (!memberIds.length) return;
  emitCompanyEvent(userRooms(companyId, memberIds), companyId, 'chat', payload);
  if (payload.action !== 'delete') emitScopedCompanyEvent(userRooms(companyId, memberIds), companyId, 'chatThread', payload.chat.id, payload as ChatThreadEvent);
}

/** `company-{id}-chat-user-{userId}`, to each member's own sockets. */
export function emitChatUserEvent(companyId: number, memberIds: number[], payload: ChatUserEvent) {
  for (const u of memberIds) emitScopedCompanyEvent([rooms.user(companyId, u)], companyId, 'chatUser', u, payload);
}
