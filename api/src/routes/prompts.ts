import { Hono } from 'hono';
import { IdParam, Prompt, PromptBody, PromptList, PromptQuery, PromptUpdateBody, ResultMessage } from '@zapdesk/contracts';
import { createPrompt, deletePrompt, listPrompts, showPrompt, updatePrompt } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/** AI prompts (plan flag useOpenAi): company users read them with the keys masked; administrators change them. */
export const promptRoutes = new Hono<AppEnv>({ strict: false })
  .use('/prompt', requireAuth())
  .use('/prompt/*', requireAuth())
  .get('/prompt', doc({ summary: 'The company’s prompts, keys masked: { prompts, count, hasMore }', tags: ['prompts'], responses: json(PromptList, 'The prompts') }), v('query', PromptQuery), async (c) =>
    c.json(await listPrompts({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/prompt/:id', doc({ summary: 'One prompt, keys masked', tags: ['prompts'], responses: json(Prompt, 'The prompt') }), v('param', IdParam), async (c) => c.json(await showPrompt({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/prompt', doc({ summary: 'Create a prompt (name 5–100, prompt text ≥ 50, a queue, temperature 0–1 step 0.1)', tags: ['prompts'], auth: 'admin', responses: json(Prompt, 'The prompt') }), v('json', PromptBody), async (c) =>
    c.json(await createPrompt({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/prompt/:id', doc({ summary: 'Edit a prompt; a key sent back masked is kept', tags: ['prompts'], auth: 'admin', responses: json(Prompt, 'The prompt') }), v('param', IdParam), v('json', PromptUpdateBody), async (c) =>
    c.json(await updatePrompt({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/prompt/:id', doc({ summary: 'Delete a prompt (queues, connections and tickets using it are left without one)', tags: ['prompts'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) =>
    c.json(await deletePrompt({ ctx: ctx(c), input: c.req.valid('param') })),
  );
