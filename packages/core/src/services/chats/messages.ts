import type { Chat, ChatMessage, ChatMessageList } from '@zapdesk/contracts';
import { and, chatMessages, chatUsers, chats, db, desc, eq, ne, sql, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { chatActor, emitChatEvent, findMemberChat, memberIdsOf, serializeChat, serializeChatMessages } from './internal';

const PAGE_SIZE = 20;

/** A page of a chat's messages: page 1 the newest, oldest first within the page. */
export async function listChatMessages({ ctx, input }: { ctx: Ctx; input: { id: string; pageNumber: number } }): Promise<ChatMessageList> {
  const actor = await chatActor(ctx);
  const chat = await findMemberChat(actor, input.id);
  const rows = await db()
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chat.id))
    .orderBy(desc(chatMessages.id))
    .limit(PAGE_SIZE + 1)
    .offset((input.pageNumber - 1) * PAGE_SIZE);
  return { records: await serializeChatMessages(rows.slice(0, PAGE_SIZE).reverse()), hasMore: rows.length > PAGE_SIZE };
}

/**
 * A member writes to the chat: the message is stored, the chat's lastMessage and activity time move, every other
 * member's unread count grows, and the members hear `new-message` with the chat and the message.
 */
export async function sendChatMessage({ ctx, input }: { ctx: Ctx; input: { id: string; message: string } }): Promise<ChatMessage> {
  const actor = await chatActor(ctx);
  return withTransaction(async (tx) => {
    const chat = await findMemberChat(actor, input.id, tx);
    const now = new Date();
    const [row] = await tx.insert(chatMessages).values({ chatId: chat.id, senderId: actor.userId, message: input.message, createdAt: now, updatedAt: now }).returning();
    await tx.update(chatUsers).set({ unreads: sql`${chatUsers.unreads} + 1`, updatedAt: now }).where(and(eq(chatUsers.chatId, chat.id), ne(chatUsers.userId, actor.userId)));
    const [updated] = await tx.update(chats).set({ lastMessage: input.message, updatedAt: now }).where(eq(chats.id, chat.id)).returning();
    const [newMessage] = await serializeChatMessages([row], tx);
    emitChatEvent(actor.companyId, await memberIdsOf(chat.id, tx), { action: 'new-message', chat: await serializeChat(updated, tx), newMessage });
    return newMessage;
  });
}

/** The caller has read the chat: their unread count goes to 0 and the members hear `update` (only when it was unread). */
export async function markChatRead({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<Chat> {
  const actor = await chatActor(ctx);
  return withTransaction(async (tx) => {
    const chat = await findMemberChat(actor, input.id, tx);
    const changed = await tx
      .update(chatUsers)
      .set({ unreads: 0, updatedAt: new Date() })
      .where(and(eq(chatUsers.chatId, chat.id), eq(chatUsers.userId, actor.userId), ne(chatUsers.unreads, 0)))
      .returning({ id: chatUsers.id });
    const [fresh] = await tx.select().from(chats).where(eq(chats.id, chat.id));
    const record = await serializeChat(fresh, tx);
    if (changed.length) emitChatEvent(actor.companyId, await memberIdsOf(chat.id, tx), { action: 'update', chat: record });
    return record;
  });
}
