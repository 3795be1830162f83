import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@zapdesk/ui';
import { RouteStatusPanel } from './RouteStatusPanel';

/** How long the panel stays before going to the start page (admin-automation.md §2: "redirect to / after 1 second"). */
export const PLAN_REDIRECT_MS = 1000;

/**
 * An area the company's plan leaves out (DECISIONS "Plans, profiles"): a toast, the panel, then / after 1 second.
 * A page the user's profile may not open and whose spec names a toast (announcements: super users only) goes the same way.
 */
export function PlanDisabledRedirect({ status = 'planDisabled', toastKey = 'planDisabled.toast' }: { status?: 'planDisabled' | 'noAccess'; toastKey?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(t(toastKey), { id: status === 'planDisabled' ? 'plan-disabled' : 'no-access' });
    const timer = setTimeout(() => void navigate({ to: '/', replace: true }), PLAN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, t, toastKey, status]);
  return <RouteStatusPanel status={status} />;
}
