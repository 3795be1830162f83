import { describe, expect, expectTypeOf, test } from 'bun:test';
import type { CompanyEvents, ContactList, Message, MessagePage, Queue, SentMessages, SessionResponse, Tag, Ticket, TicketList, User, UserListItem, Whatsapp } from '@zapdesk/contracts';
import { makeCompany, makeConnection, makeContact, TEST_PASSWORD } from '@zapdesk/testing';
import { createApp } from '../../../api/src/app';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/api/create-api-client';
import { call } from '../src/api/rpc';
import { isApiError } from '../src/errors';
import { useCompanyEvent } from '../src/react/context';

const BASE = 'http://api.test';

/** The real app behind fetch, with a one-cookie jar for the refresh cookie; counts refresh calls. */
function harness() {
  const app = createApp();
  let cookie = '';
  const calls = { refresh: 0 };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    if (req.url.endsWith('/auth/refresh_token')) calls.refresh++;
    if (cookie) req.headers.set('cookie', cookie);
    const res = await app.fetch(req);
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return res;
  }) as typeof globalThis.fetch;
  let token: string | null = null;
  const lost: string[] = [];
  const opts: ApiClientOptions = {
    baseUrl: BASE,
    getToken: () => token,
    onRefreshed: (s: SessionResponse) => (token = s.token),
    onSessionLost: (r) => lost.push(r),
    fetch,
  };
  const api = createApiClient(opts);
  return { api, calls, lost, setToken: (t: string | null) => (token = t), token: () => token, clearCookie: () => (cookie = '') };
}

