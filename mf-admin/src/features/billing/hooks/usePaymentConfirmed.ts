import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useCompanyEvent, useSession } from '@zapdesk/client';

/** The spec's redirect after a confirmed payment (core.md §9): 4000 ms. */
export const PAYMENT_REDIRECT_MS = 4000;

/**
 * While `watching`, a `company-{id}-payment` CONCLUIDA (for `invoiceId` when given) moves the session's due
 * date, answers the new one, and after 4 s takes the user to /.
 */
export function usePaymentConfirmed(watching: boolean, invoiceId?: number) {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const [confirmedDueDate, setConfirmed] = useState<string | null>(null);
  useCompanyEvent('payment', (e) => {
    if (!watching || e.action !== 'CONCLUIDA' || (invoiceId && e.invoice && e.invoice.id !== invoiceId)) return;
    if (user?.company) setUser({ ...user, company: { ...user.company, dueDate: e.company.dueDate } });
    setConfirmed(e.company.dueDate);
  });
  useEffect(() => {
    if (!confirmedDueDate) return;
    const timer = setTimeout(() => void navigate({ to: '/' }), PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [confirmedDueDate, navigate]);
  return confirmedDueDate;
}
