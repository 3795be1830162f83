import { describe, expect, test } from 'bun:test';
import { sendSessionCommand, storeMedia } from '@zapdesk/core';
import { and, asc, contacts, db, eq, messages, simulatorMessages } from '@zapdesk/db';
import { call, makeConnection, makeContact } from '@zapdesk/testing';
import { connectionRow, PNG_DATA_URL, sessionRuntime, until } from './helpers';

const sessions = sessionRuntime();

async function connected(companyId: number, over: Parameters<typeof makeConnection>[1] = {}) {
  const conn = await makeConnection(companyId, { status: 'DISCONNECTED', ...over });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  return conn;
}

describe('simulator: happy path', () => {
  test('scan pairs a connection waiting for it; scanning a connected one changes nothing', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await makeConnection(company.id, { status: 'DISCONNECTED' });
    await call('POST', `/whatsappsession/${conn.id}`, { token: admin.token });
    expect((await connectionRow(conn.id)).status).toBe('qrcode');
    const res = await call('POST', `/simulator/${conn.id}/scan`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: conn.id, status: 'CONNECTED', qrcode: '', token: conn.token });
    expect((await call('POST', `/simulator/${conn.id}/scan`, { token: admin.token })).body.status).toBe('CONNECTED');
  });

  test('a contact writes text, a data: URL image and a stored file; the pipeline stores them', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id);
    const text = await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '+55 (11) 92222-1111', name: 'Bia', body: 'Hi' } });
    expect(text.status).toBe(200);
    expect(text.body.providerId).toMatch(/^3EB0[0-9A-F]{20}$/);
    const image = await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '5511922221111', body: 'a picture', mediaUrl: PNG_DATA_URL } });
    expect(image.status).toBe(200);
    const png = new Blob([Buffer.from(PNG_DATA_URL.split(',')[1], 'base64')], { type: 'image/png' });
    const stored = await storeMedia(company.id, png, 'pic.png', { maxBytes: 1 << 20 });
    const file = await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '5511922221111', body: '', mediaUrl: `/public/${stored.mediaPath}` } });
    expect(file.status).toBe(200);
    const rows = await db().select().from(messages).where(eq(messages.whatsappId, conn.id)).orderBy(asc(messages.id));
    expect(rows.map((m) => [m.providerId, m.mediaType, m.body])).toEqual([
      [text.body.providerId, 'chat', 'Hi'],
      [image.body.providerId, 'image', 'a picture'],
      [file.body.providerId, 'image', expect.any(String)],
    ]);
    const seen = await call('GET', `/simulator/${conn.id}/messages`, { token: admin.token, query: { number: '5511922221111' } });
    expect(seen.status).toBe(200);
    expect(seen.body.map((m: { direction: string; kind: string; hasMedia: boolean }) => [m.direction, m.kind, m.hasMedia])).toEqual([
      ['in', 'chat', false],
      ['in', 'image', true],
      ['in', 'image', true],
    ]);
    expect(seen.body[0]).toMatchObject({ name: 'Bia', number: '5511922221111', ack: 3, isDeleted: false, isEdited: false, mediaUrl: null });
  });

  test('what a contact received comes back with its acks; another contact’s messages are not listed', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id);
    const session = sessions.runtime.getSession(conn.id)!;
    await session.send({ providerId: '3EB0HAPPY000000000000001', to: { number: '5511900001111' }, kind: 'text', body: 'for you' });
    await session.send({ providerId: '3EB0HAPPY000000000000002', to: { number: '5511900002222' }, kind: 'text', body: 'not for you' });
    const list = await until(async () => {
      const r = await call('GET', `/simulator/${conn.id}/messages`, { token: admin.token, query: { number: '5511900001111' } });
      return r.body.every((m: { ack: number }) => m.ack === 4) ? r.body : null;
    }, 'acks');
    expect(list).toEqual([
      { id: expect.any(Number), number: '5511900001111', name: '', direction: 'out', providerId: '3EB0HAPPY000000000000001', body: 'for you', kind: 'chat', mediaUrl: null, hasMedia: false, ack: 4, isDeleted: false, isEdited: false, createdAt: expect.any(String) },
    ]);
    const [row] = await db().select().from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.number, '5511900002222')));
    expect(row.body).toBe('not for you');
  });

  test('POST /contacts/import creates the default connection’s phone contacts that are new, and answers the count', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id, { isDefault: true });
    const known = await makeContact(company.id, { name: 'Edited name', number: '5511977770001' });
    for (const [number, name] of [['5511977770001', 'Phone name'], ['5511977770002', 'Dora'], ['5511977770003', '']] as const) {
      await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number, name: name || undefined, body: 'hi' } });
    }
    // The inbound pipeline already created contacts for them: remove those to import from the phone.
    await db().delete(contacts).where(and(eq(contacts.companyId, company.id), eq(contacts.number, '5511977770002')));
    await db().delete(contacts).where(and(eq(contacts.companyId, company.id), eq(contacts.number, '5511977770003')));
    const res = await call('POST', '/contacts/import', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 2 });
    const rows = await db().select().from(contacts).where(eq(contacts.companyId, company.id));
    const byNumber = Object.fromEntries(rows.map((c) => [c.number, c.name]));
    expect(byNumber['5511977770001']).toBe(known.name);
    expect(byNumber['5511977770002']).toBe('Dora');
    expect(byNumber['5511977770003']).toBe('5511977770003');
    expect((await call('POST', '/contacts/import', { token: admin.token })).body).toEqual({ count: 0 });
  });
});

describe('simulator: connection edits reach the next message at once', () => {
  test('a greeting changed through the API is the one the next contact receives', async () => {
    const { company, admin, queue } = await sessions.tenant();
    const conn = await connected(company.id, { greetingMessage: 'Old greeting', queueIds: [queue.id] });
    const received = async (number: string) => (await call('GET', `/simulator/${conn.id}/messages`, { token: admin.token, query: { number } })).body.filter((m: { direction: string }) => m.direction === 'out').map((m: { body: string }) => m.body);
    await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '5511933330001', body: 'oi' } });
    expect(await until(async () => (await received('5511933330001')).find((b: string) => b.includes('greeting')), 'first greeting')).toContain('Old greeting');
    expect((await call('PUT', `/whatsapp/${conn.id}`, { token: admin.token, body: { greetingMessage: 'New greeting' } })).status).toBe(200);
    await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '5511933330002', body: 'oi' } });
    expect(await until(async () => (await received('5511933330002')).find((b: string) => b.includes('greeting')), 'second greeting')).toContain('New greeting');
  });
});
