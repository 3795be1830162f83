import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { QueueOption } from '../utils/queue-types';

export type OptionDraft = { title: string; message: string };

/**
 * A queue's option tree (GET /queue-options/tree) and its one-by-one saves: POST and PUT /queue-options,
 * DELETE /queue-options/{id}. Every write re-reads the tree, so numbers are the server's (a delete renumbers siblings).
 */
export function useQueueOptionTree(queueId: number) {
  const api = useApi();
  const [tree, setTree] = useState<QueueOption[] | null>(null);
  const load = useCallback(async () => {
    try {
      setTree(await api.get<QueueOption[]>('/queue-options/tree', { query: { queueId } }));
    } catch (e) {
      setTree((prev) => prev ?? []);
      toastError(e);
    }
  }, [api, queueId]);
  useEffect(() => {
    void load();
  }, [load]);
  const create = useCallback(
    async (parentId: number | null, draft: OptionDraft) => {
      await api.post('/queue-options', { queueId, parentId, title: draft.title, message: draft.message });
      await load();
    },
    [api, queueId, load],
  );
  const update = useCallback(
    async (id: number, draft: OptionDraft) => {
      await api.put(`/queue-options/${id}`, { title: draft.title, message: draft.message });
      await load();
    },
    [api, load],
  );
  const remove = useCallback(
    async (id: number) => {
      await api.delete(`/queue-options/${id}`);
      await load();
    },
    [api, load],
  );
  return { tree, create, update, remove };
}
