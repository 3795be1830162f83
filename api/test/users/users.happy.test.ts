import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeConnection, makeQueue, makeTicket, makeUser, TEST_PASSWORD } from '@zapdesk/testing';
import { recordRealtime, ticketRow, userRow } from './helpers';

const rt = recordRealtime();
const login = (email: string, password: string) => call('POST', '/auth/login', { body: { email, password } });

describe('users: happy paths', () => {
  test('an admin creates a user with queues and a default connection; the user can log in', async () => {
    const { admin, company, queue } = await makeCompany();
    const wa = await makeConnection(company.id);
    const email = `New.${Date.now()}@Test.local`;
    const res = await call('POST', '/users', {
      token: admin.token,
      body: { name: 'New Agent', email, password: 'pass-123', profile: 'supervisor', allTicket: 'enabled', whatsappId: wa.id, queueIds: [queue.id, queue.id], companyId: 999999 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'New Agent', email: email.toLowerCase(), profile: 'supervisor', super: false, allTicket: 'enabled', whatsappId: wa.id, companyId: company.id });
    expect(res.body.queues).toEqual([{ id: queue.id, name: queue.name, color: queue.color, UserQueue: { userId: res.body.id, queueId: queue.id } }]);
    expect(res.body.company).toMatchObject({ id: company.id, name: company.name });
    expect(res.body.passwordHash).toBeUndefined();
    expect(res.body.tokenVersion).toBeUndefined();
    const ev = rt.emitted.find((e) => e.event === `company-${company.id}-user` && e.payload.action === 'create' && e.payload.user.id === res.body.id);
    expect(ev?.rooms).toEqual([`c:${company.id}:admins`, `c:${company.id}:u:${res.body.id}`]);
    expect((await login(email.toLowerCase(), 'pass-123')).status).toBe(200);
  });

  test('defaults: profile user, allTicket desabled, no connection, no queues', async () => {
    const { admin } = await makeCompany();
    const res = await call('POST', '/users', { token: admin.token, body: { name: 'Plain', email: `plain-${Date.now()}@test.local`, password: 'secret1' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ profile: 'user', allTicket: 'desabled', whatsappId: null, queues: [] });
  });

  test('the list pages by 20 with count and hasMore, ordered by name, with queues', async () => {
    const { admin, company, queue, user } = await makeCompany({ plan: { users: 100 } });
    for (let i = 0; i < 21; i++) await makeUser(company.id, { name: `Zed ${String(i).padStart(2, '0')}`, queueIds: i === 0 ? [queue.id] : [] });
    const p1 = await call('GET', '/users', { token: admin.token });
    expect(p1.status).toBe(200);
    expect(p1.body.count).toBe(23);
    expect(p1.body.hasMore).toBe(true);
    expect(p1.body.users).toHaveLength(20);
    expect(p1.body.users.map((u: any) => u.name).slice(0, 3)).toEqual(['Admin', 'Attendant', 'Zed 00']);
    expect(p1.body.users.find((u: any) => u.id === user.id).queues).toEqual([{ id: queue.id, name: queue.name, color: queue.color, UserQueue: { userId: user.id, queueId: queue.id } }]);
    expect(p1.body.users[2].queues).toHaveLength(1);
    expect(p1.body.users[0].passwordHash).toBeUndefined();
    const p2 = await call('GET', '/users', { token: admin.token, query: { pageNumber: 2 } });
    expect(p2.body).toMatchObject({ count: 23, hasMore: false });
    expect(p2.body.users).toHaveLength(3);
    const p9 = await call('GET', '/users/', { token: admin.token, query: { pageNumber: 9 } });
    expect(p9.body).toEqual({ users: [], count: 23, hasMore: false });
  });

  test('search filters name or e-mail case-insensitively from 3 characters', async () => {
    const { admin, company } = await makeCompany();
    const maria = await makeUser(company.id, { name: 'Maria Souza', email: `maria.${Date.now()}@acme.test` });
    await makeUser(company.id, { name: 'João 100%', email: `joao.${Date.now()}@other.test` });
    const byName = await call('GET', '/users', { token: admin.token, query: { searchParam: 'SOUZ' } });
    expect(byName.body.users.map((u: any) => u.id)).toEqual([maria.id]);
    expect(byName.body.count).toBe(1);
    const byEmail = await call('GET', '/users', { token: admin.token, query: { searchParam: 'ACME.t' } });
    expect(byEmail.body.users.map((u: any) => u.id)).toEqual([maria.id]);
    const wildcard = await call('GET', '/users', { token: admin.token, query: { searchParam: '00%' } });
    expect(wildcard.body.users.map((u: any) => u.name)).toEqual(['João 100%']);
    const short = await call('GET', '/users', { token: admin.token, query: { searchParam: 'zz' } });
    expect(short.body.count).toBe(4);
    const empty = await call('GET', '/users', { token: admin.token, query: { searchParam: '' } });
    expect(empty.body.count).toBe(4);
  });

  test('/users/list answers every user of the company with queues, for any user', async () => {
    const { admin, user, queue } = await makeCompany();
    for (const token of [admin.token, user.token]) {
      const res = await call('GET', '/users/list', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { id: admin.id, name: 'Admin', email: admin.email, profile: 'admin', queues: [] },
        { id: user.id, name: 'Attendant', email: user.email, profile: 'user', queues: [{ id: queue.id, name: queue.name, color: queue.color, UserQueue: { userId: user.id, queueId: queue.id } }] },
      ]);
    }
  });

  test('an admin shows any user of the company; a user shows themselves', async () => {
    const { admin, user, queue } = await makeCompany();
    const a = await call('GET', `/users/${user.id}`, { token: admin.token });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ id: user.id, email: user.email, profile: 'user', queues: [{ id: queue.id }] });
    expect(a.body.passwordHash).toBeUndefined();
    const self = await call('GET', `/users/${user.id}`, { token: user.token });
    expect(self.status).toBe(200);
    expect(self.body.id).toBe(user.id);
  });

  test('an admin edits profile, queues, allTicket, connection and e-mail; the old token stops working', async () => {
    const { admin, company, queue, user } = await makeCompany();
    const wa = await makeConnection(company.id);
    const q2 = await makeQueue(company.id, { name: 'Sales', color: '#123abc' });
    const email = `moved-${Date.now()}@test.local`;
    const res = await call('PUT', `/users/${user.id}`, {
      token: admin.token,
      body: { name: 'Renamed', email, profile: 'admin', allTicket: 'enabled', whatsappId: wa.id, queueIds: [q2.id, queue.id], id: 1, companyId: 9, super: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, name: 'Renamed', email, profile: 'admin', allTicket: 'enabled', whatsappId: wa.id, super: false, companyId: company.id });
    expect(res.body.queues.map((q: any) => q.id).sort()).toEqual([queue.id, q2.id].sort());
    expect(rt.resynced).toContainEqual([company.id, user.id]);
    const ev = rt.emitted.find((e) => e.event === `company-${company.id}-user` && e.payload.action === 'update' && e.payload.user.id === user.id);
    expect(ev?.payload.user.name).toBe('Renamed');
    const old = await call('GET', '/auth/me', { token: user.token });
    expect(old.status).toBe(403);
    expect(old.body.error).toBe('ERR_SESSION_EXPIRED');
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);

    const cleared = await call('PUT', `/users/${user.id}`, { token: admin.token, body: { whatsappId: null, queueIds: [] } });
    expect(cleared.body).toMatchObject({ whatsappId: null, queues: [] });
  });

  test('editing only the name or allTicket keeps the token valid', async () => {
    const { admin, user } = await makeCompany();
    const tv = (await userRow(user.id)).tokenVersion;
    const res = await call('PUT', `/users/${user.id}`, { token: admin.token, body: { name: 'Just Name', allTicket: 'enabled', password: '' } });
    expect(res.status).toBe(200);
    expect((await userRow(user.id)).tokenVersion).toBe(tv);
    expect((await call('GET', '/auth/me', { token: user.token })).status).toBe(200);
  });

  test('a password change ends the old access token; the new password logs in', async () => {
    const { admin, user } = await makeCompany();
    const res = await call('PUT', `/users/${user.id}`, { token: admin.token, body: { password: 'brand-new-1' } });
    expect(res.status).toBe(200);
    const old = await call('GET', '/auth/me', { token: user.token });
    expect(old.status).toBe(403);
    expect(old.body.error).toBe('ERR_SESSION_EXPIRED');
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'brand-new-1')).status).toBe(200);
  });

  test('a user edits their own name, password and language; other fields are ignored', async () => {
    const { company, queue, user } = await makeCompany();
    const wa = await makeConnection(company.id);
    const res = await call('PUT', `/users/${user.id}`, {
      token: user.token,
      body: { name: 'Me Myself', password: 'mine-123', currentPassword: TEST_PASSWORD, language: 'es', profile: 'admin', email: `esc-${Date.now()}@test.local`, allTicket: 'enabled', whatsappId: wa.id, queueIds: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Me Myself', language: 'es', profile: 'user', email: user.email, allTicket: 'desabled', whatsappId: null });
    expect(res.body.queues.map((q: any) => q.id)).toEqual([queue.id]);
    const row = await userRow(user.id);
    expect(row.profile).toBe('user');
    const again = await login(user.email, 'mine-123');
    expect(again.status).toBe(200);
    expect(again.body.user.profile).toBe('user');
    expect((await call('GET', '/users', { token: again.body.token })).status).toBe(403);
  });

  test('deleting a user returns their open tickets to pending, keeps others, and ends their token', async () => {
    const { admin, company, queue, user } = await makeCompany();
    const other = await makeUser(company.id);
    const open = await makeTicket(company.id, { userId: user.id, status: 'open', queueId: queue.id });
    const closed = await makeTicket(company.id, { userId: user.id, status: 'closed' });
    const othersTicket = await makeTicket(company.id, { userId: other.id, status: 'open' });
    const res = await call('DELETE', `/users/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await ticketRow(open.id)).toMatchObject({ status: 'pending', userId: null, queueId: queue.id });
    expect(await ticketRow(closed.id)).toMatchObject({ status: 'closed', userId: user.id });
    expect(await ticketRow(othersTicket.id)).toMatchObject({ status: 'open', userId: other.id });
    const ev = rt.emitted.find((e) => e.event === `company-${company.id}-user` && e.payload.action === 'delete' && e.payload.userId === user.id);
    expect(ev?.rooms).toEqual([`c:${company.id}:admins`, `c:${company.id}:u:${user.id}`]);
    const tev = rt.emitted.find((e) => e.event === `company-${company.id}-ticket` && e.payload.action === 'update' && e.payload.ticket?.id === open.id);
    expect(tev?.payload.ticket).toMatchObject({ status: 'pending', userId: null });
    expect((await call('GET', '/auth/me', { token: user.token })).status).toBe(403);
    expect((await call('GET', `/users/${user.id}`, { token: admin.token })).status).toBe(404);
  });

  test('a super user manages the users of his own company', async () => {
    const { company } = await makeCompany();
    const sup = await makeUser(company.id, { profile: 'user', super: true });
    const res = await call('POST', '/users', { token: sup.token, body: { name: 'By Super', email: `bysuper-${Date.now()}@test.local`, password: 'secret1' } });
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(company.id);
    expect((await call('GET', '/users', { token: sup.token })).body.count).toBe(4);
  });
});
