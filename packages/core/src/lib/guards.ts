import { AppError, planFeatureFlags, type ErrorCode, type PlanFeatureFlag } from '@zapdesk/contracts';
import { and, companies, contacts, db, dialect, eq, inArray, plans, prompts, queueIntegrations, queues, tags, tickets, users, whatsapps, type Db } from '@zapdesk/db';
import { companyCache } from './company-cache';
import { isAdmin, isSuper, isSupervisorOrAdmin, type Actor, type Ctx } from '../context';

/** The one permission refusal (403 ERR_NO_PERMISSION; clients do not refresh on it). */
export const noPermission = (message = 'No permission for this resource') => new AppError('ERR_NO_PERMISSION', message);

const actorOf = (x: Ctx | Actor): Actor => ('actor' in x ? x.actor : x);

/** Company administrators (and super users, and the system inside its company). */
export function assertAdmin(x: Ctx | Actor, message?: string) {
  if (!isAdmin(actorOf(x))) throw noPermission(message);
}
/** Platform administrators only. */
export function assertSuper(x: Ctx | Actor, message?: string) {
  if (!isSuper(actorOf(x))) throw noPermission(message);
}
/** Administrators and supervisors (DECISIONS "Profiles": contact deletion, the tag kanban switch). */
export function assertSupervisorOrAdmin(x: Ctx | Actor, message?: string) {
  if (!isSupervisorOrAdmin(actorOf(x))) throw noPermission(message);
}

/** The tables a request body may reference by id, and the catalogue code that answers a foreign or missing one. */
const referable = {
  queue: { table: queues, code: 'ERR_NO_QUEUE_FOUND', label: 'Queue' },
  user: { table: users, code: 'ERR_NO_USER_FOUND', label: 'User' },
  whatsapp: { table: whatsapps, code: 'ERR_NO_WAPP_FOUND', label: 'Connection' },
  prompt: { table: prompts, code: 'ERR_NO_PROMPT_FOUND', label: 'Prompt' },
  integration: { table: queueIntegrations, code: 'ERR_NO_INTEGRATION_FOUND', label: 'Queue integration' },
  contact: { table: contacts, code: 'ERR_NO_CONTACT_FOUND', label: 'Contact' },
  tag: { table: tags, code: 'ERR_NO_TAG_FOUND', label: 'Tag' },
  ticket: { table: tickets, code: 'ERR_NO_TICKET_FOUND', label: 'Ticket' },
} as const satisfies Record<string, { table: { id: unknown; companyId: unknown }; code: ErrorCode; label: string }>;
export type Referable = keyof typeof referable;

/**
 * "This referenced id belongs to my company": every id of `kind` in `ids` (nulls and undefined skipped)
 * must be a row of the company, else the kind's own 404 code (another company's id looks absent).
 */
export async function assertOwned(d: Db, companyId: number, kind: Referable, ids: number | readonly (number | null | undefined)[] | null | undefined) {
  const wanted = [...new Set((Array.isArray(ids) ? ids : [ids]).filter((x): x is number => typeof x === 'number'))];
  if (!wanted.length) return;
  const { table, code, label } = referable[kind];
  const t = table as typeof queues;
  const found = await d.select({ id: t.id }).from(t).where(and(eq(t.companyId, companyId), inArray(t.id, wanted)));
  if (found.length !== wanted.length) throw new AppError(code, `${label} not found`);
}

/**
 * The one company-row lock: serialises writes that check a per-company invariant the database cannot hold
 * (plan limits, case-insensitive uniqueness) on PostgreSQL; SQLite transactions are already serialised.
 * NO KEY UPDATE does not block inserts elsewhere that reference the company (they take KEY SHARE).
 */
export async function lockCompanyRow(tx: Db, companyId: number) {
  if (dialect === 'pg') await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}

/**
 * A company's plan flags. Kept also when read inside a transaction (the inbound pipeline's, a bot's, on every
 * message): the transactions that ask do not write plans or a company's plan; those writes are the admins', in
 * transactions of their own that invalidate on commit.
 */
const planFlagsCache = companyCache(async (companyId: number) => {
  const [row] = await db()
    .select({ flags: Object.fromEntries(planFeatureFlags.map((f) => [f, plans[f]])) as Record<PlanFeatureFlag, (typeof plans)[PlanFeatureFlag]> })
    .from(companies)
    .leftJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  return Object.freeze((row?.flags ?? {}) as Partial<Record<PlanFeatureFlag, boolean | null>>);
}, undefined, { storeReadsInTransactions: true });

/** Whether the company's plan has the feature (a company without a plan has no limits: every feature). */
export async function planAllows(companyId: number, flag: PlanFeatureFlag): Promise<boolean> {
  const flags = await planFlagsCache.get(companyId);
  return flags[flag] !== false;
}

/**
 * DECISIONS "Plans, profiles": a plan feature flag that is off makes every route of its area answer 403
 * ERR_PLAN_FEATURE_DISABLED, naming the flag. Super users are not exempt: they act inside a company too.
 */
export async function assertPlanFeature(x: Ctx | Actor, flag: PlanFeatureFlag) {
  const actor = actorOf(x);
  if (!(await planAllows(actor.companyId, flag))) throw new AppError('ERR_PLAN_FEATURE_DISABLED', `Your plan does not include this feature (${flag})`, { flag });
}

/** A plan's flags changed: every company's cached flags go (plans are few and rarely edited). */
export const planFlagsChanged = () => planFlagsCache.invalidate({ all: true });
