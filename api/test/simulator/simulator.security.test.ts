import { describe, expect } from 'bun:test';
import { sendSessionCommand } from '@zapdesk/core';
import { count, db, eq, simulatorMessages } from '@zapdesk/db';
import { makeConnection, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { connectionRow, sessionRuntime } from './helpers';

const sessions = sessionRuntime();

/** A company whose simulated connection is scanned and holds a private message. */
async function tenant() {
  const t = await sessions.tenant();
  const conn = await makeConnection(t.company.id, { status: 'DISCONNECTED', isDefault: true });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  expect((await connectionRow(conn.id)).status).toBe('CONNECTED');
  await sessions.runtime.getSession(conn.id)!.send({ providerId: '3EB0SECRET00000000000001', to: { number: '5511900001111' }, kind: 'text', body: 'private' });
  return { ...t, conn };
}
const written = async (whatsappId: number) => Number((await db().select({ n: count() }).from(simulatorMessages).where(eq(simulatorMessages.whatsappId, whatsappId)))[0].n);

const routes: SecuredRoute<Awaited<ReturnType<typeof tenant>>>[] = [
  { method: 'POST', path: '/simulator/:id/scan', role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'POST', path: '/simulator/:id/messages', body: { number: '5511900001111', body: 'hi' }, role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'GET', path: '/simulator/:id/messages', query: { number: '5511900001111' }, role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'POST', path: '/contacts/import', role: 'admin' },
];

describe('simulator: security', () => {
  runSecurityTable({
    world: tenant,
    params: (w) => ({ id: w.conn.id }),
    unchanged: async (w) => [await written(w.conn.id), (await connectionRow(w.conn.id)).status],
    routes,
  });
});
