import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { makeEventBuffer, proto, type UserFacingSocketConfig } from '@whiskeysockets/baileys';
import { AppError } from '@zapdesk/contracts';
import { and, count, db, eq, messages, whatsappAuth } from '@zapdesk/db';
import { baileysFixturesDir, makeCompany, makeConnection, makeContact, makeMessage, makeTicket } from '@zapdesk/testing';
import type { ConnectionInfo, ProviderEvent } from '../../src/providers/provider';
import { useDatabaseAuthState } from '../../src/providers/baileys/auth-state';
import { MapCache } from '../../src/providers/baileys/cache';
import { backoffDelay, createBaileysSession, type BaileysSessionOptions, type BaileysSocketLike } from '../../src/providers/baileys/session';

const silent = { level: 'silent', child: () => silent, trace() {}, debug() {}, info() {}, warn() {}, error() {} } as any;

const fixture = (name: string) => {
  const { _source, ...raw } = JSON.parse(readFileSync(`${baileysFixturesDir()}/${name}.json`, 'utf8'));
  return raw;
};

async function connection(): Promise<ConnectionInfo> {
  const { company } = await makeCompany();
  const w = await makeConnection(company.id, { provider: 'baileys', status: 'DISCONNECTED' });
  return { id: w.id, companyId: company.id, name: w.name, provider: 'baileys' };
}

const authRows = async (whatsappId: number) => (await db().select({ n: count() }).from(whatsappAuth).where(eq(whatsappAuth.whatsappId, whatsappId)))[0].n;

async function waitFor(check: () => boolean | Promise<boolean>, what: string, limitMs = 10_000) {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(5);
  }
}

const closeError = (statusCode: number, message = 'closed') => Object.assign(new Error(message), { output: { statusCode } });

/** A fake socket on Baileys' own event emitter; it announces `connecting` on the next tick, like makeWASocket. */
function makeFake(config: UserFacingSocketConfig) {
  const ev = makeEventBuffer(silent);
  const calls = { send: [] as { jid: string; content: any; opts: any }[], end: 0, logout: 0, reject: [] as [string, string][], pairing: [] as string[], onWhatsApp: [] as string[] };
  const lids = new Map<string, string>();
  const sock = {
    ev,
    user: undefined as { id: string } | undefined,
    config,
    calls,
    lids,
    async sendMessage(jid: string, content: any, opts: any) {
      calls.send.push({ jid, content, opts });
      return { key: { remoteJid: jid, id: opts?.messageId, fromMe: true } };
    },
    async end(error: Error | undefined) {
      calls.end++;
      ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
    },
    async logout() {
      calls.logout++;
    },
    async onWhatsApp(...jids: string[]) {
      calls.onWhatsApp.push(...jids);
      return jids.map((jid) => ({ jid: jid.replace('5511900000003', '5511900000033'), exists: !jid.startsWith('000') }));
    },
    async rejectCall(callId: string, from: string) {
      calls.reject.push([callId, from]);
    },
    async requestPairingCode(phone: string) {
      calls.pairing.push(phone);
      return 'ABCD1234';
    },
    async updateMediaMessage(m: any) {
      return m;
    },
    signalRepository: { lidMapping: { getPNForLID: async (lid: string) => lids.get(lid) ?? null } },
    open(userId = '5511900000001:12@s.whatsapp.net') {
      this.user = { id: userId };
      ev.emit('connection.update', { connection: 'open' });
    },
    close(code: number, message?: string) {
      ev.emit('connection.update', { connection: 'close', lastDisconnect: { error: closeError(code, message), date: new Date() } });
    },
  };
  process.nextTick(() => ev.emit('connection.update', { connection: 'connecting', receivedPendingNotifications: false, qr: undefined }));
  return sock;
}
type Fake = ReturnType<typeof makeFake>;

