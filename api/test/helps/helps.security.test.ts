import { describe } from 'bun:test';
import { count, db, eq, helps } from '@zapdesk/db';
import { makeCompany, makeHelp, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

/** Help videos belong to no company: only super users manage them; every user reads the list. */
async function world() {
  return { ...(await makeCompany()), help: await makeHelp(), newTitle: `Sneaky ${crypto.randomUUID()}` };
}
type World = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/helps/list', role: 'user' },
  { method: 'GET', path: '/helps', role: 'super' },
  { method: 'GET', path: '/helps/:id', role: 'super' },
  { method: 'POST', path: '/helps', body: (w) => ({ title: w.newTitle }), role: 'super' },
  { method: 'PUT', path: '/helps/:id', body: { title: 'Hijacked' }, role: 'super' },
  { method: 'DELETE', path: '/helps/:id', role: 'super' },
];

describe('helps: security', () => {
  runSecurityTable({
    world,
    params: (w) => ({ id: w.help.id }),
    unchanged: async (w) => [await db().select().from(helps).where(eq(helps.id, w.help.id)), (await db().select({ n: count() }).from(helps).where(eq(helps.title, w.newTitle)))[0].n],
    routes,
  });
});
