import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@zapdesk/client';
import type { Plan } from '../utils/plan-types';

/** Every plan, public or not (GET /plans/all, super users); null while loading. */
export function usePlans(onError: (e: unknown) => void) {
  const api = useApi();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const load = useCallback(async () => {
    try {
      setPlans(await api.get<Plan[]>('/plans/all'));
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
