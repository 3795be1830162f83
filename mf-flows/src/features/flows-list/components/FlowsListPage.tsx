import { useTranslation } from 'react-i18next';
import { WorkflowIcon } from 'lucide-react';
import { EmptyState } from '@zapdesk/ui';

/** /flowbuilders: the flows list. The flow API arrives with the flow-builder issue; until then the list is empty. */
export function FlowsListPage() {
  const { t } = useTranslation('flows');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 p-4 sm:p-6" data-testid="flows-page">
      <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
      <EmptyState icon={<WorkflowIcon />} title={t('list.empty')} hint={t('list.emptyHint')} />
    </div>
  );
}
