import { afterEach, describe, expect, test } from 'bun:test';
import { config, setConfig } from '@zapdesk/core';
import { db, eq, whatsapps } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeIntegration, makePrompt, makeQueue } from '@zapdesk/testing';
import { connectionsOf, weekHours, whatsappRow } from './helpers';

const original = config();
afterEach(() => setConfig(original));

describe('connections: bad input', () => {
  test.each([
    ['no name', {}],
    ['a name too short', { name: 'a' }],
    ['a name too long', { name: 'x'.repeat(51) }],
    ['an unknown provider', { name: 'Line', provider: 'whatsmeow' }],
    ['a negative expiry', { name: 'Line', expiresTicket: -1 }],
    ['a count that is not a number', { name: 'Line', maxUseBotQueues: 'three' }],
    ['a fractional count', { name: 'Line', timeUseBotQueues: 1.5 }],
    ['queue ids that are not ids', { name: 'Line', queueIds: ['x'] }],
    ['a non-boolean default flag', { name: 'Line', isDefault: 'yes' }],
    ['hours with a bad time', { name: 'Line', schedules: weekHours.map((d, i) => (i ? d : { ...d, startTime: '25:00' })) }],
    ['hours for some days only', { name: 'Line', schedules: weekHours.slice(0, 3) }],
    ['hours with a day twice', { name: 'Line', schedules: [...weekHours.slice(0, 6), weekHours[0]] }],
    ['a short token', { name: 'Line', token: 'short' }],
    ['a token with spaces', { name: 'Line', token: 'a token with spaces in it' }],
    ['a greeting too long', { name: 'Line', greetingMessage: 'x'.repeat(10_001) }],
  ])('POST with %s answers 400 ERR_VALIDATION and writes nothing', async (_label, body) => {
    const { company, admin } = await makeCompany();
    const res = await call('POST', '/whatsapp', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await connectionsOf(company.id)).toBe(0);
  });

  test('malformed JSON answers 400, and bad ids in the path answer 400', async () => {
    const { admin } = await makeCompany();
    const res = await call('POST', '/whatsapp', { token: admin.token, body: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    for (const [method, path] of [['GET', '/whatsapp/abc'], ['PUT', '/whatsapp/0'], ['DELETE', '/whatsapp/-1'], ['POST', '/whatsappsession/x'], ['PUT', '/whatsappsession/1.5'], ['DELETE', '/whatsappsession/abc']] as const) {
      const r = await call(method, path, { token: admin.token, body: method === 'PUT' ? {} : undefined });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('ERR_VALIDATION');
    }
  });

  test('an unknown id answers 404 ERR_NO_WAPP_FOUND on every route', async () => {
    const { admin } = await makeCompany();
    for (const [method, path] of [['GET', '/whatsapp/999999999'], ['PUT', '/whatsapp/999999999'], ['DELETE', '/whatsapp/999999999'], ['POST', '/whatsappsession/999999999'], ['PUT', '/whatsappsession/999999999'], ['DELETE', '/whatsappsession/999999999']] as const) {
      const r = await call(method, path, { token: admin.token, body: method === 'PUT' && path.startsWith('/whatsapp/') ? { name: 'X Y' } : undefined });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('ERR_NO_WAPP_FOUND');
    }
  });

  test("another company's queue, transfer queue, prompt or integration answers 404 and writes nothing", async () => {
    const { company, admin } = await makeCompany();
    const other = await makeCompany();
    const cases: [Record<string, unknown>, string][] = [
      [{ queueIds: [other.queue.id] }, 'ERR_NO_QUEUE_FOUND'],
      [{ transferQueueId: other.queue.id }, 'ERR_NO_QUEUE_FOUND'],
      [{ promptId: (await makePrompt(other.company.id)).id }, 'ERR_NO_PROMPT_FOUND'],
      [{ integrationId: (await makeIntegration(other.company.id)).id }, 'ERR_NO_INTEGRATION_FOUND'],
    ];
    const existing = await makeConnection(company.id);
    const before = await whatsappRow(existing.id);
    for (const [refs, code] of cases) {
      const created = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Line', ...refs } });
      expect([created.status, created.body.error]).toEqual([404, code]);
      const updated = await call('PUT', `/whatsapp/${existing.id}`, { token: admin.token, body: { name: 'Changed', ...refs } });
      expect([updated.status, updated.body.error]).toEqual([404, code]);
    }
    expect(await connectionsOf(company.id)).toBe(1);
    expect(await whatsappRow(existing.id)).toEqual(before);
  });

  test('more than one queue needs a greeting (ERR_WAPP_GREETING_REQUIRED), on create and on edit', async () => {
    const { company, admin, queue } = await makeCompany();
    const second = await makeQueue(company.id);
    const created = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Line', queueIds: [queue.id, second.id], greetingMessage: '   ' } });
    expect([created.status, created.body.error]).toEqual([400, 'ERR_WAPP_GREETING_REQUIRED']);
    expect(await connectionsOf(company.id)).toBe(0);
    const ok = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Line', queueIds: [queue.id, second.id], greetingMessage: 'Choose' } });
    expect(ok.status).toBe(200);
    const cleared = await call('PUT', `/whatsapp/${ok.body.id}`, { token: admin.token, body: { greetingMessage: '' } });
    expect([cleared.status, cleared.body.error]).toEqual([400, 'ERR_WAPP_GREETING_REQUIRED']);
    expect((await whatsappRow(ok.body.id)).greetingMessage).toBe('Choose');
    const single = await makeConnection(company.id, { isDefault: false, queueIds: [queue.id] });
    const grown = await call('PUT', `/whatsapp/${single.id}`, { token: admin.token, body: { queueIds: [queue.id, second.id] } });
    expect([grown.status, grown.body.error]).toEqual([400, 'ERR_WAPP_GREETING_REQUIRED']);
  });

  test('the plan’s connection limit answers 400 ERR_PLAN_LIMIT_REACHED', async () => {
    const { company, admin } = await makeCompany({ plan: { connections: 1 } });
    expect((await call('POST', '/whatsapp', { token: admin.token, body: { name: 'One' } })).status).toBe(200);
    const res = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Two' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
    expect(await connectionsOf(company.id)).toBe(1);
  });

  test('a token another connection uses answers 409 ERR_IN_USE', async () => {
    const { company, admin } = await makeCompany();
    const other = await makeCompany();
    const taken = await makeConnection(other.company.id, { token: 'taken-token-0123456789abc' });
    const res = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Line', token: taken.token } });
    expect([res.status, res.body.error]).toEqual([409, 'ERR_IN_USE']);
    expect(await connectionsOf(company.id)).toBe(0);
    const mine = await makeConnection(company.id);
    const upd = await call('PUT', `/whatsapp/${mine.id}`, { token: admin.token, body: { token: taken.token } });
    expect([upd.status, upd.body.error]).toEqual([409, 'ERR_IN_USE']);
    expect((await whatsappRow(mine.id)).token).toBe(mine.token);
  });

  test('the default cannot be unset, nor deleted while other connections exist (ERR_NO_OTHER_WHATSAPP)', async () => {
    const { company, admin } = await makeCompany();
    const only = await makeConnection(company.id, { isDefault: true });
    const unset = await call('PUT', `/whatsapp/${only.id}`, { token: admin.token, body: { isDefault: false } });
    expect([unset.status, unset.body.error]).toEqual([400, 'ERR_NO_OTHER_WHATSAPP']);
    const other = await makeConnection(company.id, { isDefault: false });
    const del = await call('DELETE', `/whatsapp/${only.id}`, { token: admin.token });
    expect([del.status, del.body.error]).toEqual([400, 'ERR_NO_OTHER_WHATSAPP']);
    expect((await whatsappRow(only.id)).isDefault).toBe(true);
    expect((await whatsappRow(other.id)).isDefault).toBe(false);
  });

  test('with the simulator disabled, simulator connections cannot be created or started', async () => {
    const { company, admin } = await makeCompany();
    const sim = await makeConnection(company.id, { status: 'DISCONNECTED' });
    setConfig({ ...original, simulatorEnabled: false });
    const res = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Sim', provider: 'simulator' } });
    expect([res.status, res.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const start = await call('POST', `/whatsappsession/${sim.id}`, { token: admin.token });
    expect([start.status, start.body.error]).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    expect((await db().select().from(whatsapps).where(eq(whatsapps.companyId, company.id))).map((w) => w.status)).toEqual(['DISCONNECTED']);
  });
});
