import { and, eq, prompts, queueIntegrations, runPrepared, sql } from '@zapdesk/db';
import { busCache } from '../../lib/bus-cache';

type PromptRow = typeof prompts.$inferSelect;
type IntegrationRow = typeof queueIntegrations.$inferSelect;

export const BOT_ROWS_CHANNEL = 'bots.rows-changed';
/**
 * The prompts and integrations bots read, cached per process: a turn asks for its bot three times (the inbound
 * message, the provider call, the reply's transaction), for every message a bot holds. Keys are
 * `companyId:prompt:id` and `companyId:integration:id`. Their writers (the prompt, integration and queue routes)
 * call botRowsChanged in their transactions; the transactions that read them here never write them, so reads
 * made inside those are kept too.
 */
export const botRows = busCache<string, PromptRow | IntegrationRow | null, { companyId: number }>({
  channel: BOT_ROWS_CHANNEL,
  ttlMs: 30_000,
  maxEntries: 10_000,
  load: async (key) => {
    const [companyId, kind, id] = key.split(':');
    const values = { id: Number(id), companyId: Number(companyId) };
    const [row] =
      kind === 'prompt'
        ? await runPrepared('bot-prompt', (q) => q.select().from(prompts).where(and(eq(prompts.id, sql.placeholder('id')), eq(prompts.companyId, sql.placeholder('companyId')))), values)
        : await runPrepared('bot-integration', (q) => q.select().from(queueIntegrations).where(and(eq(queueIntegrations.id, sql.placeholder('id')), eq(queueIntegrations.companyId, sql.placeholder('companyId')))), values);
    return row ?? null;
  },
  drops: (m) => (key) => key.startsWith(`${m.companyId}:`),
  storeReadsInTransactions: true,
});
/** A company's prompts, integrations or the queues they name changed: the bots read them again (in every process). */
export const botRowsChanged = (companyId: number) => botRows.invalidate({ companyId });

