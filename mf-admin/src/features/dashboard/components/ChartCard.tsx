import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart3Icon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn, EmptyState, Skeleton } from '@zapdesk/ui';

/** A dashboard chart's frame: title, total, a skeleton while loading and an empty state without tickets. */
export function ChartCard({ title, total, loading, empty, className, testId, children }: { title: string; total: number; loading: boolean; empty: boolean; className?: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className={cn('min-w-0 gap-3', className)} data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {!loading && <CardDescription data-testid={`${testId}-total`}>{t('charts.total', { count: total })}</CardDescription>}
      </CardHeader>
      <CardContent className="h-72">
        {loading ? <Skeleton className="h-full w-full" /> : empty ? <EmptyState className="h-full" icon={<BarChart3Icon />} title={t('charts.empty')} /> : children}
      </CardContent>
    </Card>
  );
}
