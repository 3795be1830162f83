import type { QueueIntegrationPage, QueueIntegrationQuery } from '@zapdesk/contracts';
import { and, asc, containsText, count, db, eq, or, queueIntegrations } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertIntegrationsEnabled, serializeIntegration } from './internal';

export const INTEGRATIONS_PAGE_SIZE = 20;

/** A page of the company's integrations by name, searched by name or project: `{ queueIntegrations, count, hasMore }`. */
export async function listIntegrations({ ctx, input }: { ctx: Ctx; input: QueueIntegrationQuery }): Promise<QueueIntegrationPage> {
  await assertIntegrationsEnabled(ctx);
  const term = input.searchParam?.trim();
  const page = input.pageNumber ?? 1;
  const where = and(eq(queueIntegrations.companyId, ctx.actor.companyId), term ? or(containsText(queueIntegrations.name, term), containsText(queueIntegrations.projectName, term)) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select()
      .from(queueIntegrations)
      .where(where)
      .orderBy(asc(queueIntegrations.name), asc(queueIntegrations.id))
      .limit(INTEGRATIONS_PAGE_SIZE)
      .offset((page - 1) * INTEGRATIONS_PAGE_SIZE),
    db().select({ n: count() }).from(queueIntegrations).where(where),
  ]);
  return { queueIntegrations: rows.map(serializeIntegration), count: Number(n), hasMore: page * INTEGRATIONS_PAGE_SIZE < Number(n) };
}
