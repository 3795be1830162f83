import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMPAIGN_REPORT_RELOAD_MS, type CampaignReport, type CampaignShipping } from '@zapdesk/contracts';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { mergeShipping } from '../utils/merge-shipping';

/** Live updates of a running campaign read the report again at most this often. */
const REFRESH_MS = 1_000;
/** After it finished, the report is read again every 5 s while sends still wait for the provider's confirmation, this many times at most. */
const SETTLE_RELOADS = 24;

/**
 * GET /campaigns/{id}/report, live (admin-automation.md §4): a `company-{id}-campaign` update replaces the
 * campaign at once and reads the counts, chart and first shipping page again (at most once a second); when the
 * campaign is FINALIZADA the report is reloaded after 5 s, and again every 5 s while sends are neither
 * delivered nor failed (their confirmations come after the last send).
 */
export function useCampaignReport(campaignId: number) {
  const api = useApi();
  const [report, setReport] = useState<CampaignReport | null>(null);
  const [shipping, setShipping] = useState<CampaignShipping[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [missing, setMissing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = useRef(1);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const lastRead = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settleReloads = useRef(0);

  const read = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const run = (async () => {
      try {
        lastRead.current = Date.now();
        const r = await call(api.rpc.campaigns.campaigns[':id'].report.$get({ param: { id: String(campaignId) }, query: { pageNumber: '1' } }));
        setReport(r);
        setShipping((loaded) => (page.current === 1 ? r.shipping : mergeShipping(loaded, r.shipping)));
        if (page.current === 1) setHasMore(r.hasMore);
      } catch (e) {
        if ((e as { error?: string })?.error === 'ERR_NO_CAMPAIGN_FOUND') setMissing(true);
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    await run;
    if (again.current) {
      again.current = false;
      await read();
    }
  }, [api, campaignId]);

  const schedule = useCallback(
    (delay: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void read();
      }, delay);
    },
    [read],
  );

  useEffect(() => {
    page.current = 1;
    settleReloads.current = 0;
    setReport(null);
    setMissing(false);
    void read();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [read]);

  // Finished with sends still unconfirmed: read again in 5 s (the first time always, per the spec).
  const status = report?.campaign.status;
  const unsettled = report ? report.counts.sent - report.counts.delivered - report.counts.failed : 0;
  useEffect(() => {
    if (status !== 'FINALIZADA') return;
    if (settleReloads.current > 0 && unsettled <= 0) return;
    if (settleReloads.current >= SETTLE_RELOADS) return;
    settleReloads.current += 1;
    schedule(CAMPAIGN_REPORT_RELOAD_MS);
  }, [status, unsettled, report, schedule]);

  useCompanyEvent('campaign', (e) => {
    if (e.action === 'delete') {
      if (e.campaignId === campaignId) setMissing(true);
      return;
    }
    if (e.campaign.id !== campaignId) return;
    setReport((r) => (r ? { ...r, campaign: e.campaign } : r));
    if (e.campaign.status === 'FINALIZADA') return; // the 5 s reload above
    schedule(Math.max(0, lastRead.current + REFRESH_MS - Date.now()));
  });

  const loadMore = useCallback(async () => {
    if (loadingMore || !hasMore) return;
    setLoadingMore(true);
    try {
      const next = page.current + 1;
      const r = await call(api.rpc.campaigns.campaigns[':id'].report.$get({ param: { id: String(campaignId) }, query: { pageNumber: String(next) } }));
      page.current = next;
      setShipping((loaded) => [...loaded, ...r.shipping.filter((s) => !loaded.some((l) => l.id === s.id))]);
      setHasMore(r.hasMore);
    } catch {
      setHasMore(false);
    } finally {
      setLoadingMore(false);
    }
  }, [api, campaignId, hasMore, loadingMore]);

  return { report, shipping, hasMore, loadMore, loadingMore, missing };
}
