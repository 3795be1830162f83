import type { InvoiceList, InvoiceListQuery, PlatformInvoiceList, PlatformInvoiceListQuery } from '@zapdesk/contracts';
import { and, companies, containsText, count, db, desc, eq, invoices, or, type SQL } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin, assertSuper } from '../../lib/guards';
import { presentInvoice } from './internal';
import { readBillingConfig } from './settings';

export const INVOICES_PAGE_SIZE = 20;

/**
 * `GET /invoices/all`: the company's invoices (its admins), newest due date first; searchParam over the detail and the status;
 * with the platform's external plan-subscription page, when one is set.
 */
export async function listInvoices({ ctx, input }: { ctx: Ctx; input: InvoiceListQuery }): Promise<InvoiceList> {
  assertAdmin(ctx);
  const conds: SQL[] = [eq(invoices.companyId, ctx.actor.companyId)];
  const term = input.searchParam?.trim();
  if (term) conds.push(or(containsText(invoices.detail, term), containsText(invoices.status, term))!);
  const size = INVOICES_PAGE_SIZE;
  const rows = await db()
    .select()
    .from(invoices)
    .where(and(...conds))
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(size + 1)
    .offset(((input.pageNumber ?? 1) - 1) * size);
  const { subscriptionPageUrl } = await readBillingConfig();
  return { invoices: rows.slice(0, size).map(presentInvoice), hasMore: rows.length > size, subscriptionPageUrl: subscriptionPageUrl || null };
}

/** `GET /invoices` (super users): every company's invoices with the company's name; searchParam over the name and the detail. */
export async function listPlatformInvoices({ ctx, input }: { ctx: Ctx; input: PlatformInvoiceListQuery }): Promise<PlatformInvoiceList> {
  assertSuper(ctx);
  const conds: SQL[] = [];
  const term = input.searchParam?.trim();
  if (term) conds.push(or(containsText(companies.name, term), containsText(invoices.detail, term))!);
  if (input.status) conds.push(eq(invoices.status, input.status));
  if (input.companyId) conds.push(eq(invoices.companyId, input.companyId));
  const where = conds.length ? and(...conds) : undefined;
  const size = INVOICES_PAGE_SIZE;
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({ i: invoices, company: { id: companies.id, name: companies.name } })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where)
      .orderBy(desc(invoices.dueDate), desc(invoices.id))
      .limit(size + 1)
      .offset(((input.pageNumber ?? 1) - 1) * size),
    db().select({ n: count() }).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId)).where(where),
  ]);
  return { invoices: rows.slice(0, size).map((r) => ({ ...presentInvoice(r.i), company: r.company })), count: Number(n), hasMore: rows.length > size };
}
