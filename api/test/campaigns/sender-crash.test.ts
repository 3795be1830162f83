import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { db, eq, messages, outbox, whatsapps } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContactList, nextPhoneNumber } from '@zapdesk/testing';
import { campaignRow, received, shippingOf } from './helpers';

const fixture = join(import.meta.dir, 'fixtures', 'sender-process.ts');
const spawnSender = (env: Record<string, string>) =>
  Bun.spawn([process.execPath, fixture], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env, SESSION_LEASE_MS: '2000', ...env }, stdout: 'pipe', stderr: 'pipe' });

async function waitFor<T>(check: () => Promise<T | null | false>, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what} not reached`);
    await Bun.sleep(20);
  }
}

describe('the campaign sender across a killed process', () => {
  test('SIGKILLed mid-campaign and started again: every valid contact gets the message exactly once, none skipped, invalid ones never', async () => {
    const t = await makeCompany();
    const conn = await makeConnection(t.company.id, { status: 'OPENING', isDefault: true });
    await call('POST', '/campaign-settings', { token: t.admin.token, body: { settings: { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 } } });
    const valid = Array.from({ length: 600 }, () => nextPhoneNumber());
    const invalid = Array.from({ length: 30 }, (_, i) => String(10000000 + i));
    const list = await makeContactList(t.company.id, { numbers: valid.flatMap((n, i) => (i < invalid.length ? [n, invalid[i]] : [n])) });
    const created = await call('POST', '/campaigns', { token: t.user.token, body: { name: 'Sobrevive', message1: 'Olá {{firstName}}', whatsappId: conn.id, contactListId: list.id, scheduledAt: new Date().toISOString() } });
    expect(created.status).toBe(200);
    const env = { CAMPAIGN_ID: String(created.body.id), COMPANY_ID: String(t.company.id), LEASE_MS: '1500' };

    const victim = spawnSender(env);
    await waitFor(async () => (await shippingOf(created.body.id)).length >= 150 || null, 'the first sends').catch(async (e) => {
      victim.kill('SIGKILL');
      throw new Error(`${e.message}: ${await new Response(victim.stderr).text()}`);
    });
    victim.kill('SIGKILL');
    await victim.exited;
    const before = (await shippingOf(created.body.id)).length;
    expect(before).toBeLessThan(valid.length);
    expect((await campaignRow(created.body.id)).status).toBe('EM_ANDAMENTO');

    const successor = spawnSender(env);
    // Generous: with the browser tests running beside this pass, the successor once needed more than 90 s.
    const code = await Promise.race([successor.exited, Bun.sleep(150_000).then(() => 'timeout')]);
    if (code !== 0) {
      // What the successor was stuck on, for the failure's message; its output ends only with it.
      const [connection] = await db().select({ status: whatsapps.status }).from(whatsapps).where(eq(whatsapps.id, conn.id));
      const queue = (await db().select({ status: outbox.status, lockedBy: outbox.lockedBy }).from(outbox).where(eq(outbox.whatsappId, conn.id))).reduce<Record<string, number>>((a, o) => ((a[`${o.status}/${o.lockedBy ?? '-'}`] = (a[`${o.status}/${o.lockedBy ?? '-'}`] ?? 0) + 1), a), {});
      const state = { successor: successor.pid, connection: connection?.status, campaign: (await campaignRow(created.body.id)).status, shipped: (await shippingOf(created.body.id)).length, outbox: queue };
      successor.kill('SIGKILL');
      throw new Error(`successor ended ${code}: ${JSON.stringify(state)}\n${(await new Response(successor.stderr).text()).slice(-4000)}`);
    }

    expect((await campaignRow(created.body.id)).status).toBe('FINALIZADA');
    const rows = await shippingOf(created.body.id);
    expect(rows.map((r) => r.number).sort()).toEqual([...valid].sort());
    const got = await received(conn.id);
    const perNumber = new Map<string, number>();
    for (const m of got) perNumber.set(m.number, (perNumber.get(m.number) ?? 0) + 1);
    expect([...perNumber.values()].filter((n) => n !== 1)).toEqual([]);
    expect([...perNumber.keys()].sort()).toEqual([...valid].sort());
    const sent = await db().select({ id: messages.id }).from(messages).where(eq(messages.whatsappId, conn.id));
    expect(sent).toHaveLength(valid.length);
    expect((await db().select().from(outbox).where(eq(outbox.whatsappId, conn.id))).every((o) => o.status === 'done')).toBe(true);
  }, 240_000);
});
