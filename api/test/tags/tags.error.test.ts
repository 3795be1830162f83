import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeTicket } from '@zapdesk/testing';
import { addTag, tagIdsOfTicket, tagRow, tagsOf } from './helpers';

const badBodies: [string, unknown][] = [
  ['no body', undefined],
  ['malformed JSON', '{"name":'],
  ['no name', { color: '#112233' }],
  ['a two-letter name', { name: 'ab' }],
  ['a blank name', { name: '     ' }],
  ['a 65-character name', { name: 'x'.repeat(65) }],
  ['a name of the wrong type', { name: ['Urgent'] }],
  ['an invalid colour', { name: 'Urgent', color: 'url(x)' }],
  ['kanban 2', { name: 'Urgent', kanban: 2 }],
  ['kanban as text', { name: 'Urgent', kanban: 'yes' }],
];

describe('tags: bad input', () => {
  test.each(badBodies)('create with %s answers 400 ERR_VALIDATION and writes nothing', async (_name, body) => {
    const { admin, company } = await makeCompany();
    const res = await call('POST', '/tags', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await tagsOf(company.id)).toBe(0);
  });

  test.each(badBodies.filter(([n]) => n !== 'no body' && n !== 'no name'))('update with %s answers 400 and changes nothing', async (_name, body) => {
    const { admin } = await makeCompany();
    const t = await addTag(admin.token);
    const before = await tagRow(t.id);
    const res = await call('PUT', `/tags/${t.id}`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(await tagRow(t.id)).toEqual(before);
  });

  test('a name in use (any case) answers 409 ERR_DUPLICATED_NAME', async () => {
    const { admin, user, company } = await makeCompany();
    await addTag(admin.token, { name: 'Urgent' });
    for (const name of ['Urgent', 'urgent', ' URGENT ']) {
      const res = await call('POST', '/tags', { token: user.token, body: { name } });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('ERR_DUPLICATED_NAME');
    }
    expect(await tagsOf(company.id)).toBe(1);
    const other = await addTag(admin.token, { name: 'Calm' });
    const res = await call('PUT', `/tags/${other.id}`, { token: admin.token, body: { name: 'uRGENT' } });
    expect(res.status).toBe(409);
    expect((await tagRow(other.id)).name).toBe('Calm');
  });

  test('the same name in another company is fine', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    await addTag(a.admin.token, { name: 'Shared name' });
    expect((await call('POST', '/tags', { token: b.admin.token, body: { name: 'Shared name' } })).status).toBe(200);
  });

  test.each([
    ['no body', undefined],
    ['no ticketId', { tags: [] }],
    ['a text ticketId', { ticketId: 'one', tags: [] }],
    ['tags not an array', { ticketId: 1, tags: 'all' }],
    ['a tag without id', { ticketId: 1, tags: [{ name: 'x' }] }],
    ['a text tag id', { ticketId: 1, tags: [{ id: 'x' }] }],
    ['a bare id instead of an object', { ticketId: 1, tags: [3] }],
  ])('sync with %s answers 400 ERR_VALIDATION', async (_name, body) => {
    const { admin } = await makeCompany();
    const res = await call('POST', '/tags/sync', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test("sync with an unknown or another company's tag answers 404 ERR_NO_TAG_FOUND and keeps the ticket's tags", async () => {
    const { admin, company } = await makeCompany();
    const other = await makeCompany();
    const mine = await addTag(admin.token);
    const foreign = await addTag(other.admin.token);
    const ticket = await makeTicket(company.id, { status: 'open' });
    await call('POST', '/tags/sync', { token: admin.token, body: { ticketId: ticket.id, tags: [{ id: mine.id }] } });
    for (const id of [987654, foreign.id]) {
      const res = await call('POST', '/tags/sync', { token: admin.token, body: { ticketId: ticket.id, tags: [{ id }] } });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_TAG_FOUND');
    }
    expect(await tagIdsOfTicket(ticket.id)).toEqual([mine.id]);
    const unknownTicket = await call('POST', '/tags/sync', { token: admin.token, body: { ticketId: 987654321, tags: [] } });
    expect(unknownTicket.status).toBe(404);
    expect(unknownTicket.body.error).toBe('ERR_NO_TICKET_FOUND');
  });

  test.each([
    ['pageNumber 0', { pageNumber: 0 }],
    ['a text pageNumber', { pageNumber: 'two' }],
    ['a huge searchParam', { searchParam: 'x'.repeat(201) }],
  ])('the page with %s answers 400', async (_name, query) => {
    const { admin } = await makeCompany();
    const res = await call('GET', '/tags', { token: admin.token, query });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test('a bad kanban filter answers 400; unknown and bad ids answer 404 and 400', async () => {
    const { admin } = await makeCompany();
    expect((await call('GET', '/tags/list', { token: admin.token, query: { kanban: 'maybe' } })).status).toBe(400);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? { name: 'Whatever' } : undefined;
      const res = await call(method, '/tags/987654321', { token: admin.token, body });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_TAG_FOUND');
      expect((await call(method, '/tags/abc', { token: admin.token, body })).status).toBe(400);
    }
  });
});

describe('tags: concurrent writes', () => {
  test('concurrent creates of one name in different cases: exactly one wins', async () => {
    const { user, company } = await makeCompany();
    const results = await Promise.all(['Hot lead', 'hot lead', 'HOT LEAD', 'Hot Lead'].map((name) => call('POST', '/tags', { token: user.token, body: { name } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await tagsOf(company.id)).toBe(1);
  });
});
