import { beforeAll, describe, expect, test } from 'bun:test';
import { companyEventKinds, companyEventPayloads } from '@zapdesk/contracts';
import { db, desc, eq, mailbox } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeSuper, makeUser, TEST_PASSWORD, type Reply } from '@zapdesk/testing';
import { z } from 'zod';
import { DOC, type RouteDoc } from '../../src/lib/validate';
import { apiApp } from '../kit/app';
import { apiContract, NOT_JSON_ROUTES } from '../kit/contract';
import { PNG_DATA_URL, sessionRuntime, until } from '../simulator/helpers';
import { sheetBytes } from '../contact-lists/helpers';
import { issueDueInvoices, payLinkToken, processContactListImport, resetBillingSettings } from '@zapdesk/core';
import { fakeDialogflow, serviceAccountJson } from '../queue-integrations/helpers';

/**
 * The wire contract, route by route: one tour of the API gets a real 2xx answer from every documented JSON
 * route (the test kit's `call()` checks each against the schema its route declares) and makes the server
 * emit every company event of the event map (checked by the preload). The last tests fail when a
 * documented route or an event was left out of the tour.
 */
const sessions = sessionRuntime();
const png = () => new File([Buffer.from(PNG_DATA_URL.split(',')[1], 'base64')], 'pixel.png', { type: 'image/png' });

/** A 2xx answer, or a failure that shows what the API said. */
async function ok<T = any>(method: string, path: string, opts: Parameters<typeof call>[2] = {}): Promise<Reply<T>> {
  const r = await call<T>(method, path, opts);
  if (r.status >= 300) expect({ route: `${method} ${path}`, status: r.status, body: r.body }).toEqual({ route: `${method} ${path}`, status: 200, body: expect.anything() });
  return r;
}

type Tenant = Awaited<ReturnType<typeof sessions.tenant>>;
let t: Tenant;
let superToken: string;
const as = (token: string, over: Omit<NonNullable<Parameters<typeof call>[2]>, 'token'> = {}) => ({ token, ...over });

beforeAll(async () => {
  apiContract().checkedRoutes.clear();
  apiContract().seenEvents.clear();
  t = await sessions.tenant();
  superToken = (await makeSuper()).token;
});

