import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleHelpIcon, MessageCircleIcon } from 'lucide-react';
import { Button, Card, EmptyState, ErrorPanel, Skeleton } from '@zapdesk/ui';
import { useHelpList } from '../hooks/useHelpList';
import { useSupportUrl } from '../hooks/useSupportUrl';
import type { Help } from '@zapdesk/contracts';
import { helpVideoCode } from '../utils/youtube';
import { HelpThumbnail } from './HelpThumbnail';
import { HelpVideoDialog } from './HelpVideoDialog';

/** /helps (every user): the help videos as cards, a player dialog, and the support chat link when one is configured. */
export function HelpsPage() {
  const { t } = useTranslation('helps');
  const { t: tc } = useTranslation();
  const { helps, failed, retry } = useHelpList();
  const supportUrl = useSupportUrl();
  const [playing, setPlaying] = useState<Help | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="helps-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold" data-testid="helps-title">
            {helps ? t('page.title', { count: helps.length }) : t('page.titleLoading')}
          </h1>
          <p className="text-muted-foreground text-sm">{t('page.subtitle')}</p>
        </div>
        {supportUrl && (
          <Button asChild data-testid="helps-support">
            <a href={supportUrl} target="_blank" rel="noopener noreferrer">
              <MessageCircleIcon />
              {t('page.support')}
            </a>
          </Button>
        )}
      </div>
      {failed ? (
        <ErrorPanel title={t('page.loadError')} retryLabel={tc('actions.retry')} onRetry={retry} />
      ) : helps && helps.length === 0 ? (
        <EmptyState icon={<CircleHelpIcon />} title={t('page.empty.title')} hint={t('page.empty.hint')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="helps-grid">
          {!helps
            ? Array.from({ length: 6 }, (_, i) => (
                <Card key={i} className="gap-0 overflow-hidden py-0">
                  <Skeleton className="aspect-video w-full rounded-none" />
                  <div className="flex flex-col gap-2 p-4">
                    <Skeleton className="h-5 w-2/3" />
                    <Skeleton className="h-4 w-full" />
                  </div>
                </Card>
              ))
            : helps.map((h) => (
                <Card key={h.id} className="gap-0 overflow-hidden py-0" data-testid="help-card">
                  <button type="button" className="group flex h-full cursor-pointer flex-col text-left outline-none focus-visible:ring-ring focus-visible:ring-2" onClick={() => setPlaying(h)} aria-label={t('page.watch', { title: h.title })}>
                    <HelpThumbnail code={helpVideoCode(h.video)} />
                    <div className="flex flex-col gap-1 p-4">
                      <p className="line-clamp-2 font-medium" data-testid="help-card-title">
                        {h.title}
                      </p>
                      {h.description && <p className="text-muted-foreground line-clamp-3 text-sm whitespace-pre-line">{h.description}</p>}
                    </div>
                  </button>
                </Card>
              ))}
        </div>
      )}
      <HelpVideoDialog help={playing} onOpenChange={(o) => !o && setPlaying(null)} />
    </div>
  );
}
