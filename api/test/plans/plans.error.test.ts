import { describe, expect, test } from 'bun:test';
import { count, db, eq, plans, sql } from '@zapdesk/db';
import { call, makeCompany, makePlan, makeSuper } from '@zapdesk/testing';

const plansNamed = async (name: string) => (await db().select({ n: count() }).from(plans).where(eq(plans.name, name)))[0].n;
const valid = () => ({ name: `Plan ${crypto.randomUUID().slice(0, 8)}`, users: 1, connections: 1, queues: 1, value: 1 });

describe('plans: bad input', () => {
  test.each([
    ['no body', undefined],
    ['malformed JSON', '{"name":'],
    ['missing name', { ...valid(), name: undefined }],
    ['blank name', { ...valid(), name: '   ' }],
    ['name too long', { ...valid(), name: 'x'.repeat(101) }],
    ['missing users', { ...valid(), users: undefined }],
    ['negative users', { ...valid(), users: -1 }],
    ['fractional queues', { ...valid(), queues: 1.5 }],
    ['text value', { ...valid(), value: 'ten' }],
    ['null connections', { ...valid(), connections: null }],
    ['boolean users', { ...valid(), users: true }],
    ['huge value', { ...valid(), value: 1e12 }],
    ['flag as number', { ...valid(), useKanban: 1 }],
    ['flag as text', { ...valid(), useKanban: 'yes' }],
  ])('POST /plans with %s answers 400 ERR_VALIDATION and writes nothing', async (_n, body) => {
    const su = await makeSuper();
    const res = await call('POST', '/plans', { token: su.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    if (body && typeof body === 'object' && typeof (body as any).name === 'string') expect(await plansNamed((body as any).name.trim())).toBe(0);
  });

  test('a duplicate name (any case) answers 409 ERR_DUPLICATED_NAME on create and on edit', async () => {
    const su = await makeSuper();
    const a = await makePlan();
    const b = await makePlan();
    const dup = await call('POST', '/plans', { token: su.token, body: { ...valid(), name: a.name.toUpperCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('ERR_DUPLICATED_NAME');
    expect((await db().select({ n: count() }).from(plans).where(sql`lower(${plans.name}) = ${a.name.toLowerCase()}`))[0].n).toBe(1);
    const edit = await call('PUT', `/plans/${b.id}`, { token: su.token, body: { name: a.name } });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('ERR_DUPLICATED_NAME');
    expect(await plansNamed(b.name)).toBe(1);
  });

  test('PUT with bad fields answers 400 and changes nothing', async () => {
    const su = await makeSuper();
    const plan = await makePlan({ users: 3 });
    const res = await call('PUT', `/plans/${plan.id}`, { token: su.token, body: { users: -5, name: 'ok' } });
    expect(res.status).toBe(400);
    const [row] = await db().select().from(plans).where(eq(plans.id, plan.id));
    expect(row.users).toBe(3);
    expect(row.name).toBe(plan.name);
  });

  test('a plan in use by a company cannot be deleted (409 ERR_IN_USE)', async () => {
    const su = await makeSuper();
    const { plan } = await makeCompany();
    const res = await call('DELETE', `/plans/${plan.id}`, { token: su.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_IN_USE');
    expect(await plansNamed(plan.name)).toBe(1);
  });

  test.each([
    ['GET', '/plans/99999999'],
    ['PUT', '/plans/99999999'],
    ['DELETE', '/plans/99999999'],
  ])('%s %s of an unknown plan answers 404 ERR_NO_PLAN_FOUND', async (method, path) => {
    const su = await makeSuper();
    const res = await call(method, path, { token: su.token, body: method === 'PUT' ? { value: 1 } : undefined });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_PLAN_FOUND');
  });

  test.each([['abc'], ['0'], ['-1'], ['1.5']])('a bad id %s answers 400 ERR_VALIDATION', async (id) => {
    const su = await makeSuper();
    const res = await call('GET', `/plans/${id}`, { token: su.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });
});
