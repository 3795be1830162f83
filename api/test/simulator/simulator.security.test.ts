import { describe, expect, test } from 'bun:test';
import { sendSessionCommand } from '@zapdesk/core';
import { count, db, eq, simulatorMessages } from '@zapdesk/db';
import { call, expiredTokenFor, forgedTokenFor, makeConnection, makeUser } from '@zapdesk/testing';
import { connectionRow, sessionRuntime } from './helpers';

const sessions = sessionRuntime();

type Route = [method: string, path: (id: number) => string, body: unknown];
const routes: Route[] = [
  ['POST', (id) => `/simulator/${id}/scan`, undefined],
  ['POST', (id) => `/simulator/${id}/messages`, { number: '5511900001111', body: 'hi' }],
  ['GET', (id) => `/simulator/${id}/messages?number=5511900001111`, undefined],
  ['POST', () => '/contacts/import', undefined],
];
const byId = routes.filter(([, p]) => p(1).includes('/1/'));

async function tenant() {
  const t = await sessions.tenant();
  const conn = await makeConnection(t.company.id, { status: 'DISCONNECTED', isDefault: true });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  return { ...t, conn };
}
const written = async (whatsappId: number) => Number((await db().select({ n: count() }).from(simulatorMessages).where(eq(simulatorMessages.whatsappId, whatsappId)))[0].n);

describe('simulator: security', () => {
  test.each(routes)('%s without a token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { conn } = await tenant();
    const res = await call(method, path(conn.id), { body });
    expect([res.status, res.body.error]).toEqual([403, 'ERR_SESSION_EXPIRED']);
    expect(await written(conn.id)).toBe(0);
  });

  test.each(routes)('%s with an expired or forged token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { conn, admin } = await tenant();
    for (const token of [await expiredTokenFor(admin), await forgedTokenFor(admin)]) {
      const res = await call(method, path(conn.id), { token, body });
      expect([res.status, res.body.error]).toEqual([403, 'ERR_SESSION_EXPIRED']);
    }
    expect(await written(conn.id)).toBe(0);
  });

  test.each(byId)("%s on another company's connection answers 404 and does nothing", async (method, path, body) => {
    const victim = await tenant();
    const attacker = await tenant();
    await sessions.runtime.getSession(victim.conn.id)!.send({ providerId: '3EB0SECRET00000000000001', to: { number: '5511900001111' }, kind: 'text', body: 'private' });
    const before = await written(victim.conn.id);
    const res = await call(method, path(victim.conn.id), { token: attacker.admin.token, body });
    expect([res.status, res.body.error]).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(JSON.stringify(res.body)).not.toContain('private');
    expect(await written(victim.conn.id)).toBe(before);
  });

  test.each(routes)('%s by a user or a supervisor answers 403 ERR_NO_PERMISSION and does nothing', async (method, path, body) => {
    const { conn, user, company } = await tenant();
    const supervisor = await makeUser(company.id, { profile: 'supervisor' });
    for (const token of [user.token, supervisor.token]) {
      const res = await call(method, path(conn.id), { token, body });
      expect([res.status, res.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    }
    expect(await written(conn.id)).toBe(0);
    expect((await connectionRow(conn.id)).status).toBe('CONNECTED');
  });
});
