// DECISIONS "Plans, profiles and existing clients": a plan feature flag that is off makes every route of
// its area answer 403 ERR_PLAN_FEATURE_DISABLED naming the flag; switched back on, the area works again.
import { describe, expect, test } from 'bun:test';
import type { PlanFeatureFlag } from '@zapdesk/contracts';
import { db, eq, plans, tags, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeSuper, makeTicket } from '@zapdesk/testing';

async function world() {
  const t = await makeCompany();
  const conn = await makeConnection(t.company.id);
  const ticket = await makeTicket(t.company.id, { contactId: (await makeContact(t.company.id)).id, whatsappId: conn.id, status: 'open', userId: t.admin.id });
  const [lane] = await withTransaction((tx) => tx.insert(tags).values({ companyId: t.company.id, name: `Lane ${ticket.id}`, color: '#112233', kanban: 1 }).returning());
  return { ...t, ticket, lane };
}
type W = Awaited<ReturnType<typeof world>>;

/** Every route of each gated area: [flag, method, path, body]. */
const areas: [PlanFeatureFlag, string, (w: W) => string, (w: W) => unknown][] = [
  ['useKanban', 'GET', () => '/ticket/kanban', () => undefined],
  ['useKanban', 'GET', () => '/tags/kanban', () => undefined],
  ['useKanban', 'PUT', (w) => `/ticket-tags/${w.ticket.id}/${w.lane.id}`, () => undefined],
  ['useKanban', 'DELETE', (w) => `/ticket-tags/${w.ticket.id}`, () => undefined],
];

describe('plan feature flags gate their areas', () => {
  test.each(areas)('%s off: %s answers 403 ERR_PLAN_FEATURE_DISABLED to an admin; on again, it works', async (flag, method, path, body) => {
    const w = await world();
    const root = await makeSuper();
    const off = await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { [flag]: false } });
    expect(off.status).toBe(200);
    const refused = await call(method, path(w), { token: w.admin.token, body: body(w) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag });
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { [flag]: true } });
    const allowed = await call(method, path(w), { token: w.admin.token, body: body(w) });
    expect(allowed.status).toBe(200);
  });

  test('a flag switched off directly in the database takes effect within the cache time, and other companies keep theirs', async () => {
    const w = await world();
    const other = await world();
    await db().update(plans).set({ useKanban: false }).where(eq(plans.id, w.plan.id));
    const { planFlagsChanged } = await import('@zapdesk/core');
    await planFlagsChanged();
    expect((await call('GET', '/ticket/kanban', { token: w.admin.token })).status).toBe(403);
    expect((await call('GET', '/ticket/kanban', { token: other.admin.token })).status).toBe(200);
  });
});
