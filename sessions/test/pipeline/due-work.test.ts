import { describe, expect, test } from 'bun:test';
import { and, db, dueJobs, eq, tickets, users, whatsappQueues, whatsapps, withTransaction } from '@zapdesk/db';
import { createRunner, periodicKinds, updateTicket } from '@zapdesk/core';
import { TICKET_EXPIRE, TICKET_TRANSFER, USERS_OFFLINE } from '@zapdesk/core';
import { botTexts, deliver, nextNumber, setup, textFrom, ticketById, ticketsOf, type Setup } from '../helpers/setup';

const MIN = 60_000;
const runner = createRunner({ instanceId: `pipeline-test-${process.pid}`, kinds: [TICKET_EXPIRE, TICKET_TRANSFER, USERS_OFFLINE], batch: 50 });

const jobOf = async (kind: string, ticketId: number | string) => (await db().select().from(dueJobs).where(and(eq(dueJobs.kind, kind), eq(dueJobs.key, String(ticketId)))))[0];
const makeDue = (kind: string, key: number | string) =>
  withTransaction((tx) => tx.update(dueJobs).set({ runAt: new Date(Date.now() - 1000) }).where(and(eq(dueJobs.kind, kind), eq(dueJobs.key, String(key)))));
const setTicket = (id: number, patch: Partial<typeof tickets.$inferInsert>) => withTransaction((tx) => tx.update(tickets).set(patch).where(eq(tickets.id, id)));
const tickAll = async () => {
  while ((await runner.tick()) > 0);
};

async function writeAndAccept(s: Setup) {
  const number = nextNumber();
  await deliver(s, textFrom({ number }, 'hello', { pushName: 'Bia' }));
  const [t] = await ticketsOf(s.company.id, number);
  await updateTicket({ ctx: { actor: { type: 'user', userId: s.admin.id, companyId: s.company.id, profile: 'admin', super: false } }, ticketId: t.id, input: { status: 'open' } });
  return { number, ticket: await ticketById(t.id) };
}

describe('ticket expiry', () => {
  test('armed at the last contact message + expiresTicket, re-armed by each inbound message', async () => {
    const s = await setup({ connection: { expiresTicket: 30 } });
    const { number, ticket } = await writeAndAccept(s);
    const job = await jobOf(TICKET_EXPIRE, ticket.id);
    expect(job.status).toBe('pending');
    expect(job.runAt.getTime()).toBe(ticket.lastContactMessageAt!.getTime() + 30 * MIN);
    await deliver(s, textFrom({ number }, 'still there'));
    const moved = await jobOf(TICKET_EXPIRE, ticket.id);
    expect(moved.runAt.getTime()).toBe((await ticketById(ticket.id)).lastContactMessageAt!.getTime() + 30 * MIN);
  });

  test('an open ticket silent for expiresTicket minutes is closed with expiresInactiveMessage', async () => {
    const s = await setup({ connection: { expiresTicket: 30, expiresInactiveMessage: 'Encerrado por inatividade ({{protocol}})' } });
    const { ticket } = await writeAndAccept(s);
    const past = new Date(Date.now() - 31 * MIN);
    await setTicket(ticket.id, { lastContactMessageAt: past, acceptedAt: past });
    await makeDue(TICKET_EXPIRE, ticket.id);
    await tickAll();
    const after = await ticketById(ticket.id);
    expect(after).toMatchObject({ status: 'closed', awaitingRating: false });
    expect(after.finishedAt).not.toBeNull();
    expect((await botTexts(ticket.id)).at(-1)).toBe(`Encerrado por inatividade (${ticket.protocol})`);
    expect((await jobOf(TICKET_EXPIRE, ticket.id)).status).toBe('done');
  });

  test('the handler re-checks: recent activity or a pending ticket is not closed, and the job is armed again', async () => {
    const s = await setup({ connection: { expiresTicket: 30, expiresInactiveMessage: 'bye' } });
    const { ticket } = await writeAndAccept(s);
    await makeDue(TICKET_EXPIRE, ticket.id);
    await tickAll();
    expect((await ticketById(ticket.id)).status).toBe('open');
    const job = await jobOf(TICKET_EXPIRE, ticket.id);
    expect(job.status).toBe('pending');
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 25 * MIN);

    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'hi'));
    const [pending] = await ticketsOf(s.company.id, number);
    await setTicket(pending.id, { lastContactMessageAt: new Date(Date.now() - 60 * MIN) });
    await makeDue(TICKET_EXPIRE, pending.id);
    await tickAll();
    expect((await ticketById(pending.id)).status).toBe('pending');
    expect((await jobOf(TICKET_EXPIRE, pending.id)).status).toBe('pending');
  });

  test('expiresTicket 0 means off', async () => {
    const s = await setup({ connection: { expiresTicket: 0 } });
    const { ticket } = await writeAndAccept(s);
    expect(await jobOf(TICKET_EXPIRE, ticket.id)).toBeUndefined();
  });
});

describe('transfer timeout', () => {
  test('a pending ticket without a queue moves to transferQueueId after timeToTransfer minutes', async () => {
    const s = await setup({ queues: [{ name: 'Overflow' }] });
    await withTransaction(async (tx) => {
      await tx.update(whatsapps).set({ transferQueueId: s.queues[0].id, timeToTransfer: 10 }).where(eq(whatsapps.id, s.conn.id));
      // no queue on the connection itself: the bot never assigns one
      await tx.delete(whatsappQueues).where(eq(whatsappQueues.whatsappId, s.conn.id));
    });
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'anyone?'));
    const [t] = await ticketsOf(s.company.id, number);
    const job = await jobOf(TICKET_TRANSFER, t.id);
    expect(job.runAt.getTime()).toBeGreaterThan(t.createdAt.getTime() + 9 * MIN);
    await makeDue(TICKET_TRANSFER, t.id);
    await tickAll();
    expect(await ticketById(t.id)).toMatchObject({ status: 'pending', queueId: s.queues[0].id, chatbot: false });
  });

  test('a ticket that got a queue or an attendant in the meantime stays', async () => {
    const s = await setup({ queues: [{ name: 'Support' }, { name: 'Sales' }], connection: { greetingMessage: 'Menu', timeToTransfer: 5 } });
    await withTransaction((tx) => tx.update(whatsapps).set({ transferQueueId: s.queues[1].id }).where(eq(whatsapps.id, s.conn.id)));
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'hi'));
    await deliver(s, textFrom({ number }, '1'));
    const [t] = await ticketsOf(s.company.id, number);
    await makeDue(TICKET_TRANSFER, t.id);
    await tickAll();
    expect((await ticketById(t.id)).queueId).toBe(s.queues[0].id);
  });
});

describe('users.offline', () => {
  test('is a periodic kind (every minute) that marks stale users offline', async () => {
    expect(periodicKinds()).toContainEqual({ kind: USERS_OFFLINE, key: 'periodic', everyMs: 60_000 });
    const s = await setup();
    await withTransaction((tx) => tx.update(users).set({ online: true, lastSeenAt: new Date(Date.now() - 11 * MIN) }).where(eq(users.id, s.user.id)));
    await withTransaction((tx) => tx.update(users).set({ online: true, lastSeenAt: new Date() }).where(eq(users.id, s.admin.id)));
    await runner.ensurePeriodic();
    await makeDue(USERS_OFFLINE, 'periodic');
    await tickAll();
    const [u] = await db().select().from(users).where(eq(users.id, s.user.id));
    const [a] = await db().select().from(users).where(eq(users.id, s.admin.id));
    expect(u.online).toBe(false);
    expect(a.online).toBe(true);
  });
});
