import { useTranslation } from 'react-i18next';
import { CheckCheckIcon, ClockIcon, HourglassIcon, MessageCircleIcon, TimerIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@zapdesk/ui';
import { useDashboardCounters, type DashboardCounters } from '../hooks/useDashboardCounters';

const DEFAULT_DAYS = 7;

const cards: { key: keyof DashboardCounters; icon: LucideIcon; minutes?: boolean }[] = [
  { key: 'supportHappening', icon: MessageCircleIcon },
  { key: 'supportPending', icon: HourglassIcon },
  { key: 'supportFinished', icon: CheckCheckIcon },
  { key: 'leads', icon: UserPlusIcon },
  { key: 'avgSupportTime', icon: TimerIcon, minutes: true },
  { key: 'avgWaitTime', icon: ClockIcon, minutes: true },
];

/** / (admins): the six counters of the last 7 days. Filters, attendants and charts come with the dashboard issue. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const counters = useDashboardCounters(DEFAULT_DAYS);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="dashboard-page">
      <div>
        <h1 className="text-2xl font-semibold">{t('dashboard.title')}</h1>
        <p className="text-muted-foreground text-sm">{t('dashboard.period', { count: DEFAULT_DAYS })}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ key, icon: Icon, minutes }) => (
          <Card key={key} className="gap-2 py-5" data-testid={`counter-${key}`}>
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle className="text-muted-foreground text-sm font-medium">{t(`dashboard.counters.${key}`)}</CardTitle>
              <Icon className="text-primary size-5" />
            </CardHeader>
            <CardContent>
              {counters ? (
                <p className="text-3xl font-semibold tabular-nums" data-testid="counter-value">
                  {minutes ? t('dashboard.minutes', { value: number.format(counters[key]) }) : number.format(counters[key])}
                </p>
              ) : (
                <Skeleton className="h-9 w-20" />
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
