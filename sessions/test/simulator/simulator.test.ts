import { describe, expect, test } from 'bun:test';
import { and, asc, db, eq, simulatorMessages, whatsappAuth } from '@zapdesk/db';
import { makeCompany, makeConnection } from '@zapdesk/testing';
import type { ProviderEvent } from '../../src/providers/provider';
import { createSimulatorSession, kindFromMime, receivedAs, simulatedNumberExists, simulatedPhoneNumber, toNormalizedMessage } from '../../src/providers/simulator';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function simulated(opts: Parameters<typeof createSimulatorSession>[1] = {}) {
  const { company } = await makeCompany();
  const conn = await makeConnection(company.id, { status: 'DISCONNECTED' });
  const session = createSimulatorSession(conn, { ackDelaysMs: [1, 2, 3], ...opts });
  const events: ProviderEvent[] = [];
  session.onEvent((e) => void events.push(e));
  return { conn, session, events, statuses: () => events.filter((e) => e.type === 'status') };
}

const until = async (check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 4000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await Bun.sleep(5);
  }
};
const sent = (providerId: string, number = '5511999990001') => ({ providerId, to: { number }, kind: 'text' as const, body: 'hello' });

describe('simulator: transforms', () => {
  test('kinds come from the MIME family; outbound kinds map to what the contact sees', () => {
    expect(['image/png', 'audio/ogg', 'video/mp4', 'application/pdf'].map(kindFromMime)).toEqual(['image', 'audio', 'video', 'document']);
    expect(receivedAs({ providerId: 'x', to: { number: '1' }, kind: 'voice', body: '' }).kind).toBe('audio');
    expect(receivedAs({ providerId: 'x', to: { number: '1' }, kind: 'location', body: '', location: { latitude: 1, longitude: 2 } }).body).toBe('1|2|');
    const m = toNormalizedMessage({ providerId: 'P', number: '5511', name: ' Ann ', body: '', media: { mimetype: 'image/png', fileName: 'a.png', size: 3, path: '/x' }, timestamp: new Date(0) });
    expect(m).toMatchObject({ providerId: 'P', fromMe: false, kind: 'image', body: 'a.png', pushName: 'Ann', chat: { number: '5511', name: 'Ann' }, media: { handle: { path: '/x' } } });
  });

  test('numbers of 10 to 13 digits exist on the simulated network', () => {
    expect(simulatedNumberExists('+55 (11) 99999-0000')).toEqual({ exists: true, number: '5511999990000' });
    expect(simulatedNumberExists('123456789').exists).toBe(false);
    expect(simulatedNumberExists('12345678901234').exists).toBe(false);
    expect(simulatedPhoneNumber(42)).toBe('5599000000042');
  });
});

