import { useTranslation } from 'react-i18next';
import { cn } from '@zapdesk/ui';
import type { QuotedMessage as Quoted } from '@zapdesk/contracts';

/** The quoted message above a reply (also the reply preview over the input). */
export function QuotedMessage({ quoted, contactName, className }: { quoted: Quoted; contactName?: string | null; className?: string }) {
  const { t } = useTranslation('tickets');
  const who = quoted.fromMe ? t('thread.you') : quoted.contact?.name || contactName || t('noContact');
  const text = quoted.isDeleted ? t('thread.deleted') : quoted.mediaType !== 'chat' && (!quoted.body || quoted.body === quoted.mediaUrl) ? t(`thread.media.${mediaKey(quoted.mediaType)}`) : quoted.body;
  return (
    <div className={cn('bg-foreground/5 min-w-0 overflow-hidden rounded-md border-l-4 px-2 py-1 text-xs', quoted.fromMe ? 'border-primary' : 'border-sky-500', className)} data-testid="quoted-message">
      <p className={cn('font-semibold', quoted.fromMe ? 'text-primary' : 'text-sky-600 dark:text-sky-400')}>{who}</p>
      <p className="text-muted-foreground line-clamp-3 break-words whitespace-pre-wrap">{text}</p>
    </div>
  );
}

export function mediaKey(mediaType: string) {
  return ['image', 'audio', 'video', 'location', 'vcard', 'sticker', 'call_log'].includes(mediaType) ? mediaType : 'document';
}
