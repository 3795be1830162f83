import { Hono } from 'hono';
import { z } from 'zod';
import { SimulatorInboundBody, SimulatorInboundResult, SimulatorMessage, SimulatorMessagesQuery, Whatsapp, WhatsappIdParam } from '@zapdesk/contracts';
import { assertSimulatorEnabled, listSimulatorMessages, parseIdempotencyKey, scanSimulatorQr, simulateInboundMessage } from '@zapdesk/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

/** Where the simulator is disabled (production unless SIMULATOR_ENABLED=1) its routes do not exist. */
const simulatorEnabled = (): MiddlewareHandler<AppEnv> => async (_c, next) => {
  assertSimulatorEnabled();
  await next();
};

/** The simulated phone network, for development, demos and tests (company admins). */
export const simulatorRoutes = new Hono<AppEnv>({ strict: false })
  .post(
    '/simulator/:whatsappId/scan',
    doc({ summary: "Scan the simulated connection's QR code: it pairs and becomes CONNECTED", tags: ['simulator'], auth: 'admin', responses: json(Whatsapp, 'The connection as it is now') }),
    simulatorEnabled(),
    requireAuth(),
    v('param', WhatsappIdParam),
    async (c) => c.json(await scanSimulatorQr({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/simulator/:whatsappId/messages',
    doc({ summary: 'A simulated contact writes (mediaUrl: a data: URL or a file of the company under /public; nothing is fetched). With an Idempotency-Key header a retry is the same message, stored once; 504 ERR_OUTCOME_UNKNOWN: the session took it but did not answer in time', tags: ['simulator'], auth: 'admin', responses: json(SimulatorInboundResult, 'The provider id of the message') }),
    simulatorEnabled(),
    requireAuth(),
    v('param', WhatsappIdParam),
    v('json', SimulatorInboundBody),
    async (c) => c.json(await simulateInboundMessage({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param'), idempotencyKey: parseIdempotencyKey(c.req.header('idempotency-key')) } })),
  )
  .get(
    '/simulator/:whatsappId/messages',
    doc({ summary: "A simulated contact's conversation, oldest first: direction 'out' is what it received (with acks), 'in' what it wrote", tags: ['simulator'], auth: 'admin', responses: json(z.array(SimulatorMessage), 'The conversation, oldest first') }),
    simulatorEnabled(),
    requireAuth(),
    v('param', WhatsappIdParam),
    v('query', SimulatorMessagesQuery),
    async (c) => c.json(await listSimulatorMessages({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('param'), ...c.req.valid('query') } })),
  );
