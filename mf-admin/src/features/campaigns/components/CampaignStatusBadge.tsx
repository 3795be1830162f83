import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon } from 'lucide-react';
import type { CampaignStatus } from '@zapdesk/contracts';
import { Badge, cn } from '@zapdesk/ui';
import { campaignStatusClass } from '../utils/campaign-rules';

/** A campaign's status as a coloured badge (a spinner while it runs). */
export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge variant="outline" className={cn('gap-1', campaignStatusClass[status], className)} data-testid="campaign-status" data-status={status}>
      {status === 'EM_ANDAMENTO' && <LoaderCircleIcon className="size-3 animate-spin" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
