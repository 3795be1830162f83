import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';
import { userRow, usersOfCompany } from './helpers';

const valid = () => ({ name: 'Valid Name', email: `v-${crypto.randomUUID()}@test.local`, password: 'secret1' });

const badCreateBodies: [string, unknown][] = [
  ['no body', undefined],
  ['malformed JSON', '{"name":'],
  ['an array', [1, 2]],
  ['missing name', { ...valid(), name: undefined }],
  ['a one-letter name', { ...valid(), name: 'A' }],
  ['a blank name', { ...valid(), name: '   ' }],
  ['a 51-character name', { ...valid(), name: 'x'.repeat(51) }],
  ['missing e-mail', { ...valid(), email: undefined }],
  ['an invalid e-mail', { ...valid(), email: 'not-an-email' }],
  ['missing password', { ...valid(), password: undefined }],
  ['a 4-character password', { ...valid(), password: '1234' }],
  ['a 51-character password', { ...valid(), password: 'p'.repeat(51) }],
  ['an unknown profile', { ...valid(), profile: 'root' }],
  ['an uppercase profile', { ...valid(), profile: 'ADMIN' }],
  ['an unknown allTicket', { ...valid(), allTicket: 'disabled' }],
  ['a text whatsappId', { ...valid(), whatsappId: '1' }],
  ['a negative whatsappId', { ...valid(), whatsappId: -1 }],
  ['queueIds not an array', { ...valid(), queueIds: 3 }],
  ['queueIds with text', { ...valid(), queueIds: ['1'] }],
  ['queueIds with a fraction', { ...valid(), queueIds: [1.5] }],
  ['an unknown language', { ...valid(), language: 'fr' }],
  ['a number as name', { ...valid(), name: 12345 }],
];

const badUpdateBodies: [string, unknown][] = [
  ['malformed JSON', '{"name":'],
  ['a one-letter name', { name: 'A' }],
  ['an invalid e-mail', { email: 'nope' }],
  ['a 4-character password', { password: '1234' }],
  ['a 51-character password', { password: 'p'.repeat(51) }],
  ['an unknown profile', { profile: 'owner' }],
  ['an unknown allTicket', { allTicket: true }],
  ['a text whatsappId', { whatsappId: 'abc' }],
  ['queueIds with text', { queueIds: ['x'] }],
  ['an unknown language', { language: 'de' }],
];

