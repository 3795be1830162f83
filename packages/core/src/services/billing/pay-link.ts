import { createHmac } from 'node:crypto';
import { AppError, type PayLinkView, type ResultMessage, type SubscriptionBody, type SubscriptionResult } from '@zapdesk/contracts';
import { and, companies, db, desc, eq, inArray, invoices, users } from '@zapdesk/db';
import { config } from '../../config';
import { systemCtx } from '../../context';
import { safeEqual } from '../../lib/crypto';
import { log } from '../../lib/logger';
import { sendMail } from '../../lib/mail';
import { hitRateLimit } from '../../lib/rate-limit';
import { isPastDue } from '../../lib/time';
import { checkoutInvoice } from './checkout';
import { presentInvoice } from './internal';

/** A pay link lives two days. */
export const PAY_LINK_TTL_MS = 48 * 3600_000;

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const sign = (body: string) => createHmac('sha256', `zapdesk-pay-link:${config().jwtSecret}`).update(body).digest('base64url');

/** `{companyId, exp}` signed with the server's secret: whoever holds it may see and pay that company's invoices until exp. */
export function payLinkToken(companyId: number, now = new Date()) {
  const body = b64(JSON.stringify({ c: companyId, exp: now.getTime() + PAY_LINK_TTL_MS }));
  // `~` joins the parts: a page path ending in `.<letters>` is an asset to the web server (a 404), never the page.
  return `${body}~${sign(body)}`;
}

export function readPayLinkToken(token: string, now = new Date()): { companyId: number; expiresAt: Date } {
  const invalid = () => new AppError('ERR_INVALID_PAY_LINK', 'This payment link is invalid or has expired');
  const [body, mac] = token.split('~');
  if (!body || !mac || !safeEqual(mac, sign(body))) throw invalid();
  let claims: { c?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof claims.c !== 'number' || typeof claims.exp !== 'number' || claims.exp <= now.getTime()) throw invalid();
  return { companyId: claims.c, expiresAt: new Date(claims.exp) };
}

/**
 * A login refused after the due date offers the admin a way to pay: for an administrator's e-mail of a company
 * past due, a signed link valid for two days goes to the company's billing e-mail. The answer is the same
 * whatever the e-mail (no account probing); the requests are rate-limited.
 */
export async function requestPayLink({ input }: { input: { email: string; ip: string } }): Promise<ResultMessage> {
  const cfg = config();
  await hitRateLimit(`paylink:ip:${input.ip}`, cfg.rateLimitLogin * 3, cfg.rateLimitWindowSec);
  await hitRateLimit(`paylink:email:${input.email}`, 3, cfg.rateLimitWindowSec * 60);
  const [row] = await db()
    .select({ companyId: companies.id, companyName: companies.name, billingEmail: companies.email, dueDate: companies.dueDate, userEmail: users.email, profile: users.profile, language: users.language })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, input.email));
  if (row && row.profile === 'admin' && isPastDue(row.dueDate)) {
    const link = `${cfg.webUrl}/pay/${payLinkToken(row.companyId)}`;
    const to = row.billingEmail || row.userEmail;
    const via = await sendMail({ to, ...payLinkMail(row.language ?? 'pt', row.companyName, link) });
    log.info('pay link sent', { companyId: row.companyId, via });
  }
  return { message: 'If this e-mail belongs to an administrator of an expired subscription, a payment link was sent to its billing e-mail' };
}

/** The public pay page: the company's name and due date and its open, expired and recently paid invoices. */
export async function showPayLink({ input }: { input: { token: string } }): Promise<PayLinkView> {
  const { companyId, expiresAt } = readPayLinkToken(input.token);
  const [company] = await db().select({ name: companies.name, dueDate: companies.dueDate }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('ERR_INVALID_PAY_LINK', 'This payment link is invalid or has expired');
  const rows = await db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, ['open', 'expired', 'paid'])))
    .orderBy(desc(invoices.dueDate))
    .limit(12);
  return { company: { name: company.name, dueDate: company.dueDate?.toISOString() ?? null }, invoices: rows.map(presentInvoice), expiresAt: expiresAt.toISOString() };
}

/** The pay page's checkout: the payment code of one of the link's company's invoices (as its admin's checkout). */
export async function payByLink({ input }: { input: { token: string; body: SubscriptionBody } }): Promise<SubscriptionResult> {
  const { companyId } = readPayLinkToken(input.token);
  return checkoutInvoice({ ctx: systemCtx(companyId, 'pay-link'), input: input.body });
}

function payLinkMail(lang: string, company: string, link: string) {
  switch (lang) {
    case 'en':
      return { subject: 'Pay your Zapdesk subscription', text: `Hello,\n\nThe subscription of ${company} has expired. Pay it through this link (valid for 2 days):\n\n${link}\n\nOnce the payment is confirmed, you can log in again.\n` };
    case 'es':
      return { subject: 'Pague su suscripción de Zapdesk', text: `Hola:\n\nLa suscripción de ${company} ha vencido. Páguela con este enlace (válido por 2 días):\n\n${link}\n\nCuando se confirme el pago, podrá iniciar sesión de nuevo.\n` };
    default:
      return { subject: 'Pague sua assinatura do Zapdesk', text: `Olá,\n\nA assinatura de ${company} venceu. Pague pelo link abaixo (válido por 2 dias):\n\n${link}\n\nAssim que o pagamento for confirmado, você poderá entrar de novo.\n` };
  }
}
