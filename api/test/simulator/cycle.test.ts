import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { config, setConfig } from '@zapdesk/core';
import { and, db, eq, tickets, whatsappAuth, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';
import { connectReady, record, type Socket } from '@zapdesk/testing/socket';
import { startServers } from '../../src/server';
import { connectionRow, sessionRuntime, until } from './helpers';

/**
 * A connection's whole life through the API with the simulator, in the embedded mode (the session
 * runtime in this process): create → start → QR code → scan → CONNECTED → a contact writes → the
 * attendant answers → the contact receives it with acks → restart resumes → disconnect → new QR.
 */
const sessions = sessionRuntime();
let servers: Awaited<ReturnType<typeof startServers>>;
const sockets: Socket[] = [];
beforeAll(async () => {
  servers = await startServers({ port: 0, webPort: false });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await servers.stop();
});
const open = async (token: string) => {
  const s = await connectReady(`http://127.0.0.1:${servers.api.port}`, token);
  sockets.push(s);
  return s;
};

describe('simulator: a connection’s whole life over HTTP', () => {
  test('create → start → QR → scan → CONNECTED → messages both ways → restart → disconnect → new QR', async () => {
    const { company, admin, user } = await sessions.tenant();
    const adminSocket = record(await open(admin.token));
    const userSocket = record(await open(user.token));
    const sessionEvent = `company-${company.id}-whatsappSession`;
    type Session = { id: number; status: string; qrcode: string; retries: number; updatedAt: string };
    const mine = (events: { session: Session }[], id: number) => events.filter((e) => e.session.id === id).map((e) => e.session);

    const created = await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Simulated', provider: 'simulator' } });
    expect(created.body).toMatchObject({ provider: 'simulator', status: 'DISCONNECTED', isDefault: true });
    const id: number = created.body.id;

    expect((await call('POST', `/whatsappsession/${id}`, { token: admin.token })).body).toEqual({ message: 'Starting session.' });
    const waiting = await call('GET', `/whatsapp/${id}`, { token: admin.token });
    expect(waiting.body).toMatchObject({ status: 'qrcode', retries: 1 });
    expect(waiting.body.qrcode).toStartWith(`zapdesk-sim:${id}:`);
    await until(() => mine(adminSocket.of(sessionEvent), id).some((s) => s.status === 'qrcode'), 'qrcode event');
    const adminSeen = mine(adminSocket.of(sessionEvent), id);
    expect(adminSeen.map((s) => s.status)).toEqual(['OPENING', 'qrcode']);
    expect(adminSeen[1]).toEqual({ id, status: 'qrcode', qrcode: waiting.body.qrcode, retries: 1, updatedAt: expect.any(String) });
    // Attendants learn the status, never the QR code.
    await until(() => mine(userSocket.of(sessionEvent), id).length === 2, 'user events');
    expect(mine(userSocket.of(sessionEvent), id).map((s) => [s.status, s.qrcode])).toEqual([['OPENING', ''], ['qrcode', '']]);

    const scanned = await call('POST', `/simulator/${id}/scan`, { token: admin.token });
    expect(scanned.status).toBe(200);
    expect(scanned.body).toMatchObject({ id, status: 'CONNECTED', qrcode: '', number: expect.stringMatching(/^55990\d{8}$/) });
    await until(() => mine(adminSocket.of(sessionEvent), id).some((s) => s.status === 'CONNECTED'), 'connected event');
    expect(mine(adminSocket.of(sessionEvent), id).at(-1)).toMatchObject({ status: 'CONNECTED', qrcode: '', retries: 0 });

    // A contact writes: a ticket appears; the attendant answers; the contact receives it with acks.
    const inbound = await call('POST', `/simulator/${id}/messages`, { token: admin.token, body: { number: '5511933332222', name: 'Carla', body: 'Hello there' } });
    expect(inbound.status).toBe(200);
    const [ticket] = await db().select().from(tickets).where(and(eq(tickets.companyId, company.id), eq(tickets.whatsappId, id)));
    expect(ticket).toBeDefined();
    await withTransaction((tx) => tx.update(tickets).set({ status: 'open', userId: admin.id }).where(eq(tickets.id, ticket.id)));
    expect((await call('POST', `/messages/${ticket.id}`, { token: admin.token, body: { body: 'Hi Carla!' } })).status).toBe(201);
    const received = await until(async () => {
      const r = await call('GET', `/simulator/${id}/messages`, { token: admin.token, query: { number: '5511933332222' } });
      const out = r.body.filter((m: { direction: string; ack: number }) => m.direction === 'out' && m.ack === 4);
      return out.length ? r.body : null;
    }, 'reply received and read (ack 4)');
    expect(received.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['in', 'Hello there'],
      ['out', 'Hi Carla!'],
    ]);

    // A restart: the runtime stops and a new one resumes the paired connection.
    await sessions.restart();
    expect(sessions.runtime.ownedIds()).toContain(id);
    expect((await connectionRow(id)).status).toBe('CONNECTED');

    expect((await call('DELETE', `/whatsappsession/${id}`, { token: admin.token })).body).toEqual({ message: 'Session disconnected.' });
    expect(await connectionRow(id)).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    expect(await db().select().from(whatsappAuth).where(eq(whatsappAuth.whatsappId, id))).toEqual([]);
    await until(() => mine(adminSocket.of(sessionEvent), id).at(-1)?.status === 'DISCONNECTED', 'disconnected event');

    expect((await call('PUT', `/whatsappsession/${id}`, { token: admin.token })).status).toBe(200);
    const fresh = await connectionRow(id);
    expect(fresh.status).toBe('qrcode');
    expect(fresh.qrcode).not.toBe(waiting.body.qrcode);

    // Deleting the connection stops its session.
    expect((await call('DELETE', `/whatsapp/${id}`, { token: admin.token })).status).toBe(200);
    expect(sessions.runtime.getSession(id)).toBeNull();
  });

  test('a stopped runtime leaves a DISCONNECTED connection alone and resumes one that was waiting for a scan', async () => {
    const { admin } = await sessions.tenant();
    const a = (await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Waiting', provider: 'simulator' } })).body;
    const b = (await call('POST', '/whatsapp', { token: admin.token, body: { name: 'Idle', provider: 'simulator' } })).body;
    await call('POST', `/whatsappsession/${a.id}`, { token: admin.token });
    const rt = await sessions.restart();
    expect(rt.ownedIds()).toContain(a.id);
    expect(rt.ownedIds()).not.toContain(b.id);
    expect((await connectionRow(a.id)).status).toBe('qrcode');
    expect((await connectionRow(b.id)).status).toBe('DISCONNECTED');
  });
});

describe('simulator: session actions when no runtime answers', () => {
  test('start marks the connection OPENING for a runtime to resume; disconnect clears it here', async () => {
    const original = config();
    setConfig({ ...original, sessionCommandTimeoutMs: 100 });
    try {
      // A company this file's runtime does not run: nobody answers its commands.
      const { company, admin } = await makeCompany();
      const conn = await makeConnection(company.id, { status: 'DISCONNECTED' });
      expect((await call('POST', `/whatsappsession/${conn.id}`, { token: admin.token })).status).toBe(200);
      expect(await connectionRow(conn.id)).toMatchObject({ status: 'OPENING', qrcode: '' });
      await withTransaction((tx) => tx.insert(whatsappAuth).values({ whatsappId: conn.id, category: 'simulator', keyId: 'paired', value: '1' }));
      expect((await call('PUT', `/whatsappsession/${conn.id}`, { token: admin.token })).status).toBe(200);
      expect(await db().select().from(whatsappAuth).where(eq(whatsappAuth.whatsappId, conn.id))).toEqual([]);
      expect((await call('DELETE', `/whatsappsession/${conn.id}`, { token: admin.token })).status).toBe(200);
      expect(await connectionRow(conn.id)).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });

      // A runtime that may run it resumes what was asked for.
      await call('POST', `/whatsappsession/${conn.id}`, { token: admin.token });
      sessions.adopt(company.id);
      const rt = await sessions.restart();
      expect(rt.ownedIds()).toContain(conn.id);
      expect((await connectionRow(conn.id)).status).toBe('qrcode');
    } finally {
      setConfig(original);
    }
  });
});
