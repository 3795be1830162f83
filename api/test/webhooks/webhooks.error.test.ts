import { describe, expect, test } from 'bun:test';
import { count, db, eq, webhookSubscriptions } from '@zapdesk/db';
import { call, makeCompany } from '@zapdesk/testing';
import { SECRET, webhookRunner } from './helpers';

webhookRunner();

describe('webhooks: bad input', () => {
  test('each bad body answers 400 with its field and writes nothing', async () => {
    const t = await makeCompany();
    const cases: [unknown, string][] = [
      [{ events: ['ticket.created'], secret: SECRET }, 'url'],
      [{ url: 'not a url', events: ['ticket.created'], secret: SECRET }, 'url'],
      [{ url: 'http://127.0.0.1:9/x', events: [], secret: SECRET }, 'events'],
      [{ url: 'http://127.0.0.1:9/x', events: ['ticket.deleted'], secret: SECRET }, 'events.0'],
      [{ url: 'http://127.0.0.1:9/x', events: ['ticket.created'], secret: 'short' }, 'secret'],
      [{ url: 'http://127.0.0.1:9/x', events: ['ticket.created'] }, 'secret'],
      [{ url: 'http://127.0.0.1:9/x', events: ['ticket.created'], secret: SECRET, active: 'yes' }, 'active'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/webhooks', { token: t.admin.token, body });
      expect([r.status, r.body.error, Object.keys(r.body.fields ?? {})]).toEqual([400, 'ERR_VALIDATION', [field]]);
    }
    expect(Number((await db().select({ n: count() }).from(webhookSubscriptions).where(eq(webhookSubscriptions.companyId, t.company.id)))[0].n)).toBe(0);
  });

  test('unknown ids answer 404; a bad page or status 400', async () => {
    const t = await makeCompany();
    expect((await call('PUT', '/webhooks/999999', { token: t.admin.token, body: { active: false } })).body.error).toBe('ERR_NO_WEBHOOK_FOUND');
    expect((await call('GET', '/webhooks/999999/deliveries', { token: t.admin.token })).body.error).toBe('ERR_NO_WEBHOOK_FOUND');
    const hook = (await call('POST', '/webhooks', { token: t.admin.token, body: { url: 'http://127.0.0.1:9/x', events: ['ticket.created'], secret: SECRET } })).body;
    expect((await call('POST', `/webhooks/${hook.id}/deliveries/999999/resend`, { token: t.admin.token })).body.error).toBe('ERR_NO_WEBHOOK_DELIVERY_FOUND');
    expect((await call('GET', `/webhooks/${hook.id}/deliveries`, { token: t.admin.token, query: { status: 'lost' } })).status).toBe(400);
    expect((await call('GET', `/webhooks/${hook.id}/deliveries`, { token: t.admin.token, query: { pageNumber: 0 } })).status).toBe(400);
  });
});
