import { Hono } from 'hono';
import { PayLinkCheckoutBody, PayLinkParam, PayLinkRequestBody, PayLinkView, ResultMessage, BillingEmail, BillingEmailBody, BillingSettings, BillingSettingsBody, IdParam, Invoice, InvoiceList, InvoiceListQuery, InvoiceNoteBody, PaymentWebhookParam, PaymentWebhookResult, PlatformInvoiceList, PlatformInvoiceListQuery, SubscriptionBody, SubscriptionResult } from '@zapdesk/contracts';
import { payByLink, requestPayLink, showPayLink, updateBillingEmail, cancelInvoice, checkoutInvoice, receivePaymentWebhook, listInvoices, listPlatformInvoices, markInvoicePaid, showBillingSettings, updateBillingSettings } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { clientIp } from '../lib/client-ip';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });
const webhookRequest = async (req: Request) => ({ headers: req.headers, query: new URL(req.url).searchParams, rawBody: await req.text() });

/** Invoices: the company's admins read theirs; super users read every company's, mark one paid or cancel it, and keep the billing settings. */
export const invoiceRoutes = new Hono<AppEnv>({ strict: false })
  .use('/invoices', requireAuth())
  .use('/invoices/*', requireAuth())
  .use('/billing/settings', requireAuth())
  .use('/subscription', requireAuth())
  .use('/subscription/*', requireAuth())
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
  )
  .post('/subscription', doc({ summary: "Checkout: the payment code of one of the company's open or expired invoices (admins); card fields are checked, never kept", tags: ['billing'], auth: 'admin', responses: json(SubscriptionResult, 'The payment code') }), v('json', SubscriptionBody), async (c) =>
    c.json(await checkoutInvoice({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/subscription/email', doc({ summary: "The company's billing e-mail (admins)", tags: ['billing'], auth: 'admin', responses: json(BillingEmail, 'The billing e-mail') }), v('json', BillingEmailBody), async (c) =>
    c.json(await updateBillingEmail({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .post('/payments/webhook/:provider', doc({ summary: "A payment provider's notification (Efí: ?hmac= secret; Asaas: asaas-access-token header); verified, idempotent", tags: ['billing'], auth: 'none', responses: json(PaymentWebhookResult, 'What the notification did') }), v('param', PaymentWebhookParam), async (c) =>
    c.json(await receivePaymentWebhook({ input: { provider: c.req.valid('param').provider, request: await webhookRequest(c.req.raw) } })),
  )
  .post('/payments/webhook/efi/pix', doc({ summary: 'Efí appends /pix to the webhook URL it was given: the same as /payments/webhook/efi', tags: ['billing'], auth: 'none', responses: json(PaymentWebhookResult, 'What the notification did') }), async (c) =>
    c.json(await receivePaymentWebhook({ input: { provider: 'efi', request: await webhookRequest(c.req.raw) } })),
  )
  .post('/pay-link', doc({ summary: "A login refused after the due date: send the company's billing e-mail a signed pay link valid for 2 days (admins of an expired company; the same answer for any e-mail)", tags: ['billing'], auth: 'none', responses: json(ResultMessage, 'Sent when it applies') }), v('json', PayLinkRequestBody), async (c) =>
    c.json(await requestPayLink({ input: { email: c.req.valid('json').email, ip: clientIp(c) } })),
  )
  .get('/pay/:token', doc({ summary: "The public pay page of a pay link: the company's name, due date and invoices", tags: ['billing'], auth: 'none', responses: json(PayLinkView, 'The pay page') }), v('param', PayLinkParam), async (c) =>
    c.json(await showPayLink({ input: c.req.valid('param') })),
  )
  .post('/pay/:token', doc({ summary: "The pay page's checkout: the payment code of one of the link's company's invoices", tags: ['billing'], auth: 'none', responses: json(SubscriptionResult, 'The payment code') }), v('param', PayLinkParam), v('json', PayLinkCheckoutBody), async (c) =>
    c.json(await payByLink({ input: { token: c.req.valid('param').token, body: c.req.valid('json') } })),
  );
