import { useTranslation } from 'react-i18next';
import { CheckCheckIcon, CheckIcon, CircleAlertIcon, ClockIcon } from 'lucide-react';
import { cn } from '@zapdesk/ui';
import { ackView } from '../utils/ack-view';

/** The delivery tick of an own message (see ackView). */
export function AckIcon({ ack, errorCode }: { ack: number; errorCode?: string | null }) {
  const { t } = useTranslation('tickets');
  const v = ackView(ack, errorCode);
  const label = t(`ack.${v.label}`);
  const cls = cn('size-3.5 shrink-0', v.colored ? 'text-sky-500' : v.icon === 'error' ? 'text-destructive' : 'text-muted-foreground');
  const Icon = v.icon === 'clock' ? ClockIcon : v.icon === 'check' ? CheckIcon : v.icon === 'error' ? CircleAlertIcon : CheckCheckIcon;
  return (
    <span title={label} aria-label={label} role="img" data-testid="message-ack" data-ack={ack} data-colored={v.colored || undefined} className="inline-flex">
      <Icon className={cls} />
    </span>
  );
}
