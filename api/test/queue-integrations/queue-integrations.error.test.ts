import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';
import { integrationBody, integrationRow, integrationsOf } from './helpers';

describe('queue integrations: bad input', () => {
  test.each([
    ['a name of 1 character', { name: 'a' }, 'name', 'Too Short!'],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'name', 'Too Long!'],
    ['no name', { name: undefined }, 'name', 'Required'],
    ['an unknown type', { type: 'zapier' }, 'type', undefined],
    ['a URL that is not http(s)', { urlN8N: 'file:///etc/passwd' }, 'urlN8N', undefined],
    ['a webhook without a URL', { urlN8N: '' }, 'urlN8N', 'Required'],
    ['a short signing key', { secret: 'curta' }, 'secret', 'Too Short!'],
    ['a typebot without a slug', { type: 'typebot', typebotSlug: '' }, 'typebotSlug', 'Required'],
    ['a typebot slug with a path', { type: 'typebot', typebotSlug: '../admin' }, 'typebotSlug', undefined],
    ['a Dialogflow agent without credentials', { type: 'dialogflow', projectName: 'agente-teste' }, 'jsonContent', 'Required'],
    ['a Dialogflow project that is not a project id', { type: 'dialogflow', projectName: 'x/../y', jsonContent: '{}' }, 'projectName', undefined],
    ['a flowbuilder without a flow', { type: 'flowbuilder' }, 'flowId', 'Required'],
    ['a language not offered', { language: 'fr' }, 'language', undefined],
  ] as [string, Record<string, unknown>, string, string | undefined][])('%s answers 400 with the field and writes nothing', async (_n, over, field, message) => {
    const { admin, company } = await makeCompany();
    const res = await call('POST', '/queueIntegration', { token: admin.token, body: integrationBody(over) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(Object.keys(res.body.fields)).toContain(field);
    if (message) expect(res.body.fields[field]).toBe(message);
    expect(await integrationsOf(company.id)).toEqual([]);
  });

  test("an edit that empties a type's required field, or names another company's flow, changes nothing", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const theirFlow = (await call('POST', '/flowbuilder', { token: b.admin.token, body: { name: 'Fluxo da B' } })).body;
    const created = await call('POST', '/queueIntegration', { token: a.admin.token, body: { type: 'flowbuilder', name: 'Fluxo', flowId: theirFlow.id } });
    expect(created.status).toBe(404);
    expect(created.body.error).toBe('ERR_NO_FLOW_FOUND');
    const mine = (await call('POST', '/queueIntegration', { token: a.admin.token, body: integrationBody() })).body;
    const before = await integrationRow(mine.id);
    const emptied = await call('PUT', `/queueIntegration/${mine.id}`, { token: a.admin.token, body: { urlN8N: '' } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.fields).toEqual({ urlN8N: 'Required' });
    const retyped = await call('PUT', `/queueIntegration/${mine.id}`, { token: a.admin.token, body: { type: 'flowbuilder', flowId: theirFlow.id } });
    expect(retyped.status).toBe(404);
    expect(await integrationRow(mine.id)).toEqual(before);
  });

  test('a missing integration answers 404 ERR_NO_INTEGRATION_FOUND; bad ids and pages 400', async () => {
    const { admin } = await makeCompany();
    for (const [method, path] of [['GET', '/queueIntegration/999999999'], ['PUT', '/queueIntegration/999999999'], ['DELETE', '/queueIntegration/999999999']]) {
      const res = await call(method, path, { token: admin.token, body: method === 'PUT' ? { name: 'Qualquer' } : undefined });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_INTEGRATION_FOUND');
    }
    expect((await call('GET', '/queueIntegration/abc', { token: admin.token })).status).toBe(400);
    expect((await call('GET', '/queueIntegration', { token: admin.token, query: { pageNumber: 'x' } })).status).toBe(400);
  });
});
