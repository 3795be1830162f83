import { afterEach, describe, expect, test } from 'bun:test';
import { db, dialect, eq, messages, outbox, rawPg, rawSqlite, withTransaction } from '@zapdesk/db';
import { deleteMessage, editMessage, enqueueOutbound, setRealtimeSink, storeMedia } from '@zapdesk/core';
import { claimOutbox, connectionsWithDueRows, dueOutbox, outboxBackoff } from '../../src/outbox';
import { drain, enqueue, enqueueMany, messageRow, outboxRows, ticketFor, workerFor } from '../helpers/outbound';
import { nextNumber, setup } from '../helpers/setup';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
afterEach(() => setRealtimeSink(null));

function captureRealtime() {
  const seen: { event: string; payload: any }[] = [];
  setRealtimeSink({ emit: (_rooms, event, payload) => void seen.push({ event, payload }) });
  return seen;
}

const setRow = (id: number, patch: Partial<typeof outbox.$inferInsert>) => withTransaction((tx) => tx.update(outbox).set(patch).where(eq(outbox.id, id)));
const setMessage = (id: number, patch: Partial<typeof messages.$inferInsert>) => withTransaction((tx) => tx.update(messages).set(patch).where(eq(messages.id, id)));

describe('outbox worker: sends', () => {
  test('sends with the pre-assigned provider id to the contact, records ack 1, marks the row done and publishes', async () => {
    const s = await setup();
    const number = nextNumber();
    const ticket = await ticketFor(s, number);
    const first = await enqueue(ticket, 'hello');
    const second = await enqueue(ticket, 'reply', { quotedMsgId: first.id });
    const seen = captureRealtime();
    expect(await drain(workerFor(s))).toBe(2);
    expect([...s.session.delivered.keys()]).toEqual([first.providerId!, second.providerId!]);
    const sent = s.session.delivered.get(second.providerId!)!.message;
    expect(sent).toMatchObject({ kind: 'text', body: 'reply', to: { number }, quoted: { providerId: first.providerId, fromMe: true, body: 'hello' } });
    expect(await messageRow(first.id)).toMatchObject({ ack: 1, errorCode: null });
    expect((await outboxRows([first.id, second.id])).map((r) => [r.status, r.attempts, r.lockedUntil])).toEqual([
      ['done', 1, null],
      ['done', 1, null],
    ]);
    const updates = seen.filter((e) => e.event === `company-${s.company.id}-appMessage`).map((e) => e.payload);
    expect(updates).toContainEqual({ action: 'update', message: expect.objectContaining({ id: first.id, ack: 1 }) });
  });

  test('a message already acknowledged is never sent again; a higher ack from the provider is kept', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const m = await enqueue(ticket, 'already out');
    await setMessage(m.id, { ack: 2 });
    await drain(workerFor(s));
    expect(s.session.sendCalls).toEqual([]);
    expect((await outboxRows([m.id]))[0].status).toBe('done');

    const n = await enqueue(ticket, 'read at once');
    s.session.ackOnSend = 3;
    await drain(workerFor(s));
    expect((await messageRow(n.id)).ack).toBe(3);
  });

  test('media goes from DATA_DIR/media with its kind and type', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const file = await storeMedia(s.company.id, new Blob([PNG], { type: 'image/png' }), 'photo.png', { maxBytes: 1 << 20 });
    const m = await enqueue(ticket, 'caption', { mediaType: file.kind, mediaUrl: file.mediaPath, mediaName: file.mediaName });
    await drain(workerFor(s));
    const sent = s.session.delivered.get(m.providerId!)!.message;
    expect(sent.kind).toBe('image');
    expect(sent.body).toBe('caption');
    expect(sent.media).toMatchObject({ mimetype: 'image/png', fileName: 'photo.png' });
    expect(sent.media!.path.endsWith(file.mediaPath)).toBe(true);
  });

  test('failures are retried with exponential backoff; after 5 attempts the row fails and the message shows ERR_SENDING_WAPP_MSG', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const m = await enqueue(ticket, 'doomed');
    s.session.beforeSend = () => {
      throw new Error('socket closed');
    };
    let clock = Date.now();
    const worker = workerFor(s, { now: () => new Date(clock), backoff: (n) => 1000 * 2 ** n });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await worker.tick()).toBe(1);
      const [row] = await outboxRows([m.id]);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'socket closed', lockedBy: null });
      delays.push(row.nextAttemptAt.getTime() - clock);
      expect(await worker.tick()).toBe(0); // not due yet
      clock = row.nextAttemptAt.getTime();
    }
    expect(delays).toEqual([2000, 4000, 8000, 16000]);
    const seen = captureRealtime();
    expect(await worker.tick()).toBe(1);
    const [row] = await outboxRows([m.id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await messageRow(m.id)).toMatchObject({ ack: 0, errorCode: 'ERR_SENDING_WAPP_MSG' });
    expect(seen.map((e) => e.payload)).toContainEqual({ action: 'update', message: expect.objectContaining({ id: m.id, errorCode: 'ERR_SENDING_WAPP_MSG' }) });
    expect(s.session.sendCalls).toHaveLength(5);
    expect(await worker.tick()).toBe(0);
  });

  test('the default backoff doubles with jitter', () => {
    for (const [n, lo, hi] of [
      [1, 1000, 2000],
      [2, 2000, 4000],
      [4, 8000, 16000],
      [30, 150_000, 300_000],
    ]) {
      const d = outboxBackoff(n);
      expect(d).toBeGreaterThanOrEqual(lo);
      expect(d).toBeLessThanOrEqual(hi);
    }
  });

  test("a crashed claim (processing, lease past) is taken again; a live claim is not", async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const crashed = await enqueue(ticket, 'crashed');
    const live = await enqueue(ticket, 'live');
    const [r1, r2] = await outboxRows([crashed.id, live.id]);
    await setRow(r1.id, { status: 'processing', lockedBy: 'dead-worker', lockedUntil: new Date(Date.now() - 1000), attempts: 1 });
    await setRow(r2.id, { status: 'processing', lockedBy: 'busy-worker', lockedUntil: new Date(Date.now() + 60_000), attempts: 1 });
    const worker = workerFor(s);
    expect(await drain(worker)).toBe(1);
    const [a, b] = await outboxRows([crashed.id, live.id]);
    expect(a).toMatchObject({ status: 'done', attempts: 2, lockedBy: worker.instanceId });
    expect(b).toMatchObject({ status: 'processing', lockedBy: 'busy-worker' });
    expect([...s.session.delivered.keys()]).toEqual([crashed.providerId!]);
  });

  test('a session that is not connected leaves rows pending without counting attempts', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const m = await enqueue(ticket, 'wait for me');
    const offline = workerFor(s, { getSession: () => null });
    expect(await offline.tick()).toBe(0);
    expect((await outboxRows([m.id]))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await drain(workerFor(s))).toBe(1);
    expect((await messageRow(m.id)).ack).toBe(1);
  });

  test('rows of connections this process does not own are left alone', async () => {
    const mine = await setup();
    const theirs = await setup();
    const m = await enqueue(await ticketFor(theirs), 'not mine');
    await drain(workerFor(mine));
    expect((await outboxRows([m.id]))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(theirs.session.sendCalls).toEqual([]);
  });

  test(`the claim marks the rows it picks in one statement (${dialect}: ${dialect === 'pg' ? 'FOR UPDATE SKIP LOCKED' : 'one writer'})`, () => {
    const q = claimOutbox(db(), { instanceId: 'x', now: new Date(), leaseMs: 1000, limit: 5, whatsappIds: [1] }).toSQL().sql.toLowerCase();
    expect(q).toMatch(/^update "outbox" set .* where "outbox"\."id" in \(select .*\) returning/);
    expect(q.includes('for update skip locked')).toBe(dialect === 'pg');
  });

  test('two workers claiming at the same time never take the same row', async () => {
    const s = await setup();
    const queued = await enqueueMany(await ticketFor(s), 200);
    const a = workerFor(s, { batch: 7 });
    const b = workerFor(s, { batch: 7 });
    const [na, nb] = await Promise.all([drain(a), drain(b)]);
    expect(na + nb).toBe(200);
    expect(s.session.sendCalls).toHaveLength(200);
    expect(s.session.delivered.size).toBe(200);
    expect((await outboxRows(queued.map((q) => q.id))).every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  test('start() wakes on the outbox bus channel', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const worker = workerFor(s, { pollMs: 60_000 });
    await worker.start();
    try {
      await Bun.sleep(20);
      const m = await enqueue(ticket, 'wake up');
      for (let i = 0; i < 500 && !s.session.delivered.has(m.providerId!); i++) await Bun.sleep(10);
      expect(s.session.delivered.has(m.providerId!)).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});

/** Makes every update of one message fail (a row the database refuses), until the returned undo runs. */
async function refuseUpdatesOf(messageId: number) {
  if (dialect === 'pg') {
    const pg = rawPg()!;
    await pg.unsafe(`CREATE OR REPLACE FUNCTION refuse_message_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`);
    await pg.unsafe(`CREATE TRIGGER refuse_message_update BEFORE UPDATE ON messages FOR EACH ROW WHEN (OLD.id = ${messageId}) EXECUTE FUNCTION refuse_message_update()`);
    return () => pg.unsafe('DROP TRIGGER refuse_message_update ON messages').then(() => undefined);
  }
  rawSqlite()!.run(`CREATE TRIGGER refuse_message_update BEFORE UPDATE ON messages WHEN OLD.id = ${messageId} BEGIN SELECT RAISE(ABORT, 'refused'); END`);
  return async () => void rawSqlite()!.run('DROP TRIGGER refuse_message_update');
}

describe('outbox worker: batches', () => {
  test('sends of a batch are recorded together; one row whose record fails leaves the others recorded and itself to its lease', async () => {
    const s = await setup();
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await enqueue(await ticketFor(s), `batch ${i}`));
    const undo = await refuseUpdatesOf(sent[1].id);
    try {
      expect(await workerFor(s).tick()).toBe(4);
    } finally {
      await undo();
    }
    expect(s.session.sendCalls.length).toBe(4);
    const rows = await outboxRows(sent.map((m) => m.id));
    expect(rows.map((r) => r.status)).toEqual(['done', 'processing', 'done', 'done']);
    expect((await Promise.all(sent.map((m) => messageRow(m.id)))).map((m) => m.ack)).toEqual([1, 0, 1, 1]);
  });

  test('the sends of one chat keep their order while other chats go in the same batch', async () => {
    const s = await setup();
    const [a, b] = [await ticketFor(s), await ticketFor(s)];
    const order: number[] = [];
    for (let i = 0; i < 6; i++) order.push((await enqueue(i % 2 ? b : a, `chat ${i % 2} #${i}`)).id);
    expect(await drain(workerFor(s))).toBe(6);
    const bodies = [...s.session.delivered.values()].map((d) => d.message.body);
    expect(bodies.filter((x) => x.startsWith('chat 0'))).toEqual(['chat 0 #0', 'chat 0 #2', 'chat 0 #4']);
    expect(bodies.filter((x) => x.startsWith('chat 1'))).toEqual(['chat 1 #1', 'chat 1 #3', 'chat 1 #5']);
    expect((await outboxRows(order)).every((r) => r.status === 'done')).toBe(true);
  });

  test('a delete after a send of the same message in one batch sees it sent (the send is recorded first) and goes to the provider', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const m = await enqueue(ticket, 'soon gone');
    await withTransaction((tx) => tx.insert(outbox).values({ companyId: ticket.companyId, whatsappId: ticket.whatsappId!, messageId: m.id, action: 'delete', payload: { providerId: m.providerId }, nextAttemptAt: new Date() }));
    expect(await workerFor(s).tick()).toBe(2);
    expect(s.session.sendCalls.length).toBe(1);
    expect(s.session.deletes.map((r) => r.providerId)).toEqual([m.providerId!]);
    expect((await outboxRows([m.id])).map((r) => [r.action, r.status])).toEqual([
      ['send', 'done'],
      ['delete', 'done'],
    ]);
  });
});

describe('outbox worker: delete and edit', () => {
  const actor = (s: Awaited<ReturnType<typeof setup>>) => ({ type: 'user' as const, userId: s.admin.id, companyId: s.company.id, profile: 'admin' as const, super: false });

  async function sentByAdmin(s: Awaited<ReturnType<typeof setup>>) {
    const ticket = await ticketFor(s);
    const m = await withTransaction(async (tx) => (await enqueueOutbound(tx, ticket, { body: 'typo', userId: s.admin.id })).message);
    await drain(workerFor(s));
    return m;
  }

  test('delete for everyone goes to the provider; edit too', async () => {
    const s = await setup();
    const m = await sentByAdmin(s);
    await editMessage({ ctx: { actor: actor(s) }, input: { id: m.id, body: 'fixed' } });
    await drain(workerFor(s));
    expect(s.session.edits).toEqual([{ ref: expect.objectContaining({ providerId: m.providerId, fromMe: true }), body: 'fixed' }]);
    await deleteMessage({ ctx: { actor: actor(s) }, input: { id: m.id } });
    await drain(workerFor(s));
    expect(s.session.deletes).toEqual([expect.objectContaining({ providerId: m.providerId, fromMe: true })]);
    expect((await outboxRows([m.id])).map((r) => [r.action, r.status])).toEqual([
      ['send', 'done'],
      ['edit', 'done'],
      ['delete', 'done'],
    ]);
  });

  test('a delete that keeps failing marks the message ERR_DELETE_WAPP_MSG', async () => {
    const s = await setup();
    const m = await sentByAdmin(s);
    await deleteMessage({ ctx: { actor: actor(s) }, input: { id: m.id } });
    s.session.failDeletes = 10;
    await drain(workerFor(s, { maxAttempts: 1 }));
    expect((await outboxRows([m.id])).at(-1)).toMatchObject({ action: 'delete', status: 'failed' });
    expect(await messageRow(m.id)).toMatchObject({ errorCode: 'ERR_DELETE_WAPP_MSG', isDeleted: true });
  });

  test('deleting a message that never left cancels its send; nothing reaches the provider', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const m = await withTransaction(async (tx) => (await enqueueOutbound(tx, ticket, { body: 'oops', userId: s.admin.id })).message);
    const [send] = await outboxRows([m.id]);
    await setRow(send.id, { nextAttemptAt: new Date(Date.now() + 60_000), attempts: 1 }); // in backoff
    await deleteMessage({ ctx: { actor: actor(s) }, input: { id: m.id } });
    await drain(workerFor(s));
    expect(s.session.sendCalls).toEqual([]);
    expect(s.session.deletes).toEqual([]);
    expect((await outboxRows([m.id])).map((r) => [r.action, r.status])).toEqual([
      ['send', 'done'],
      ['delete', 'done'],
    ]);
  });
});

describe('outbox worker: the poll', () => {
  // Rows done stay in the outbox (their ids answer the provider's acks): the poll for connections with due rows must
  // read the pending and processing rows by their status, never walk every row ever queued. Shown by the plan
  // (timings are never asserted): SQLite searches outbox_open_idx; PostgreSQL, with sequential scans ruled out
  // for the question, reads that index by status too.
  test('the poll for connections with due rows searches the due rows by status, not every row ever queued', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const queued = await enqueueMany(ticket, 3);
    expect(await drain(workerFor(s))).toBe(3);
    // An outbox that has sent a while (20,000 rows done), with the planner's statistics taken.
    const copy = `select "companyId", "whatsappId", "messageId", "action", "payload", 'done', 1, "nextAttemptAt", "createdAt", "updatedAt" from outbox where "messageId" = ${queued[0].id}`;
    if (dialect === 'pg') {
      await rawPg()!.unsafe(`insert into outbox ("companyId", "whatsappId", "messageId", "action", "payload", "status", "attempts", "nextAttemptAt", "createdAt", "updatedAt") select o.* from (${copy}) o, generate_series(1, 20000)`);
      await rawPg()!.unsafe('analyze outbox');
    } else {
      rawSqlite()!.run(`insert into outbox ("companyId", "whatsappId", "messageId", "action", "payload", "status", "attempts", "nextAttemptAt", "createdAt", "updatedAt") select o.* from (${copy}) o, (with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000) select i from n)`);
      rawSqlite()!.run('analyze outbox');
    }
    const due = await enqueue(ticket, 'still due');
    const now = new Date(Date.now() + 1000);
    expect(await connectionsWithDueRows(db(), now)).toContain(s.conn.id);
    expect((await outboxRows(queued.map((q) => q.id))).every((r) => r.status === 'done')).toBe(true);
    const q = db().selectDistinct({ whatsappId: outbox.whatsappId }).from(outbox).where(dueOutbox(now)).toSQL();
    if (dialect === 'pg') {
      const plan = await rawPg()!.begin(async (sql) => {
        await sql.unsafe('set local enable_seqscan = off');
        return (await sql.unsafe(`explain ${q.sql}`, q.params as never[])).map((r: any) => r['QUERY PLAN']).join('\n');
      });
      // An index scan or a bitmap scan of it, depending on the statistics; never the index of every row.
      expect(plan).toContain('outbox_open_idx');
      expect(plan).not.toContain('outbox_due_idx');
    } else {
      // Prepared and finalized here: a cached query() of an EXPLAIN left its read open, holding this connection's snapshot.
      const st = rawSqlite()!.prepare(`explain query plan ${q.sql}`);
      const plan = st.all(...(q.params as never[])).map((r: any) => r.detail).join('\n');
      st.finalize();
      expect(plan).toContain('outbox_open_idx');
      expect(plan).not.toMatch(/SCAN outbox/);
    }
    expect(due.id).toBeGreaterThan(0);
  });
});
