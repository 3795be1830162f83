import { useCallback, useEffect, useRef, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import type { Plan } from '@zapdesk/contracts';

/** Every plan, public or not (GET /plans/all, super users); null while loading. */
export function usePlans(onError: (e: unknown) => void) {
  const api = useApi();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const load = useCallback(async () => {
    try {
      setPlans(await call(api.rpc.plans.plans.all.$get()));
    } catch (e) {
      setPlans((p) => p ?? []);
      onErrorRef.current(e);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  return { plans, setPlans, reload: load };
}
