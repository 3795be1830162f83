import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BarChart3Icon } from 'lucide-react';
import type { CampaignReport } from '@zapdesk/contracts';
import { Card, CardContent, CardHeader, CardTitle, EmptyState } from '@zapdesk/ui';
import { chartTheme } from '../../dashboard/utils/chart-theme';

/** Sends and deliveries per minute of a campaign (the report's timeline), on the company clock. */
export function CampaignTimelineChart({ timeline, timeZone }: { timeline: CampaignReport['timeline']; timeZone: string }) {
  const { t, i18n } = useTranslation('campaigns');
  const time = useMemo(() => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone }), [i18n.language, timeZone]);
  const full = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone }), [i18n.language, timeZone]);
  return (
    <Card className="min-w-0 gap-3" data-testid="campaign-chart">
      <CardHeader>
        <CardTitle>{t('report.chart.title')}</CardTitle>
      </CardHeader>
      <CardContent className="h-64">
        {timeline.length === 0 ? (
          <EmptyState className="h-full" icon={<BarChart3Icon />} title={t('report.chart.empty')} />
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={timeline} margin={{ top: 8, right: 8, left: -12, bottom: 0 }}>
              <CartesianGrid vertical={false} stroke={chartTheme.grid} />
              <XAxis dataKey="at" tickFormatter={(at: string) => time.format(new Date(at))} tick={chartTheme.tick} tickLine={false} axisLine={false} minTickGap={12} />
              <YAxis allowDecimals={false} tick={chartTheme.tick} tickLine={false} axisLine={false} width={40} />
              <Tooltip cursor={chartTheme.cursor} contentStyle={chartTheme.tooltip} labelStyle={chartTheme.tooltipLabel} itemStyle={chartTheme.tooltipItem} labelFormatter={(at) => full.format(new Date(String(at)))} />
              <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
              <Bar dataKey="sent" name={t('report.chart.sent')} fill="#0ea5e9" radius={[4, 4, 0, 0]} maxBarSize={32} isAnimationActive={false} />
              <Bar dataKey="delivered" name={t('report.chart.delivered')} fill="#10b981" radius={[4, 4, 0, 0]} maxBarSize={32} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
}
