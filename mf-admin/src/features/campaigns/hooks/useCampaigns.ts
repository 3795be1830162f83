import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { Campaign } from '@zapdesk/contracts';

/** GET /campaigns pages for a search (20 a page, infinite scroll), kept live by `company-{id}-campaign`. */
export function useCampaigns(search: string) {
  const api = useApi();
  const list = usePagedList<Campaign>({
    query: search,
    load: (pageNumber) => call(api.rpc.campaigns.campaigns.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })),
  });
  useCompanyEvent('campaign', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.campaignId });
    else if (e.action === 'update') list.update((rows) => (rows.some((r) => r.id === e.campaign.id) ? rows.map((r) => (r.id === e.campaign.id ? e.campaign : r)) : rows));
    else if (!search || e.campaign.name.toLowerCase().includes(search.toLowerCase())) list.apply({ action: 'create', record: e.campaign });
  });
  return list;
}