describe('the API answers what its contract says', () => {
  test('session: login, refresh, me, language, logout', async () => {
    const u = await makeUser(t.company.id, { queueIds: [t.queue.id] });
    const login = await ok('POST', '/auth/login', { body: { email: u.email, password: TEST_PASSWORD } });
    const cookie = `jrt=${login.headers.get('set-cookie')?.match(/jrt=([^;]+)/)?.[1]}`;
    const refreshed = await ok('POST', '/auth/refresh_token', { headers: { cookie } });
    await ok('GET', '/auth/me', as(refreshed.body.token));
    await ok('POST', '/users/set-language/en', as(refreshed.body.token));
    await ok('DELETE', '/auth/logout', as(refreshed.body.token, { headers: { cookie } }));
  });

  test('plans, companies, sign-up and helps (super user)', async () => {
    const plan = (await ok('POST', '/plans', as(superToken, { body: { name: `Tour plan ${Date.now()}`, users: 5, connections: 2, queues: 3, value: 49.9 } }))).body;
    await ok('GET', '/plans/list');
    await ok('GET', '/plans/all', as(superToken));
    await ok('GET', `/plans/${plan.id}`, as(superToken));
    await ok('PUT', `/plans/${plan.id}`, as(superToken, { body: { value: 59.9 } }));
    const unused = (await ok('POST', '/plans', as(superToken, { body: { name: `Tour unused ${Date.now()}`, users: 1, connections: 1, queues: 1, value: 0 } }))).body;
    await ok('DELETE', `/plans/${unused.id}`, as(superToken));

    await ok('POST', '/companies/cadastro', { body: { name: 'Tour Sign-up', email: `signup-${Date.now()}@test.local`, password: 'abcde', planId: plan.id } });
    const created = (await ok('POST', '/companies', as(superToken, { body: { name: 'Tour Company', planId: plan.id } }))).body;
    await ok('GET', '/companies/list', as(superToken));
    await ok('GET', '/companies', as(superToken, { query: { searchParam: 'Tour' } }));
    await ok('GET', `/companies/${created.id}`, as(superToken));
    await ok('GET', `/companies/listPlan/${t.company.id}`, as(t.admin.token));
    await ok('GET', `/companies/${t.company.id}/schedules`, as(t.admin.token));
    await ok('PUT', `/companies/${t.company.id}/schedules`, as(t.admin.token, { body: { schedules: [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' }] } }));
    await ok('POST', `/companies/${created.id}/expire`, as(superToken));
    await ok('PUT', `/companies/${created.id}`, as(superToken, { body: { phone: '11 98765-4321' } }));
    await ok('DELETE', `/companies/${created.id}`, as(superToken));

    const help = (await ok('POST', '/helps', as(superToken, { body: { title: 'Tour help', description: 'How to', video: 'dQw4w9WgXcQ' } }))).body;
    await ok('GET', '/helps/list', as(t.user.token));
    await ok('GET', '/helps', as(superToken));
    await ok('GET', `/helps/${help.id}`, as(superToken));
    await ok('PUT', `/helps/${help.id}`, as(superToken, { body: { title: 'Tour help, edited' } }));
    await ok('DELETE', `/helps/${help.id}`, as(superToken));
  });

  test('announcements with an image (super user); every user reads the active ones', async () => {
    const a = (await ok('POST', '/announcements', as(superToken, { body: { title: 'Tour announcement', text: 'Manutenção no domingo', priority: 1 } }))).body;
    await ok('GET', '/announcements', as(superToken, { query: { searchParam: 'Tour' } }));
    await ok('GET', '/announcements/list', as(t.user.token));
    await ok('GET', '/announcements/seen', as(t.user.token));
    await ok('POST', '/announcements/seen', as(t.user.token, { body: { ids: [a.id] } }));
    await ok('GET', `/announcements/${a.id}`, as(superToken));
    await ok('PUT', `/announcements/${a.id}`, as(superToken, { body: { priority: 2 } }));
    const form = new FormData();
    form.append('file', png());
    await ok('POST', `/announcements/${a.id}/media-upload`, as(superToken, { form }));
    await ok('DELETE', `/announcements/${a.id}/media-upload`, as(superToken));
    await ok('DELETE', `/announcements/${a.id}`, as(superToken));
  });

  test('internal chat: create, talk, read, rename, change members, delete', async () => {
    const other = await makeUser(t.company.id, { queueIds: [t.queue.id] });
    const third = await makeUser(t.company.id);
    const chat = (await ok('POST', '/chats', as(t.admin.token, { body: { title: 'Tour chat', users: [other.id] } }))).body;
    await ok('GET', '/chats', as(t.admin.token));
    await ok('GET', `/chats/${chat.uuid}`, as(other.token));
    await ok('POST', `/chats/${chat.id}/messages`, as(t.admin.token, { body: { message: 'Olá, equipe' } }));
    await ok('GET', `/chats/${chat.id}/messages`, as(other.token));
    await ok('POST', `/chats/${chat.id}/read`, as(other.token, { body: { userId: other.id } }));
    await ok('PUT', `/chats/${chat.id}`, as(t.admin.token, { body: { title: 'Tour chat, renamed', users: [third.id] } }));
    await ok('DELETE', `/chats/${chat.id}`, as(t.admin.token));
  });

  test('password reset', async () => {
    const u = await makeUser(t.company.id);
    await ok('POST', `/forgetpassword/${u.email}`);
    const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, u.email)).orderBy(desc(mailbox.id)).limit(1);
    const code = mail.text.match(/^\s*(\d{6})\s*$/m)![1];
    await ok('POST', `/resetpasswords/${u.email}/${code}/Tour-Pass-2030`);
  });

  test('users and settings', async () => {
    await ok('GET', '/users/list', as(t.user.token));
    await ok('GET', '/users', as(t.admin.token));
    await ok('GET', `/users/${t.user.id}`, as(t.admin.token));
    const u = (await ok('POST', '/users', as(t.admin.token, { body: { name: 'Tour User', email: `tour-${Date.now()}@test.local`, password: 'abcde', queueIds: [t.queue.id] } }))).body;
    await ok('PUT', `/users/${u.id}`, as(t.admin.token, { body: { name: 'Tour User, edited' } }));
    await ok('DELETE', `/users/${u.id}`, as(t.admin.token));

    await ok('GET', '/settings', as(t.user.token));
    await ok('GET', '/settings/userRating', as(t.user.token));
    await ok('PUT', '/settings/userRating', as(t.admin.token, { body: { value: 'disabled' } }));
  });

  test('queues and their option trees', async () => {
    await ok('GET', '/queue', as(t.user.token));
    const q = (await ok('POST', '/queue', as(t.admin.token, { body: { name: 'Tour queue', color: '#123abc' } }))).body;
    await ok('GET', `/queue/${q.id}`, as(t.admin.token));
    await ok('PUT', `/queue/${q.id}`, as(t.admin.token, { body: { greetingMessage: 'Olá' } }));

    const top = (await ok('POST', '/queue-options', as(t.admin.token, { body: { queueId: q.id, title: 'Boletos', message: 'CPF?' } }))).body;
    const child = (await ok('POST', '/queue-options', as(t.admin.token, { body: { queueId: q.id, parentId: top.id, title: 'Segunda via' } }))).body;
    await ok('GET', '/queue-options', as(t.admin.token, { query: { queueId: q.id, parentId: -1 } }));
    await ok('GET', '/queue-options/tree', as(t.admin.token, { query: { queueId: q.id } }));
    await ok('GET', `/queue-options/${child.id}`, as(t.admin.token));
    await ok('PUT', `/queue-options/${child.id}`, as(t.admin.token, { body: { title: 'Segunda via, 2' } }));
    await ok('DELETE', `/queue-options/${top.id}`, as(t.admin.token));
    await ok('DELETE', `/queue/${q.id}`, as(t.admin.token));
  });

  test('quick messages with a file', async () => {
    const qm = (await ok('POST', '/quick-messages', as(t.user.token, { body: { shortcode: 'tour', message: 'Olá!', geral: true } }))).body;
    await ok('GET', '/quick-messages/list', as(t.user.token));
    await ok('GET', '/quick-messages', as(t.user.token));
    await ok('GET', `/quick-messages/${qm.id}`, as(t.user.token));
    await ok('PUT', `/quick-messages/${qm.id}`, as(t.user.token, { body: { message: 'Olá de novo!' } }));
    const form = new FormData();
    form.set('file', png());
    await ok('POST', `/quick-messages/${qm.id}/media-upload`, as(t.user.token, { form }));
    await ok('DELETE', `/quick-messages/${qm.id}/media-upload`, as(t.user.token));
    await ok('DELETE', `/quick-messages/${qm.id}`, as(t.user.token));
  });

  test('scheduled messages with an image', async () => {
    const contact = await makeContact(t.company.id);
    const sendAt = new Date(Date.now() + 3600_000).toISOString();
    const sch = (await ok('POST', '/schedules', as(t.user.token, { body: { body: 'Lembrete do tour', contactId: contact.id, sendAt } }))).body;
    await ok('GET', '/schedules', as(t.user.token, { query: { searchParam: 'tour' } }));
    await ok('GET', `/schedules/${sch.id}`, as(t.user.token));
    await ok('PUT', `/schedules/${sch.id}`, as(t.user.token, { body: { body: 'Lembrete do tour, de novo' } }));
    const form = new FormData();
    form.set('file', png());
    await ok('POST', `/schedules/${sch.id}/media-upload`, as(t.user.token, { form }));
    await ok('DELETE', `/schedules/${sch.id}/media-upload`, as(t.user.token));
    await ok('DELETE', `/schedules/${sch.id}`, as(t.user.token));
  });

  test('file lists', async () => {
    const list = (await ok('POST', '/files', as(t.admin.token, { body: { name: 'Tour files', message: 'Arquivos', options: [{ name: 'Pixel' }] } }))).body;
    await ok('GET', '/files', as(t.admin.token));
    await ok('GET', `/files/${list.id}`, as(t.admin.token));
    await ok('PUT', `/files/${list.id}`, as(t.admin.token, { body: { message: 'Arquivos do tour' } }));
    const form = new FormData();
    form.append('files', png());
    await ok('POST', `/files/uploadList/${list.id}`, as(t.admin.token, { form }));
    await ok('DELETE', `/files/${list.id}`, as(t.admin.token));
  });

  test('prompts and queue integrations', async () => {
    const prompt = (await ok('POST', '/prompt', as(t.admin.token, { body: { name: 'Tour prompt', prompt: 'Você é a atendente virtual do tour. Responda com gentileza e em poucas frases.', apiKey: 'sk-tour-0123456789abcdef', queueId: t.queue.id } }))).body;
    await ok('GET', '/prompt', as(t.user.token));
    await ok('GET', `/prompt/${prompt.id}`, as(t.user.token));
    await ok('PUT', `/prompt/${prompt.id}`, as(t.admin.token, { body: { maxTokens: 150 } }));
    await ok('DELETE', `/prompt/${prompt.id}`, as(t.admin.token));
    const hook = (await ok('POST', '/queueIntegration', as(t.admin.token, { body: { type: 'webhook', name: 'Tour webhook', urlN8N: 'https://hooks.example.com/tour' } }))).body;
    await ok('GET', '/queueIntegration', as(t.user.token, { query: { searchParam: 'tour' } }));
    await ok('GET', `/queueIntegration/${hook.id}`, as(t.user.token));
    await ok('PUT', `/queueIntegration/${hook.id}`, as(t.admin.token, { body: { name: 'Tour webhook 2' } }));
    const dialogflow = fakeDialogflow();
    try {
      await ok('POST', '/queueIntegration/testSession', as(t.admin.token, { body: { projectName: 'agente-tour', jsonContent: serviceAccountJson(), language: 'en' } }));
    } finally {
      dialogflow.restore();
    }
    await ok('DELETE', `/queueIntegration/${hook.id}`, as(t.admin.token));
  });

  const s: { conn?: any; contact?: any; ticket?: any; tag?: any } = {};

  test('contact lists, their numbers and a spreadsheet import', async () => {
    const list = (await ok('POST', '/contact-lists', as(t.user.token, { body: { name: 'Tour list' } }))).body;
    await ok('GET', '/contact-lists', as(t.user.token, { query: { searchParam: 'tour' } }));
    await ok('GET', '/contact-lists/list', as(t.user.token));
    await ok('GET', `/contact-lists/${list.id}`, as(t.user.token));
    await ok('PUT', `/contact-lists/${list.id}`, as(t.user.token, { body: { name: 'Tour list, renamed' } }));
    const item = (await ok('POST', '/contact-list-items', as(t.user.token, { body: { name: 'Carla Mendes', number: '11 98903-9839', contactListId: list.id } }))).body;
    await ok('GET', '/contact-list-items', as(t.user.token, { query: { contactListId: list.id } }));
    await ok('GET', `/contact-list-items/${item.id}`, as(t.user.token));
    await ok('PUT', `/contact-list-items/${item.id}`, as(t.user.token, { body: { email: 'carla@example.com' } }));
    const form = new FormData();
    form.append('file', new File([sheetBytes([['nome', 'numero'], ['Ana Souza', '5511911112222']])], 'tour.xlsx'));
    const upload = (await ok('POST', `/contact-lists/${list.id}/upload`, as(t.user.token, { form }))).body;
    await processContactListImport(upload.id);
    await ok('GET', `/contact-lists/${list.id}/imports/${upload.id}`, as(t.user.token));
    await ok('DELETE', `/contact-list-items/${item.id}`, as(t.user.token));
    await ok('DELETE', `/contact-lists/${list.id}`, as(t.user.token));
  });

  test('campaign settings', async () => {
    await ok('GET', '/campaign-settings', as(t.user.token));
    await ok('POST', '/campaign-settings', as(t.user.token, { body: { settings: { messageInterval: 5, variables: [{ key: 'cupom', value: 'TOUR' }] } } }));
  });

  test('campaigns: create, schedule, medium, report, cancel, restart, delete', async () => {
    const list = (await ok('POST', '/contact-lists', as(t.user.token, { body: { name: 'Tour campaign list' } }))).body;
    const conn = await makeConnection(t.company.id, { isDefault: false });
    const c = (await ok('POST', '/campaigns', as(t.user.token, { body: { name: 'Tour campaign', message1: 'Oi {{firstName}}', whatsappId: conn.id, contactListId: list.id } }))).body;
    await ok('GET', '/campaigns', as(t.user.token, { query: { searchParam: 'tour' } }));
    await ok('GET', `/campaigns/${c.id}`, as(t.user.token));
    await ok('PUT', `/campaigns/${c.id}`, as(t.user.token, { body: { scheduledAt: new Date(Date.now() + 3 * 3600_000).toISOString() } }));
    const form = new FormData();
    form.append('file', png());
    await ok('POST', `/campaigns/${c.id}/media-upload`, as(t.user.token, { form }));
    await ok('DELETE', `/campaigns/${c.id}/media-upload`, as(t.user.token));
    await ok('GET', `/campaigns/${c.id}/report`, as(t.user.token));
    await ok('POST', `/campaigns/${c.id}/cancel`, as(t.user.token));
    await ok('POST', `/campaigns/${c.id}/restart`, as(t.user.token));
    await ok('DELETE', `/campaigns/${c.id}`, as(t.user.token));
  });

  test('flow builder and phrase campaigns: create, draw, upload, duplicate, bind a phrase, delete', async () => {
    const pic = () => {
      const form = new FormData();
      form.append('medias', png());
      return form;
    };
    const conn = await makeConnection(t.company.id, { isDefault: false });
    const f = (await ok('POST', '/flowbuilder', as(t.user.token, { body: { name: 'Tour flow' } }))).body;
    await ok('GET', '/flowbuilder', as(t.user.token));
    await ok('PUT', '/flowbuilder', as(t.user.token, { body: { flowId: f.id, name: 'Tour flow 2' } }));
    const img = (await ok('POST', '/flowbuilder/img', as(t.user.token, { form: pic() }))).body;
    await ok('POST', '/flowbuilder/audio', as(t.user.token, { form: (() => { const form = new FormData(); form.append('medias', new File([new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 10, ...new Array(64).fill(0)])], 'a.mp3', { type: 'audio/mpeg' })); return form; })() }));
    await ok('POST', '/flowbuilder/content', as(t.user.token, { form: pic() }));
    const nodes = [
      { id: '1', type: 'start', position: { x: 250, y: 100 }, data: { label: 'Inicio do fluxo' } },
      { id: 'tourimagexxxxxxxxxxxxxxxxxxxxx', type: 'img', position: { x: 520, y: 100 }, data: { url: img.name } },
    ];
    await ok('POST', '/flowbuilder/flow', as(t.user.token, { body: { idFlow: f.id, nodes, connections: [{ source: '1', target: nodes[1].id }] } }));
    await ok('GET', `/flowbuilder/flow/${f.id}`, as(t.user.token));
    const copy = (await ok('POST', '/flowbuilder/duplicate', as(t.user.token, { body: { flowId: f.id } }))).body;
    const pc = (await ok('POST', '/flowcampaign', as(t.user.token, { body: { name: 'Tour phrase', flowId: f.id, whatsappId: conn.id, phrase: 'tour' } }))).body;
    await ok('GET', '/flowcampaign', as(t.user.token));
    await ok('GET', `/flowcampaign/${pc.id}`, as(t.user.token));
    await ok('PUT', '/flowcampaign', as(t.user.token, { body: { id: pc.id, name: 'Tour phrase', flowId: copy.id, whatsappId: conn.id, phrase: 'tour 2', status: false } }));
    await ok('DELETE', `/flowcampaign/${pc.id}`, as(t.admin.token));
    await ok('DELETE', `/flowbuilder/${copy.id}`, as(t.user.token));
  });

  test('connections, their sessions and the simulator', async () => {
    s.conn = (await ok('POST', '/whatsapp', as(t.admin.token, { body: { name: 'Tour connection', provider: 'simulator', queueIds: [t.queue.id] } }))).body;
    await ok('GET', '/whatsapp', as(t.user.token));
    await ok('GET', `/whatsapp/${s.conn.id}`, as(t.admin.token));
    await ok('PUT', `/whatsapp/${s.conn.id}`, as(t.admin.token, { body: { complationMessage: 'Até logo!' } }));
    await ok('POST', `/whatsappsession/${s.conn.id}`, as(t.admin.token));
    await until(async () => (await call('GET', `/whatsapp/${s.conn.id}`, as(t.admin.token))).body.status === 'qrcode', 'a QR code');
    await ok('POST', `/simulator/${s.conn.id}/scan`, as(t.admin.token));
    await ok('POST', `/simulator/${s.conn.id}/messages`, as(t.admin.token, { body: { number: '5511933330001', name: 'Tour Contact', body: 'Oi!' } }));
    await ok('GET', `/simulator/${s.conn.id}/messages`, as(t.admin.token, { query: { number: '5511933330001' } }));
    const tryFlow = (await ok('POST', '/flowbuilder', as(t.admin.token, { body: { name: 'Tour try' } }))).body;
    await ok('POST', '/flowbuilder/flow', as(t.admin.token, { body: { idFlow: tryFlow.id, nodes: [{ id: '1', type: 'start', position: { x: 250, y: 100 }, data: {} }, { id: 'tourmessagexxxxxxxxxxxxxxxxxxx', type: 'message', position: { x: 520, y: 100 }, data: { label: 'Oi do fluxo' } }], connections: [{ source: '1', target: 'tourmessagexxxxxxxxxxxxxxxxxxx' }] } }));
    await ok('POST', `/flowbuilder/${tryFlow.id}/try`, as(t.admin.token, { body: { whatsappId: s.conn.id } }));
    await ok('GET', `/flowbuilder/${tryFlow.id}/stats`, as(t.user.token));
    await ok('POST', '/contacts/import', as(t.admin.token));
    // The external API, with the connection's token.
    await ok('POST', '/api/messages/checkNumber', { token: s.conn.token, body: { number: '5511933330009' } });
    await ok('POST', '/api/messages/send', { token: s.conn.token, body: { number: '5511933330009', body: 'Pedido enviado' }, headers: { 'Idempotency-Key': 'tour-send' } });

    const spare = (await ok('POST', '/whatsapp', as(t.admin.token, { body: { name: 'Tour spare', provider: 'simulator' } }))).body;
    await ok('DELETE', `/whatsapp/${spare.id}`, as(t.admin.token));
  });

  test('contacts', async () => {
    s.contact = (await ok('POST', '/contacts', as(t.user.token, { body: { name: 'Tour Contact 2', number: '5511933330002', extraInfo: [{ name: 'CPF', value: '123' }] } }))).body;
    await ok('GET', '/contacts/list', as(t.user.token, { query: { name: 'Tour' } }));
    await ok('GET', '/contacts', as(t.user.token));
    await ok('GET', `/contacts/${s.contact.id}`, as(t.user.token));
    await ok('PUT', `/contacts/${s.contact.id}`, as(t.user.token, { body: { email: 'tour@example.com' } }));
    const rows = Array.from({ length: 51 }, (_, i) => ({ name: `Row ${i}`, number: `55119444${String(i).padStart(5, '0')}` }));
    await ok('POST', '/contacts/upload', as(t.user.token, { body: [...rows, { name: 'Bad', number: '12' }] }));
    const doomed = await makeContact(t.company.id);
    await ok('DELETE', `/contacts/${doomed.id}`, as(t.admin.token));
  });

  test('tickets, tags and the kanban board', async () => {
    s.ticket = (await ok('POST', '/tickets', as(t.admin.token, { body: { contactId: s.contact.id, whatsappId: s.conn.id, queueId: t.queue.id } }))).body;
    await ok('GET', '/tickets', as(t.admin.token, { query: { status: 'open', showAll: 'true' } }));
    await ok('GET', '/tickets', as(t.admin.token, { query: { searchParam: 'Tour' } }));
    await ok('GET', `/tickets/${s.ticket.id}`, as(t.admin.token));
    await ok('GET', `/tickets/u/${s.ticket.uuid}`, as(t.admin.token));
    await ok('PUT', `/tickets/${s.ticket.id}`, as(t.admin.token, { body: { status: 'pending' } }));
    await ok('PUT', `/tickets/${s.ticket.id}`, as(t.admin.token, { body: { status: 'open', userId: t.admin.id } }));

    s.tag = (await ok('POST', '/tags', as(t.admin.token, { body: { name: 'Tour lane', color: '#e91e63', kanban: 1 } }))).body;
    await ok('GET', '/tags/list', as(t.user.token));
    await ok('GET', '/tags/kanban', as(t.user.token));
    await ok('GET', '/tags', as(t.user.token));
    await ok('GET', `/tags/${s.tag.id}`, as(t.user.token));
    await ok('PUT', `/tags/${s.tag.id}`, as(t.admin.token, { body: { color: '#9c27b0' } }));
    await ok('POST', '/tags/sync', as(t.admin.token, { body: { ticketId: s.ticket.id, tags: [{ id: s.tag.id }] } }));
    await ok('GET', '/ticket/kanban', as(t.admin.token, { query: { showAll: 'true' } }));
    await ok('DELETE', `/ticket-tags/${s.ticket.id}`, as(t.admin.token));
    await ok('PUT', `/ticket-tags/${s.ticket.id}/${s.tag.id}`, as(t.admin.token));
    await ok('DELETE', `/tags/${s.tag.id}`, as(t.admin.token));
  });

  test('messages and notes', async () => {
    // The contact's message of the simulator left its ticket unread: reading its thread marks it read.
    const inbound = await until(async () => (await call('GET', '/tickets', as(t.admin.token, { query: { status: 'pending', showAll: 'true' } }))).body.tickets.find((x: any) => x.contact?.number === '5511933330001' && x.unreadMessages > 0), 'the inbound ticket');
    await ok('GET', `/messages/${inbound.id}`, as(t.admin.token));
    const sent = (await ok('POST', `/messages/${s.ticket.id}`, as(t.admin.token, { body: { body: 'Olá, em que posso ajudar?' } }))).body;
    const form = new FormData();
    form.append('medias', png());
    form.append('medias', png());
    form.append('body', 'one');
    form.append('body', 'two');
    await ok('POST', `/messages/${s.ticket.id}`, as(t.admin.token, { form }));
    await ok('POST', `/messages/${s.ticket.id}`, as(t.admin.token, { body: { body: 'Respondendo', quotedMsgId: sent.id } }));
    await ok('GET', `/messages/${s.ticket.id}`, as(t.admin.token));
    await ok('POST', `/messages/${s.ticket.id}/mark-as-opened`, as(t.admin.token));
    await ok('PUT', `/messages/${sent.id}`, as(t.admin.token, { body: { body: 'Olá! Em que posso ajudar?' } }));
    await ok('DELETE', `/messages/${sent.id}`, as(t.admin.token));

    const note = (await ok('POST', '/ticket-notes', as(t.admin.token, { body: { note: 'Retornar amanhã', contactId: s.contact.id, ticketId: s.ticket.id } }))).body;
    await ok('GET', '/ticket-notes/list', as(t.admin.token, { query: { contactId: s.contact.id } }));
    await ok('DELETE', `/ticket-notes/${note.id}`, as(t.admin.token));
  });

  test('webhooks and their delivery log', async () => {
    const { config, setConfig } = await import('@zapdesk/core');
    const before = config();
    setConfig({ ...before, outboundAllowHosts: ['127.0.0.1'] });
    try {
      const hook = (await ok('POST', '/webhooks', as(t.admin.token, { body: { url: 'http://127.0.0.1:9/tour', events: ['message.created'], secret: 'tour-secret-of-sixteen+' } }))).body;
      await ok('GET', '/webhooks', as(t.admin.token));
      await ok('POST', '/api/messages/send', { token: s.conn.token, body: { number: '5511933330009', body: 'Para o webhook' } });
      const log = (await ok('GET', `/webhooks/${hook.id}/deliveries`, as(t.admin.token))).body;
      await ok('POST', `/webhooks/${hook.id}/deliveries/${log.deliveries[0].id}/resend`, as(t.admin.token));
      await ok('PUT', `/webhooks/${hook.id}`, as(t.admin.token, { body: { active: false } }));
      await ok('DELETE', `/webhooks/${hook.id}`, as(t.admin.token));
    } finally {
      setConfig(before);
    }
  });

  test('the dashboard and the end of a ticket and a session', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86400_000).toISOString().slice(0, 10);
    await ok('GET', '/dashboard', as(t.admin.token, { query: { days: 7 } }));
    await ok('GET', '/dashboard/ticketsUsers', as(t.admin.token, { query: { initialDate: today, finalDate: today } }));
    await ok('GET', '/dashboard/ticketsDay', as(t.admin.token, { query: { initialDate: today, finalDate: today } }));
    await ok('GET', '/dashboard/ticketsDay', as(t.admin.token, { query: { initialDate: weekAgo, finalDate: today } }));
    await ok('DELETE', `/tickets/${s.ticket.id}`, as(t.admin.token));
    await ok('PUT', `/whatsappsession/${s.conn.id}`, as(t.admin.token));
    await ok('DELETE', `/whatsappsession/${s.conn.id}`, as(t.admin.token));
  });
});

