import { describe, expect, test } from 'bun:test';
import { companies, count, db, dialect, eq, sql, ticketCounts, tickets, withTransaction } from '@zapdesk/db';
import { foldTicketCounts } from '@zapdesk/core';
import { call, makeCompany, makeConnection, makeQueue, makeTicket, makeUser } from '@zapdesk/testing';

/** The maintained group counts of a company, next to the same groups counted from the tickets. */
async function groups(companyId: number) {
  // A group's count is the sum of its shards (PostgreSQL spreads each group over 16 rows).
  const kept = await db()
    .select({ status: ticketCounts.status, queueKey: ticketCounts.queueKey, userKey: ticketCounts.userKey, n: sql<number>`sum(${ticketCounts.n})`.mapWith(Number) })
    .from(ticketCounts)
    .where(eq(ticketCounts.companyId, companyId))
    .groupBy(ticketCounts.status, ticketCounts.queueKey, ticketCounts.userKey)
    .having(sql`sum(${ticketCounts.n}) <> 0`);
  const actual = await db()
    .select({ status: tickets.status, queueKey: sql<number>`coalesce(${tickets.queueId}, 0)`.mapWith(Number), userKey: sql<number>`coalesce(${tickets.userId}, 0)`.mapWith(Number), n: count() })
    .from(tickets)
    .where(eq(tickets.companyId, companyId))
    .groupBy(tickets.status, sql`coalesce(${tickets.queueId}, 0)`, sql`coalesce(${tickets.userId}, 0)`);
  const key = (g: { status: string; queueKey: number; userKey: number }) => `${g.status}/${g.queueKey}/${g.userKey}`;
  const asMap = (xs: { status: string; queueKey: number; userKey: number; n: number }[]): Record<string, number> => Object.fromEntries(xs.map((g) => [key(g), Number(g.n)] as const).sort());
  return { kept: asMap(kept), actual: asMap(actual) };
}

async function setup() {
  const base = await makeCompany();
  const q2 = await makeQueue(base.company.id, { name: 'Sales' });
  const other = await makeUser(base.company.id, { profile: 'user', queueIds: [q2.id], name: 'Other' });
  const conn = await makeConnection(base.company.id, { queueIds: [base.queue.id, q2.id] });
  return { ...base, q2, other, conn };
}

