import type { Chat, ChatList, ChatsQuery } from '@zapdesk/contracts';
import { and, chatUsers, chats, db, desc, eq, exists, sql } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { chatActor, findMemberChat, serializeChat, serializeChats } from './internal';

const PAGE_SIZE = 20;

/** The caller's chats, the most recently active first, searched by title. */
export async function listChats({ ctx, input }: { ctx: Ctx; input: ChatsQuery }): Promise<ChatList> {
  const actor = await chatActor(ctx);
  const d = db();
  const term = input.searchParam.trim().toLowerCase();
  const rows = await d
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.companyId, actor.companyId),
        exists(d.select({ one: sql`1` }).from(chatUsers).where(and(eq(chatUsers.chatId, chats.id), eq(chatUsers.userId, actor.userId)))),
        term ? sql`lower(${chats.title}) like ${`%${term}%`}` : undefined,
      ),
    )
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(PAGE_SIZE + 1)
    .offset((input.pageNumber - 1) * PAGE_SIZE);
  return { records: await serializeChats(rows.slice(0, PAGE_SIZE)), hasMore: rows.length > PAGE_SIZE };
}

/** One chat of the caller, by id or uuid. */
export async function showChat({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<Chat> {
  const actor = await chatActor(ctx);
  return serializeChat(await findMemberChat(actor, input.id));
}