describe('billing', () => {
  test('invoices: the admin list, the super list, pay, cancel and the billing settings', async () => {
    const billed = await makeCompany({ dueDate: new Date(Date.now() + 2 * 86400_000) });
    const other = await makeCompany({ dueDate: new Date(Date.now() + 3 * 86400_000) });
    await issueDueInvoices();
    const list = (await ok('GET', '/invoices/all', as(billed.admin.token))).body;
    const others = (await ok('GET', '/invoices/all', as(other.admin.token))).body;
    await ok('GET', '/invoices', as(superToken, { query: { searchParam: billed.company.name } }));
    await ok('PUT', `/invoices/${list.invoices[0].id}/pay`, as(superToken, { body: { note: 'Tour PIX' } }));
    await ok('PUT', `/invoices/${others.invoices[0].id}/cancel`, as(superToken, { body: { note: 'Tour cancel' } }));
    await ok('GET', '/billing/settings', as(superToken));
    await ok('PUT', '/billing/settings', as(superToken, { body: { merchantName: 'ZAPDESK TOUR', pixKey: 'tour@zapdesk.dev', efiWebhookSecret: 'tour-hook', asaasWebhookToken: 'tour-asaas' } }));
    const third = await makeCompany({ dueDate: new Date(Date.now() + 4 * 86400_000) });
    await issueDueInvoices();
    const open = (await ok('GET', '/invoices/all', as(third.admin.token))).body.invoices[0];
    await ok('POST', '/subscription', as(third.admin.token, { body: { firstName: 'Tour', lastName: 'Lima', state: 'RN', nameOnCard: 'ANA LIMA', cardNumber: '4111 1111 1111 1111', expiryDate: '12/39', cvv: '123', address2: 'Rua do Tour, 1', city: 'Recife', zipcode: '50000-000', country: 'BR', invoiceId: open.id, plan: third.plan.id } }));
    await ok('POST', '/payments/webhook/efi?hmac=tour-hook', { body: { pix: [{ txid: 'tournotacharge00000000000000', valor: '1.00' }] } });
    await ok('POST', '/payments/webhook/efi/pix?hmac=tour-hook', { body: { pix: [] } });
    await ok('POST', '/payments/webhook/asaas', { headers: { 'asaas-access-token': 'tour-asaas' }, body: { event: 'PAYMENT_RECEIVED', payment: { id: 'pay_tour', value: 1 } } });
    await ok('PUT', '/subscription/email', as(third.admin.token, { body: { email: 'Billing-Tour@Acme.test' } }));
    const expired = await makeCompany({ dueDate: new Date(Date.now() - 2 * 86400_000) });
    await issueDueInvoices();
    await ok('POST', '/pay-link', { body: { email: expired.admin.email } });
    const token = payLinkToken(expired.company.id);
    const view = (await ok('GET', `/pay/${token}`)).body;
    await ok('POST', `/pay/${token}`, { body: { firstName: 'Tour', lastName: 'Lima', state: 'RN', nameOnCard: 'ANA LIMA', cardNumber: '4111 1111 1111 1111', expiryDate: '12/39', cvv: '123', address2: 'Rua do Tour, 1', city: 'Recife', zipcode: '50000-000', country: 'BR', invoiceId: view.invoices[0].id } });
    await resetBillingSettings();
  });
});

describe('the tour covered the whole contract', () => {
  test('every documented JSON route answered and its answer was checked against its schema', () => {
    const documented = apiApp()
      .routes.filter((r) => Object.values((r.handler as { [DOC]?: RouteDoc })[DOC]?.responses ?? {}).some((a) => a.schema))
      .map((r) => `${r.method} ${r.path}`);
    expect(documented.length).toBeGreaterThan(80);
    expect(documented.filter((route) => !apiContract().checkedRoutes.has(route))).toEqual([]);
    expect(Object.keys(NOT_JSON_ROUTES).filter((route) => documented.includes(route))).toEqual([]);
  });

  test('every company event of the event map was emitted and checked against its schema', () => {
    const actionsOf = (schema: z.ZodType): string[] =>
      schema instanceof z.ZodDiscriminatedUnion ? schema.options.flatMap((o) => actionsOf(o as z.ZodType)) : [String(((schema as z.ZodObject).shape.action as z.ZodLiteral).value)];
    const expected = companyEventKinds.flatMap((kind) => actionsOf(companyEventPayloads[kind]).map((action) => `${kind}:${action}`));
    expect(expected.filter((e) => !apiContract().seenEvents.has(e))).toEqual([]);
  });
});
