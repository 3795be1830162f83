import { useTranslation } from 'react-i18next';
import { CheckCheckIcon, ClockIcon, HourglassIcon, MessageCircleIcon, TimerIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@zapdesk/ui';
import type { DashboardCounters } from '../hooks/useDashboard';

const cards: { key: keyof DashboardCounters; icon: LucideIcon; minutes?: boolean }[] = [
  { key: 'supportHappening', icon: MessageCircleIcon },
  { key: 'supportPending', icon: HourglassIcon },
  { key: 'supportFinished', icon: CheckCheckIcon },
  { key: 'leads', icon: UserPlusIcon },
  { key: 'avgSupportTime', icon: TimerIcon, minutes: true },
  { key: 'avgWaitTime', icon: ClockIcon, minutes: true },
];

/** The six counters (core.md §2 Dashboard); averages in minutes. */
export function CounterCards({ counters }: { counters: DashboardCounters | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
      {cards.map(({ key, icon: Icon, minutes }) => (
        <Card key={key} className="gap-2 py-5" data-testid={`counter-${key}`}>
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle className="text-muted-foreground text-sm font-medium">{t(`counters.${key}`)}</CardTitle>
            <Icon className="text-primary size-5" />
          </CardHeader>
          <CardContent>
            {counters ? (
              <p className="text-3xl font-semibold tabular-nums" data-testid="counter-value" data-value={counters[key]}>
                {minutes ? t('minutes', { value: number.format(counters[key]) }) : number.format(counters[key])}
              </p>
            ) : (
              <Skeleton className="h-9 w-20" />
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