describe('users: bad input', () => {
  test.each(badCreateBodies)('POST /users with %s answers 400 ERR_VALIDATION and writes nothing', async (_name, body) => {
    const { admin, company } = await makeCompany();
    const res = await call('POST', '/users', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await usersOfCompany(company.id)).toBe(2);
  });

  test.each(badUpdateBodies)('PUT /users/:id with %s answers 400 ERR_VALIDATION and changes nothing', async (_name, body) => {
    const { admin, user } = await makeCompany();
    const before = await userRow(user.id);
    const res = await call('PUT', `/users/${user.id}`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await userRow(user.id)).toEqual(before);
  });

  test('a non-admin sending a too-short own password gets 400 and nothing changes', async () => {
    const { user } = await makeCompany();
    const before = await userRow(user.id);
    const res = await call('PUT', `/users/${user.id}`, { token: user.token, body: { name: 'Okay Name', password: '123' } });
    expect(res.status).toBe(400);
    expect(await userRow(user.id)).toEqual(before);
  });

  test.each([
    ['GET', '/users/abc'],
    ['GET', '/users/0'],
    ['GET', '/users/1.5'],
    ['PUT', '/users/-3'],
    ['DELETE', '/users/abc'],
  ])('%s %s (not an id) answers 400 ERR_VALIDATION', async (method, path) => {
    const { admin } = await makeCompany();
    const res = await call(method, path, { token: admin.token, body: method === 'PUT' ? { name: 'Some Name' } : undefined });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test.each([
    ['pageNumber=0', { pageNumber: 0 }],
    ['pageNumber=abc', { pageNumber: 'abc' }],
    ['pageNumber=-1', { pageNumber: -1 }],
    ['a 201-character searchParam', { searchParam: 's'.repeat(201) }],
  ])('GET /users with %s answers 400 ERR_VALIDATION', async (_name, query) => {
    const { admin } = await makeCompany();
    const res = await call('GET', '/users', { token: admin.token, query });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test.each([
    ['GET', 'show'],
    ['PUT', 'edit'],
    ['DELETE', 'delete'],
  ])('%s an unknown user id answers 404 ERR_NO_USER_FOUND (%s)', async (method) => {
    const { admin } = await makeCompany();
    const res = await call(method, '/users/999999999', { token: admin.token, body: method === 'PUT' ? { name: 'Some Name' } : undefined });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_USER_FOUND');
  });

  test('a duplicate e-mail answers 409 ERR_DUPLICATED_EMAIL, in any case and across companies', async () => {
    const { admin, company, user } = await makeCompany();
    const other = await makeCompany();
    for (const email of [user.email, user.email.toUpperCase(), other.admin.email]) {
      const res = await call('POST', '/users', { token: admin.token, body: { ...valid(), email } });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('ERR_DUPLICATED_EMAIL');
    }
    expect(await usersOfCompany(company.id)).toBe(2);
  });

  test('changing an e-mail to a taken one answers 409 and changes nothing', async () => {
    const { admin, user } = await makeCompany();
    const before = await userRow(user.id);
    const res = await call('PUT', `/users/${user.id}`, { token: admin.token, body: { name: 'Changed Too', email: admin.email } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_EMAIL');
    expect(await userRow(user.id)).toEqual(before);
  });

  test('the plan user limit answers 400 ERR_PLAN_LIMIT_REACHED naming the limit', async () => {
    const { admin, company } = await makeCompany({ plan: { users: 3 } });
    expect((await call('POST', '/users', { token: admin.token, body: valid() })).status).toBe(200);
    const res = await call('POST', '/users', { token: admin.token, body: valid() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
    expect(res.body.message).toContain('3 users');
    expect(await usersOfCompany(company.id)).toBe(3);
  });

  test('user creation disabled by setting answers 403 ERR_USER_CREATION_DISABLED', async () => {
    const { admin, company } = await makeCompany();
    expect((await call('PUT', '/settings/userCreation', { token: admin.token, body: { value: 'disabled' } })).status).toBe(200);
    const res = await call('POST', '/users', { token: admin.token, body: valid() });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_USER_CREATION_DISABLED');
    expect(await usersOfCompany(company.id)).toBe(2);
    await call('PUT', '/settings/userCreation', { token: admin.token, body: { value: 'enabled' } });
    expect((await call('POST', '/users', { token: admin.token, body: valid() })).status).toBe(200);
  });

  test('queues or a connection of another company (or unknown) are refused and nothing is written', async () => {
    const { admin, company, queue, user } = await makeCompany();
    const other = await makeCompany();
    const theirWa = await makeConnection(other.company.id);
    const cases: [unknown, string][] = [
      [{ queueIds: [queue.id, other.queue.id] }, 'ERR_NO_QUEUE_FOUND'],
      [{ queueIds: [999999999] }, 'ERR_NO_QUEUE_FOUND'],
      [{ whatsappId: theirWa.id }, 'ERR_NO_WAPP_FOUND'],
      [{ whatsappId: 999999999 }, 'ERR_NO_WAPP_FOUND'],
    ];
    const before = await userRow(user.id);
    for (const [extra, code] of cases) {
      const created = await call('POST', '/users', { token: admin.token, body: { ...valid(), ...(extra as object) } });
      expect(created.status).toBe(404);
      expect(created.body.error).toBe(code);
      const edited = await call('PUT', `/users/${user.id}`, { token: admin.token, body: { name: 'Should Not', ...(extra as object) } });
      expect(edited.status).toBe(404);
      expect(edited.body.error).toBe(code);
    }
    expect(await usersOfCompany(company.id)).toBe(2);
    expect(await userRow(user.id)).toEqual(before);
    const me = await call('GET', `/users/${user.id}`, { token: admin.token });
    expect(me.body.queues.map((q: any) => q.id)).toEqual([queue.id]);
  });

  test('an admin cannot delete himself (400 ERR_VALIDATION)', async () => {
    const { admin } = await makeCompany();
    const res = await call('DELETE', `/users/${admin.id}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await userRow(admin.id)).toBeDefined();
  });

  test('concurrent creates cannot pass the plan limit together', async () => {
    const { admin, company } = await makeCompany({ plan: { users: 3 } });
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/users', { token: admin.token, body: valid() })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await usersOfCompany(company.id)).toBe(3);
  });

  test('the same e-mail created at once by two companies: one wins, the other gets 409', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const body = valid();
    const results = await Promise.all([a, b].map((t) => call('POST', '/users', { token: t.admin.token, body })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toBe('ERR_DUPLICATED_EMAIL');
    expect((await usersOfCompany(a.company.id)) + (await usersOfCompany(b.company.id))).toBe(5);
  });
});
