import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, ResultMessage, Whatsapp, WhatsappCreateBody, WhatsappListQuery, WhatsappUpdateBody } from '@zapdesk/contracts';
import { createWhatsapp, deleteWhatsapp, disconnectWhatsappSession, listWhatsapps, requestWhatsappQr, showWhatsapp, startWhatsappSession, updateWhatsapp } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

/** Connections (`whatsapp` in the spec's paths) and their session actions. */
export const whatsappRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/whatsapp',
    doc({ summary: "The company's connections with their queues (token and QR code for admins only); `session` and `companyId` are ignored", tags: ['connections'], auth: 'user', responses: json(z.array(Whatsapp), "The company's connections") }),
    requireAuth(),
    v('query', WhatsappListQuery),
    async (c) => c.json(await listWhatsapps({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/whatsapp/:id',
    doc({ summary: 'One connection with its queues and business hours', tags: ['connections'], auth: 'user', responses: json(Whatsapp, 'The connection') }),
    requireAuth(),
    v('param', IdParam),
    v('query', WhatsappListQuery),
    async (c) => c.json(await showWhatsapp({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/whatsapp',
    doc({ summary: 'Create a connection (plan limit; the first is the default; an empty token is generated)', tags: ['connections'], auth: 'admin', responses: json(Whatsapp, 'The connection created') }),
    requireAuth(),
    v('json', WhatsappCreateBody),
    async (c) => c.json(await createWhatsapp({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/whatsapp/:id',
    doc({ summary: 'Edit a connection (only the fields sent; the default flag moves, it cannot be unset)', tags: ['connections'], auth: 'admin', responses: json(Whatsapp, 'The connection as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', WhatsappUpdateBody),
    async (c) => c.json(await updateWhatsapp({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete(
    '/whatsapp/:id',
    doc({ summary: 'Delete a connection: its session stops and its credentials go (the default only when it is the last one)', tags: ['connections'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteWhatsapp({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/whatsappsession/:id',
    doc({ summary: "Start the connection's session (a QR code follows on whatsappSession events)", tags: ['connections'], auth: 'admin', responses: json(ResultMessage, 'Starting') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await startWhatsappSession({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .put(
    '/whatsappsession/:id',
    doc({ summary: 'Drop the pairing and start over with a new QR code', tags: ['connections'], auth: 'admin', responses: json(ResultMessage, 'Starting over') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await requestWhatsappQr({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .delete(
    '/whatsappsession/:id',
    doc({ summary: 'Log out: the phone is unpaired and the connection is DISCONNECTED', tags: ['connections'], auth: 'admin', responses: json(ResultMessage, 'Disconnected') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await disconnectWhatsappSession({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