async function harness(opts: BaileysSessionOptions = {}) {
  const conn = await connection();
  const sockets: Fake[] = [];
  const session = createBaileysSession(conn, {
    logger: silent,
    backoff: { baseMs: 1, maxMs: 4, maxRetries: 3 },
    ...opts,
    makeSocket: (config) => {
      const s = makeFake(config);
      sockets.push(s);
      return s as unknown as BaileysSocketLike;
    },
  });
  const events: ProviderEvent[] = [];
  session.onEvent((e) => void events.push(e));
  const statuses = () => events.filter((e) => e.type === 'status').map((e) => (e as any).status as string);
  const last = () => sockets[sockets.length - 1];
  const settle = async () => {
    await Bun.sleep(1);
    await session.whenIdle();
  };
  return { conn, session, sockets, events, statuses, last, settle };
}

describe('backoff', () => {
  test('doubles up to the cap, jitter scales within [1-j, 1] of the step', () => {
    expect(backoffDelay(1, { baseMs: 1000, maxMs: 60_000, jitter: 0 })).toBe(1000);
    expect(backoffDelay(3, { baseMs: 1000, maxMs: 60_000, jitter: 0 })).toBe(4000);
    expect(backoffDelay(20, { baseMs: 1000, maxMs: 60_000, jitter: 0 })).toBe(60_000);
    expect(backoffDelay(3, { baseMs: 1000, jitter: 0.5 }, () => 0)).toBe(2000);
    expect(backoffDelay(3, { baseMs: 1000, jitter: 0.5 }, () => 1)).toBe(4000);
  });
  test('MapCache keeps the CacheStore shape', () => {
    let t = 0;
    const c = new MapCache({ ttlMs: 10, maxSize: 2, now: () => t });
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    expect(c.get('a')).toBeUndefined();
    expect(c.get<number>('c')).toBe(3);
    t = 11;
    expect(c.get('c')).toBeUndefined();
    c.set('d', 4);
    c.del('d');
    expect(c.get('d')).toBeUndefined();
    c.set('e', 5);
    c.flushAll();
    expect(c.size).toBe(0);
  });
});

describe('real makeWASocket against a loopback WebSocket server', () => {
  const servers: { stop(force?: boolean): void }[] = [];
  afterAll(() => servers.forEach((s) => s.stop(true)));

  test.each([
    ['accepts the upgrade, then closes', 'close'],
    ['refuses the upgrade', 'refuse'],
  ] as const)('server %s: bounded reconnects with backoff, then DISCONNECTED', async (_label, mode) => {
    let attempts = 0;
    const server = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch(req, srv) {
        attempts++;
        if (mode === 'close' && srv.upgrade(req)) return;
        return new Response('unavailable', { status: 503 });
      },
      websocket: {
        open(ws) {
          ws.close(1011, 'go away');
        },
        message() {},
      },
    });
    servers.push(server);
    const conn = await connection();
    const session = createBaileysSession(conn, {
      waWebSocketUrl: `ws://127.0.0.1:${server.port}`,
      backoff: { baseMs: 5, maxMs: 20, maxRetries: 3 },
      connectTimeoutMs: 250, // a refused upgrade surfaces as the handshake timeout (408)
      logger: silent,
    });
    const events: ProviderEvent[] = [];
    session.onEvent((e) => void events.push(e));
    await session.start();
    await waitFor(() => events.some((e) => e.type === 'status' && e.status === 'DISCONNECTED'), 'DISCONNECTED');
    await session.whenIdle();
    expect(attempts).toBe(4); // the first connection + 3 retries
    expect(events).toEqual([
      { type: 'status', status: 'OPENING' },
      { type: 'status', status: 'DISCONNECTED', reason: 'retries-exhausted' },
    ]);
    await Bun.sleep(50);
    expect(attempts).toBe(4); // gave up: nothing reconnects later
    // the real socket was built on our database auth state
    expect((await useDatabaseAuthState(conn.id)).state.creds.registered).toBe(false);
    await session.stop();
  });
});

