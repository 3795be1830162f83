import { useEffect, useRef } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import { CAMPAIGN_REPORT_RELOAD_MS, type Campaign } from '@zapdesk/contracts';

/** How many times a finished campaign is read again while its last sends wait for the provider's confirmation. */
const SETTLE_READS = 6;

/**
 * GET /campaigns pages for a search (20 a page, infinite scroll), kept live by `company-{id}-campaign`. A campaign
 * that finishes is read again 5 s later (and every 5 s a few times while sends are unconfirmed): deliveries
 * come from provider acks, which raise no campaign event.
 */
export function useCampaigns(search: string) {
  const api = useApi();
  const list = usePagedList<Campaign>({
    query: search,
    load: (pageNumber) => call(api.rpc.campaigns.campaigns.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })),
  });
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const replace = (c: Campaign) => list.update((rows) => (rows.some((r) => r.id === c.id) ? rows.map((r) => (r.id === c.id ? c : r)) : rows));
  const settle = (c: Campaign, left: number) => {
    clearTimeout(timers.current.get(c.id));
    if (c.status !== 'FINALIZADA' || c.counts.delivered >= c.counts.sent || left <= 0) return void timers.current.delete(c.id);
    timers.current.set(
      c.id,
      setTimeout(() => {
        call(api.rpc.campaigns.campaigns[':id'].$get({ param: { id: String(c.id) } })).then(
          (fresh) => (replace(fresh), settle(fresh, left - 1)),
          () => timers.current.delete(c.id),
        );
      }, CAMPAIGN_REPORT_RELOAD_MS),
    );
  };

  useCompanyEvent('campaign', (e) => {
    if (e.action === 'delete') return list.apply({ action: 'delete', id: e.campaignId });
    if (e.action === 'update') {
      replace(e.campaign);
      settle(e.campaign, SETTLE_READS);
    } else if (!search || e.campaign.name.toLowerCase().includes(search.toLowerCase())) list.apply({ action: 'create', record: e.campaign });
  });
  return list;
}
