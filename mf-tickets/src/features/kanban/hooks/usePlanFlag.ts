import { useEffect } from 'react';
import { useSession, useZapdesk, type PlanFlags } from '@zapdesk/client';

/** A feature flag of the company plan: null while the plan loads (it is fetched when the shell has not yet). */
export function usePlanFlag(flag: keyof PlanFlags): boolean | null {
  const z = useZapdesk();
  const { plan } = useSession();
  useEffect(() => {
    if (!plan) void z.loadPlan().catch((e) => console.error('plan load failed', e));
  }, [plan, z]);
  return plan ? !!plan[flag] : null;
}
