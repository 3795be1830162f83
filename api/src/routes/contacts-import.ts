import { Hono } from 'hono';
import { ContactImportResult } from '@zapdesk/contracts';
import { importPhoneContacts } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const contactImportRoutes = new Hono<AppEnv>({ strict: false }).post(
  '/contacts/import',
  doc({ summary: "Import the phone contacts of the default connection (new numbers only); answers { count } of contacts created", tags: ['contacts'], auth: 'admin', responses: json(ContactImportResult, 'How many contacts were created') }),
  requireAuth(),
  async (c) => c.json(await importPhoneContacts({ ctx: { actor: c.get('actor') } })),
);
