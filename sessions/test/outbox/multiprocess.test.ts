import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { and, db, eq, inArray, messages, sql, withTransaction } from '@zapdesk/db';
import { enqueueMany, outboxRows, ticketFor } from '../helpers/outbound';
import { setup } from '../helpers/setup';
import { allRows, createDeliveryTables } from './fixtures/tables';

const fixture = join(import.meta.dir, 'fixtures', 'worker-process.ts');

describe('outbox across a killed process', () => {
  test('a worker process killed with SIGKILL mid-way, then restarted: every message delivered exactly once', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const queued = await enqueueMany(ticket, 300);
    const ids = queued.map((q) => q.providerId);
    await withTransaction((tx) => createDeliveryTables(tx));
    const deliveries = async () =>
      (await allRows<{ provider_id: string }>(db(), sql`select provider_id from outbox_test_deliveries`)).map((r) => r.provider_id).filter((id) => ids.includes(id));
    const spawn = (leaseMs: number, sendSleepMs = 3) =>
      Bun.spawn(['bun', fixture], { cwd: import.meta.dir, env: { ...process.env, WHATSAPP_ID: String(s.conn.id), LEASE_MS: String(leaseMs), SEND_SLEEP_MS: String(sendSleepMs) }, stdout: 'pipe', stderr: 'pipe' });

    // The victim takes 50 ms to hear back from each send: killed, it leaves one delivered but unrecorded.
    const victim = spawn(1_000, 50);
    while ((await deliveries()).length < 30) {
      if (victim.exitCode !== null) throw new Error(`worker exited early: ${await new Response(victim.stderr).text()}`);
      await Bun.sleep(5);
    }
    victim.kill('SIGKILL');
    await victim.exited;
    const atKill = await deliveries();
    expect(atKill.length).toBeLessThan(300);
    const unrecorded = await db().select({ id: messages.id }).from(messages).where(and(inArray(messages.providerId, atKill), eq(messages.ack, 0)));
    expect(unrecorded.length).toBeGreaterThan(0);

    const successor = spawn(60_000);
    const code = await successor.exited;
    if (code !== 0) console.error(await new Response(successor.stderr).text());
    expect(code).toBe(0);

    const delivered = await deliveries();
    expect(delivered).toHaveLength(300);
    expect(new Set(delivered)).toEqual(new Set(ids));
    const calls = (await allRows<{ provider_id: string }>(db(), sql`select provider_id from outbox_test_calls`)).map((r) => r.provider_id).filter((id) => ids.includes(id));
    const perId = new Map<string, number>();
    for (const id of calls) perId.set(id, (perId.get(id) ?? 0) + 1);
    // The sends the dead process had in hand are asked about first: none reaches the provider twice.
    expect([...perId.values()].every((n) => n === 1)).toBe(true);
    expect(calls).toHaveLength(300);
    const rows = await outboxRows(queued.map((q) => q.id));
    expect(rows.every((r) => r.status === 'done')).toBe(true);
    const acks = await db().select({ ack: messages.ack }).from(messages).where(inArray(messages.id, queued.map((q) => q.id)));
    expect(acks.every((m) => m.ack === 1)).toBe(true);
  }, 120_000);
});
