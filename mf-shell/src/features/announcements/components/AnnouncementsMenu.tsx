import { useTranslation } from 'react-i18next';
import { MegaphoneIcon } from 'lucide-react';
import { format } from 'date-fns';
import { Badge, Button, Popover, PopoverContent, PopoverTrigger, cn } from '@zapdesk/ui';
import { useActiveAnnouncements } from '../hooks/useActiveAnnouncements';
import { priorityBadge, priorityTone } from '../utils/announcements';

/** The top bar's announcements popover: the active ones with their priority colour and image, and a count of unseen ones. */
export function AnnouncementsMenu() {
  const { t } = useTranslation('announcements');
  const { list, unseen, markSeen } = useActiveAnnouncements();
  return (
    <Popover onOpenChange={(open) => open && markSeen()}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unseen ? t('popover.unseen', { count: unseen }) : t('popover.open')} data-testid="announcements-menu">
          <MegaphoneIcon />
          {unseen > 0 && (
            <Badge variant="destructive" className="absolute -top-0.5 -right-0.5 h-4 min-w-4 rounded-full px-1 text-[10px]" data-testid="announcements-count">
              {unseen}
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0" data-testid="announcements-popover">
        <p className="border-b px-4 py-3 text-sm font-semibold">{t('popover.title')}</p>
        {list.length === 0 ? (
          <p className="text-muted-foreground px-4 py-6 text-center text-sm">{t('popover.empty')}</p>
        ) : (
          <ul className="max-h-[70vh] divide-y overflow-y-auto">
            {list.map((a) => (
              <li key={a.id} className={cn('border-l-4 px-4 py-3', priorityTone[a.priority])} data-testid="announcement-item">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-semibold break-words">{a.title}</p>
                  <span className={cn('shrink-0 rounded px-1.5 py-0.5 text-[10px] font-medium uppercase', priorityBadge[a.priority])}>{t(`priority.${a.priority}`)}</span>
                </div>
                <p className="text-muted-foreground mt-1 text-sm break-words whitespace-pre-line">{a.text}</p>
                {a.mediaUrl && <img src={a.mediaUrl} alt={a.mediaName ?? ''} className="mt-2 max-h-48 w-full rounded-md border object-contain" loading="lazy" data-testid="announcement-image" />}
                <p className="text-muted-foreground mt-1 text-right text-[11px]">{format(new Date(a.createdAt), 'dd/MM/yyyy HH:mm')}</p>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
