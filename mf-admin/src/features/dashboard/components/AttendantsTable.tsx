import { useTranslation } from 'react-i18next';
import { UsersIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, cn, EmptyState, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@zapdesk/ui';
import type { DashboardAttendant } from '../hooks/useDashboard';
import { RatingIndicator } from './RatingIndicator';

/** Attendants of the period: name, rating, average support time and online state. */
export function AttendantsTable({ attendants }: { attendants: DashboardAttendant[] | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Card className="gap-3" data-testid="attendants">
      <CardHeader>
        <CardTitle>{t('attendants.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!attendants ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : attendants.length === 0 ? (
          <EmptyState icon={<UsersIcon />} title={t('attendants.empty')} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('attendants.name')}</TableHead>
                <TableHead>{t('attendants.rating')}</TableHead>
                <TableHead className="text-right">{t('attendants.avgSupportTime')}</TableHead>
                <TableHead className="text-right">{t('attendants.status')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {attendants.map((a) => (
                <TableRow key={a.id} data-testid="attendant-row">
                  <TableCell className="font-medium">{a.name}</TableCell>
                  <TableCell>
                    <RatingIndicator average={a.rating} count={a.ratings} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{t('minutes', { value: number.format(a.avgSupportTime) })}</TableCell>
                  <TableCell className="text-right">
                    <span className="inline-flex items-center gap-2" data-testid="attendant-online" data-online={a.online}>
                      <span className={cn('size-2.5 rounded-full', a.online ? 'bg-emerald-500' : 'bg-muted-foreground/40')} aria-hidden />
                      {a.online ? t('attendants.online') : t('attendants.offline')}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
