import { useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { UserListItem } from '@zapdesk/contracts';

/** Every user of the company with their queues (GET /users/list), for the user filter and transfers. */
export function useCompanyUsers(enabled = true) {
  const api = useApi();
  const [users, setUsers] = useState<UserListItem[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    call(api.rpc.users.users.list.$get())
      .then((us) => alive && setUsers(us.map((u) => ({ ...u, queues: u.queues ?? [] }))))
      .catch(toastError);
    return () => {
      alive = false;
    };
  }, [api, enabled]);
  return users;
}
