import { useCallback, useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import { z } from 'zod';
import { QueueOptionNode } from '@zapdesk/contracts/responses/queues';
import { toastError } from '@zapdesk/ui';

export type OptionDraft = { title: string; message: string };

/**
 * A queue's option tree (GET /queue-options/tree) and its one-by-one saves: POST and PUT /queue-options,
 * DELETE /queue-options/{id}. Every write re-reads the tree, so numbers are the server's (a delete renumbers siblings).
 */
export function useQueueOptionTree(queueId: number) {
  const api = useApi();
  const [tree, setTree] = useState<QueueOptionNode[] | null>(null);
  const load = useCallback(async () => {
    try {
      // The RPC types stop at the first nesting of a recursive answer: the contract's schema reads the tree.
      const answer = await call(api.rpc.queueOptions['queue-options'].tree.$get({ query: { queueId: String(queueId) } }));
      setTree(z.array(QueueOptionNode).parse(answer));
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
      await api.rpc.queueOptions['queue-options'].$post({ json: { queueId, parentId, title: draft.title, message: draft.message } });
      await load();
    },
    [api, queueId, load],
  );
  const update = useCallback(
    async (id: number, draft: OptionDraft) => {
      await api.rpc.queueOptions['queue-options'][':id'].$put({ param: { id: String(id) }, json: { title: draft.title, message: draft.message } });
      await load();
    },
    [api, load],
  );
  const remove = useCallback(
    async (id: number) => {
      await api.rpc.queueOptions['queue-options'][':id'].$delete({ param: { id: String(id) } });
      await load();
    },
    [api, load],
  );
  return { tree, create, update, remove };
}
