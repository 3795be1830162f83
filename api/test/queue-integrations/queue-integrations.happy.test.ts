import { describe, expect, test } from 'bun:test';
import { decryptSecret } from '@zapdesk/core';
import { db, eq, queues, tickets, whatsapps } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeTicket } from '@zapdesk/testing';
import { WEBHOOK_SECRET, integrationBody, integrationRow, serviceAccountJson } from './helpers';

describe('queue integrations: happy path', () => {
  test('each type saves with its fields; projectName is the name for n8n, webhook, typebot and flowbuilder', async () => {
    const { admin } = await makeCompany();
    const flow = (await call('POST', '/flowbuilder', { token: admin.token, body: { name: 'Fluxo de boas-vindas' } })).body;
    const bodies = [
      integrationBody({ projectName: 'ignorado' }),
      { type: 'n8n', name: 'Automação n8n', urlN8N: 'https://n8n.example.com/webhook/abc' },
      { type: 'typebot', name: 'Triagem', urlN8N: 'https://typebot.example.com', typebotSlug: 'triagem-v2', typebotKeywordFinish: 'sair', typebotKeywordRestart: 'reiniciar', typebotRestartMessage: 'Vamos recomeçar.', typebotUnknownMessage: 'Não entendi.' },
      { type: 'dialogflow', name: 'Agente', projectName: 'agente-teste', jsonContent: serviceAccountJson(), language: 'es' },
      { type: 'flowbuilder', name: 'Fluxo', flowId: flow.id },
    ];
    const made = [];
    for (const body of bodies) {
      const res = await call('POST', '/queueIntegration', { token: admin.token, body });
      expect({ type: body.type, status: res.status }).toEqual({ type: body.type, status: 200 });
      made.push(res.body);
    }
    expect(made.map((m) => m.projectName)).toEqual(['Meu webhook', 'Automação n8n', 'Triagem', 'agente-teste', 'Fluxo']);
    expect(made[2]).toMatchObject({ typebotSlug: 'triagem-v2', typebotExpires: 1, typebotDelayMessage: 1000, typebotKeywordFinish: 'sair' });
    expect(made[3]).toMatchObject({ language: 'es', jsonContent: '••••••••' + serviceAccountJson().slice(-4) });
    expect(made[4].flowId).toBe(flow.id);
    expect(made[0].secret).toBe('••••••••ghij');
    expect(decryptSecret((await integrationRow(made[0].id)).secret)).toBe(WEBHOOK_SECRET);
    expect((await integrationRow(made[3].id)).jsonContent.startsWith('enc:v1:')).toBe(true);
    // an n8n integration without a key gets a random one, kept encrypted and shown masked
    expect(made[1].secret).toMatch(/^••••••••/);
    expect(decryptSecret((await integrationRow(made[1].id)).secret).length).toBeGreaterThanOrEqual(16);
  });

  test('pages of 20 with hasMore, searched by name', async () => {
    const { admin, user } = await makeCompany();
    for (let i = 0; i < 21; i++) await call('POST', '/queueIntegration', { token: admin.token, body: integrationBody({ name: `Gancho ${String(i).padStart(2, '0')}` }) });
    await call('POST', '/queueIntegration', { token: admin.token, body: integrationBody({ name: 'Outro nome' }) });
    const first = await call('GET', '/queueIntegration', { token: user.token });
    expect(first.body.queueIntegrations).toHaveLength(20);
    expect(first.body).toMatchObject({ count: 22, hasMore: true });
    const second = await call('GET', '/queueIntegration/', { token: user.token, query: { pageNumber: 2 } });
    expect(second.body.queueIntegrations).toHaveLength(2);
    expect(second.body.hasMore).toBe(false);
    const found = await call('GET', '/queueIntegration', { token: user.token, query: { searchParam: 'outro' } });
    expect(found.body.queueIntegrations.map((q: { name: string }) => q.name)).toEqual(['Outro nome']);
  });

  test('a whole-object edit keeps the masked secrets; a new value replaces them', async () => {
    const { admin } = await makeCompany();
    const created = (await call('POST', '/queueIntegration', { token: admin.token, body: { type: 'dialogflow', name: 'Agente', projectName: 'agente-teste', jsonContent: serviceAccountJson() } })).body;
    const shown = (await call('GET', `/queueIntegration/${created.id}`, { token: admin.token })).body;
    const edited = await call('PUT', `/queueIntegration/${created.id}`, { token: admin.token, body: { ...shown, name: 'Agente novo', language: 'en' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Agente novo', language: 'en', projectName: 'agente-teste' });
    expect(decryptSecret((await integrationRow(created.id)).jsonContent)).toBe(serviceAccountJson());
    const other = serviceAccountJson('outro@agente-teste.iam.gserviceaccount.com');
    await call('PUT', `/queueIntegration/${created.id}`, { token: admin.token, body: { jsonContent: other } });
    expect(decryptSecret((await integrationRow(created.id)).jsonContent)).toBe(other);
  });

  test('delete answers a message; queues and connections lose it, and the tickets it held go back to people', async () => {
    const { admin, company, queue } = await makeCompany();
    const created = (await call('POST', '/queueIntegration', { token: admin.token, body: integrationBody() })).body;
    expect((await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { integrationId: created.id } })).status).toBe(200);
    const conn = await makeConnection(company.id, { integrationId: created.id });
    const ticket = await makeTicket(company.id, { contactId: (await makeContact(company.id)).id, whatsappId: conn.id, integrationId: created.id, useIntegration: true, typebotSessionId: 's-1' });
    const res = await call('DELETE', `/queueIntegration/${created.id}`, { token: admin.token });
    expect(res.body).toEqual({ message: 'Queue integration deleted' });
    expect(await integrationRow(created.id)).toBeUndefined();
    expect((await db().select().from(queues).where(eq(queues.id, queue.id)))[0].integrationId).toBeNull();
    expect((await db().select().from(whatsapps).where(eq(whatsapps.id, conn.id)))[0].integrationId).toBeNull();
    const t = (await db().select().from(tickets).where(eq(tickets.id, ticket.id)))[0];
    expect({ integrationId: t.integrationId, useIntegration: t.useIntegration, typebotSessionId: t.typebotSessionId }).toEqual({ integrationId: null, useIntegration: false, typebotSessionId: null });
  });
});
