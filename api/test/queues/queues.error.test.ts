import { describe, expect, test } from 'bun:test';
import { defaultWorkingHours } from '@zapdesk/contracts';
import { call, makeCompany, makeIntegration, makePrompt } from '@zapdesk/testing';
import { queueRow, queuesOf, randomColor } from './helpers';

const week = defaultWorkingHours;
const badBodies: [string, unknown][] = [
  ['no body', undefined],
  ['malformed JSON', '{"name":'],
  ['missing name', { color: '#112233' }],
  ['one-letter name', { name: 'A', color: '#112233' }],
  ['51-character name', { name: 'x'.repeat(51), color: '#112233' }],
  ['blank name', { name: '   ', color: '#112233' }],
  ['missing colour', { name: 'Sales' }],
  ['two-character colour', { name: 'Sales', color: '#1' }],
  ['ten-character colour', { name: 'Sales', color: '#1122334455' }],
  ['colour with CSS syntax', { name: 'Sales', color: 'red;x:y' }],
  ['name of the wrong type', { name: 42, color: '#112233' }],
  ['fractional orderQueue', { name: 'Sales', color: '#112233', orderQueue: 1.5 }],
  ['text orderQueue', { name: 'Sales', color: '#112233', orderQueue: 'first' }],
  ['negative promptId', { name: 'Sales', color: '#112233', promptId: -1 }],
  ['six schedule days', { name: 'Sales', color: '#112233', schedules: week.slice(0, 6) }],
  ['eight schedule days', { name: 'Sales', color: '#112233', schedules: [...week, week[0]] }],
  ['a weekday twice', { name: 'Sales', color: '#112233', schedules: [...week.slice(0, 6), { ...week[0] }] }],
  ['a time without the ##:## format', { name: 'Sales', color: '#112233', schedules: week.map((d, i) => (i ? d : { ...d, startTime: '8:00' })) }],
  ['hour 24', { name: 'Sales', color: '#112233', schedules: week.map((d, i) => (i ? d : { ...d, endTime: '24:00' })) }],
  ['an unknown weekday', { name: 'Sales', color: '#112233', schedules: week.map((d, i) => (i ? d : { ...d, weekdayEn: 'funday' })) }],
  ['schedules not an array', { name: 'Sales', color: '#112233', schedules: 'mon-fri' }],
  ['huge greeting', { name: 'Sales', color: '#112233', greetingMessage: 'x'.repeat(10_001) }],
];

describe('queues: bad input', () => {
  test.each(badBodies)('create with %s answers 400 ERR_VALIDATION and writes nothing', async (_name, body) => {
    const { admin, company } = await makeCompany();
    const res = await call('POST', '/queue', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await queuesOf(company.id)).toBe(1);
  });

  test.each(badBodies.filter(([n]) => !['no body', 'missing name', 'missing colour'].includes(n)))('update with %s answers 400 and changes nothing', async (_name, body) => {
    const { admin, queue } = await makeCompany();
    const before = await queueRow(queue.id);
    const res = await call('PUT', `/queue/${queue.id}`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await queueRow(queue.id)).toEqual(before);
  });

  test('a colour in use answers 409 ERR_QUEUE_COLOR_ALREADY_EXISTS, whatever its case', async () => {
    const { admin, company } = await makeCompany();
    expect((await call('POST', '/queue', { token: admin.token, body: { name: 'One', color: '#ABCDEF' } })).status).toBe(200);
    for (const color of ['#ABCDEF', '#abcdef', '#AbCdEf']) {
      const res = await call('POST', '/queue', { token: admin.token, body: { name: 'Two', color } });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
    }
    expect(await queuesOf(company.id)).toBe(2);
  });

  test('editing a queue to another queue’s colour answers 409 and changes nothing', async () => {
    const { admin, queue } = await makeCompany();
    await call('POST', '/queue', { token: admin.token, body: { name: 'One', color: '#ABC123' } });
    const before = await queueRow(queue.id);
    const res = await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { name: 'Renamed', color: '#abc123' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
    expect(await queueRow(queue.id)).toEqual(before);
  });

  test('the same colour in another company is fine', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const res = await call('POST', '/queue', { token: b.admin.token, body: { name: 'Copy', color: a.queue.color.toUpperCase() } });
    expect(res.status).toBe(200);
  });

  test('the plan queue limit answers 400 ERR_PLAN_LIMIT_REACHED and writes nothing', async () => {
    const { admin, company } = await makeCompany({ plan: { queues: 1 } });
    const res = await call('POST', '/queue', { token: admin.token, body: { name: 'Over', color: randomColor() } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
    expect(res.body.message).toContain('1');
    expect(await queuesOf(company.id)).toBe(1);
  });

  test('an unknown prompt or integration answers 404 and writes nothing', async () => {
    const { admin, company } = await makeCompany();
    const other = await makeCompany();
    const foreignPrompt = await makePrompt(other.company.id);
    const foreignIntegration = await makeIntegration(other.company.id);
    for (const [body, code] of [
      [{ promptId: 999_999 }, 'ERR_NO_PROMPT_FOUND'],
      [{ promptId: foreignPrompt.id }, 'ERR_NO_PROMPT_FOUND'],
      [{ integrationId: 999_999 }, 'ERR_NO_INTEGRATION_FOUND'],
      [{ integrationId: foreignIntegration.id }, 'ERR_NO_INTEGRATION_FOUND'],
    ] as const) {
      const res = await call('POST', '/queue', { token: admin.token, body: { name: 'Bot', color: randomColor(), ...body } });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(code);
    }
    expect(await queuesOf(company.id)).toBe(1);
  });

  test('an unknown prompt on update answers 404 and changes nothing', async () => {
    const { admin, queue } = await makeCompany();
    const before = await queueRow(queue.id);
    const res = await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { name: 'Changed', promptId: 999_999 } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_PROMPT_FOUND');
    expect(await queueRow(queue.id)).toEqual(before);
  });

  test.each([
    ['GET', '/queue/abc'],
    ['GET', '/queue/0'],
    ['PUT', '/queue/-3'],
    ['DELETE', '/queue/1.5'],
  ])('%s %s (not an id) answers 400', async (method, path) => {
    const { admin } = await makeCompany();
    const res = await call(method, path, { token: admin.token, body: method === 'PUT' ? { name: 'Xx' } : undefined });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test.each([['GET'], ['PUT'], ['DELETE']])('%s of an unknown queue answers 404 ERR_NO_QUEUE_FOUND', async (method) => {
    const { admin } = await makeCompany();
    const res = await call(method, '/queue/987654321', { token: admin.token, body: method === 'PUT' ? { name: 'Xx' } : undefined });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_FOUND');
  });
});

describe('queues: concurrent writes', () => {
  test('concurrent creates with one colour in different cases: exactly one wins', async () => {
    const { admin, company } = await makeCompany();
    const colors = ['#DDEEFF', '#ddeeff', '#DdEeFf', '#ddEEff', '#DDeeFF'];
    const results = await Promise.all(colors.map((color, i) => call('POST', '/queue', { token: admin.token, body: { name: `Race ${i}`, color } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await queuesOf(company.id)).toBe(2);
  });

  test('concurrent creates never pass the plan limit', async () => {
    const { admin, company } = await makeCompany({ plan: { queues: 3 } });
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => call('POST', '/queue', { token: admin.token, body: { name: `Race ${i}`, color: randomColor() } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 400, 400, 400]);
    expect(await queuesOf(company.id)).toBe(3);
  });
});
