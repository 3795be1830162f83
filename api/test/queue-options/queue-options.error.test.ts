import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';
import { addOption, optionRow, optionsOf } from './helpers';

describe('queue options: bad input', () => {
  test.each([
    ['no queueId', () => ({})],
    ['a text queueId', () => ({ queueId: 'abc' })],
    ['parentId 0', (queueId: number) => ({ queueId, parentId: 0 })],
    ['parentId -2', (queueId: number) => ({ queueId, parentId: -2 })],
    ['a text parentId', (queueId: number) => ({ queueId, parentId: 'top' })],
  ])('list with %s answers 400 ERR_VALIDATION', async (_name, query) => {
    const { admin, queue } = await makeCompany();
    const res = await call('GET', '/queue-options', { token: admin.token, query: query(queue.id) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test('listing under an unknown parent or queue answers 404', async () => {
    const { admin, queue } = await makeCompany();
    const parent = await call('GET', '/queue-options', { token: admin.token, query: { queueId: queue.id, parentId: 987654 } });
    expect(parent.status).toBe(404);
    expect(parent.body.error).toBe('ERR_NO_QUEUE_OPTION_FOUND');
    const q = await call('GET', '/queue-options', { token: admin.token, query: { queueId: 987654 } });
    expect(q.status).toBe(404);
    expect(q.body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect((await call('GET', '/queue-options/tree', { token: admin.token, query: { queueId: 987654 } })).status).toBe(404);
  });

  const badCreates: [string, (queueId: number) => unknown][] = [
    ['no body', () => undefined],
    ['malformed JSON', () => '{"queueId":'],
    ['no title', (queueId) => ({ queueId })],
    ['a blank title', (queueId) => ({ queueId, title: '   ' })],
    ['a 101-character title', (queueId) => ({ queueId, title: 'x'.repeat(101) })],
    ['no queueId', () => ({ title: 'Menu' })],
    ['a text queueId', () => ({ queueId: 'one', title: 'Menu' })],
    ['parentId 0', (queueId) => ({ queueId, parentId: 0, title: 'Menu' })],
    ['option 0', (queueId) => ({ queueId, title: 'Menu', option: 0 })],
    ['a non-numeric option', (queueId) => ({ queueId, title: 'Menu', option: 'first' })],
    ['a message that is not text', (queueId) => ({ queueId, title: 'Menu', message: { x: 1 } })],
  ];
  test.each(badCreates)('create with %s answers 400 ERR_VALIDATION and writes nothing', async (_name, body) => {
    const { admin, queue } = await makeCompany();
    const res = await call('POST', '/queue-options', { token: admin.token, body: body(queue.id) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await optionsOf(queue.id)).toBe(0);
  });

  test('a parent from another queue answers 404 ERR_NO_QUEUE_OPTION_FOUND and writes nothing', async () => {
    const { admin, queue } = await makeCompany();
    const q2 = await call('POST', '/queue', { token: admin.token, body: { name: 'Other', color: '#0A0B0C' } });
    const foreignParent = await addOption(admin.token, { queueId: q2.body.id, title: 'P' });
    const res = await call('POST', '/queue-options', { token: admin.token, body: { queueId: queue.id, parentId: foreignParent.id, title: 'Child' } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_OPTION_FOUND');
    expect(await optionsOf(queue.id)).toBe(0);
    const unknownQueue = await call('POST', '/queue-options', { token: admin.token, body: { queueId: 987654, title: 'Child' } });
    expect(unknownQueue.status).toBe(404);
    expect(unknownQueue.body.error).toBe('ERR_NO_QUEUE_FOUND');
  });

  test.each([
    ['a blank title', { title: '' }],
    ['option 0', { option: 0 }],
    ['a title of the wrong type', { title: 7 }],
    ['malformed JSON', '{"title":'],
  ])('update with %s answers 400 and changes nothing', async (_name, body) => {
    const { admin, queue } = await makeCompany();
    const o = await addOption(admin.token, { queueId: queue.id, title: 'Keep' });
    const before = await optionRow(o.id);
    const res = await call('PUT', `/queue-options/${o.id}`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await optionRow(o.id)).toEqual(before);
  });

  test.each([['GET'], ['PUT'], ['DELETE']])('%s of an unknown option answers 404, of a bad id 400', async (method) => {
    const { admin } = await makeCompany();
    const body = method === 'PUT' ? { title: 'x' } : undefined;
    const res = await call(method, '/queue-options/987654321', { token: admin.token, body });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_OPTION_FOUND');
    expect((await call(method, '/queue-options/abc', { token: admin.token, body })).status).toBe(400);
  });
});

describe('queue options: concurrent writes', () => {
  test('concurrent creates and deletes keep sibling numbers 1..n', async () => {
    const { admin, queue } = await makeCompany();
    const first = await Promise.all(Array.from({ length: 6 }, (_, i) => addOption(admin.token, { queueId: queue.id, title: `O${i}` })));
    expect(first.map((o) => o.option).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    await Promise.all([
      call('DELETE', `/queue-options/${first[1].id}`, { token: admin.token }),
      call('DELETE', `/queue-options/${first[3].id}`, { token: admin.token }),
      addOption(admin.token, { queueId: queue.id, title: 'Late', option: 1 }),
    ]);
    const top = await call('GET', '/queue-options', { token: admin.token, query: { queueId: queue.id, parentId: -1 } });
    expect(top.body.map((o: any) => o.option)).toEqual(['1', '2', '3', '4', '5']);
  });
});
