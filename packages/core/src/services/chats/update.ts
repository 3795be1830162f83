import { type Chat, type ChatUpdateBody } from '@zapdesk/contracts';
import { and, chatUsers, chats, eq, inArray, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertOwned, noPermission } from '../../lib/guards';
import { chatActor, emitChatEvent, emitChatUserEvent, findMemberChat, memberIdsOf, serializeChat } from './internal';

/**
 * The owner renames a chat or changes its members (the owner stays a member; members kept keep their unread
 * counts). Members added hear `create`, members kept `update`, members removed a `delete` of the chat.
 */
export async function updateChat({ ctx, input }: { ctx: Ctx; input: { id: string; data: ChatUpdateBody } }): Promise<Chat> {
  const actor = await chatActor(ctx);
  return withTransaction(async (tx) => {
    const current = await findMemberChat(actor, input.id, tx);
    if (current.ownerId !== actor.userId) throw noPermission('Only the chat owner may change it');
    const before = await memberIdsOf(current.id, tx);
    let after = before;
    if (input.data.users) {
      await assertOwned(tx, actor.companyId, 'user', input.data.users);
      after = [...new Set([actor.userId, ...input.data.users])];
      const removed = before.filter((u) => !after.includes(u));
      const added = after.filter((u) => !before.includes(u));
      if (removed.length) await tx.delete(chatUsers).where(and(eq(chatUsers.chatId, current.id), inArray(chatUsers.userId, removed)));
      if (added.length) await tx.insert(chatUsers).values(added.map((userId) => ({ chatId: current.id, userId })));
    }
    const [row] = await tx
      .update(chats)
      .set({ ...(input.data.title !== undefined ? { title: input.data.title } : {}), updatedAt: new Date() })
      .where(eq(chats.id, current.id))
      .returning();
    const record = await serializeChat(row, tx);
    const added = after.filter((u) => !before.includes(u));
    const kept = after.filter((u) => before.includes(u));
    const removed = before.filter((u) => !after.includes(u));
    emitChatUserEvent(actor.companyId, added, { action: 'create', record });
    emitChatUserEvent(actor.companyId, kept, { action: 'update', record });
    emitChatEvent(actor.companyId, kept, { action: 'update', chat: record });
    emitChatEvent(actor.companyId, removed, { action: 'delete', chatId: record.id, id: record.id });
    return record;
  });
}
