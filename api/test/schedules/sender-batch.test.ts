import { describe, expect, test } from 'bun:test';
import { createRunner, SCHEDULE_SEND, SCHEDULE_SEND_BATCH } from '@zapdesk/core';
import { and, db, dialect, dueJobs, eq, inArray, messages, outbox, rawPg, rawSqlite, schedules, tickets, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeTicket } from '@zapdesk/testing';

// No runner runs in the background here: each test claims the due sends itself, so it knows they ran as one batch.
const runner = () => createRunner({ instanceId: `batch-${crypto.randomUUID().slice(0, 8)}`, kinds: [SCHEDULE_SEND], batch: 50 });

async function scheduleNow(token: string, contactId: number, body: string) {
  const created = await call('POST', '/schedules', { token, body: { body, contactId, sendAt: new Date().toISOString() } });
  expect(created.status).toBe(200);
  return created.body.id as number;
}
const rowsOf = async (ids: number[]) => {
  const rows = await db().select().from(schedules).where(inArray(schedules.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
};
const jobOf = async (id: number) => (await db().select().from(dueJobs).where(and(eq(dueJobs.kind, SCHEDULE_SEND), eq(dueJobs.key, String(id)))))[0];

/** The database refuses to store a message with this body (a real failure of one schedule's send), until the undo runs. */
async function refuseMessagesWithBody(body: string) {
  if (dialect === 'pg') {
    const pg = rawPg()!;
    await pg.unsafe(`CREATE OR REPLACE FUNCTION refuse_schedule_message() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the database'; END $$ LANGUAGE plpgsql`);
    await pg.unsafe(`CREATE TRIGGER refuse_schedule_message BEFORE INSERT ON messages FOR EACH ROW WHEN (NEW.body = '${body}') EXECUTE FUNCTION refuse_schedule_message()`);
    return () => pg.unsafe('DROP TRIGGER refuse_schedule_message ON messages').then(() => undefined);
  }
  rawSqlite()!.run(`CREATE TRIGGER refuse_schedule_message BEFORE INSERT ON messages WHEN NEW.body = '${body}' BEGIN SELECT RAISE(ABORT, 'refused by the database'); END`);
  return async () => void rawSqlite()!.run('DROP TRIGGER refuse_schedule_message');
}

describe(`the schedule sender's batches (${dialect})`, () => {
  test('due schedules of one claim go out together, each in its own conversation; a connection that is down only delays its own', async () => {
    expect(SCHEDULE_SEND_BATCH).toBeGreaterThanOrEqual(5);
    const { company, admin } = await makeCompany();
    const main = await makeConnection(company.id, { status: 'CONNECTED', isDefault: true });
    const other = await makeConnection(company.id, { status: 'CONNECTED', isDefault: false });
    const down = await makeConnection(company.id, { status: 'DISCONNECTED', isDefault: false, name: 'Filial' });
    const [ana, bia, caio] = [await makeContact(company.id), await makeContact(company.id), await makeContact(company.id)];
    const anaTicket = await makeTicket(company.id, { contactId: ana.id, whatsappId: other.id, status: 'open', userId: admin.id });
    await makeTicket(company.id, { contactId: caio.id, whatsappId: down.id, status: 'pending' });
    const ids = [
      await scheduleNow(admin.token, ana.id, 'Para Ana'),
      await scheduleNow(admin.token, bia.id, 'Para Bia, 1'),
      await scheduleNow(admin.token, bia.id, 'Para Bia, 2'),
      await scheduleNow(admin.token, caio.id, 'Para Caio'),
    ];
    expect(await runner().tick()).toBe(4);

    const [toAna, toBia1, toBia2, toCaio] = await rowsOf(ids);
    // Ana's open ticket on the other connection carries hers.
    expect(toAna).toMatchObject({ status: 'ENVIADA', ticketId: anaTicket.id, whatsappId: other.id, error: null });
    // Bia had no conversation: one closed ticket on the default connection, both of hers in it, in order.
    expect(toBia1).toMatchObject({ status: 'ENVIADA', whatsappId: main.id });
    expect(toBia2.ticketId).toBe(toBia1.ticketId);
    const biaTickets = await db().select().from(tickets).where(eq(tickets.contactId, bia.id));
    expect(biaTickets).toHaveLength(1);
    expect(biaTickets[0]).toMatchObject({ status: 'closed', whatsappId: main.id, lastMessageId: toBia2.messageId });
    expect(biaTickets[0].protocol).toMatch(/^\d{8}\d+$/);
    const biaMessages = await db().select().from(messages).where(eq(messages.ticketId, biaTickets[0].id));
    expect(biaMessages.map((m) => m.body).sort()).toEqual(['Para Bia, 1', 'Para Bia, 2']);
    for (const r of [toAna, toBia1, toBia2]) expect(await db().select().from(outbox).where(eq(outbox.messageId, r.messageId!))).toHaveLength(1);
    // Caio's conversation is on a connection that is down: his waits for a retry, the others went anyway.
    expect(toCaio).toMatchObject({ status: 'PENDENTE', attempts: 1, messageId: null });
    expect(toCaio.error).toContain('"Filial"');
    const caioJob = await jobOf(toCaio.id);
    expect(caioJob).toMatchObject({ status: 'pending', lockedBy: null });
    expect(caioJob.runAt.getTime()).toBeGreaterThan(Date.now());
    for (const id of ids.slice(0, 3)) expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  test('one schedule the database refuses fails only its own job: the rest of its batch is sent, and it goes once retried', async () => {
    const { company, admin } = await makeCompany();
    const conn = await makeConnection(company.id, { status: 'CONNECTED', isDefault: true });
    const refused = `Recusada ${crypto.randomUUID().slice(0, 8)}`;
    const contacts = [await makeContact(company.id), await makeContact(company.id), await makeContact(company.id)];
    const bodies = ['Primeira', refused, 'Terceira'];
    const ids: number[] = [];
    for (const [i, c] of contacts.entries()) ids.push(await scheduleNow(admin.token, c.id, bodies[i]));
    const undo = await refuseMessagesWithBody(refused);
    try {
      expect(await runner().tick()).toBe(3);
    } finally {
      await undo();
    }
    const [first, bad, third] = await rowsOf(ids);
    expect(first.status).toBe('ENVIADA');
    expect(third.status).toBe('ENVIADA');
    expect(bad).toMatchObject({ status: 'PENDENTE', messageId: null });
    expect(await jobOf(first.id)).toMatchObject({ status: 'done' });
    expect(await jobOf(third.id)).toMatchObject({ status: 'done' });
    const badJob = await jobOf(bad.id);
    expect(badJob).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });
    expect(badJob.lastError).toContain('refused by the database');
    // The database's words, not the failed query's parameters (the message text stays out of the job row).
    expect(badJob.lastError).not.toContain(refused);
    // Nothing of the refused send stayed behind (its transaction rolled back alone).
    expect(await db().select().from(tickets).where(eq(tickets.contactId, contacts[1].id))).toEqual([]);

    // Its retry comes (moved to now here), and sends it once; the others are not sent again.
    await withTransaction((tx) => tx.update(dueJobs).set({ runAt: new Date(Date.now() - 1) }).where(eq(dueJobs.id, badJob.id)));
    expect(await runner().tick()).toBe(1);
    expect((await rowsOf([bad.id]))[0].status).toBe('ENVIADA');
    const sent = await db().select().from(messages).where(eq(messages.whatsappId, conn.id));
    expect(sent.map((m) => m.body).sort()).toEqual([...bodies].sort());
  });
});
