import { describe, expect, test } from 'bun:test';
import { rooms } from '@zapdesk/core';
import { db, eq, tickets, users, whatsappAuth, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeIntegration, makePrompt, makeQueue, makeTicket, makeUser } from '@zapdesk/testing';
import { queueIdsOf, recordRealtime, weekHours, whatsappRow } from './helpers';

const { emitted } = recordRealtime();

describe('connections: happy path', () => {
  test('the first connection is the default whatever was sent; the token is generated; the queues come back', async () => {
    const { company, admin, queue } = await makeCompany();
    const second = await makeQueue(company.id);
    const res = await call('POST', '/whatsapp', {
      token: admin.token,
      body: { name: 'Main line', isDefault: false, queueIds: [queue.id, second.id, queue.id], greetingMessage: 'Hi! Choose:', expiresTicket: '30', maxUseBotQueues: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Main line', provider: 'baileys', status: 'DISCONNECTED', isDefault: true, qrcode: '', retries: 0, companyId: company.id, expiresTicket: 30, maxUseBotQueues: 5, timeUseBotQueues: 0, schedules: [] });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body.queues.map((q: { id: number }) => q.id).sort()).toEqual([queue.id, second.id].sort());
    expect(Object.keys(res.body.queues[0]).sort()).toEqual(['color', 'id', 'name']);
    expect(await queueIdsOf(res.body.id)).toEqual([queue.id, second.id].sort((a, b) => a - b));
  });

  test('a new default takes the flag from the old one; realtime: full to admins, without token and QR to the others', async () => {
    const { company, admin } = await makeCompany();
    const first = (await call('POST', '/whatsapp', { token: admin.token, body: { name: 'First' } })).body;
    const before = emitted.length;
    const second = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Second', isDefault: true, token: 'my-own-token-0123456789' } });
    expect(second.body).toMatchObject({ isDefault: true, token: 'my-own-token-0123456789' });
    expect((await whatsappRow(first.id)).isDefault).toBe(false);
    const events = emitted.slice(before).filter((e) => e.event === `company-${company.id}-whatsapp`);
    const toAdmins = events.filter((e) => e.rooms.includes(rooms.admins(company.id)));
    const toOthers = events.filter((e) => e.rooms.includes(rooms.company(company.id)));
    expect(toAdmins.map((e) => [e.payload.action, e.payload.whatsapp.id, e.payload.whatsapp.isDefault])).toEqual([
      ['update', first.id, false],
      ['update', second.body.id, true],
    ]);
    expect(toAdmins[1].payload.whatsapp.token).toBe('my-own-token-0123456789');
    for (const e of toOthers) {
      expect(e.except).toEqual([rooms.admins(company.id)]);
      expect(e.payload.whatsapp.token).toBeUndefined();
    }
  });

  test('lists and shows the company’s connections; session=0 is accepted; non-admins get neither token nor QR code', async () => {
    const { company, admin, user } = await makeCompany();
    const a = await makeConnection(company.id, { name: 'Alpha', status: 'qrcode', qrcode: 'zapdesk-sim:1:abc' });
    const b = await makeConnection(company.id, { name: 'Beta', isDefault: false });
    const list = await call('GET', '/whatsapp/', { token: admin.token, query: { session: 0, companyId: 999 } });
    expect(list.status).toBe(200);
    expect(list.body.map((w: { id: number }) => w.id)).toEqual([a.id, b.id]);
    expect(list.body[0]).toMatchObject({ qrcode: 'zapdesk-sim:1:abc', token: a.token, queues: [] });
    const asUser = await call('GET', '/whatsapp', { token: user.token });
    expect(asUser.body.map((w: { id: number }) => w.id)).toEqual([a.id, b.id]);
    expect(asUser.body[0].token).toBeUndefined();
    expect(asUser.body[0].qrcode).toBe('');
    const one = await call('GET', `/whatsapp/${a.id}`, { token: user.token, query: { session: 0 } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: a.id, name: 'Alpha', status: 'qrcode', qrcode: '' });
    expect(one.body.token).toBeUndefined();
    expect((await call('GET', `/whatsapp/${a.id}`, { token: admin.token })).body.token).toBe(a.token);
  });

  test('PUT applies only the fields sent: queues replaced, references of the company, hours, a cleared token regenerated', async () => {
    const { company, admin, queue } = await makeCompany();
    const other = await makeQueue(company.id);
    const [prompt, integration] = [await makePrompt(company.id), await makeIntegration(company.id)];
    const created = (await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Line', queueIds: [queue.id], greetingMessage: 'Hello', ratingMessage: 'Rate us' } })).body;
    const res = await call('PUT', `/whatsapp/${created.id}`, {
      token: admin.token,
      body: { queueIds: [other.id], transferQueueId: queue.id, timeToTransfer: 10, promptId: prompt.id, integrationId: integration.id, schedules: weekHours, token: '', provider: 'simulator', companyId: 1, status: 'CONNECTED' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Line', greetingMessage: 'Hello', ratingMessage: 'Rate us', provider: 'baileys', status: 'DISCONNECTED', transferQueueId: queue.id, timeToTransfer: 10, promptId: prompt.id, integrationId: integration.id, schedules: weekHours, companyId: company.id });
    expect(res.body.queues.map((q: { id: number }) => q.id)).toEqual([other.id]);
    expect(res.body.token).not.toBe(created.token);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const cleared = await call('PUT', `/whatsapp/${created.id}`, { token: admin.token, body: { promptId: null, integrationId: '', greetingMessage: null, schedules: [], timeToTransfer: null, expiresTicket: '' } });
    expect(cleared.body).toMatchObject({ promptId: null, integrationId: null, greetingMessage: '', schedules: [], name: 'Line', timeToTransfer: 10, expiresTicket: 0 });
  });

  test('making another connection the default moves the flag', async () => {
    const { company, admin } = await makeCompany();
    const first = await makeConnection(company.id, { isDefault: true });
    const second = await makeConnection(company.id, { isDefault: false });
    const res = await call('PUT', `/whatsapp/${second.id}`, { token: admin.token, body: { isDefault: true } });
    expect(res.body.isDefault).toBe(true);
    expect((await whatsappRow(first.id)).isDefault).toBe(false);
    // Sending the current value again changes nothing.
    expect((await call('PUT', `/whatsapp/${first.id}`, { token: admin.token, body: { isDefault: false, name: 'Renamed' } })).body).toMatchObject({ isDefault: false, name: 'Renamed' });
  });

  test('DELETE removes a connection, its credentials and queue links; tickets and users point at no connection', async () => {
    const { company, admin, queue } = await makeCompany();
    await makeConnection(company.id, { isDefault: true });
    const doomed = await makeConnection(company.id, { isDefault: false, status: 'DISCONNECTED', queueIds: [queue.id] });
    const contact = await makeContact(company.id);
    const ticket = await makeTicket(company.id, { contactId: contact.id, whatsappId: doomed.id, status: 'open' });
    const agent = await makeUser(company.id);
    await withTransaction(async (tx) => {
      await tx.update(users).set({ whatsappId: doomed.id }).where(eq(users.id, agent.id));
      await tx.insert(whatsappAuth).values({ whatsappId: doomed.id, category: 'creds', keyId: 'creds', value: '{}' });
    });
    const before = emitted.length;
    const res = await call('DELETE', `/whatsapp/${doomed.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await whatsappRow(doomed.id)).toBeUndefined();
    expect(await queueIdsOf(doomed.id)).toEqual([]);
    expect(await db().select().from(whatsappAuth).where(eq(whatsappAuth.whatsappId, doomed.id))).toEqual([]);
    expect((await db().select().from(tickets).where(eq(tickets.id, ticket.id)))[0].whatsappId).toBeNull();
    expect((await db().select().from(users).where(eq(users.id, agent.id)))[0].whatsappId).toBeNull();
    expect(emitted.slice(before).find((e) => e.event === `company-${company.id}-whatsapp`)).toMatchObject({ rooms: [rooms.company(company.id)], payload: { action: 'delete', whatsappId: doomed.id } });
    expect((await call('GET', `/whatsapp/${doomed.id}`, { token: admin.token })).status).toBe(404);
  });

  test('the default connection may go when it is the last one; the next one created is the default', async () => {
    const { company, admin } = await makeCompany();
    const only = await makeConnection(company.id, { isDefault: true, status: 'DISCONNECTED' });
    expect((await call('DELETE', `/whatsapp/${only.id}`, { token: admin.token })).status).toBe(200);
    expect((await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Fresh' } })).body.isDefault).toBe(true);
  });
});
