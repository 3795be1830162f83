import { useTranslation } from 'react-i18next';
import { TriangleAlertIcon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { subscriptionWarningDays } from '../utils/subscription';

/** core.md §5: a warning with the number of days when fewer than 5 remain. */
export function SubscriptionWarning() {
  const { t } = useTranslation();
  const { user } = useSession();
  const days = subscriptionWarningDays(user?.company?.dueDate);
  if (days === null) return null;
  return (
    <div role="status" className="bg-warning text-warning-foreground flex items-center justify-center gap-2 px-4 py-1.5 text-sm font-medium" data-testid="subscription-warning">
      <TriangleAlertIcon className="size-4" />
      {days === 0 ? t('subscription.today') : t('subscription.warning', { count: days })}
    </div>
  );
}
