import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TicketsPerUser } from '../hooks/useDashboardCharts';
import { chartTheme } from '../utils/chart-theme';
import { ChartCard } from './ChartCard';

/** Tickets of the range per attendant, as horizontal bars (names stay readable). */
export function TicketsPerUserChart({ perUser, className }: { perUser: TicketsPerUser | null; className?: string }) {
  const { t } = useTranslation('dashboard');
  const data = perUser ?? [];
  const total = data.reduce((n, d) => n + d.total, 0);
  return (
    <ChartCard title={t('charts.perUser')} total={total} loading={!perUser} empty={data.length === 0} className={className} testId="chart-per-user">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid horizontal={false} stroke={chartTheme.grid} />
          <XAxis type="number" allowDecimals={false} tick={chartTheme.tick} tickLine={false} axisLine={false} />
          <YAxis type="category" dataKey="name" tick={chartTheme.tick} tickLine={false} axisLine={false} width={120} />
          <Tooltip cursor={chartTheme.cursor} contentStyle={chartTheme.tooltip} labelStyle={chartTheme.tooltipLabel} itemStyle={chartTheme.tooltipItem} />
          <Bar dataKey="total" name={t('charts.tickets')} fill={chartTheme.bar} radius={[0, 4, 4, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