describe('ticket tab counts', () => {
  test('the group counts follow every way a ticket changes group, in the same transaction', async () => {
    const { company, queue, q2, user, admin, other, conn } = await setup();
    const mk = async (over: Omit<Partial<typeof tickets.$inferInsert>, 'contactId' | 'whatsappId'>) => makeTicket(company.id, { whatsappId: conn.id, ...over });
    const a = await mk({ status: 'pending', queueId: queue.id });
    const b = await mk({ status: 'pending' });
    const c = await mk({ status: 'open', queueId: q2.id, userId: other.id });
    expect((await groups(company.id)).kept).toEqual((await groups(company.id)).actual);

    expect((await call('PUT', `/tickets/${a.id}`, { token: user.token, body: { status: 'open', userId: user.id } })).status).toBe(200);
    expect((await call('PUT', `/tickets/${a.id}`, { token: user.token, body: { queueId: q2.id } })).status).toBe(200);
    expect((await call('PUT', `/tickets/${c.id}`, { token: admin.token, body: { status: 'closed' } })).status).toBe(200);
    expect((await call('PUT', `/tickets/${b.id}`, { token: admin.token, body: { status: 'open', userId: admin.id } })).status).toBe(200);
    let g = await groups(company.id);
    expect(g.kept).toEqual(g.actual);
    expect(Object.values(g.kept).reduce((s, n) => s + n, 0)).toBe(3);

    // A write that fails rolls its count change back with it.
    await expect(
      withTransaction(async (tx) => {
        await tx.update(tickets).set({ status: 'pending', userId: null }).where(eq(tickets.id, b.id));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    // Writes that do not move a ticket between groups leave the counts alone.
    await withTransaction((tx) => tx.update(tickets).set({ unreadMessages: 4, lastMessage: 'hi', status: 'open' }).where(eq(tickets.id, b.id)));
    expect((await call('DELETE', `/tickets/${a.id}`, { token: admin.token })).status).toBe(200);
    g = await groups(company.id);
    expect(g.kept).toEqual(g.actual);
    expect(Object.values(g.kept).reduce((s, n) => s + n, 0)).toBe(2);
  });

  test('every tab count equals the tickets the same filter lists, for admins and attendants', async () => {
    const { company, queue, q2, user, admin, other, conn } = await setup();
    const mk = async (over: Omit<Partial<typeof tickets.$inferInsert>, 'contactId' | 'whatsappId'>) => makeTicket(company.id, { whatsappId: conn.id, ...over });
    // 45 tickets per mix so a first page (40) has more and the count is asked of the database.
    for (let i = 0; i < 45; i++) {
      await mk({ status: 'pending', queueId: [queue.id, q2.id, null][i % 3] });
      await mk({ status: 'open', queueId: [queue.id, q2.id, null][i % 3], userId: [user.id, other.id, admin.id][i % 3] });
    }
    await mk({ status: 'closed', queueId: queue.id, userId: user.id, unreadMessages: 2 });
    const filters = [
      'status=open',
      'status=pending',
      'status=closed',
      'status=open&showAll=true',
      `status=pending&queueIds=[${queue.id}]`,
      `status=open&showAll=true&users=[${other.id}]`,
      `status=open&showAll=true&queueIds=[${q2.id}]&users=[${admin.id},${other.id}]`,
      'status=pending&withUnreadMessages=true',
      '',
    ];
    for (const [name, who] of [['admin', admin], ['user', user], ['other', other]] as const) {
      for (const f of filters) {
        const first = await call('GET', `/tickets?${f}`, { token: who.token });
        expect(first.status).toBe(200);
        // Walk every page: the tickets the filter lists are the truth the count must equal.
        let listed = first.body.tickets.length;
        let more = first.body.hasMore;
        for (let page = 2; more; page++) {
          const next = await call('GET', `/tickets?${f}&pageNumber=${page}`, { token: who.token });
          listed += next.body.tickets.length;
          more = next.body.hasMore;
        }
        expect({ name, f, count: first.body.count }).toEqual({ name, f, count: listed });
      }
    }
  });
});

describe('ticket tab counts under concurrency', () => {
  test('tickets created, moved and deleted by parallel transactions leave every group exact; a deleted company takes its counts along', async () => {
    const { company, queue, user, conn } = await setup();
    // 40 conversations at once (each its own transaction), as new contacts write together.
    const made = await Promise.all(Array.from({ length: 40 }, (_, i) => makeTicket(company.id, { whatsappId: conn.id, status: 'pending', ...(i % 2 ? { queueId: queue.id } : {}) })));
    expect((await groups(company.id)).kept).toEqual((await groups(company.id)).actual);
    // Half of them accepted, a quarter deleted, at once.
    await Promise.all([
      ...made.slice(0, 20).map((t) => withTransaction((tx) => tx.update(tickets).set({ status: 'open', userId: user.id }).where(eq(tickets.id, t.id)))),
      ...made.slice(20, 30).map((t) => withTransaction((tx) => tx.delete(tickets).where(eq(tickets.id, t.id)))),
    ]);
    const after = await groups(company.id);
    expect(after.kept).toEqual(after.actual);
    expect(Object.values(after.kept).reduce((a, b) => a + b, 0)).toBe(30);

    // PostgreSQL's shards of a connection that is gone fold into shard 0, the sums unchanged (SQLite has none).
    if (dialect === 'pg') {
      await withTransaction((tx) => tx.insert(ticketCounts).values([{ companyId: company.id, status: 'pending', queueKey: 0, userKey: 0, shard: 999_999, n: 3 }, { companyId: company.id, status: 'open', queueKey: 0, userKey: user.id, shard: 999_998, n: -3 }]));
      const before = await groups(company.id);
      expect(await foldTicketCounts()).toBeGreaterThanOrEqual(2);
      expect(await groups(company.id)).toEqual(before);
      expect((await db().select({ n: count() }).from(ticketCounts).where(sql`${ticketCounts.companyId} = ${company.id} and ${ticketCounts.shard} in (999999, 999998)`))[0].n).toBe(0);
    } else expect(await foldTicketCounts()).toBe(0);

    await withTransaction((tx) => tx.delete(companies).where(eq(companies.id, company.id)));
    expect((await db().select({ n: count() }).from(ticketCounts).where(eq(ticketCounts.companyId, company.id)))[0].n).toBe(0);
  });
});