describe('Baileys session over a fake socket', () => {
  test('config: our auth state, getMessage, retry cache outside the socket, not online on connect', async () => {
    const h = await harness({ browser: ['Zapdesk', 'Chrome', '1.0'] });
    await h.session.start();
    const cfg = h.last().config;
    expect(cfg.markOnlineOnConnect).toBe(false);
    expect(cfg.browser).toEqual(['Zapdesk', 'Chrome', '1.0']);
    expect(cfg.msgRetryCounterCache).toBeInstanceOf(MapCache);
    // keys written through the socket's auth land in whatsapp_auth; creds.update saves the credentials
    await cfg.auth.keys.set({ session: { 'x.0': new Uint8Array([1, 2]) } });
    h.last().ev.emit('creds.update', { registered: false });
    await waitFor(async () => (await authRows(h.conn.id)) === 2, 'auth rows');
    expect((await useDatabaseAuthState(h.conn.id)).state.creds.noiseKey.public).toEqual(Buffer.from(cfg.auth.creds.noiseKey.public));

    // getMessage answers from the stored message row of this connection
    const contact = await makeContact(h.conn.companyId);
    const ticket = await makeTicket(h.conn.companyId, { contactId: contact.id, whatsappId: h.conn.id });
    await makeMessage(ticket, { providerId: 'STORED-1', body: 'texto guardado', fromMe: true });
    const got = await cfg.getMessage!({ remoteJid: '5511900000001@s.whatsapp.net', id: 'STORED-1', fromMe: true });
    expect(got).toBeInstanceOf(proto.Message);
    expect(got?.conversation).toBe('texto guardado');
    expect(await cfg.getMessage!({ remoteJid: '5511900000001@s.whatsapp.net', id: 'UNKNOWN', fromMe: true })).toBeUndefined();
    const other = await connection(); // another connection never sees this row
    expect((await db().select().from(messages).where(and(eq(messages.whatsappId, other.id), eq(messages.providerId, 'STORED-1')))).length).toBe(0);

    // reconnecting keeps the same retry counter cache
    h.last().open();
    h.last().close(428, 'Connection Terminated');
    await waitFor(() => h.sockets.length === 2, 'reconnect');
    expect(h.sockets[1].config.msgRetryCounterCache).toBe(cfg.msgRetryCounterCache);
    await h.session.stop();
  });

  test('qr → qrcode, open → CONNECTED with the number; upserts, updates and calls become provider events', async () => {
    const h = await harness();
    await h.session.start();
    const s = h.last();
    s.ev.emit('connection.update', { qr: 'QR-1' });
    s.open('5511900000001:12@s.whatsapp.net');
    await h.settle();
    expect(h.events).toEqual([
      { type: 'status', status: 'OPENING' },
      { type: 'status', status: 'qrcode', qrcode: 'QR-1' },
      { type: 'status', status: 'CONNECTED', number: '5511900000001' },
    ]);
    h.events.length = 0;

    const upserts = ['01_text_conversation_dm', '02_extended_text_quoted_reply_group', '12_revoke_protocol_message_lid_group', '17_view_once_stub_lid_group', '13_edit_protocol_message_edit_group', '25_newsletter_video'].map(fixture);
    s.ev.emit('messages.upsert', { messages: upserts, type: 'notify' });
    // Baileys also reports the revoke and edit as messages.update: passed on once
    s.ev.emit('messages.update', [
      { key: { remoteJid: '120363000000000002@g.us', fromMe: false, id: '5A35CEEEFAF154CEE911D0AD675A31B7' }, update: { message: null, messageStubType: 1 } },
      { key: { remoteJid: '120363000000000001@g.us', fromMe: false, id: 'FE125B47CAE4598DB212EB5F68118F80' }, update: { message: { editedMessage: { message: { conversation: 'Mensagem de teste 6 — olá, tudo bem?' } } } } },
      { key: { remoteJid: '5511900000002@s.whatsapp.net', fromMe: true, id: 'ZD-OUT-1' }, update: { status: 3 } },
      fixture('24_messages_update_empty_update').payload[0],
    ]);
    s.ev.emit('call', [{ chatId: '5511900000005@s.whatsapp.net', from: '5511900000005@s.whatsapp.net', id: 'CALL-1', date: new Date(), isVideo: false, status: 'offer', offline: false }]);
    await h.settle();
    expect(h.events.map((e) => (e.type === 'message' ? `message:${e.message.providerId}:${e.message.kind}` : e.type === 'status' ? e.status : `${e.type}:${(e as any).providerId ?? (e as any).callId}`))).toEqual([
      'message:837F47F960E8278C370F81EE47DE66EC:chat',
      'message:C234322B72FE75D480EBCEE0381C3AA6:chat',
      'revoke:5A35CEEEFAF154CEE911D0AD675A31B7',
      'edit:FE125B47CAE4598DB212EB5F68118F80',
      'ack:ZD-OUT-1',
      'call:CALL-1',
    ]);
    expect(h.events.find((e) => e.type === 'ack')).toEqual({ type: 'ack', providerId: 'ZD-OUT-1', ack: 3 });
    expect(h.events.find((e) => e.type === 'call')).toEqual({ type: 'call', callId: 'CALL-1', from: { number: '5511900000005', lid: null }, isVideo: false, status: 'offer' });

    // the call is rejected with the JID WhatsApp used for it
    await h.session.rejectCall('CALL-1', { number: '5511900000005' });
    expect(s.calls.reject).toEqual([['CALL-1', '5511900000005@s.whatsapp.net']]);
    await h.session.stop();
  });

  test('LID-only senders get their phone number from Baileys’ LID mapping when it knows it', async () => {
    const h = await harness();
    await h.session.start();
    const s = h.last();
    s.open();
    s.lids.set('100000000000010@lid', '5511900000099@s.whatsapp.net');
    s.ev.emit('messages.upsert', { messages: [fixture('19b_lid_dm_no_pn_history'), fixture('19e_lid_group_no_pn')], type: 'notify' });
    await h.settle();
    const msgs = h.events.filter((e) => e.type === 'message').map((e) => (e as any).message);
    expect(msgs[0].chat).toEqual({ number: '5511900000099', lid: '100000000000010@lid', name: 'Contact M' });
    expect(msgs[1].sender).toEqual({ number: '100000000000012', lid: '100000000000012@lid', name: 'Contact P' }); // unknown: LID placeholder
    await h.session.stop();
  });

  test('sends use our pre-assigned message id; delete, edit, checkNumber, contacts', async () => {
    const h = await harness();
    await h.session.start();
    const s = h.last();
    await expect(h.session.send({ providerId: 'ZD-0', to: { number: '5511900000002' }, kind: 'text', body: 'cedo' })).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    s.open();
    await h.settle();

    expect(await h.session.send({ providerId: 'ZD-1', to: { number: '+55 11 90000-0002' }, kind: 'text', body: 'olá' })).toEqual({ providerId: 'ZD-1', ack: 1 });
    await h.session.send({
      providerId: 'ZD-2',
      to: { number: '120363000000000001', isGroup: true },
      kind: 'image',
      body: 'legenda',
      media: { path: '/tmp/a.jpg', mimetype: 'image/jpeg', fileName: 'a.jpg' },
      quoted: { providerId: 'Q-1', fromMe: false, body: 'pergunta', participant: '5511900000003' },
    });
    await h.session.send({ providerId: 'ZD-3', to: { number: '5511900000002' }, kind: 'voice', body: '', media: { path: '/tmp/v.ogg', mimetype: 'audio/ogg; codecs=opus', fileName: 'v.ogg' } });
    await h.session.send({ providerId: 'ZD-4', to: { number: '5511900000002' }, kind: 'document', body: '', media: { path: '/tmp/d.pdf', mimetype: 'application/pdf', fileName: 'd.pdf' } });
    await h.session.send({ providerId: 'ZD-5', to: { number: '5511900000002' }, kind: 'location', body: '', location: { latitude: -23.55, longitude: -46.63, description: 'Sé' } });
    await h.session.send({ providerId: 'ZD-6', to: { number: '5511900000002' }, kind: 'vcard', body: '', vcard: { name: 'Ana', number: '5511900000007' } });
    await h.session.send({ providerId: 'ZD-7', to: { number: '100000000000010', lid: '100000000000010@lid' }, kind: 'text', body: 'lid' });
    await h.session.send({ providerId: 'ZD-8', to: { number: '5511900000002' }, kind: 'audio', body: '', media: { path: '/tmp/m.mp3', mimetype: 'audio/mpeg', fileName: 'm.mp3' } });
    await h.session.send({ providerId: 'ZD-9', to: { number: '5511900000002' }, kind: 'video', body: 'vid', media: { path: '/tmp/v.mp4', mimetype: 'video/mp4', fileName: 'v.mp4' } });

    expect(s.calls.send.map((c) => c.opts.messageId)).toEqual(['ZD-1', 'ZD-2', 'ZD-3', 'ZD-4', 'ZD-5', 'ZD-6', 'ZD-7', 'ZD-8', 'ZD-9']);
    expect(s.calls.send[0]).toEqual({ jid: '5511900000002@s.whatsapp.net', content: { text: 'olá' }, opts: { messageId: 'ZD-1' } });
    expect(s.calls.send[1].jid).toBe('120363000000000001@g.us');
    expect(s.calls.send[1].content).toEqual({ image: { url: '/tmp/a.jpg' }, mimetype: 'image/jpeg', caption: 'legenda' });
    expect(s.calls.send[1].opts.quoted).toEqual({
      key: { remoteJid: '120363000000000001@g.us', fromMe: false, id: 'Q-1', participant: '5511900000003@s.whatsapp.net' },
      message: { conversation: 'pergunta' },
    });
    expect(s.calls.send[2].content).toEqual({ audio: { url: '/tmp/v.ogg' }, mimetype: 'audio/ogg; codecs=opus', ptt: true });
    expect(s.calls.send[3].content).toEqual({ document: { url: '/tmp/d.pdf' }, mimetype: 'application/pdf', fileName: 'd.pdf' });
    expect(s.calls.send[4].content).toEqual({ location: { degreesLatitude: -23.55, degreesLongitude: -46.63, name: 'Sé' } });
    expect(s.calls.send[5].content.contacts.displayName).toBe('Ana');
    expect(s.calls.send[5].content.contacts.contacts[0].vcard).toContain('waid=5511900000007:+5511900000007');
    expect(s.calls.send[6].jid).toBe('100000000000010@lid');
    expect(s.calls.send[7].content).toEqual({ audio: { url: '/tmp/m.mp3' }, mimetype: 'audio/mpeg', ptt: false });
    expect(s.calls.send[8].content).toEqual({ video: { url: '/tmp/v.mp4' }, mimetype: 'video/mp4', caption: 'vid' });
    await expect(h.session.send({ providerId: 'ZD-X', to: { number: '5511900000002' }, kind: 'image', body: '' })).rejects.toMatchObject({ code: 'ERR_SENDING_WAPP_MSG' });

    const ref = { chat: { number: '5511900000002' }, providerId: 'ZD-1', fromMe: true };
    await h.session.deleteForEveryone(ref);
    await h.session.edit(ref, 'olá!');
    const key = { remoteJid: '5511900000002@s.whatsapp.net', fromMe: true, id: 'ZD-1' };
    expect(s.calls.send.slice(-2)).toEqual([
      { jid: '5511900000002@s.whatsapp.net', content: { delete: key }, opts: undefined },
      { jid: '5511900000002@s.whatsapp.net', content: { text: 'olá!', edit: key }, opts: undefined },
    ]);
    await expect(h.session.edit({ ...ref, fromMe: false }, 'x')).rejects.toBeInstanceOf(AppError);

    expect(await h.session.checkNumber('+55 11 90000-0003')).toEqual({ exists: true, number: '5511900000033' });
    expect(s.calls.onWhatsApp).toEqual(['5511900000003@s.whatsapp.net']);
    expect(await h.session.checkNumber('000123')).toEqual({ exists: false });

    s.ev.emit('contacts.upsert', [
      { id: '5511900000050@s.whatsapp.net', name: 'Ana' },
      { id: '100000000000050@lid', phoneNumber: '5511900000051@s.whatsapp.net', notify: 'Bia' },
      { id: '100000000000052@lid', notify: 'Sem número' },
      { id: '120363000000000001@g.us', name: 'Grupo' },
    ]);
    s.ev.emit('contacts.update', [{ id: '5511900000050@s.whatsapp.net', notify: 'ana_notify' }, { id: '5511900000052@s.whatsapp.net', notify: 'Caio' }]);
    expect(await h.session.listContacts()).toEqual([
      { number: '5511900000050', name: 'Ana' },
      { number: '5511900000051', name: 'Bia' },
      { number: '5511900000052', name: 'Caio' },
    ]);

    await expect(h.session.downloadMedia({ providerId: 'x', chat: { number: '1' }, fromMe: false, timestamp: new Date(), kind: 'chat', body: '' })).rejects.toMatchObject({ code: 'ERR_WAPP_DOWNLOAD_MEDIA' });
    await h.session.stop();
  });

  test('loggedOut clears the auth rows and stops (DISCONNECTED), no reconnect', async () => {
    const h = await harness();
    const auth = await useDatabaseAuthState(h.conn.id);
    await auth.saveCreds();
    await auth.state.keys.set({ session: { a: new Uint8Array([1]) }, 'pre-key': { '1': { public: new Uint8Array([1]), private: new Uint8Array([2]) } } });
    expect(await authRows(h.conn.id)).toBe(3);
    await h.session.start();
    h.last().open();
    h.last().close(401, 'Intentional Logout');
    await waitFor(() => h.statuses().includes('DISCONNECTED'), 'DISCONNECTED');
    await h.settle();
    expect(await authRows(h.conn.id)).toBe(0);
    expect(h.events.at(-1)).toEqual({ type: 'status', status: 'DISCONNECTED', reason: 'loggedOut' });
    expect(h.statuses()).toEqual(['OPENING', 'CONNECTED', 'DISCONNECTED']);
    await Bun.sleep(20);
    expect(h.sockets.length).toBe(1);
  });

  test('restartRequired reconnects at once; a drop after open is TIMEOUT until it is open again', async () => {
    const h = await harness({ backoff: { baseMs: 1, maxMs: 2 } });
    await h.session.start();
    h.last().ev.emit('connection.update', { qr: 'QR-1' });
    h.last().close(515, 'Stream Errored (restart required)');
    await waitFor(() => h.sockets.length === 2, 'second socket');
    h.last().open();
    await h.settle();
    expect(h.statuses()).toEqual(['OPENING', 'qrcode', 'OPENING', 'CONNECTED']);

    h.last().close(408, 'Connection was lost');
    await waitFor(() => h.sockets.length === 3, 'third socket');
    h.last().close(428, 'Connection Terminated');
    await waitFor(() => h.sockets.length === 4, 'fourth socket');
    h.last().open();
    await h.settle();
    expect(h.statuses()).toEqual(['OPENING', 'qrcode', 'OPENING', 'CONNECTED', 'TIMEOUT', 'CONNECTED']);
    expect(h.events.find((e) => e.type === 'status' && e.status === 'TIMEOUT')).toMatchObject({ reason: 'Connection was lost' });

    // connection replaced elsewhere: stop instead of fighting over the session
    h.last().close(440, 'Connection Replaced');
    await waitFor(() => h.statuses().at(-1) === 'DISCONNECTED', 'DISCONNECTED');
    await Bun.sleep(20);
    expect(h.sockets.length).toBe(4);
  });

  test('a QR left unscanned stops after 5 QR codes (default), across sockets', async () => {
    const h = await harness();
    await h.session.start();
    for (const qr of ['Q1', 'Q2', 'Q3']) h.last().ev.emit('connection.update', { qr });
    h.last().close(408, 'QR refs attempts ended');
    await waitFor(() => h.sockets.length === 2, 'second socket');
    for (const qr of ['Q4', 'Q5', 'Q6']) h.last().ev.emit('connection.update', { qr });
    await waitFor(() => h.statuses().includes('DISCONNECTED'), 'DISCONNECTED');
    await h.settle();
    expect(h.events.filter((e) => e.type === 'status').map((e: any) => e.qrcode ?? e.status)).toEqual(['OPENING', 'Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'DISCONNECTED']);
    expect(h.events.at(-1)).toEqual({ type: 'status', status: 'DISCONNECTED', reason: 'qr-timeout' });
    expect(h.sockets[1].calls.end).toBe(1);
    await Bun.sleep(20);
    expect(h.sockets.length).toBe(2);
  });

  test('maxQrRefreshes is configurable', async () => {
    const h = await harness({ maxQrRefreshes: 2 });
    await h.session.start();
    for (const qr of ['Q1', 'Q2', 'Q3']) h.last().ev.emit('connection.update', { qr });
    await waitFor(() => h.statuses().includes('DISCONNECTED'), 'DISCONNECTED');
    expect(h.statuses()).toEqual(['OPENING', 'qrcode', 'qrcode', 'DISCONNECTED']);
  });

  test('stop keeps credentials and ignores the old socket; logout and requestNewQr clear them', async () => {
    const h = await harness();
    await h.session.start();
    h.last().open();
    await h.settle();
    await (await useDatabaseAuthState(h.conn.id)).saveCreds();
    await h.session.stop();
    expect(h.sockets[0].calls.end).toBe(1);
    h.sockets[0].ev.emit('connection.update', { qr: 'LATE' });
    await h.settle();
    expect(h.statuses()).toEqual(['OPENING', 'CONNECTED', 'DISCONNECTED']);
    expect(await authRows(h.conn.id)).toBe(1);

    await h.session.start();
    expect(h.sockets.length).toBe(2);
    h.last().open();
    await h.settle();
    await h.session.requestNewQr();
    expect(await authRows(h.conn.id)).toBe(0);
    expect(h.sockets.length).toBe(3);
    h.last().ev.emit('connection.update', { qr: 'NEW' });
    await h.settle();
    expect(h.events.at(-1)).toEqual({ type: 'status', status: 'qrcode', qrcode: 'NEW' });

    h.last().open();
    await (await useDatabaseAuthState(h.conn.id)).saveCreds();
    await h.session.logout();
    expect(h.sockets[2].calls.logout).toBe(1);
    expect(await authRows(h.conn.id)).toBe(0);
    await h.settle();
    expect(h.events.at(-1)).toEqual({ type: 'status', status: 'DISCONNECTED', reason: 'logout' });
  });

  test('requestPairingCode waits for the socket, returns the code, emits PAIRING and hides later QRs', async () => {
    const h = await harness();
    const pending = h.session.requestPairingCode('+55 (11) 90000-0001');
    await waitFor(() => h.sockets.length === 1, 'socket');
    h.last().ev.emit('connection.update', { qr: 'QR-1' });
    expect(await pending).toBe('ABCD1234');
    expect(h.last().calls.pairing).toEqual(['5511900000001']);
    h.last().ev.emit('connection.update', { qr: 'QR-2' });
    await h.settle();
    expect(h.events.filter((e) => e.type === 'status')).toEqual([
      { type: 'status', status: 'OPENING' },
      { type: 'status', status: 'PAIRING', pairingCode: 'ABCD1234' },
    ]);
    await h.session.stop();
  });
});
