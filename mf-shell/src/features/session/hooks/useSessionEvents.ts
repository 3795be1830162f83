import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAtom, useCompanyEvent, useSession, useZapdesk } from '@zapdesk/client';
import { toast } from '@zapdesk/ui';

/** After this delay the "accessed on another device" toast is followed by the logout (core.md §4). */
export const FORCED_LOGOUT_DELAY_MS = 1000;

/**
 * While logged in: connects the socket, loads the plan, applies `company-{id}-user` updates of the
 * current user, and logs out 1 s after `company-{id}-auth` says the account was used on another device.
 */
export function useSessionEvents() {
  const zapdesk = useZapdesk();
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    zapdesk.realtime.connect();
    void zapdesk.loadPlan().catch(() => {});
  }, [zapdesk, userId]);

  useCompanyEvent('auth', (e) => {
    if (!userId || e.user.id !== userId) return;
    toast.error(t('session.otherDevice'), { id: 'other-device' });
    setTimeout(() => zapdesk.endSession('other-device'), FORCED_LOGOUT_DELAY_MS);
  });

  useCompanyEvent('user', (e) => {
    const current = zapdesk.store.get(sessionAtom).user;
    if (e.action !== 'update' || !current || e.user.id !== current.id) return;
    zapdesk.setUser('company' in e.user ? { ...current, ...e.user, company: e.user.company ?? current.company } : { ...current, ...e.user });
  });
}