/** A syntactically valid token the server refuses as expired/invalid (403 ERR_SESSION_EXPIRED). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137, 0, 0, 0, 10, 73, 68, 65, 84, 120, 156, 99, 0, 1, 0, 0, 5, 0, 1, 13, 10, 45, 180, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]);

const STALE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiZXhwIjoxfQ.c2lnbmF0dXJl';

describe('API client session rules', () => {
  test('a 403 ERR_SESSION_EXPIRED refreshes once; concurrent failures wait for that refresh and retry', async () => {
    const { admin } = await makeCompany();
    const h = harness();
    const s = await call(h.api.rpc.auth.auth.login.$post({ json: { email: admin.email, password: TEST_PASSWORD } }));
    h.setToken(STALE);
    const [a, b, c] = await Promise.all([call(h.api.rpc.auth.auth.me.$get()), call(h.api.rpc.auth.auth.me.$get()), call(h.api.rpc.queues.queue.$get())]);
    expect(a.id).toBe(s.user.id);
    expect(b.id).toBe(s.user.id);
    expect(Array.isArray(c)).toBe(true);
    expect(h.calls.refresh).toBe(1);
    expect(h.token()).not.toBe(STALE);
    expect(h.lost).toEqual([]);
  });

  test('a failed refresh ends the session and throws the code', async () => {
    const h = harness();
    h.setToken(STALE);
    const err = await call(h.api.rpc.auth.auth.me.$get()).catch((e) => e);
    expect(isApiError(err) && err.error).toBe('ERR_SESSION_EXPIRED');
    expect(h.calls.refresh).toBe(1);
    expect(h.lost).toEqual(['refresh-failed']);
  });

  test('ERR_NO_PERMISSION does not refresh; the typed RPC client works with the same rules', async () => {
    const { user } = await makeCompany();
    const h = harness();
    await call(h.api.rpc.auth.auth.login.$post({ json: { email: user.email, password: TEST_PASSWORD } })).then((s) => h.setToken(s.token));
    const err = await call(h.api.rpc.users.users.$get({ query: { pageNumber: '1' } })).catch((e) => e);
    expect(isApiError(err) && err.error).toBe('ERR_NO_PERMISSION');
    expect(h.calls.refresh).toBe(0);
    const me = await call(h.api.rpc.auth.auth.me.$get());
    expect(me.email).toBe(user.email);
  });

  test('wrong credentials on login are an error, not a lost session', async () => {
    const h = harness();
    const err = await call(h.api.rpc.auth.auth.login.$post({ json: { email: 'nobody@example.com', password: 'x' } })).catch((e) => e);
    expect(isApiError(err) && err.error).toBe('ERR_INVALID_CREDENTIALS');
    expect(h.lost).toEqual([]);
  });
});

describe('the typed client (api.rpc): one Hono client per route family, typed by the contracts', () => {
  test('session, users, queues, connections and settings answer their contract types', async () => {
    const { admin, queue } = await makeCompany();
    const h = harness();
    const session = await call(h.api.rpc.auth.auth.login.$post({ json: { email: admin.email, password: TEST_PASSWORD } }));
    expectTypeOf(session).toEqualTypeOf<SessionResponse>();
    h.setToken(session.token);

    const me = await call(h.api.rpc.auth.auth.me.$get());
    expectTypeOf(me).toEqualTypeOf<User>();
    expect(me).toMatchObject({ id: session.user.id, profile: 'admin', queues: [] });

    const people = await call(h.api.rpc.users.users.list.$get());
    expectTypeOf(people).toEqualTypeOf<UserListItem[]>();
    expect(people.map((u) => u.id)).toContain(me.id);

    const queues = await call(h.api.rpc.queues.queue.$get());
    expectTypeOf(queues).toEqualTypeOf<Queue[]>();
    expect(queues.map((q) => q.name)).toEqual([queue.name]);

    const created = await call(h.api.rpc.whatsapps.whatsapp.$post({ json: { name: 'Typed connection', provider: 'simulator' } }));
    expectTypeOf(created).toEqualTypeOf<Whatsapp>();
    expect(created).toMatchObject({ name: 'Typed connection', isDefault: true, token: expect.any(String) });

    const setting = await call(h.api.rpc.settings.settings[':key'].$put({ param: { key: 'userRating' }, json: { value: 'enabled' } }));
    expect(setting).toMatchObject({ key: 'userRating', value: 'enabled' });
  });

  test('tickets, messages, contacts and tags: params, queries and bodies are typed both ways', async () => {
    const { company, admin, queue } = await makeCompany();
    const conn = await makeConnection(company.id, { queueIds: [queue.id] });
    const h = harness();
    h.setToken(admin.token);

    const contacts = await call(h.api.rpc.contacts.contacts.$get({ query: { searchParam: '' } }));
    expectTypeOf(contacts).toEqualTypeOf<ContactList>();
    const contact = await call(h.api.rpc.contacts.contacts.$post({ json: { name: 'Typed Contact', number: '5511955550001' } }));
    expect(contact.extraInfo).toEqual([]);

    const ticket = await call(h.api.rpc.tickets.tickets.$post({ json: { contactId: contact.id, whatsappId: conn.id, queueId: queue.id } }));
    expectTypeOf(ticket).toEqualTypeOf<Ticket>();
    expect(ticket).toMatchObject({ status: 'open', contact: { id: contact.id }, queue: { id: queue.id }, whatsapp: { id: conn.id }, tags: [] });

    const list = await call(h.api.rpc.tickets.tickets.$get({ query: { status: 'open', showAll: 'true' } }));
    expectTypeOf(list).toEqualTypeOf<TicketList>();
    expect(list.tickets.map((t) => t.id)).toEqual([ticket.id]);

    const sent = await call(h.api.rpc.messages.messages[':ticketId'].$post({ param: { ticketId: String(ticket.id) }, json: { body: 'Olá!' } }));
    expect(sent).toMatchObject({ ticketId: ticket.id, body: 'Olá!', fromMe: true });
    const page = await call(h.api.rpc.messages.messages[':ticketId'].$get({ param: { ticketId: String(ticket.id) }, query: {} }));
    expectTypeOf(page).toEqualTypeOf<MessagePage>();
    expectTypeOf(page.messages[0].quotedMsg).toEqualTypeOf<Omit<Message, 'quotedMsg'> | null>();
    expect(page.messages.map((m) => m.body)).toEqual(['Olá!']);

    const tag = await call(h.api.rpc.tags.tags.$post({ json: { name: 'Typed lane', kanban: 1 } }));
    expectTypeOf(tag).toEqualTypeOf<Tag>();
    await call(h.api.rpc.tickets['ticket-tags'][':ticketId'][':tagId'].$put({ param: { ticketId: String(ticket.id), tagId: String(tag.id) } }));
    const moved = await call(h.api.rpc.tickets.tickets[':id'].$put({ param: { id: String(ticket.id) }, json: { status: 'closed' } }));
    expect(moved).toMatchObject({ id: ticket.id, status: 'closed', tags: [{ id: tag.id, kanban: 1 }] });

    const err = await call(h.api.rpc.tickets.tickets[':id'].$get({ param: { id: '999999999' } })).catch((e) => e);
    expect(isApiError(err) && err.error).toBe('ERR_NO_TICKET_FOUND');
  });

  test('a reply with files goes through postForm: the endpoint gives its URL and the answer its type', async () => {
    const { company, admin, queue } = await makeCompany();
    const conn = await makeConnection(company.id, { queueIds: [queue.id] });
    const h = harness();
    h.setToken(admin.token);
    const contact = await call(h.api.rpc.contacts.contacts.$post({ json: { name: 'Form Contact', number: '5511955550002' } }));
    const ticket = await call(h.api.rpc.tickets.tickets.$post({ json: { contactId: contact.id, whatsappId: conn.id, queueId: queue.id } }));
    const form = new FormData();
    form.append('medias', new File([PNG], 'photo.png', { type: 'image/png' }));
    form.append('body', 'a photo');
    const sent = await h.api.postForm(h.api.rpc.messages.messages[':ticketId'], { param: { ticketId: String(ticket.id) } }, form);
    expectTypeOf(sent).toEqualTypeOf<SentMessages>();
    expect(sent).toMatchObject({ ticketId: ticket.id, body: 'a photo', mediaType: 'image', fromMe: true });
  });

  test('the client calls the API only through its typed families: no untyped verbs, no raw transport', () => {
    expectTypeOf<ApiClient>().not.toHaveProperty('get');
    expectTypeOf<ApiClient>().not.toHaveProperty('post');
    expectTypeOf<ApiClient>().not.toHaveProperty('request');
    expectTypeOf<ApiClient>().not.toHaveProperty('fetch');
    expect(Object.keys(harness().api).sort()).toEqual(['baseUrl', 'peekGet', 'postForm', 'refresh', 'rpc']);
  });

  test('useCompanyEvent is typed by the event map alone', () => {
    const subscribe = () => {
      useCompanyEvent('ticket', (e) => expectTypeOf(e).toEqualTypeOf<CompanyEvents['ticket']>());
      // @ts-expect-error a payload type of one's own is refused
      useCompanyEvent<{ action: string }>('ticket', () => {});
    };
    expect(typeof subscribe).toBe('function');
  });

  test('every family of the API has its client', () => {
    const h = harness();
    const families = ['auth', 'plans', 'companies', 'helps', 'passwordReset', 'users', 'settings', 'contacts', 'ticketNotes', 'tickets', 'messages', 'dashboard', 'queues', 'queueOptions', 'tags', 'quickMessages', 'media', 'whatsapps', 'simulator', 'contactImport'] as const;
    for (const f of families) expect(typeof h.api.rpc[f]).toBe('function');
    expect(h.api.rpc.dashboard.dashboard.$url().pathname).toBe('/dashboard');
    expect(h.api.rpc.queueOptions['queue-options'].tree.$url().pathname).toBe('/queue-options/tree');
  });
});
