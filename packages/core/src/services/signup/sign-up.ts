import { AppError, TRIAL_DAYS, type SignUpBody, type Company } from '@zapdesk/contracts';
import { db, eq, plans, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import { hashPassword } from '../../lib/crypto';
import { log } from '../../lib/logger';
import { hitRateLimit } from '../../lib/rate-limit';
import { insertCompanyRecords } from '../companies/records';
import { serializeCompany } from '../companies/serialize';
import { issueFirstInvoice } from '../billing/issue';

/**
 * Self-service sign-up: a company on a public plan with a trial of TRIAL_DAYS days (monthly
 * recurrence, active, campaigns enabled) and its admin user, written in one transaction.
 */
export async function signUp({ input }: { input: SignUpBody & { ip: string } }): Promise<Company> {
  const cfg = config();
  await hitRateLimit(`signup:ip:${input.ip}`, cfg.rateLimitLogin * 3, cfg.rateLimitWindowSec);
  await hitRateLimit(`signup:email:${input.email}`, cfg.rateLimitLogin, cfg.rateLimitWindowSec);
  const passwordHash = await hashPassword(input.password);
  const { company, admin } = await withTransaction(async (tx) => {
    const [plan] = await db().select().from(plans).where(eq(plans.id, input.planId));
    if (!plan || !plan.isPublic) throw new AppError('ERR_NO_PLAN_FOUND', 'Plan not found');
    const created = await insertCompanyRecords({
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      planId: plan.id,
      status: true,
      dueDate: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
      recurrence: 'MENSAL',
      campaignsEnabled: true,
      admin: { passwordHash },
    });
    // The first period's invoice at once: it falls due when the trial ends, so the admin can pay before.
    await issueFirstInvoice(tx, created.company);
    return created;
  });
  log.info('company signed up', { companyId: company.id, userId: admin?.id });
  return serializeCompany(company);
}
