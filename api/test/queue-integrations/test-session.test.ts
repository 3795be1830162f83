import { afterAll, describe, expect, test } from 'bun:test';
import { call, makeCompany, makeSuper } from '@zapdesk/testing';
import { fakeDialogflow, serviceAccountJson } from './helpers';

const dialogflow = fakeDialogflow();
afterAll(() => dialogflow.restore());

describe('POST /queueIntegration/testSession', () => {
  test("greets the agent in the integration's language and reports its answer", async () => {
    const { admin } = await makeCompany();
    const res = await call('POST', '/queueIntegration/testSession', { token: admin.token, body: { projectName: 'agente-teste', jsonContent: serviceAccountJson(), language: 'es' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, replies: ['es: Hola!'], intent: 'Default Welcome Intent' });
    expect(dialogflow.requests.at(-1)!.path).toMatch(/^\/v2\/projects\/agente-teste\/agent\/sessions\/test-[0-9a-f-]+:detectIntent$/);
  });

  test("the dialog of a stored integration sends the masked key back with the id: the stored key is used", async () => {
    const { admin } = await makeCompany();
    const made = (await call('POST', '/queueIntegration', { token: admin.token, body: { type: 'dialogflow', name: 'Agente', projectName: 'agente-teste', jsonContent: serviceAccountJson() } })).body;
    const res = await call('POST', '/queueIntegration/testSession', { token: admin.token, body: { projectName: 'agente-teste', jsonContent: made.jsonContent, language: 'pt-BR', id: made.id } });
    expect(res.body.replies).toEqual(['pt-BR: Olá!']);
    const other = await makeCompany();
    const foreign = await call('POST', '/queueIntegration/testSession', { token: other.admin.token, body: { projectName: 'agente-teste', jsonContent: made.jsonContent, id: made.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_INTEGRATION_FOUND');
  });

  test("the provider's refusal answers 502 ERR_INTEGRATION_FAILED with its reason; bad input 400; users, other roles and the flag off are refused", async () => {
    const { admin, user, plan } = await makeCompany();
    const failed = await call('POST', '/queueIntegration/testSession', { token: admin.token, body: { projectName: 'projeto-quebrado', jsonContent: serviceAccountJson() } });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('ERR_INTEGRATION_FAILED');
    expect(failed.body.message).toContain('Permission denied');
    for (const body of [{ projectName: 'agente-teste', jsonContent: '{"nope":1}' }, { projectName: '../x', jsonContent: serviceAccountJson() }, { projectName: 'agente-teste' }]) {
      const bad = await call('POST', '/queueIntegration/testSession', { token: admin.token, body });
      expect(bad.status).toBe(400);
    }
    const body = { projectName: 'agente-teste', jsonContent: serviceAccountJson() };
    expect((await call('POST', '/queueIntegration/testSession', { body })).body.error).toBe('ERR_SESSION_EXPIRED');
    expect((await call('POST', '/queueIntegration/testSession', { token: user.token, body })).body.error).toBe('ERR_NO_PERMISSION');
    const root = await makeSuper();
    await call('PUT', `/plans/${plan.id}`, { token: root.token, body: { useIntegrations: false } });
    const off = await call('POST', '/queueIntegration/testSession', { token: admin.token, body });
    expect(off.status).toBe(403);
    expect(off.body.error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });
});
