import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { BanIcon, ChevronDownIcon, CircleAlertIcon, ReplyIcon, Trash2Icon } from 'lucide-react';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, cn } from '@zapdesk/ui';
import type { Message } from '@zapdesk/contracts';
import { AckIcon } from './AckIcon';
import { MessageMedia } from './MessageMedia';
import { MessageText } from './MessageText';
import { QuotedMessage } from './QuotedMessage';

type Props = {
  message: Message;
  /** The signed-in user: only their own messages may be deleted (core.md §6). */
  userId: number | null;
  showSender: boolean;
  contactName?: string | null;
  readOnly?: boolean;
  onReply(m: Message): void;
  onDelete(m: Message): void;
  onOpenImage(url: string): void;
};

const CAPTIONLESS = new Set(['chat', 'location', 'vcard', 'multi_vcard', 'contactMessage', 'call_log', 'sticker']);

/** One message bubble (max width 600): sender, quoted message, media, text, edited mark, time and ticks, and its menu. */
export const MessageBubble = memo(function MessageBubble({ message: m, userId, showSender, contactName, readOnly, onReply, onDelete, onOpenImage }: Props) {
  const { t } = useTranslation('tickets');
  const created = new Date(m.createdAt);
  const own = m.fromMe;
  const mine = own && m.userId != null && m.userId === userId;
  const sticker = m.mediaType === 'sticker' && !m.isDeleted;
  const call = m.mediaType === 'call_log';
  const caption = m.mediaType === 'chat' ? m.body : CAPTIONLESS.has(m.mediaType) || !m.body || m.body === m.mediaName ? '' : m.body;

  if (call)
    return (
      <div className="my-1 flex justify-center" data-testid="message" data-message-id={m.id}>
        <div className="bg-muted text-muted-foreground flex items-center gap-2 rounded-full px-3 py-1 text-xs">
          <MessageMedia message={m} onOpenImage={onOpenImage} />
          <span className="tabular-nums">{format(created, 'HH:mm')}</span>
        </div>
      </div>
    );

  return (
    <div className={cn('group flex px-3 py-0.5', own ? 'justify-end' : 'justify-start')} data-testid="message" data-message-id={m.id} data-from-me={own || undefined}>
      <div
        className={cn(
          'relative flex max-w-[min(600px,85%)] min-w-24 flex-col gap-1 rounded-lg px-2.5 pt-1.5 pb-1 shadow-xs',
          sticker ? 'bg-transparent shadow-none' : own ? 'rounded-tr-none bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50' : 'bg-card rounded-tl-none border',
        )}
        style={{ maxWidth: 600 }}
      >
        {!readOnly && !m.isDeleted && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="bg-background/70 absolute top-0.5 right-0.5 size-6 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
                aria-label={t('thread.messageMenu')}
                data-testid="message-menu"
              >
                <ChevronDownIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align={own ? 'end' : 'start'}>
              <DropdownMenuItem onSelect={() => onReply(m)} data-testid="message-reply">
                <ReplyIcon /> {t('thread.reply')}
              </DropdownMenuItem>
              {mine && (
                <DropdownMenuItem variant="destructive" onSelect={() => onDelete(m)} data-testid="message-delete">
                  <Trash2Icon /> {t('thread.delete')}
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        {showSender && !own && m.contact?.name && <p className="pr-6 text-xs font-semibold text-sky-600 dark:text-sky-400">{m.contact.name}</p>}
        {m.quotedMsg && <QuotedMessage quoted={m.quotedMsg} contactName={contactName} />}
        {m.isDeleted ? (
          <div className="flex flex-col gap-0.5">
            <p className="text-muted-foreground flex items-center gap-1.5 pr-6 text-sm italic" data-testid="message-deleted">
              <BanIcon className="size-3.5" /> {own ? t('thread.deletedByMe') : t('thread.deletedByContact')}
            </p>
            {!own && m.body && <MessageText text={m.body} className="text-muted-foreground text-sm line-through opacity-70" />}
          </div>
        ) : (
          <>
            {m.mediaType !== 'chat' && <MessageMedia message={m} onOpenImage={onOpenImage} />}
            {caption && <MessageText text={caption} className="pr-5 text-sm" />}
          </>
        )}
        <div className="text-muted-foreground flex items-center justify-end gap-1 text-[11px] leading-none">
          {m.errorCode && (
            <span className="text-destructive mr-auto flex items-center gap-1" data-testid="message-error">
              <CircleAlertIcon className="size-3" /> {t('thread.sendFailed')}
            </span>
          )}
          {m.isEdited && !m.isDeleted && <span data-testid="message-edited">{t('thread.edited')}</span>}
          <time dateTime={m.createdAt} title={format(created, 'dd/MM/yyyy HH:mm')} className="tabular-nums">
            {format(created, 'HH:mm')}
          </time>
          {own && <AckIcon ack={m.ack} errorCode={m.errorCode} />}
        </div>
      </div>
    </div>
  );
});
