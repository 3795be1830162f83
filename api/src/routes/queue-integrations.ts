import { Hono } from 'hono';
import { IdParam, QueueIntegration, QueueIntegrationBody, QueueIntegrationPage, QueueIntegrationQuery, QueueIntegrationTestBody, QueueIntegrationTestResult, QueueIntegrationUpdateBody, ResultMessage } from '@zapdesk/contracts';
import { createIntegration, deleteIntegration, listIntegrations, showIntegration, testIntegrationSession, updateIntegration } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/** Queue integrations (plan flag useIntegrations): company users read them with secrets masked; administrators change them. */
export const queueIntegrationRoutes = new Hono<AppEnv>({ strict: false })
  .use('/queueIntegration', requireAuth())
  .use('/queueIntegration/*', requireAuth())
  .get('/queueIntegration', doc({ summary: 'A page of integrations (20), searched by name or project: { queueIntegrations, count, hasMore }', tags: ['queueIntegration'], responses: json(QueueIntegrationPage, 'A page of integrations') }), v('query', QueueIntegrationQuery), async (c) =>
    c.json(await listIntegrations({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .post(
    '/queueIntegration/testSession',
    doc({ summary: 'Greet a Dialogflow agent with these credentials (or a stored integration’s, by id) and report its answer; 502 ERR_INTEGRATION_FAILED with the provider’s reason', tags: ['queueIntegration'], auth: 'admin', responses: json(QueueIntegrationTestResult, 'What the agent answered') }),
    v('json', QueueIntegrationTestBody),
    async (c) => c.json(await testIntegrationSession({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .get('/queueIntegration/:id', doc({ summary: 'One integration, secrets masked', tags: ['queueIntegration'], responses: json(QueueIntegration, 'The integration') }), v('param', IdParam), async (c) =>
    c.json(await showIntegration({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post('/queueIntegration', doc({ summary: 'Create an integration (dialogflow, n8n, webhook, typebot or flowbuilder) with its type’s fields', tags: ['queueIntegration'], auth: 'admin', responses: json(QueueIntegration, 'The integration') }), v('json', QueueIntegrationBody), async (c) =>
    c.json(await createIntegration({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/queueIntegration/:id', doc({ summary: 'Edit an integration; secrets sent back masked are kept', tags: ['queueIntegration'], auth: 'admin', responses: json(QueueIntegration, 'The integration') }), v('param', IdParam), v('json', QueueIntegrationUpdateBody), async (c) =>
    c.json(await updateIntegration({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/queueIntegration/:id', doc({ summary: 'Delete an integration (tickets it held go back to people)', tags: ['queueIntegration'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) =>
    c.json(await deleteIntegration({ ctx: ctx(c), input: c.req.valid('param') })),
  );
