import { Hono } from 'hono';
import { BillingSettings, BillingSettingsBody, IdParam, Invoice, InvoiceList, InvoiceListQuery, InvoiceNoteBody, PlatformInvoiceList, PlatformInvoiceListQuery } from '@zapdesk/contracts';
import { cancelInvoice, listInvoices, listPlatformInvoices, markInvoicePaid, showBillingSettings, updateBillingSettings } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/** Invoices: the company's admins read theirs; super users read every company's, mark one paid or cancel it, and keep the billing settings. */
export const invoiceRoutes = new Hono<AppEnv>({ strict: false })
  .use('/invoices', requireAuth())
  .use('/invoices/*', requireAuth())
  .use('/billing/settings', requireAuth())
  .get('/invoices/all', doc({ summary: "The company's invoices, newest due date first (admins): { invoices, hasMore }", tags: ['billing'], auth: 'admin', responses: json(InvoiceList, 'A page of invoices') }), v('query', InvoiceListQuery), async (c) =>
    c.json(await listInvoices({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/invoices', doc({ summary: "Every company's invoices with the company (super users): { invoices, count, hasMore }", tags: ['billing'], auth: 'super', responses: json(PlatformInvoiceList, 'A page of invoices') }), v('query', PlatformInvoiceListQuery), async (c) =>
    c.json(await listPlatformInvoices({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .put('/invoices/:id/pay', doc({ summary: 'Mark an open or expired invoice paid, with a note (super users): the licence renews by the recurrence', tags: ['billing'], auth: 'super', responses: json(Invoice, 'The invoice, paid') }), v('param', IdParam), v('json', InvoiceNoteBody), async (c) =>
    c.json(await markInvoicePaid({ ctx: ctx(c), input: { id: c.req.valid('param').id, note: c.req.valid('json').note } })),
  )
  .put('/invoices/:id/cancel', doc({ summary: 'Cancel an open or expired invoice, with a note (super users)', tags: ['billing'], auth: 'super', responses: json(Invoice, 'The invoice, cancelled') }), v('param', IdParam), v('json', InvoiceNoteBody), async (c) =>
    c.json(await cancelInvoice({ ctx: ctx(c), input: { id: c.req.valid('param').id, note: c.req.valid('json').note } })),
  )
  .get('/billing/settings', doc({ summary: 'The platform billing settings (super users; credentials answered as set or not)', tags: ['billing'], auth: 'super', responses: json(BillingSettings, 'The billing settings') }), async (c) =>
    c.json(await showBillingSettings({ ctx: ctx(c) })),
  )
  .put('/billing/settings', doc({ summary: 'Change the platform billing settings (only the fields sent; super users)', tags: ['billing'], auth: 'super', responses: json(BillingSettings, 'The billing settings') }), v('json', BillingSettingsBody), async (c) =>
    c.json(await updateBillingSettings({ ctx: ctx(c), input: c.req.valid('json') })),
  );
