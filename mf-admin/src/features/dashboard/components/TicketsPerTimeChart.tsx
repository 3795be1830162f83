import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TicketsPerTime } from '../hooks/useDashboardCharts';
import { chartTheme } from '../utils/chart-theme';
import { timeBucketLabel, timeBucketTitle } from '../utils/time-bucket-label';
import { ChartCard } from './ChartCard';

/** Tickets created per day of the range, or per hour when the range is a single day. */
export function TicketsPerTimeChart({ perTime, className }: { perTime: TicketsPerTime | null; className?: string }) {
  const { t } = useTranslation('dashboard');
  const byHour = perTime?.byHour ?? false;
  const data = perTime?.data ?? [];
  const total = data.reduce((n, d) => n + d.total, 0);
  return (
    <ChartCard title={t(byHour ? 'charts.perHour' : 'charts.perDay')} total={total} loading={!perTime} empty={total === 0} className={className} testId="chart-per-time">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: -12, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke={chartTheme.grid} />
          <XAxis dataKey="key" tickFormatter={(k: string) => timeBucketLabel(k, byHour)} tick={chartTheme.tick} tickLine={false} axisLine={false} minTickGap={12} />
          <YAxis allowDecimals={false} tick={chartTheme.tick} tickLine={false} axisLine={false} width={40} />
          <Tooltip
            cursor={chartTheme.cursor}
            contentStyle={chartTheme.tooltip}
            labelStyle={chartTheme.tooltipLabel}
            itemStyle={chartTheme.tooltipItem}
            labelFormatter={(k) => timeBucketTitle(String(k), byHour)}
          />
          <Bar dataKey="total" name={t('charts.tickets')} fill={chartTheme.bar} radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
