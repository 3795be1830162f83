import { describe, expect, test } from 'bun:test';
import { count, db, eq, helps } from '@zapdesk/db';
import { call, expiredTokenFor, forgedTokenFor, makeCompany } from '@zapdesk/testing';

type Route = [string, string, unknown?];
const makeHelp = async () => (await db().insert(helps).values({ title: `Sec ${crypto.randomUUID().slice(0, 8)}` }).returning())[0];
const routesFor = (id: number): Route[] => [
  ['GET', '/helps/list'],
  ['GET', '/helps'],
  ['GET', `/helps/${id}`],
  ['POST', '/helps', { title: `Sneaky ${crypto.randomUUID()}` }],
  ['PUT', `/helps/${id}`, { title: 'Hijacked' }],
  ['DELETE', `/helps/${id}`],
];
const labels = routesFor(0).map(([m, p], i) => [`${m} ${p.replace('/0', '/:id')}`, i] as const);
const superOnly = labels.filter(([l]) => !l.endsWith('/helps/list'));

describe('helps: security', () => {
  test.each(labels)('%s without a token answers 403 ERR_SESSION_EXPIRED', async (_l, i) => {
    const [method, path, body] = routesFor((await makeHelp()).id)[i];
    const res = await call(method, path, { body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(labels)('%s with an expired or forged token answers 403 ERR_SESSION_EXPIRED', async (_l, i) => {
    const [method, path, body] = routesFor((await makeHelp()).id)[i];
    const { user } = await makeCompany();
    for (const token of [await expiredTokenFor(user), await forgedTokenFor(user)]) {
      const res = await call(method, path, { token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  test.each(superOnly)('%s by a company admin or attendant answers 403 ERR_NO_PERMISSION and changes nothing', async (_l, i) => {
    const help = await makeHelp();
    const [method, path, body] = routesFor(help.id)[i];
    const { admin, user } = await makeCompany();
    for (const u of [admin, user]) {
      const res = await call(method, path, { token: u.token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    const [row] = await db().select().from(helps).where(eq(helps.id, help.id));
    expect(row.title).toBe(help.title);
    if (method === 'POST') expect((await db().select({ n: count() }).from(helps).where(eq(helps.title, (body as any).title)))[0].n).toBe(0);
  });
});
