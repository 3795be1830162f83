import { chatMessages, chatUsers, chats, db, eq } from '@zapdesk/db';
import { call, makeCompany, makeUser } from '@zapdesk/testing';

/** A company with its admin, an attendant, and a chat the attendant owns with a colleague (and an outsider of the same company). */
export async function chatWorld(plan: Parameters<typeof makeCompany>[0] = {}) {
  const t = await makeCompany(plan);
  const colleague = await makeUser(t.company.id, { name: 'Carla Colega' });
  const outsider = await makeUser(t.company.id, { name: 'Otto de Fora' });
  const res = await call('POST', '/chats', { token: t.user.token, body: { title: 'Plantão', users: [colleague.id] } });
  if (res.status !== 200) throw new Error(`chatWorld: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...t, colleague, outsider, chat: res.body as { id: number; uuid: string; title: string } & Record<string, any> };
}

export const chatRow = async (id: number) => (await db().select().from(chats).where(eq(chats.id, id)))[0];
export const membersOf = async (chatId: number) => (await db().select({ userId: chatUsers.userId, unreads: chatUsers.unreads }).from(chatUsers).where(eq(chatUsers.chatId, chatId))).sort((a, b) => a.userId - b.userId);
export const messagesOf = (chatId: number) => db().select().from(chatMessages).where(eq(chatMessages.chatId, chatId));
export const chatsOf = (companyId: number) => db().select().from(chats).where(eq(chats.companyId, companyId));

/** Everything a chat consists of, for "nothing changed" checks. */
export const chatState = async (chatId: number) => [await chatRow(chatId), await membersOf(chatId), (await messagesOf(chatId)).length];
