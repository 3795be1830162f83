import { CAMPAIGN_SEND, CAMPAIGN_START, sendSessionCommand, type Runner } from '@zapdesk/core';
import { and, asc, campaigns, campaignShipping, db, dueJobs, eq, inArray, outbox, simulatorMessages } from '@zapdesk/db';
import { setSystemTime } from 'bun:test';
import { call, makeConnection, makeContactList, nextPhoneNumber } from '@zapdesk/testing';
import type { sessionRuntime } from '../simulator/helpers';

type Sessions = ReturnType<typeof sessionRuntime>;

/** A connected simulator connection of the company. */
export async function connectedSimulator(sessions: Sessions, companyId: number) {
  const conn = await makeConnection(companyId, { status: 'DISCONNECTED', isDefault: true });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  return conn;
}

/** A tenant with a connected simulator, campaign settings and a list of `size` numbers (plus `invalid` ones WhatsApp does not know). */
export async function senderWorld(sessions: Sessions, o: { size: number; invalid?: string[]; settings?: Record<string, unknown> }) {
  const t = await sessions.tenant();
  const conn = await connectedSimulator(sessions, t.company.id);
  if (o.settings) await call('POST', '/campaign-settings', { token: t.admin.token, body: { settings: o.settings } });
  const valid = Array.from({ length: o.size }, () => nextPhoneNumber());
  const numbers = valid.flatMap((n, i) => (o.invalid?.[i] ? [n, o.invalid[i]] : [n]));
  const list = await makeContactList(t.company.id, { numbers: [...numbers, ...(o.invalid ?? []).slice(valid.length)] });
  return { ...t, conn, list };
}

export const campaignRow = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0];
export const shippingOf = (campaignId: number) => db().select().from(campaignShipping).where(eq(campaignShipping.campaignId, campaignId)).orderBy(asc(campaignShipping.id));
export const received = (whatsappId: number) =>
  db().select().from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, whatsappId), eq(simulatorMessages.direction, 'out'))).orderBy(asc(simulatorMessages.id));

/**
 * Drives a campaign's due work on the test's clock: the clock jumps to the next armed start or send of the
 * campaign and its connection, the runner claims it, until the campaign leaves EM_ANDAMENTO/PROGRAMADA or
 * `until` says so.
 */
export async function drive(runner: Runner, c: { id: number; whatsappId: number }, until?: () => Promise<boolean>) {
  for (let i = 0; i < 2_000; i++) {
    if (until && (await until())) return;
    const row = await campaignRow(c.id);
    if (!['PROGRAMADA', 'EM_ANDAMENTO'].includes(row.status)) return;
    const due = await db()
      .select()
      .from(dueJobs)
      .where(and(inArray(dueJobs.kind, [CAMPAIGN_START, CAMPAIGN_SEND]), inArray(dueJobs.key, [String(c.id), String(c.whatsappId)]), eq(dueJobs.status, 'pending')))
      .orderBy(asc(dueJobs.runAt))
      .limit(1);
    if (!due.length) throw new Error(`campaign ${c.id} is ${row.status} with nothing armed`);
    if (due[0].runAt.getTime() > Date.now()) setSystemTime(due[0].runAt);
    await runner.tick();
  }
  throw new Error('the campaign did not end');
}

/**
 * Waits (by turns of the event loop, not by the clock, which the test has moved) until the connection's outbox
 * has sent everything: its rows carry send times on the test's clock, so they must leave before the test sets
 * the clock back, or they would wait for the real clock to reach those times.
 */
export async function outboxDrained(whatsappId: number) {
  for (let i = 0; i < 3_000; i++) {
    const left = await db().select({ id: outbox.id }).from(outbox).where(and(eq(outbox.whatsappId, whatsappId), inArray(outbox.status, ['pending', 'processing']))).limit(1);
    if (!left.length) return;
    await Bun.sleep(10);
  }
  throw new Error(`the outbox of connection ${whatsappId} did not drain`);
}
