import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, MegaphoneIcon, RotateCcwIcon, SendIcon, SquareIcon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import { DEFAULT_TIMEZONE, type CampaignShipping } from '@zapdesk/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Progress, RecordsTable, Skeleton, TableCell, TableRow } from '@zapdesk/ui';
import { useCampaignActions } from '../hooks/useCampaignActions';
import { useCampaignReport } from '../hooks/useCampaignReport';
import { canCancel, canRestart } from '../utils/campaign-rules';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { CampaignTimelineChart } from './CampaignTimelineChart';

const countKeys = ['valid', 'sent', 'delivered', 'failed', 'pending'] as const;
const shippingClass: Record<CampaignShipping['status'], string> = {
  sent: 'border-sky-600/30 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  delivered: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  failed: 'border-destructive/30 bg-destructive/10 text-destructive',
};

/**
 * /campaign/{campaignId}/report (admin-automation.md §2, §4): status, progress = delivered / valid contacts,
 * the counts, sends and deliveries per minute, and the shipping table, live while the campaign runs.
 */
export function CampaignReportPage() {
  const { t, i18n } = useTranslation('campaigns');
  const navigate = useNavigate();
  const campaignId = Number((useParams({ strict: false }) as { campaignId?: string }).campaignId);
  const timeZone = useSession().user?.company?.timezone ?? DEFAULT_TIMEZONE;
  const { report, shipping, hasMore, loadMore, loadingMore, missing } = useCampaignReport(campaignId);
  const actions = useCampaignActions();
  const [acting, setActing] = useState(false);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const percent = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }), [i18n.language]);
  const dateTime = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium', timeZone }), [i18n.language, timeZone]);
  const back = () => void navigate({ to: '/campaigns' });
  const campaign = report?.campaign;
  const api = useApi();
  const tagId = campaign?.tagId ?? null;
  const [tagName, setTagName] = useState<string | null>(null);
  useEffect(() => {
    if (!tagId) return;
    let alive = true;
    call(api.rpc.tags.tags.list.$get({ query: {} })).then((tags) => alive && setTagName(tags.find((x) => x.id === tagId)?.name ?? null), () => undefined);
    return () => {
      alive = false;
    };
  }, [api, tagId]);

  const act = async (kind: 'cancel' | 'restart') => {
    if (!campaign) return;
    setActing(true);
    await actions[kind](campaign);
    setActing(false);
  };

  const backButton = (
    <div>
      <Button variant="ghost" size="sm" className="-ml-2" onClick={back} data-testid="campaign-report-back">
        <ArrowLeftIcon /> {t('report.back')}
      </Button>
    </div>
  );

  if (missing) {
    return (
      <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="campaign-report-page">
        {backButton}
        <EmptyState icon={<MegaphoneIcon />} title={t('report.notFound')} />
      </div>
    );
  }

  const meta = campaign
    ? [
        campaign.whatsapp && t('report.connection', { name: campaign.whatsapp.name }),
        campaign.contactList && t('report.target', { name: campaign.contactList.name }),
        !campaign.contactList && tagName && t('report.target', { name: t('tagTarget', { name: tagName }) }),
        campaign.scheduledAt && t('report.scheduledAt', { date: dateTime.format(new Date(campaign.scheduledAt)) }),
        campaign.completedAt && t('report.completedAt', { date: dateTime.format(new Date(campaign.completedAt)) }),
      ].filter(Boolean)
    : [];

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 overflow-y-auto p-4 sm:p-6" data-testid="campaign-report-page" data-status={campaign?.status}>
      {backButton}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">{t('report.title')}</p>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
            {campaign ? <span className="truncate" data-testid="campaign-report-name">{campaign.name}</span> : <Skeleton className="h-8 w-56" />}
            {campaign && <CampaignStatusBadge status={campaign.status} />}
          </h1>
          {meta.length > 0 && <p className="text-muted-foreground mt-1 text-sm">{meta.join(' · ')}</p>}
        </div>
        {campaign && (
          <div className="flex gap-2">
            {canCancel(campaign.status) && (
              <Button variant="outline" onClick={() => void act('cancel')} disabled={acting} data-testid="campaign-report-cancel">
                <SquareIcon /> {t('actions.cancel')}
              </Button>
            )}
            {canRestart(campaign.status) && (
              <Button onClick={() => void act('restart')} disabled={acting} data-testid="campaign-report-restart">
                <RotateCcwIcon /> {t('actions.restart')}
              </Button>
            )}
          </div>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col gap-4">
          <Card className="gap-3" data-testid="campaign-report-progress-card">
            <CardHeader>
              <CardTitle>{t('report.progress')}</CardTitle>
              <CardDescription>{t('report.progressHint')}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {report ? (
                <>
                  <span className="text-4xl font-semibold tabular-nums" data-testid="campaign-report-progress" data-progress={report.progress}>
                    {percent.format(report.progress)}%
                  </span>
                  <Progress value={report.progress} aria-label={t('report.progress')} indicatorClassName="bg-emerald-500" />
                </>
              ) : (
                <Skeleton className="h-14 w-full" />
              )}
            </CardContent>
          </Card>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
            {countKeys.map((k) => (
              <Card key={k} className="gap-1 px-4 py-3" data-testid={`campaign-report-count-${k}`} data-count={report?.counts[k]}>
                <span className="text-muted-foreground text-xs font-medium">{t(`report.counts.${k}`)}</span>
                {report ? <span className={k === 'failed' && report.counts.failed > 0 ? 'text-destructive text-2xl font-semibold tabular-nums' : 'text-2xl font-semibold tabular-nums'}>{number.format(report.counts[k])}</span> : <Skeleton className="h-8 w-12" />}
              </Card>
            ))}
          </div>
        </div>
        {report ? <CampaignTimelineChart timeline={report.timeline} timeZone={timeZone} /> : <Skeleton className="h-80 w-full" />}
      </div>

      <h2 className="text-lg font-semibold">{t('report.shipping.title')}</h2>
      <RecordsTable
        list={{ records: report ? shipping : null, hasMore, loading: loadingMore, loadMore: () => void loadMore() }}
        data-testid="campaign-shipping-table"
        empty={{ icon: <SendIcon />, title: t('report.shipping.empty'), hint: t('report.shipping.emptyHint') }}
        columns={[
          { label: t('report.shipping.columns.number') },
          { label: t('report.shipping.columns.message'), className: 'hidden md:table-cell' },
          { label: t('report.shipping.columns.status') },
          { label: t('report.shipping.columns.sentAt'), className: 'hidden sm:table-cell' },
          { label: t('report.shipping.columns.deliveredAt'), className: 'hidden lg:table-cell' },
        ]}
        row={(s) => (
          <TableRow key={s.id} data-testid="campaign-shipping-row" data-status={s.status}>
            <TableCell className="font-mono text-sm tabular-nums">{s.number}</TableCell>
            <TableCell className="text-muted-foreground hidden max-w-[28rem] truncate md:table-cell" title={s.message}>
              {s.message}
            </TableCell>
            <TableCell>
              <Badge variant="outline" className={shippingClass[s.status]}>
                {t(`report.shipping.status.${s.status}`)}
              </Badge>
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell">{dateTime.format(new Date(s.createdAt))}</TableCell>
            <TableCell className="text-muted-foreground hidden tabular-nums lg:table-cell">{s.deliveredAt ? dateTime.format(new Date(s.deliveredAt)) : '—'}</TableCell>
          </TableRow>
        )}
      />
    </div>
  );
}
