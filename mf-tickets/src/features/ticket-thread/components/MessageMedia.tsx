import { useTranslation } from 'react-i18next';
import { ContactIcon, MapPinIcon, PhoneMissedIcon } from 'lucide-react';
import { parseLocationBody } from '../utils/location-body';
import type { Message } from '@zapdesk/contracts';
import { parseVcardBody } from '../utils/vcard-body';
import { MediaDownload } from './MediaDownload';
import { formatPhoneNumber } from '../../contacts/utils/format-phone-number';

const IMAGE_EXT = /\.(png|jpe?g|gif|webp)$/i;

/** The media part of a message by its type (image, sticker, audio, video, document, location, vcard, call log). */
export function MessageMedia({ message, onOpenImage }: { message: Message; onOpenImage(url: string): void }) {
  const { t } = useTranslation('tickets');
  const { mediaType, mediaUrl } = message;
  const name = message.mediaName || message.body || t('thread.file');

  if (mediaType === 'location') {
    const loc = parseLocationBody(message.body);
    return (
      <div className="flex flex-col gap-1.5" data-testid="message-location">
        {loc.image && <img src={loc.image} alt="" className="max-h-48 rounded-md object-cover" loading="lazy" />}
        <div className="flex items-start gap-2">
          <MapPinIcon className="text-destructive mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 text-sm">
            {loc.description && <p className="break-words whitespace-pre-wrap">{loc.description}</p>}
            {loc.link ? (
              <a href={loc.link} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-2">
                {t('thread.openMap')}
              </a>
            ) : (
              !loc.description && <span className="text-muted-foreground">{t('thread.location')}</span>
            )}
          </div>
        </div>
      </div>
    );
  }
  if (mediaType === 'vcard' || mediaType === 'multi_vcard' || mediaType === 'contactMessage') {
    const cards = parseVcardBody(message.body);
    return (
      <div className="flex flex-col gap-1.5" data-testid="message-vcard">
        {(cards.length ? cards : [{ name: t('thread.contactCard'), number: '' }]).map((c, i) => (
          <div key={i} className="bg-background/60 flex items-center gap-2 rounded-md border p-2">
            <ContactIcon className="text-muted-foreground size-8 shrink-0" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{c.name || formatPhoneNumber(c.number)}</p>
              {c.number && <p className="text-muted-foreground truncate text-xs">{formatPhoneNumber(c.number)}</p>}
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (mediaType === 'call_log') {
    return (
      <div className="flex items-center gap-2 text-sm" data-testid="message-call">
        <PhoneMissedIcon className="text-destructive size-4 shrink-0" />
        <span>{message.body || t('thread.missedCall')}</span>
      </div>
    );
  }
  if (!mediaUrl) return null;
  if (mediaType === 'image' || mediaType === 'sticker' || (mediaType === 'document' && IMAGE_EXT.test(mediaUrl))) {
    const sticker = mediaType === 'sticker';
    return (
      <button type="button" className="block cursor-zoom-in overflow-hidden rounded-md" onClick={() => onOpenImage(mediaUrl)} aria-label={t('thread.openImage')} data-testid="message-image">
        <img src={mediaUrl} alt={sticker ? t('thread.sticker') : name} className={sticker ? 'size-32 object-contain' : 'max-h-72 w-auto max-w-full object-cover'} loading="lazy" />
      </button>
    );
  }
  if (mediaType === 'audio') {
    return <audio controls preload="metadata" src={mediaUrl} className="h-10 w-64 max-w-full" data-testid="message-audio" />;
  }
  if (mediaType === 'video') {
    return <video controls preload="metadata" src={mediaUrl} className="max-h-72 max-w-full rounded-md" data-testid="message-video" />;
  }
  return <MediaDownload url={mediaUrl} name={name} />;
}
