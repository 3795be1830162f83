import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { TagRef } from '../utils/ticket-types';

/** Every tag of the company (GET /tags/list), for the search filter and the tagging dialog. */
export function useTags(enabled = true) {
  const api = useApi();
  const [tags, setTags] = useState<TagRef[]>([]);
  const reload = useCallback(
    () =>
      api
        .get<TagRef[]>('/tags/list')
        .then((ts) => setTags(ts.map(({ id, name, color, kanban }) => ({ id, name, color, kanban }))))
        .catch(toastError),
    [api],
  );
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { tags, reload };
}
