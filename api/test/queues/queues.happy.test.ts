import { describe, expect, test } from 'bun:test';
import { defaultWorkingHours } from '@zapdesk/contracts';
import { rooms } from '@zapdesk/core';
import { db, eq, queueOptions, userQueues, whatsappQueues, whatsapps } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeIntegration, makePrompt, makeTicket, makeUser } from '@zapdesk/testing';
import { queueRow, randomColor, recordRealtime, ticketRow } from './helpers';

const { emitted } = recordRealtime();

describe('queues: happy paths', () => {
  test('every user lists all company queues by orderQueue (unset last) then name', async () => {
    const { admin, user, queue, company } = await makeCompany();
    const other = await makeCompany();
    for (const [name, orderQueue] of [['Zeta', 1], ['Beta', 2], ['Alpha', 2], ['Omega', null]] as const) {
      expect((await call('POST', '/queue', { token: admin.token, body: { name, color: randomColor(), orderQueue } })).status).toBe(200);
    }
    const supervisor = await makeUser(company.id, { profile: 'supervisor' });
    for (const token of [user.token, supervisor.token, admin.token]) {
      const res = await call('GET', '/queue', { token });
      expect(res.status).toBe(200);
      expect(res.body.map((q: any) => q.name)).toEqual(['Zeta', 'Alpha', 'Beta', 'Omega', queue.name]);
      expect(res.body.some((q: any) => q.id === other.queue.id)).toBe(false);
    }
  });

  test('a new queue gets the default weekly hours and is announced to the company', async () => {
    const { admin, company } = await makeCompany();
    const res = await call('POST', '/queue', { token: admin.token, body: { name: 'Sales', color: '#FF0000', greetingMessage: 'Olá!' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Sales', color: '#FF0000', greetingMessage: 'Olá!', outOfHoursMessage: '', orderQueue: null, promptId: null, integrationId: null, companyId: company.id });
    expect(res.body.schedules).toEqual(defaultWorkingHours);
    expect(typeof res.body.id).toBe('number');
    const ev = emitted.find((e) => e.event === `company-${company.id}-queue` && e.payload.action === 'create');
    expect(ev?.rooms).toEqual([rooms.company(company.id)]);
    expect(ev?.payload.queue).toEqual(res.body);
    const shown = await call('GET', `/queue/${res.body.id}`, { token: admin.token });
    expect(shown.body).toEqual(res.body);
  });

  test('schedules, prompt and integration of the company are stored', async () => {
    const { admin, company } = await makeCompany();
    const [prompt, integration] = [await makePrompt(company.id), await makeIntegration(company.id)];
    const schedules = defaultWorkingHours.map((d) => ({ ...d, startTime: '09:30', endTime: '17:45' }));
    const res = await call('POST', '/queue', { token: admin.token, body: { name: 'Bot', color: '#00aa00', promptId: prompt.id, integrationId: integration.id, schedules, orderQueue: 3 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ promptId: prompt.id, integrationId: integration.id, orderQueue: 3, schedules });
  });

  test('the original client form (empty strings for unset numbers, null prompt) is accepted', async () => {
    const { admin } = await makeCompany();
    const res = await call('POST', '/queue', { token: admin.token, body: { name: 'Legacy', color: '#123456', greetingMessage: '', outOfHoursMessage: '', orderQueue: '', integrationId: '', promptId: null } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orderQueue: null, integrationId: null, promptId: null });
    const num = await call('POST', '/queue', { token: admin.token, body: { name: 'Legacy 2', color: '#654321', orderQueue: '2' } });
    expect(num.body.orderQueue).toBe(2);
  });

  test('update applies only the fields sent; a colour may change case; null clears the prompt', async () => {
    const { admin, company, queue } = await makeCompany();
    const prompt = await makePrompt(company.id);
    await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { greetingMessage: 'Hi', promptId: prompt.id } });
    const before = await queueRow(queue.id);
    const res = await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { name: 'Renamed', color: queue.color.toUpperCase(), promptId: null, id: 999, companyId: 999 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: queue.id, companyId: company.id, name: 'Renamed', color: queue.color.toUpperCase(), greetingMessage: 'Hi', promptId: null });
    expect(res.body.schedules).toEqual(before.schedules);
    const ev = emitted.find((e) => e.event === `company-${company.id}-queue` && e.payload.action === 'update' && e.payload.queue.name === 'Renamed');
    expect(ev?.rooms).toEqual([rooms.company(company.id)]);
    const schedules = defaultWorkingHours.map((d) => ({ ...d, endTime: '20:00' }));
    const again = await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { schedules } });
    expect(again.body).toMatchObject({ name: 'Renamed', schedules });
  });

  test('deleting a queue leaves its tickets without a queue and drops user, connection and option links', async () => {
    const { admin, company, queue, user } = await makeCompany();
    const keep = await call('POST', '/queue', { token: admin.token, body: { name: 'Keep', color: randomColor() } });
    const ticket = await makeTicket(company.id, { queueId: queue.id, status: 'pending' });
    const other = await makeTicket(company.id, { queueId: keep.body.id, status: 'open' });
    const conn = await makeConnection(company.id, { status: 'DISCONNECTED', isDefault: false, transferQueueId: queue.id, queueIds: [queue.id, keep.body.id] });
    const opt = await call('POST', '/queue-options', { token: admin.token, body: { queueId: queue.id, title: 'Menu' } });
    expect(opt.status).toBe(200);

    const res = await call('DELETE', `/queue/${queue.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await queueRow(queue.id)).toBeUndefined();
    expect((await ticketRow(ticket.id)).queueId).toBeNull();
    expect((await ticketRow(other.id)).queueId).toBe(keep.body.id);
    expect(await db().select().from(userQueues).where(eq(userQueues.userId, user.id))).toEqual([]);
    expect((await db().select().from(whatsappQueues).where(eq(whatsappQueues.whatsappId, conn.id))).map((r) => r.queueId)).toEqual([keep.body.id]);
    expect((await db().select().from(whatsapps).where(eq(whatsapps.id, conn.id)))[0].transferQueueId).toBeNull();
    expect(await db().select().from(queueOptions).where(eq(queueOptions.id, opt.body.id))).toEqual([]);
    const ev = emitted.find((e) => e.event === `company-${company.id}-queue` && e.payload.action === 'delete');
    expect(ev).toEqual({ rooms: [rooms.company(company.id)], event: `company-${company.id}-queue`, payload: { action: 'delete', queueId: queue.id } });
    expect((await call('GET', `/queue/${queue.id}`, { token: admin.token })).status).toBe(404);
  });

  test('the plan queue limit allows creating up to the limit', async () => {
    const { admin } = await makeCompany({ plan: { queues: 2 } });
    const res = await call('POST', '/queue', { token: admin.token, body: { name: 'Second', color: randomColor() } });
    expect(res.status).toBe(200);
  });
});
