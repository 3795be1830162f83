import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { EmptyState } from '@zapdesk/ui';

/** Companies, plans and helps are managed by super users only (core.md §6); anyone else sees why the tab is empty. */
export function SuperOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('companies');
  const { isSuper } = useSession();
  if (!isSuper) return <EmptyState icon={<LockIcon />} title={t('superOnly')} />;
  return <>{children}</>;
}
