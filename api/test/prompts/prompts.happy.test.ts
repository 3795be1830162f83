import { describe, expect, test } from 'bun:test';
import { decryptSecret } from '@zapdesk/core';
import { db, eq, queues, tickets, whatsapps } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeTicket } from '@zapdesk/testing';
import { API_KEY, PROMPT_TEXT, promptBody, promptRow } from './helpers';

describe('prompts: happy path', () => {
  test('create takes the §9 defaults, stores the key encrypted and answers it masked', async () => {
    const { admin, queue } = await makeCompany();
    const res = await call('POST', '/prompt', { token: admin.token, body: promptBody(queue.id) });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ name: 'Atendente virtual', prompt: PROMPT_TEXT, model: 'gpt-3.5-turbo-1106', maxTokens: 100, temperature: 1, maxMessages: 10, voice: 'texto', queueId: queue.id });
    expect(body.queue).toEqual({ id: queue.id, name: queue.name, color: queue.color });
    expect(body.apiKey).toBe('••••••••WXYZ');
    const row = await promptRow(body.id);
    expect(row.apiKey).not.toContain(API_KEY);
    expect(row.apiKey.startsWith('enc:v1:')).toBe(true);
    expect(decryptSecret(row.apiKey)).toBe(API_KEY);
  });

  test('list, show, and an edit that sends the masked key back keeps the key; a new key replaces it', async () => {
    const { admin, user, queue } = await makeCompany();
    const created = (await call('POST', '/prompt', { token: admin.token, body: promptBody(queue.id, { model: 'gpt-4o-mini', temperature: 0.3, voice: 'pt-BR-FranciscaNeural', voiceKey: 'azure-key-0123456789abcd', voiceRegion: 'brazilsouth' }) })).body;
    const list = await call('GET', '/prompt', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, hasMore: false });
    expect(list.body.prompts[0]).toMatchObject({ id: created.id, apiKey: '••••••••WXYZ', voiceKey: '••••••••abcd' });
    expect((await call('GET', `/prompt/${created.id}`, { token: user.token })).body.name).toBe('Atendente virtual');

    const whole = { ...created, name: 'Atendente renomeada', maxTokens: '200' };
    const edited = await call('PUT', `/prompt/${created.id}`, { token: admin.token, body: whole });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Atendente renomeada', maxTokens: 200, temperature: 0.3 });
    expect(decryptSecret((await promptRow(created.id)).apiKey)).toBe(API_KEY);
    expect(decryptSecret((await promptRow(created.id)).voiceKey)).toBe('azure-key-0123456789abcd');

    await call('PUT', `/prompt/${created.id}`, { token: admin.token, body: { apiKey: 'sk-new-key-99' } });
    expect(decryptSecret((await promptRow(created.id)).apiKey)).toBe('sk-new-key-99');
    expect((await call('GET', `/prompt/${created.id}`, { token: admin.token })).body.apiKey).toBe('••••••••');
  });

  test('search by name', async () => {
    const { admin, queue } = await makeCompany();
    await call('POST', '/prompt', { token: admin.token, body: promptBody(queue.id, { name: 'Vendas online' }) });
    await call('POST', '/prompt', { token: admin.token, body: promptBody(queue.id, { name: 'Suporte técnico' }) });
    const found = await call('GET', '/prompt', { token: admin.token, query: { searchParam: 'vendas' } });
    expect(found.body.prompts.map((p: { name: string }) => p.name)).toEqual(['Vendas online']);
  });

  test('delete answers a message and leaves queues, connections and tickets that used the prompt without one', async () => {
    const { admin, company, queue } = await makeCompany();
    const created = (await call('POST', '/prompt', { token: admin.token, body: promptBody(queue.id) })).body;
    await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { promptId: created.id } });
    const conn = await makeConnection(company.id, { promptId: created.id });
    const ticket = await makeTicket(company.id, { contactId: (await makeContact(company.id)).id, whatsappId: conn.id, promptId: created.id });
    const res = await call('DELETE', `/prompt/${created.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Prompt deleted' });
    expect(await promptRow(created.id)).toBeUndefined();
    expect((await db().select().from(queues).where(eq(queues.id, queue.id)))[0].promptId).toBeNull();
    expect((await db().select().from(whatsapps).where(eq(whatsapps.id, conn.id)))[0].promptId).toBeNull();
    expect((await db().select().from(tickets).where(eq(tickets.id, ticket.id)))[0].promptId).toBeNull();
  });
});
