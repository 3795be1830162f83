import { AppError, defaultWorkingHours, type Recurrence } from '@zapdesk/contracts';
import { companies, db, ensureSettings, eq, isUniqueViolation, sql, users, type WorkingHours } from '@zapdesk/db';

export type NewCompany = {
  name: string;
  email: string;
  phone: string;
  planId: number;
  status: boolean;
  dueDate: Date | null;
  recurrence: Recurrence;
  timezone?: string;
  schedules?: WorkingHours;
  campaignsEnabled: boolean;
  /** The first admin user (company e-mail, name of the company), when given. */
  admin?: { passwordHash: string };
};

export const duplicatedCompanyName = () => new AppError('ERR_DUPLICATED_NAME', 'A company with this name already exists');
export const duplicatedEmail = () => new AppError('ERR_DUPLICATED_EMAIL', 'A user with this e-mail already exists');

/** Refuses a company name already in use, ignoring case. */
export async function assertCompanyNameFree(name: string, exceptId?: number) {
  const rows = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${name.toLowerCase()}`);
  if (rows.some((r) => r.id !== exceptId)) throw duplicatedCompanyName();
}

/**
 * Writes a company, its settings and optionally its admin user. Must run inside the caller's
 * transaction, so a failure at any step leaves nothing behind.
 */
export async function insertCompanyRecords(input: NewCompany) {
  await assertCompanyNameFree(input.name);
  if (input.admin) {
    const [taken] = await db().select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken) throw duplicatedEmail();
  }
  try {
    const [company] = await db()
      .insert(companies)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        planId: input.planId,
        status: input.status,
        dueDate: input.dueDate,
        recurrence: input.recurrence,
        schedules: input.schedules ?? defaultWorkingHours,
        ...(input.timezone ? { timezone: input.timezone } : {}),
      })
      .returning();
    await ensureSettings(company.id, { campaignsEnabled: input.campaignsEnabled ? 'true' : 'false' });
    const admin = input.admin
      ? (await db().insert(users).values({ companyId: company.id, name: input.name, email: input.email, passwordHash: input.admin.passwordHash, profile: 'admin' }).returning())[0]
      : null;
    return { company, admin };
  } catch (e) {
    if (isUniqueViolation(e, 'companies_name_unique')) throw duplicatedCompanyName();
    if (isUniqueViolation(e, 'users_email_unique')) throw duplicatedEmail();
    throw e;
  }
}
