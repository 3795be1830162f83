import { AppError, type Company } from '@zapdesk/contracts';
import { and, companies, db, eq, inArray, plans, settings } from '@zapdesk/db';

type CompanyRow = typeof companies.$inferSelect;

/** The company shape of the companies screens; `campaignsEnabled` comes from the company setting. */
export async function serializeCompanies(rows: CompanyRow[]): Promise<Company[]> {
  if (!rows.length) return [];
  const planIds = [...new Set(rows.map((c) => c.planId).filter((id): id is number => id !== null))];
  const [planRows, flagRows] = await Promise.all([
    planIds.length ? db().select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, planIds)) : [],
    db()
      .select({ companyId: settings.companyId, value: settings.value })
      .from(settings)
      .where(and(eq(settings.key, 'campaignsEnabled'), inArray(settings.companyId, rows.map((c) => c.id)))),
  ]);
  const planOf = new Map(planRows.map((p) => [p.id, p]));
  const campaignsOf = new Map(flagRows.map((s) => [s.companyId, s.value === 'true']));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    status: c.status,
    dueDate: c.dueDate?.toISOString() ?? null,
    recurrence: c.recurrence,
    timezone: c.timezone,
    planId: c.planId,
    plan: (c.planId !== null && planOf.get(c.planId)) || null,
    campaignsEnabled: campaignsOf.get(c.id) ?? false,
    schedules: c.schedules ?? [],
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }));
}

export async function serializeCompany(row: CompanyRow): Promise<Company> {
  return (await serializeCompanies([row]))[0];
}

export async function findCompanyOrThrow(id: number) {
  const [c] = await db().select().from(companies).where(eq(companies.id, id));
  if (!c) throw new AppError('ERR_NO_COMPANY_FOUND', 'Company not found');
  return c;
}
