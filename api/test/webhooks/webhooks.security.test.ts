import { describe, expect, test } from 'bun:test';
import { asc, db, eq, webhookDeliveries, webhookSubscriptions } from '@zapdesk/db';
import { call, makeCompany, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { SECRET, subscribe, webhookRunner } from './helpers';

webhookRunner();

async function victim() {
  const base = await makeCompany();
  const hook = await subscribe(base.admin.token, 'http://127.0.0.1:9/hook', ['message.created']);
  const now = new Date();
  const [delivery] = await db()
    .insert(webhookDeliveries)
    .values({ companyId: base.company.id, subscriptionId: hook.id, eventId: crypto.randomUUID(), eventType: 'message.created', orderKey: 'ticket:1', payload: {}, status: 'failed', attempts: 3, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .returning();
  return { ...base, hook, delivery };
}
type World = Awaited<ReturnType<typeof victim>>;

const snapshot = async (w: World) => [
  await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.companyId, w.company.id)).orderBy(asc(webhookSubscriptions.id)),
  await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, w.hook.id)),
];

const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/webhooks', role: 'admin' },
  { method: 'POST', path: '/webhooks', body: { url: 'http://127.0.0.1:9/x', events: ['ticket.created'], secret: SECRET }, role: 'admin' },
  { method: 'PUT', path: '/webhooks/:id', body: { active: false }, role: 'admin', otherCompany: 'ERR_NO_WEBHOOK_FOUND' },
  { method: 'DELETE', path: '/webhooks/:id', role: 'admin', otherCompany: 'ERR_NO_WEBHOOK_FOUND' },
  { method: 'GET', path: '/webhooks/:id/deliveries', role: 'admin', otherCompany: 'ERR_NO_WEBHOOK_FOUND' },
  { method: 'POST', path: '/webhooks/:id/deliveries/:deliveryId/resend', role: 'admin', otherCompany: 'ERR_NO_WEBHOOK_FOUND' },
];

describe('webhooks: security', () => {
  runSecurityTable({ world: victim, params: (w) => ({ id: w.hook.id, deliveryId: w.delivery.id }), unchanged: snapshot, routes });

  test("a delivery of another company's webhook cannot be resent through one's own webhook", async () => {
    const v = await victim();
    const attacker = await makeCompany();
    const mine = await subscribe(attacker.admin.token, 'http://127.0.0.1:9/mine', ['message.created']);
    const r = await call('POST', `/webhooks/${mine.id}/deliveries/${v.delivery.id}/resend`, { token: attacker.admin.token });
    expect([r.status, r.body.error]).toEqual([404, 'ERR_NO_WEBHOOK_DELIVERY_FOUND']);
    expect((await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, v.delivery.id)))[0].status).toBe('failed');
  });

  test('private, loopback and link-local addresses are refused unless OUTBOUND_ALLOW_HOSTS lists them', async () => {
    const t = await makeCompany();
    for (const url of ['http://10.0.0.5/x', 'http://192.168.1.1/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:8080/x', 'http://0.0.0.0/x', 'http://[fd00::1]/x', 'http://[::ffff:127.0.0.2]/x', 'http://127.0.0.2/x']) {
      const r = await call('POST', '/webhooks', { token: t.admin.token, body: { url, events: ['ticket.created'], secret: SECRET } });
      expect([url, r.status, r.body.error, r.body.fields?.url]).toEqual([url, 400, 'ERR_VALIDATION', 'a private, loopback or link-local address']);
    }
    for (const url of ['ftp://example.com/x', 'http://user:pw@example.com/x']) {
      const r = await call('POST', '/webhooks', { token: t.admin.token, body: { url, events: ['ticket.created'], secret: SECRET } });
      expect([r.status, r.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
    const hook = await subscribe(t.admin.token, 'http://127.0.0.1:9/allowed', ['ticket.created']);
    const moved = await call('PUT', `/webhooks/${hook.id}`, { token: t.admin.token, body: { url: 'http://10.1.2.3/x' } });
    expect([moved.status, moved.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect((await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.companyId, t.company.id))).map((h) => h.url)).toEqual(['http://127.0.0.1:9/allowed']);
  });
});
