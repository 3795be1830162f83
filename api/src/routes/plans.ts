import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, Plan, PlanBody, PlanUpdateBody, PublicPlan, ResultMessage } from '@zapdesk/contracts';
import { createPlan, deletePlan, listPlans, listPublicPlans, showPlan, updatePlan } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const planRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/plans/list',
    doc({ summary: 'Public plans for the sign-up screen (limits, value and the seven feature flags)', tags: ['plans'], auth: 'none', responses: json(z.array(PublicPlan), 'The public plans') }),
    async (c) => c.json(await listPublicPlans()),
  )
  .get(
    '/plans/all',
    doc({ summary: 'Every plan, public or not', tags: ['plans'], auth: 'super', responses: json(z.array(Plan), 'Every plan') }),
    requireAuth(),
    async (c) => c.json(await listPlans({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/plans/:id',
    doc({ summary: 'One plan', tags: ['plans'], auth: 'super', responses: json(Plan, 'The plan') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showPlan({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/plans',
    doc({ summary: 'Create a plan (unique name; feature flags and isPublic default true)', tags: ['plans'], auth: 'super', responses: json(Plan, 'The plan created') }),
    requireAuth(),
    v('json', PlanBody),
    async (c) => c.json(await createPlan({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/plans/:id',
    doc({ summary: 'Edit a plan (only the fields sent)', tags: ['plans'], auth: 'super', responses: json(Plan, 'The plan as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', PlanUpdateBody),
    async (c) => c.json(await updatePlan({ ctx: { actor: c.get('actor') }, input: { id: c.req.valid('param').id, data: c.req.valid('json') } })),
  )
  .delete(
    '/plans/:id',
    doc({ summary: 'Delete a plan no company uses (409 ERR_IN_USE otherwise)', tags: ['plans'], auth: 'super', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deletePlan({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
