import { describe, expect, test } from 'bun:test';
import { and, db, eq, messages, ne, outbox, settings, tickets } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeTicket, makeUser } from '@zapdesk/testing';

describe('tickets: concurrency', () => {
  test('50 parallel POST /tickets for one contact and connection create exactly one ticket', async () => {
    const { admin, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const contact = await makeContact(company.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/tickets', { token: admin.token, body: { contactId: contact.id, whatsappId: conn.id } })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error === 'ERR_OTHER_OPEN_TICKET')).toBe(true);
    const rows = await db().select().from(tickets).where(and(eq(tickets.contactId, contact.id), ne(tickets.status, 'closed')));
    expect(rows).toHaveLength(1);
  });

  test('8 attendants accepting one pending ticket at once: exactly one wins, the contact gets one greeting', async () => {
    const { company, queue } = await makeCompany();
    await db().update(settings).set({ value: 'enabled' }).where(and(eq(settings.companyId, company.id), eq(settings.key, 'sendGreetingAccepted')));
    const conn = await makeConnection(company.id);
    const attendants = await Promise.all(Array.from({ length: 8 }, (_, i) => makeUser(company.id, { queueIds: [queue.id], name: `Agent ${i}` })));
    for (let round = 0; round < 5; round++) {
      const t = await makeTicket(company.id, { whatsappId: conn.id, queueId: queue.id, status: 'pending' });
      const results = await Promise.all(attendants.map((a) => call('PUT', `/tickets/${t.id}`, { token: a.token, body: { status: 'open', userId: a.id } })));
      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      // A loser either lost the race in the write (409) or read the winner's state first (403: held by another).
      for (const r of results.filter((r) => r.status !== 200)) expect(['ERR_TICKET_CHANGED', 'ERR_NO_PERMISSION']).toContain(r.body.error);
      const [row] = await db().select().from(tickets).where(eq(tickets.id, t.id));
      expect(row.userId).toBe(winners[0].body.userId);
      const greetings = await db().select().from(messages).where(eq(messages.ticketId, t.id));
      expect(greetings).toHaveLength(1);
      expect((await db().select().from(outbox).where(eq(outbox.messageId, greetings[0].id))).length).toBe(1);
    }
  });
});

describe('tags: concurrency', () => {
  test('parallel tag syncs of one ticket: no error, and the ticket ends with exactly one of the sets sent', async () => {
    const { company, admin } = await makeCompany();
    const conn = await makeConnection(company.id);
    const t = await makeTicket(company.id, { contactId: (await makeContact(company.id)).id, whatsappId: conn.id, status: 'open', userId: admin.id });
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => call('POST', '/tags', { token: admin.token, body: { name: `Sync tag ${i} ${t.id}`, color: '#102030' } })));
    const ids = made.map((r) => r.body.id as number);
    const sets = [[ids[0], ids[1]], [ids[1], ids[2]], [ids[3]], [ids[4], ids[5]], [ids[0], ids[5]], [ids[2], ids[3], ids[4]]];
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(sets.map((set) => call('POST', '/tags/sync', { token: admin.token, body: { ticketId: t.id, tags: set.map((id) => ({ id })) } })));
      expect(results.map((r) => r.status)).toEqual(sets.map(() => 200));
      const final = (await call('GET', `/tickets/${t.id}`, { token: admin.token })).body.tags.map((g: any) => g.id).sort((a: number, b: number) => a - b);
      expect(sets.map((s) => [...s].sort((a, b) => a - b))).toContainEqual(final);
    }
  });

  test('parallel kanban moves of one ticket leave it in exactly one lane', async () => {
    const { company, admin } = await makeCompany();
    const conn = await makeConnection(company.id);
    const t = await makeTicket(company.id, { contactId: (await makeContact(company.id)).id, whatsappId: conn.id, status: 'open', userId: admin.id });
    const lanes = await Promise.all(Array.from({ length: 4 }, (_, i) => call('POST', '/tags', { token: admin.token, body: { name: `Lane ${i} ${t.id}`, color: '#203040', kanban: 1 } })));
    const laneIds = new Set(lanes.map((r) => r.body.id as number));
    for (let round = 0; round < 4; round++) {
      // Each mover does what the kanban board does: drop the lane tags, then add the new lane.
      await Promise.all(
        [...laneIds].map(async (id) => {
          expect((await call('DELETE', `/ticket-tags/${t.id}`, { token: admin.token })).status).toBe(200);
          expect((await call('PUT', `/ticket-tags/${t.id}/${id}`, { token: admin.token })).status).toBe(200);
        }),
      );
      const inLanes = (await call('GET', `/tickets/${t.id}`, { token: admin.token })).body.tags.filter((g: any) => laneIds.has(g.id));
      expect(inLanes).toHaveLength(1);
    }
  });
});
