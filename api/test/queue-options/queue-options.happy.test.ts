import { describe, expect, test } from 'bun:test';
import { getOptionTree } from '@zapdesk/core';
import { call, makeCompany, makeTicket } from '@zapdesk/testing';
import { ticketRow } from '../queues/helpers';
import { addOption, optionRow } from './helpers';

/** A: top level A, B, C; B has B1 and B2; B1 has B1a. */
async function tree() {
  const base = await makeCompany();
  const t = base.admin.token;
  const q = base.queue.id;
  const A = await addOption(t, { queueId: q, title: 'A', message: 'Sales' });
  const B = await addOption(t, { queueId: q, parentId: -1, title: 'B', message: 'Support' });
  const C = await addOption(t, { queueId: q, parentId: null, title: 'C' });
  const B1 = await addOption(t, { queueId: q, parentId: B.id, title: 'B1' });
  const B2 = await addOption(t, { queueId: q, parentId: B.id, title: 'B2' });
  const B1a = await addOption(t, { queueId: q, parentId: B1.id, title: 'B1a' });
  return { ...base, A, B, C, B1, B2, B1a };
}

const brief = (xs: any[]) => xs.map((o) => `${o.option}:${o.title}`);

describe('queue options: happy paths', () => {
  test('options are numbered among their siblings as they are added', async () => {
    const { A, B, C, B1, B2, B1a } = await tree();
    expect([A, B, C, B1, B2, B1a].map((o) => o.option)).toEqual(['1', '2', '3', '1', '2', '1']);
    expect(A).toMatchObject({ parentId: null, title: 'A', message: 'Sales' });
    expect(B1).toMatchObject({ parentId: B.id });
  });

  test('the list answers one level by option number with childrenCount; any user may read it', async () => {
    const { user, queue, B } = await tree();
    const top = await call('GET', '/queue-options', { token: user.token, query: { queueId: queue.id, parentId: -1 } });
    expect(top.status).toBe(200);
    expect(brief(top.body)).toEqual(['1:A', '2:B', '3:C']);
    expect(top.body.map((o: any) => o.childrenCount)).toEqual([0, 2, 0]);
    const children = await call('GET', '/queue-options', { token: user.token, query: { queueId: queue.id, parentId: B.id } });
    expect(brief(children.body)).toEqual(['1:B1', '2:B2']);
    expect(children.body.map((o: any) => o.childrenCount)).toEqual([1, 0]);
    const all = await call('GET', '/queue-options', { token: user.token, query: { queueId: queue.id } });
    expect(all.body).toHaveLength(6);
  });

  test('the tree nests children; getOptionTree gives the chatbot the same', async () => {
    const { admin, queue, company } = await tree();
    const res = await call('GET', '/queue-options/tree', { token: admin.token, query: { queueId: queue.id } });
    expect(res.status).toBe(200);
    const shape = (nodes: any[]): any[] => nodes.map((n) => [n.title, shape(n.children)]);
    expect(shape(res.body)).toEqual([['A', []], ['B', [['B1', [['B1a', []]]], ['B2', []]]], ['C', []]]);
    expect(await getOptionTree({ companyId: company.id, queueId: queue.id })).toEqual(res.body);
  });

  test('show answers one option', async () => {
    const { admin, B1 } = await tree();
    const res = await call('GET', `/queue-options/${B1.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: B1.id, title: 'B1', option: '1' });
  });

  test('deleting a middle sibling removes its subtree and renumbers the rest 1..n', async () => {
    const { admin, queue, B, B1, B2, B1a, company } = await tree();
    const ticket = await makeTicket(company.id, { queueId: queue.id, queueOptionId: B1a.id, status: 'pending' });
    const res = await call('DELETE', `/queue-options/${B.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    for (const gone of [B, B1, B2, B1a]) expect(await optionRow(gone.id)).toBeUndefined();
    const top = await call('GET', '/queue-options', { token: admin.token, query: { queueId: queue.id, parentId: -1 } });
    expect(brief(top.body)).toEqual(['1:A', '2:C']);
    expect((await ticketRow(ticket.id)).queueOptionId).toBeNull();
  });

  test('deleting a child renumbers only its siblings', async () => {
    const { admin, queue, B, B1, B2 } = await tree();
    const B3 = await addOption(admin.token, { queueId: queue.id, parentId: B.id, title: 'B3' });
    expect(B3.option).toBe('3');
    await call('DELETE', `/queue-options/${B1.id}`, { token: admin.token });
    const children = await call('GET', '/queue-options', { token: admin.token, query: { queueId: queue.id, parentId: B.id } });
    expect(brief(children.body)).toEqual(['1:B2', '2:B3']);
    expect((await optionRow(B2.id)).option).toBe('1');
    const top = await call('GET', '/queue-options', { token: admin.token, query: { queueId: queue.id, parentId: -1 } });
    expect(brief(top.body)).toEqual(['1:A', '2:B', '3:C']);
  });

  test('an option given on create inserts it there; one past the end goes last', async () => {
    const { admin, queue } = await tree();
    const first = await addOption(admin.token, { queueId: queue.id, title: 'Zero', option: 1 });
    expect(first.option).toBe('1');
    const last = await addOption(admin.token, { queueId: queue.id, title: 'Last', option: '99' });
    expect(last.option).toBe('5');
    const top = await call('GET', '/queue-options', { token: admin.token, query: { queueId: queue.id, parentId: -1 } });
    expect(brief(top.body)).toEqual(['1:Zero', '2:A', '3:B', '4:C', '5:Last']);
  });

  test('update edits title and message; a new option moves it among its siblings', async () => {
    const { admin, queue, C } = await tree();
    const res = await call('PUT', `/queue-options/${C.id}`, { token: admin.token, body: { title: 'C!', message: 'Bye', option: 1, queueId: 999, parentId: 5, children: [] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: C.id, title: 'C!', message: 'Bye', option: '1', queueId: queue.id, parentId: null });
    const top = await call('GET', '/queue-options', { token: admin.token, query: { queueId: queue.id, parentId: -1 } });
    expect(brief(top.body)).toEqual(['1:C!', '2:A', '3:B']);
    const kept = await call('PUT', `/queue-options/${C.id}`, { token: admin.token, body: { title: 'Only title' } });
    expect(kept.body).toMatchObject({ title: 'Only title', message: 'Bye', option: '1' });
  });
});
