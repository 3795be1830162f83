import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { asc, db, eq, webhookDeliveries } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeTicket, waitForLine } from '@zapdesk/testing';
import { allowLoopback, receiver, subscribe } from './helpers';

allowLoopback();

const fixture = join(import.meta.dir, 'fixtures', 'deliverer.ts');
const spawnDeliverer = (subscriptionId: number, env: Record<string, string> = {}) =>
  Bun.spawn([process.execPath, fixture], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env, SUBSCRIPTION_ID: String(subscriptionId), ...env }, stdout: 'pipe', stderr: 'pipe' });

/** Three messages of one conversation, each a message.created delivery pending for a loopback receiver. */
async function threeEvents() {
  const t = await makeCompany();
  const r = receiver();
  const hook = await subscribe(t.admin.token, r.url, ['message.created']);
  const conn = await makeConnection(t.company.id, { status: 'DISCONNECTED' });
  const contact = await makeContact(t.company.id, { number: '5511977770001' });
  await makeTicket(t.company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: t.admin.id });
  for (const body of ['one', 'two', 'three']) expect((await call('POST', '/api/messages/send', { token: conn.token, body: { number: '5511977770001', body } })).status).toBe(201);
  return { ...t, r, hook };
}

const deliveries = (subscriptionId: number) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId)).orderBy(asc(webhookDeliveries.id));

describe('webhook delivery across a killed process', () => {
  test('killed after counting an attempt, before the request: the next process delivers every event once, in order, and the log counts both attempts', async () => {
    const w = await threeEvents();
    const victim = spawnDeliverer(w.hook.id, { DIE_BEFORE_POST: '1', LEASE_MS: '500' });
    const first = (await deliveries(w.hook.id))[0];
    expect(await waitForLine(victim, 'attempt')).toBe(`attempt ${first.id} 1`);
    victim.kill('SIGKILL');
    await victim.exited;
    expect(w.r.got).toEqual([]);
    expect((await deliveries(w.hook.id)).map((d) => [d.status, d.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    const successor = spawnDeliverer(w.hook.id);
    expect(await successor.exited).toBe(0);
    expect(w.r.got.map((e) => e.data.message.body)).toEqual(['one', 'two', 'three']);
    expect((await deliveries(w.hook.id)).map((d) => [d.status, d.attempts, d.lastStatusCode])).toEqual([
      ['delivered', 2, 200],
      ['delivered', 1, 200],
      ['delivered', 1, 200],
    ]);
    w.r.stop();
  }, 30_000);

  test('killed after the receiver answered, before the outcome was recorded: the event is delivered again with the same id (at least once), then the rest in order', async () => {
    const w = await threeEvents();
    const victim = spawnDeliverer(w.hook.id, { DIE_AFTER_POST: '1', LEASE_MS: '500' });
    const first = (await deliveries(w.hook.id))[0];
    expect(await waitForLine(victim, 'answered')).toBe(`answered ${first.id} 200`);
    await victim.exited;
    expect(w.r.got.map((e) => e.data.message.body)).toEqual(['one']);
    const successor = spawnDeliverer(w.hook.id);
    expect(await successor.exited).toBe(0);
    expect(w.r.got.map((e) => e.data.message.body)).toEqual(['one', 'one', 'two', 'three']);
    expect(w.r.got[1].id).toBe(w.r.got[0].id);
    expect((await deliveries(w.hook.id)).map((d) => [d.status, d.attempts])).toEqual([
      ['delivered', 2],
      ['delivered', 1],
      ['delivered', 1],
    ]);
    w.r.stop();
  }, 30_000);
});
