import type { ResultMessage } from '@zapdesk/contracts';
import { chats, eq, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { noPermission } from '../../lib/guards';
import { chatActor, emitChatEvent, findMemberChat, memberIdsOf } from './internal';

/** The owner deletes a chat with its messages; the members hear `company-{id}-chat` `{action: "delete", id}`. */
export async function deleteChat({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<ResultMessage> {
  const actor = await chatActor(ctx);
  await withTransaction(async (tx) => {
    const current = await findMemberChat(actor, input.id, tx);
    if (current.ownerId !== actor.userId) throw noPermission('Only the chat owner may delete it');
    const members = await memberIdsOf(current.id, tx);
    await tx.delete(chats).where(eq(chats.id, current.id));
    emitChatEvent(actor.companyId, members, { action: 'delete', chatId: current.id, id: current.id });
  });
  return { message: 'Chat deleted' };
}
