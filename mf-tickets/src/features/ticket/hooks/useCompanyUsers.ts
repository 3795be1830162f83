import { useEffect, useState } from 'react';
import { useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { QueueRef } from '../utils/ticket-types';

export type CompanyUser = { id: number; name: string; email?: string; profile?: string; queues: QueueRef[] };

/** Every user of the company with their queues (GET /users/list), for the user filter and transfers. */
export function useCompanyUsers(enabled = true) {
  const api = useApi();
  const [users, setUsers] = useState<CompanyUser[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    api
      .get<CompanyUser[]>('/users/list')
      .then((us) => alive && setUsers(us.map((u) => ({ ...u, queues: u.queues ?? [] }))))
      .catch(toastError);
    return () => {
      alive = false;
    };
  }, [api, enabled]);
  return users;
}
