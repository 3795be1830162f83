import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@zapdesk/contracts';
import { Badge, cn } from '@zapdesk/ui';
import { statusChipClass } from '../utils/invoice-format';

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="outline" className={cn('font-medium', statusChipClass[status])} data-testid="invoice-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
