import { useState } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import type { Invoice } from '@zapdesk/contracts';
import { usePagedList } from '@zapdesk/ui';

/**
 * GET /invoices/all pages for a search, with the platform's external subscription page; a confirmed payment
 * (`company-{id}-payment`) or an invoice issued (`company-{id}-invoice`) reloads them.
 */
export function useInvoices(search: string) {
  const api = useApi();
  const [subscriptionPageUrl, setSubscriptionPageUrl] = useState<string | null>(null);
  const list = usePagedList<Invoice>({
    query: search,
    load: (pageNumber) => call(api.rpc.invoices.invoices.all.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })).then((r) => {
        setSubscriptionPageUrl(r.subscriptionPageUrl);
        return { records: r.invoices, hasMore: r.hasMore };
      }),
  });
  useCompanyEvent('payment', () => list.reload());
  useCompanyEvent('invoice', () => list.reload());
  return { ...list, subscriptionPageUrl };
}
