import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import type { Invoice } from '@zapdesk/contracts';
import { usePagedList } from '@zapdesk/ui';

/** GET /invoices/all pages for a search; a confirmed payment (`company-{id}-payment`) reloads them. */
export function useInvoices(search: string) {
  const api = useApi();
  const list = usePagedList<Invoice>({
    query: search,
    load: (pageNumber) => call(api.rpc.invoices.invoices.all.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })).then((r) => ({ records: r.invoices, hasMore: r.hasMore })),
  });
  useCompanyEvent('payment', () => list.reload());
  return list;
}
