import type { Chat, ChatBody } from '@zapdesk/contracts';
import { chatUsers, chats, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertOwned } from '../../lib/guards';
import { chatActor, emitChatUserEvent, serializeChat } from './internal';

/** A chat owned by the caller, with the users chosen (of the caller's company) and the caller as members. */
export async function createChat({ ctx, input }: { ctx: Ctx; input: ChatBody }): Promise<Chat> {
  const actor = await chatActor(ctx);
  return withTransaction(async (tx) => {
    await assertOwned(tx, actor.companyId, 'user', input.users);
    const memberIds = [...new Set([actor.userId, ...input.users])];
    const [row] = await tx.insert(chats).values({ uuid: crypto.randomUUID(), companyId: actor.companyId, title: input.title, ownerId: actor.userId }).returning();
    await tx.insert(chatUsers).values(memberIds.map((userId) => ({ chatId: row.id, userId })));
    const record = await serializeChat(row, tx);
    emitChatUserEvent(actor.companyId, memberIds, { action: 'create', record });
    return record;
  });
}
