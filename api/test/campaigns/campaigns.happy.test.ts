import { describe, expect, test } from 'bun:test';
import { CAMPAIGN_START } from '@zapdesk/core';
import { and, db, dueJobs, eq } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContactList, makeTag, recordRealtime } from '@zapdesk/testing';
import { PNG } from '../schedules/helpers';

const realtime = recordRealtime();
const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

async function world() {
  const t = await makeCompany();
  const conn = await makeConnection(t.company.id);
  const list = await makeContactList(t.company.id, { name: 'Clientes VIP', size: 3 });
  return { ...t, conn, list };
}

describe('campaigns: happy paths', () => {
  test('a campaign is created INATIVA, scheduled (PROGRAMADA, its start armed), edited in its window, paged, searched and deleted; the company told', async () => {
    const w = await world();
    const created = await call('POST', '/campaigns', { token: w.user.token, body: { name: 'Black Friday', message1: 'Olá {{firstName}}', message2: '', message3: 'Oi {{name}}', whatsappId: w.conn.id, contactListId: w.list.id } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Black Friday', status: 'INATIVA', scheduledAt: null, editable: true, contactList: { id: w.list.id, name: 'Clientes VIP' }, whatsapp: { id: w.conn.id }, tagListId: null });
    const at = inHours(3);
    const sched = await call('PUT', `/campaigns/${created.body.id}`, { token: w.user.token, body: { scheduledAt: at } });
    expect(sched.body).toMatchObject({ status: 'PROGRAMADA', scheduledAt: at, editable: true });
    const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, CAMPAIGN_START), eq(dueJobs.key, String(created.body.id))));
    expect(job.runAt.toISOString()).toBe(at);
    const unscheduled = await call('PUT', `/campaigns/${created.body.id}`, { token: w.user.token, body: { scheduledAt: '' } });
    expect(unscheduled.body).toMatchObject({ status: 'INATIVA', scheduledAt: null });
    expect(await db().select().from(dueJobs).where(and(eq(dueJobs.kind, CAMPAIGN_START), eq(dueJobs.key, String(created.body.id))))).toEqual([]);
    const tag = await makeTag(w.company.id);
    const byTag = await call('POST', '/campaigns', { token: w.user.token, body: { name: 'Por etiqueta', message1: 'Oi', whatsappId: w.conn.id, tagListId: tag.id, scheduledAt: inHours(2) } });
    expect(byTag.body).toMatchObject({ tagId: tag.id, tagListId: tag.id, contactListId: null, status: 'PROGRAMADA' });
    const page = await call('GET', '/campaigns/', { token: w.user.token, query: { searchParam: '', pageNumber: 1 } });
    expect(page.body.records.map((r: any) => r.id)).toEqual([byTag.body.id, created.body.id]);
    expect((await call('GET', '/campaigns', { token: w.user.token, query: { searchParam: 'friday' } })).body.records.map((r: any) => r.id)).toEqual([created.body.id]);
    expect((await call('GET', `/campaigns/${byTag.body.id}`, { token: w.user.token })).body.name).toBe('Por etiqueta');
    expect((await call('DELETE', `/campaigns/${byTag.body.id}`, { token: w.user.token })).status).toBe(200);
    expect((await call('GET', `/campaigns/${byTag.body.id}`, { token: w.user.token })).status).toBe(404);
    const actions = realtime.emitted.filter((e) => e.event === `company-${w.company.id}-campaign`).map((e) => (e.payload as any).action);
    expect(actions).toEqual(['create', 'update', 'update', 'create', 'delete']);
  });

  test('a medium is attached and removed inside the window; a PROGRAMADA campaign can be cancelled, then restarted', async () => {
    const w = await world();
    const c = (await call('POST', '/campaigns', { token: w.user.token, body: { name: 'Com imagem', message1: 'Veja', whatsappId: w.conn.id, contactListId: w.list.id, scheduledAt: inHours(5) } })).body;
    const form = new FormData();
    form.append('file', new File([PNG], 'promo.png', { type: 'image/png' }));
    const withMedia = await call('POST', `/campaigns/${c.id}/media-upload`, { token: w.user.token, form });
    expect(withMedia.body).toMatchObject({ mediaName: 'promo.png', mediaUrl: expect.stringContaining('/public/') });
    expect((await call('DELETE', `/campaigns/${c.id}/media-upload`, { token: w.user.token })).body).toMatchObject({ mediaPath: null, mediaUrl: null });
    const cancelled = await call('POST', `/campaigns/${c.id}/cancel`, { token: w.user.token });
    expect(cancelled.body).toMatchObject({ status: 'CANCELADA', editable: false });
    expect(await db().select().from(dueJobs).where(and(eq(dueJobs.kind, CAMPAIGN_START), eq(dueJobs.key, String(c.id))))).toEqual([]);
    expect((await call('POST', `/campaigns/${c.id}/restart`, { token: w.user.token })).body.status).toBe('EM_ANDAMENTO');
    // No session runs this connection here: the campaign goes, so no sender of a later test waits on it.
    expect((await call('DELETE', `/campaigns/${c.id}`, { token: w.user.token })).status).toBe(200);
  });
});
