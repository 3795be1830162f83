import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CompassIcon, ConstructionIcon, LockIcon, type LucideIcon } from 'lucide-react';
import { Button } from '@zapdesk/ui';

/**
 * Why a private route shows no screen: an unknown path, an area not built yet, a page the profile may not open,
 * or an area the company's plan leaves out.
 */
export type RouteStatus = 'notFound' | 'notAvailable' | 'noAccess' | 'planDisabled';

const icons: Record<RouteStatus, LucideIcon> = { notFound: CompassIcon, notAvailable: ConstructionIcon, noAccess: LockIcon, planDisabled: LockIcon };
const testIds: Record<RouteStatus, string> = { notFound: 'not-found', notAvailable: 'not-available', noAccess: 'no-access', planDisabled: 'plan-disabled' };

/** The panel such a route shows inside the layout (menu and top bar stay), with a way back to the start page. */
export function RouteStatusPanel({ status }: { status: RouteStatus }) {
  const { t } = useTranslation();
  const Icon = icons[status];
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-8 text-center" data-testid={testIds[status]}>
      <div className="bg-muted text-muted-foreground flex size-16 items-center justify-center rounded-full">
        <Icon className="size-8" />
      </div>
      <h1 className="text-xl font-semibold">{t(`${status}.title`)}</h1>
      <p className="text-muted-foreground max-w-md text-sm">{t(`${status}.text`)}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
