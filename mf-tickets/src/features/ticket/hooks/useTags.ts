import { useCallback, useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { TicketTag } from '@zapdesk/contracts';

/** Every tag of the company (GET /tags/list), for the search filter and the tagging dialog. */
export function useTags(enabled = true) {
  const api = useApi();
  const [tags, setTags] = useState<TicketTag[]>([]);
  const reload = useCallback(
    () =>
      call(api.rpc.tags.tags.list.$get({ query: {} }))
        .then((ts) => setTags(ts.map(({ id, name, color, kanban }) => ({ id, name, color, kanban }))))
        .catch(toastError),
    [api],
  );
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { tags, reload };
}
