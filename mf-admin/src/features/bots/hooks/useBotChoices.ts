import { useEffect, useState } from 'react';
import { call, useApi, useSession } from '@zapdesk/client';

export type BotChoice = { id: number; name: string };

/**
 * The prompts and integrations a queue or a connection may hand conversations to: each list only when the plan
 * has its feature (useOpenAi, useIntegrations), so a dialog never calls a route the plan closes.
 */
export function useBotChoices(open: boolean) {
  const api = useApi();
  const { plan } = useSession();
  const [prompts, setPrompts] = useState<BotChoice[] | null>(null);
  const [integrations, setIntegrations] = useState<BotChoice[] | null>(null);
  const useOpenAi = plan?.useOpenAi !== false;
  const useIntegrations = plan?.useIntegrations !== false;
  useEffect(() => {
    if (!open) return;
    if (useOpenAi) void call(api.rpc.prompts.prompt.$get({ query: { searchParam: '', pageNumber: '1' } })).then((r) => setPrompts(r.prompts.map((p) => ({ id: p.id, name: p.name }))), () => setPrompts([]));
    if (useIntegrations) {
      // Integrations page 20 at a time: the picker takes up to five pages (100 integrations).
      void (async () => {
        const all: BotChoice[] = [];
        for (let page = 1; page <= 5; page++) {
          const r = await call(api.rpc.queueIntegrations.queueIntegration.$get({ query: { searchParam: '', pageNumber: String(page) } }));
          all.push(...r.queueIntegrations.map((i) => ({ id: i.id, name: `${i.name} (${i.type})` })));
          if (!r.hasMore) break;
        }
        setIntegrations(all);
      })().catch(() => setIntegrations([]));
    }
  }, [api, open, useOpenAi, useIntegrations]);
  return { prompts: useOpenAi ? prompts : null, integrations: useIntegrations ? integrations : null };
}
