import { afterAll, afterEach, describe, expect, test } from 'bun:test';
import { config, sendSessionCommand, setConfig } from '@zapdesk/core';
import { and, asc, db, dialect, eq, messages, simulatorMessages, sql, tickets, whatsappAuth, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';
import type { SessionRuntime } from '../../src/manager';
import { enqueue } from '../helpers/outbound';
import { ticketsOf } from '../helpers/setup';
import { execSql } from '../outbox/fixtures/tables';
import { scopedRuntime, spawnRuntime, until, type RuntimeProcess } from './helpers';

const withRedis = !!process.env.REDIS_URL;
const original = config();
const running: SessionRuntime[] = [];
const children: RuntimeProcess[] = [];
afterEach(async () => {
  setConfig(original);
  await execSql(db(), sql.raw(dialect === 'pg' ? 'DROP TRIGGER IF EXISTS ack_stuck ON messages' : 'DROP TRIGGER IF EXISTS ack_stuck'));
  for (const rt of running.splice(0)) await rt.stop();
});
afterAll(async () => {
  for (const c of children) {
    c.proc.kill('SIGTERM');
    await c.proc.exited;
  }
});

async function connected() {
  const { company, admin } = await makeCompany();
  const conn = await makeConnection(company.id, { status: 'DISCONNECTED' });
  const rt = await scopedRuntime([company.id], { providers: { simulator: { autoConnect: true, ackDelaysMs: [20, 40, 60] } } });
  running.push(rt);
  await rt.startSession(conn.id);
  return { company, admin, conn, rt };
}

const inbound = (whatsappId: number, number: string, body: string, mediaUrl?: string) =>
  sendSessionCommand({ action: 'simulatorInbound', whatsappId, message: { number, body, ...(mediaUrl ? { mediaUrl } : {}) } });

describe('session commands under load', () => {
  test("a simulated contact's message is answered once it is stored, while other events of the connection are still being retried", async () => {
    const { company, conn } = await connected();
    expect(await inbound(conn.id, '5511922221111', 'first')).toMatchObject({ ok: true });
    const [ticket] = await ticketsOf(company.id, '5511922221111');
    // Acks of this connection cannot be written: they stay in the pipeline, retried, until the trigger goes.
    if (dialect === 'pg') {
      await execSql(db(), sql.raw(`CREATE OR REPLACE FUNCTION ack_stuck() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'database blip'; END $$ LANGUAGE plpgsql`));
      await execSql(db(), sql.raw(`CREATE TRIGGER ack_stuck BEFORE UPDATE OF ack ON messages FOR EACH ROW WHEN (NEW."whatsappId" = ${conn.id} AND NEW.ack >= 2) EXECUTE FUNCTION ack_stuck()`));
    } else {
      await execSql(db(), sql.raw(`CREATE TRIGGER ack_stuck BEFORE UPDATE OF ack ON messages WHEN NEW.whatsappId = ${conn.id} AND NEW.ack >= 2 BEGIN SELECT RAISE(ABORT, 'database blip'); END`));
    }
    const sent = await enqueue(ticket!, 'its acks are stuck');
    await until(async () => (await db().select().from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.providerId, sent.providerId!))))[0]?.ack === 4, 'read on the phone');

    const reply = await inbound(conn.id, '5511922220000', 'another chat');
    expect(reply).toMatchObject({ ok: true });
    const providerId = (reply as { result: { providerId: string } }).result.providerId;
    expect(await db().select({ id: messages.id }).from(messages).where(and(eq(messages.whatsappId, conn.id), eq(messages.providerId, providerId)))).toHaveLength(1);
    // The answer came while the stuck acks were still waiting their turn.
    expect((await db().select({ ack: messages.ack }).from(messages).where(eq(messages.id, sent.id)))[0]!.ack).toBe(1);
  });

  test("a chat's messages are stored in the order the provider took them, not in the order their work finished", async () => {
    const { company, conn } = await connected();
    const number = '5511922223333';
    // The first carries a medium (written to disk before it is handed over); the second is text.
    const [a, b] = await Promise.all([inbound(conn.id, number, 'first, with a file', 'data:text/plain;base64,aGVsbG8='), inbound(conn.id, number, 'second')]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toMatchObject({ ok: true });
    const [ticket] = await ticketsOf(company.id, number);
    const stored = await db().select({ body: messages.body }).from(messages).where(eq(messages.ticketId, ticket!.id)).orderBy(asc(messages.id));
    expect(stored.map((m) => m.body)).toEqual(['first, with a file', 'second']);
  });

  test.if(withRedis)('a command the owner took but did not answer in time: 504 ERR_OUTCOME_UNKNOWN (not "not running"); a retry with the same Idempotency-Key is the same message, stored once', async () => {
    const { company, admin } = await makeCompany();
    const conn = await makeConnection(company.id, { status: 'CONNECTED' });
    await withTransaction((tx) => tx.insert(whatsappAuth).values({ whatsappId: conn.id, category: 'simulator', keyId: 'paired', value: '5599000000003' }));
    const owner = await spawnRuntime(company.id, 'commands-owner');
    children.push(owner);
    await until(async () => (await owner.ask()).includes(conn.id), 'the owner runs the session');
    const number = '5511922224444';
    const post = (body: string, key: string) => call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, headers: { 'Idempotency-Key': key }, body: { number, body } });
    expect((await post('opens the ticket', 'k-open')).status).toBe(200);
    const [ticket] = await ticketsOf(company.id, number);

    // The owner's write of the next message waits on a lock held here, past the command timeout.
    setConfig({ ...original, sessionCommandTimeoutMs: 400 });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const holding = withTransaction(async (tx) => {
      await tx.update(tickets).set({ unreadMessages: sql`${tickets.unreadMessages}` }).where(eq(tickets.id, ticket!.id));
      await released;
    });
    const late = await post('held up', 'k-held');
    release();
    await holding;
    expect(late.status).toBe(504);
    expect(late.body.error).toBe('ERR_OUTCOME_UNKNOWN');

    const stored = () => db().select({ body: messages.body, providerId: messages.providerId }).from(messages).where(and(eq(messages.ticketId, ticket!.id), eq(messages.body, 'held up')));
    await until(async () => (await stored()).length === 1, 'stored by the owner after all');
    setConfig(original);
    const retried = await post('held up', 'k-held');
    expect(retried.status).toBe(200);
    expect(await stored()).toEqual([{ body: 'held up', providerId: retried.body.providerId }]);
  }, 30_000);
});
