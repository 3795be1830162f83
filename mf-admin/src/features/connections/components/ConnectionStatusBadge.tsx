import { useTranslation } from 'react-i18next';
import { CircleCheckIcon, CircleXIcon, LinkIcon, LoaderCircleIcon, QrCodeIcon, SignalZeroIcon, type LucideIcon } from 'lucide-react';
import type { ConnectionStatus } from '@zapdesk/contracts/constants';
import { cn, Tooltip, TooltipContent, TooltipTrigger } from '@zapdesk/ui';

const looks: Record<ConnectionStatus, { icon: LucideIcon; className: string }> = {
  qrcode: { icon: QrCodeIcon, className: 'text-amber-600 dark:text-amber-400' },
  OPENING: { icon: LoaderCircleIcon, className: 'text-muted-foreground animate-spin' },
  PAIRING: { icon: LinkIcon, className: 'text-amber-600 dark:text-amber-400' },
  CONNECTED: { icon: CircleCheckIcon, className: 'text-emerald-600 dark:text-emerald-400' },
  TIMEOUT: { icon: SignalZeroIcon, className: 'text-destructive' },
  DISCONNECTED: { icon: CircleXIcon, className: 'text-destructive' },
};

/** The status icon and label, with the spec's tooltip per status (needs a TooltipProvider above). */
export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('connections');
  const look = looks[status] ?? looks.DISCONNECTED;
  const Icon = look.icon;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className="inline-flex cursor-default items-center gap-2" tabIndex={0} data-testid="connection-status" data-status={status}>
          <Icon className={cn('size-5 shrink-0', look.className)} aria-hidden />
          <span className="text-sm">{t(`status.${status}`)}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">
        <p className="font-semibold">{t(`tooltips.${status}.title`)}</p>
        <p className="opacity-90">{t(`tooltips.${status}.text`)}</p>
      </TooltipContent>
    </Tooltip>
  );
}
