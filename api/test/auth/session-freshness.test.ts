import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeSuper } from '@zapdesk/testing';

/** /auth/me is served from a short-lived cache: every change to what it shows must reach it at once. */
describe('session user: /auth/me reflects changes immediately', () => {
  test('after a settings change, a queue rename, a user edit, a company edit and an expire', async () => {
    const { admin, user, queue, company } = await makeCompany();
    const sup = await makeSuper();
    const me = async () => (await call('GET', '/auth/me', { token: user.token })).body;
    await me();
    expect((await call('PUT', '/settings/userRating', { token: admin.token, body: { value: 'enabled' } })).status).toBe(200);
    expect((await me()).company.settings.find((s: any) => s.key === 'userRating').value).toBe('enabled');
    expect((await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { name: 'Renamed queue', color: queue.color } })).status).toBe(200);
    expect((await me()).queues[0].name).toBe('Renamed queue');
    expect((await call('PUT', `/users/${user.id}`, { token: admin.token, body: { name: 'New Name' } })).status).toBe(200);
    expect((await me()).name).toBe('New Name');
    expect((await call('PUT', `/companies/${company.id}`, { token: sup.token, body: { name: `Renamed ${company.id}` } })).status).toBe(200);
    expect((await me()).company.name).toBe(`Renamed ${company.id}`);
    const before = (await me()).company.dueDate;
    expect((await call('POST', `/companies/${company.id}/expire`, { token: sup.token })).status).toBe(200);
    expect((await me()).company.dueDate).not.toBe(before);
  });
});
