import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { apiAdmin, apiLogin, type ApiSession } from '../src/api-client';
import { until } from '../src/eventually';
import { demo, startProduct, type Product } from '../src/harness';

/**
 * The embedded default as `npm start` runs it (no browser): the WhatsApp sessions and the due work run on a
 * worker thread of the API process, which serves requests on its main thread. What crosses between them is
 * shown end to end: session commands (start, scan, a simulated contact's message) go to the thread, realtime
 * events come back to the API's sockets, the outbox sends a reply, the runner sends a schedule, and SIGTERM
 * stops both threads cleanly, leaving the connection to resume on the next start.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'zapdesk-threads-'));
let product: Product;
let api: ApiSession;
let socket: Socket;
const events: { event: string; payload: any }[] = [];
const saw = (what: string, match: (e: { event: string; payload: any }) => boolean) => until(what, async () => events.some(match));

beforeAll(async () => {
  product = await startProduct({ DATA_DIR: dataDir });
  api = await apiAdmin(product, { email: demo.admin, password: demo.password }, 'threads');
  socket = io(product.apiUrl, { transports: ['websocket'], query: { token: api.token }, forceNew: true, reconnection: false });
  socket.onAny((event, payload) => events.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
});

afterAll(async () => {
  socket?.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded product: sessions and due work on their own thread', () => {
  let connId: number;
  let ticketId: number;
  let contactId: number;
  const number = '5511977770001';
  const received = async () => api.call<any[]>('GET', `/simulator/${connId}/messages?number=${number}`);

  test('the session starts, shows a QR code and connects on a scan; the status reaches the socket', async () => {
    connId = (await api.call<any[]>('GET', '/whatsapp')).find((w) => w.name === 'Simulator').id;
    await api.call('POST', `/whatsappsession/${connId}`);
    await until('a QR code', async () => (await api.call('GET', `/whatsapp/${connId}`)).status === 'qrcode');
    await api.call('POST', `/simulator/${connId}/scan`);
    await until('CONNECTED', async () => (await api.call('GET', `/whatsapp/${connId}`)).status === 'CONNECTED');
    await saw('the CONNECTED event', (e) => e.event.endsWith('-whatsappSession') && e.payload?.session?.id === connId && e.payload.session.status === 'CONNECTED');
  });

  test("a contact's message becomes a waiting ticket, announced on the socket", async () => {
    await api.call('POST', `/simulator/${connId}/messages`, { number, name: 'Thread Contact', body: 'Olá, thread!' });
    const ticket = await until('the ticket', async () => (await api.call('GET', '/tickets?status=pending&showAll=true')).tickets.find((x: any) => x.contact?.number === number));
    ticketId = ticket.id;
    contactId = ticket.contact.id;
    await saw('the message event', (e) => e.event.endsWith('-appMessage') && e.payload?.action === 'create' && e.payload.message?.body === 'Olá, thread!');
  });

  test('a reply leaves through the outbox and the phone reports it read, on the socket too', async () => {
    await api.call('PUT', `/tickets/${ticketId}`, { status: 'open' });
    const sent = await api.call('POST', `/messages/${ticketId}`, { body: 'Resposta pela thread' });
    await until('ack 4 at the phone', async () => (await received()).find((m) => m.body === 'Resposta pela thread')?.ack === 4);
    await saw('the read ack event', (e) => e.event.endsWith('-appMessage') && e.payload?.action === 'update' && e.payload.message?.id === sent.id && e.payload.message.ack === 4);
  });

  test('the runner on the thread sends a schedule when it is due', async () => {
    const sendAt = new Date(Date.now() + 1500).toISOString();
    const schedule = await api.call('POST', '/schedules', { body: 'Lembrete agendado', contactId, sendAt, whatsappId: connId });
    await until('the schedule sent', async () => (await api.call('GET', `/schedules/${schedule.id}`)).status === 'ENVIADA', 30_000);
    await until('the schedule at the phone', async () => (await received()).some((m) => m.body === 'Lembrete agendado'));
  });

  test('SIGTERM stops both threads: exit code 0, and the connection resumes on the next start', async () => {
    socket.close();
    expect(await product.stop()).toBe(0);
    product = await startProduct({ DATA_DIR: dataDir });
    const again = await apiLogin(product, demo.admin, demo.password);
    // The session resumes on the thread a moment after the API answers: the simulated contact writes once it runs.
    await until('the session resumed', async () => (await again.call('POST', `/simulator/${connId}/messages`, { number, body: 'De volta' })) !== undefined);
    await until('the message after the restart', async () => (await again.call('GET', `/messages/${ticketId}`)).messages.some((m: any) => m.body === 'De volta'));
  });
});
