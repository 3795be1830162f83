import type { QueueIntegration } from '@zapdesk/contracts';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';

/** GET /queueIntegration pages for a search (20 a page, infinite scroll), kept live by `company-{id}-queueIntegration`. */
export function useQueueIntegrations(search: string) {
  const api = useApi();
  const list = usePagedList<QueueIntegration>({
    query: search,
    load: async (pageNumber) => {
      const page = await call(api.rpc.queueIntegrations.queueIntegration.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } }));
      return { records: page.queueIntegrations, hasMore: page.hasMore, count: page.count };
    },
  });
  useCompanyEvent('queueIntegration', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.integrationId });
    else list.apply({ action: e.action, record: e.queueIntegration });
  });
  return list;
}
