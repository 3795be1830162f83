import { isApiError } from '@zapdesk/client';
import { toast, toastError } from '@zapdesk/ui';

/** A failed queue save: the plan-limit toast names the limit (ERR_PLAN_LIMIT_REACHED carries `max`); other codes go to the shared toast. */
export function queueErrorToast(e: unknown, planLimitText: (max: number) => string) {
  const max = isApiError(e) && e.error === 'ERR_PLAN_LIMIT_REACHED' ? Number((e.body as { max?: unknown } | null)?.max) : NaN;
  if (Number.isFinite(max)) return toast.error(planLimitText(max), { id: 'err-ERR_PLAN_LIMIT_REACHED' });
  return toastError(e);
}