describe('simulator: session', () => {
  test('start shows a QR code; scan pairs, keeps the pairing and a new start resumes CONNECTED', async () => {
    const { conn, session, statuses } = await simulated();
    await session.start();
    expect(statuses()).toEqual([{ type: 'status', status: 'qrcode', qrcode: expect.stringMatching(new RegExp(`^zapdesk-sim:${conn.id}:[0-9a-f]+$`)) }]);
    await session.scan();
    expect(statuses().at(-1)).toEqual({ type: 'status', status: 'CONNECTED', number: simulatedPhoneNumber(conn.id) });
    await session.stop();

    const again = createSimulatorSession(conn);
    const seen: ProviderEvent[] = [];
    again.onEvent((e) => void seen.push(e));
    await again.start();
    expect(seen).toEqual([{ type: 'status', status: 'CONNECTED', number: simulatedPhoneNumber(conn.id) }]);
    await again.logout();
    expect(seen.at(-1)).toEqual({ type: 'status', status: 'DISCONNECTED' });
    expect(await db().select().from(whatsappAuth).where(eq(whatsappAuth.whatsappId, conn.id))).toEqual([]);
  });

  test('autoConnect pairs at once; requestNewQr drops the pairing', async () => {
    const { session, statuses } = await simulated({ autoConnect: true });
    await session.start();
    expect(statuses().map((e) => e.type === 'status' && e.status)).toEqual(['CONNECTED']);
    const manual = await simulated();
    await manual.session.start();
    await manual.session.scan();
    await manual.session.requestNewQr();
    expect(manual.statuses().map((e) => e.type === 'status' && e.status)).toEqual(['qrcode', 'CONNECTED', 'qrcode']);
    expect(await db().select().from(whatsappAuth).where(eq(whatsappAuth.whatsappId, manual.conn.id))).toEqual([]);
  });

  test('scan without a QR code waiting, and sending while not connected, fail with ERR_WAPP_NOT_INITIALIZED', async () => {
    const { session } = await simulated();
    await expect(session.scan()).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    await expect(session.send(sent('3EB0NOTCONNECTED'))).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    await expect(session.simulateInbound({ number: '5511999990001', body: 'hi' })).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
  });

  test('a pairing code puts the connection in PAIRING until it is entered', async () => {
    const { session, statuses } = await simulated();
    await session.start();
    const code = await session.requestPairingCode('5511999990000');
    expect(code).toMatch(/^[0-9A-F]{8}$/);
    expect(statuses().at(-1)).toEqual({ type: 'status', status: 'PAIRING', pairingCode: code });
    await session.scan();
    expect(statuses().at(-1)).toMatchObject({ status: 'CONNECTED' });
  });

  test('send records what the contact received and reports acks 2, 3, 4 in order (as WhatsApp numbers them); a retry is recorded once', async () => {
    const { conn, session, events } = await simulated({ autoConnect: true });
    await session.start();
    expect(await session.send(sent('3EB0AAA1'))).toEqual({ providerId: '3EB0AAA1', ack: 1 });
    await session.send(sent('3EB0AAA1'));
    await until(() => events.filter((e) => e.type === 'ack').length >= 3);
    expect(events.filter((e) => e.type === 'ack')).toEqual([2, 3, 4].map((ack) => ({ type: 'ack' as const, providerId: '3EB0AAA1', ack: ack as 2 | 3 | 4 })));
    const rows = await db().select().from(simulatorMessages).where(eq(simulatorMessages.whatsappId, conn.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ direction: 'out', number: '5511999990001', body: 'hello', kind: 'chat', ack: 4 });

    await session.edit({ chat: { number: '5511999990001' }, providerId: '3EB0AAA1', fromMe: true }, 'edited');
    await session.deleteForEveryone({ chat: { number: '5511999990001' }, providerId: '3EB0AAA1', fromMe: true });
    const [after] = await db().select().from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.providerId, '3EB0AAA1')));
    expect(after).toMatchObject({ body: 'edited', isEdited: true, isDeleted: true });
  });

  test('a stopped session reports no further acks', async () => {
    const { session, events } = await simulated({ autoConnect: true, ackDelaysMs: [1, 300, 400] });
    await session.start();
    await session.send(sent('3EB0STOP'));
    await until(() => events.some((e) => e.type === 'ack'));
    await session.stop();
    // Counted at the stop, not assumed to be 1: a stalled host may let the second ack through before it.
    const acksAtStop = events.filter((e) => e.type === 'ack').length;
    expect(acksAtStop).toBeLessThan(3);
    await Bun.sleep(500);
    expect(events.filter((e) => e.type === 'ack').length).toBe(acksAtStop);
  });

  test('a contact writes text and media; the medium downloads; numbers, contacts', async () => {
    const { conn, session, events } = await simulated({ autoConnect: true });
    await session.start();
    const { providerId } = await session.simulateInbound({ number: '5511988887777', name: 'Maria', body: 'look', mediaUrl: PNG });
    const msg = events.find((e) => e.type === 'message');
    expect(msg).toMatchObject({ type: 'message', message: { providerId, kind: 'image', body: 'look', chat: { number: '5511988887777', name: 'Maria' }, media: { mimetype: 'image/png' } } });
    const file = await session.downloadMedia((msg as Extract<ProviderEvent, { type: 'message' }>).message);
    expect(file.mimetype).toBe('image/png');
    expect(Buffer.from(file.data).toString('base64')).toBe(PNG.split(',')[1]);
    await expect(session.downloadMedia({ ...(msg as any).message, media: { mimetype: 'image/png', handle: { path: '/etc/passwd' } } })).rejects.toMatchObject({ code: 'ERR_WAPP_DOWNLOAD_MEDIA' });

    await session.simulateInbound({ number: '5511911112222', body: 'hi' });
    expect(await session.listContacts()).toEqual([
      { number: '5511911112222', name: '5511911112222' },
      { number: '5511988887777', name: 'Maria' },
    ]);
    expect(await session.checkNumber('5511911112222')).toEqual({ exists: true, number: '5511911112222' });
    expect((await session.checkNumber('12345')).exists).toBe(false);
    const rows = await db().select().from(simulatorMessages).where(eq(simulatorMessages.whatsappId, conn.id)).orderBy(asc(simulatorMessages.id));
    expect(rows.map((r) => [r.direction, r.kind])).toEqual([['in', 'image'], ['in', 'chat']]);
  });

  test('media from the network is refused: only data: URLs and the company’s /public files', async () => {
    const { session } = await simulated({ autoConnect: true });
    await session.start();
    for (const mediaUrl of ['http://example.com/a.png', 'file:///etc/passwd', '/public/1/../../etc/passwd', 'data:text/html,<script>']) {
      await expect(session.simulateInbound({ number: '5511911112222', body: 'x', mediaUrl })).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    }
  });
});
