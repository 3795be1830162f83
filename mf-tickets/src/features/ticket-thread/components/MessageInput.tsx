import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { CheckIcon, FileIcon, LoaderCircleIcon, MicIcon, PaperclipIcon, SendHorizontalIcon, XIcon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import { Button, Label, Switch, Textarea, cn, toast, toastError } from '@zapdesk/ui';
import { useAudioRecorder } from '../hooks/useAudioRecorder';
import { useQuickMessages } from '../hooks/useQuickMessages';
import { signatureAtom } from '../state/signatureAtom';
import { fillTemplate, greeting } from '../utils/fill-template';
import type { Message, QuickMessage, Ticket } from '@zapdesk/contracts';
import { matchQuickAnswers, quickAnswerPreview } from '../utils/quick-answers';
import { withSignature } from '../utils/signature';
import { QuotedMessage } from './QuotedMessage';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';

/** The input grows up to 5 rows (core.md §9), then scrolls. */
export const MAX_INPUT_ROWS = 5;

type Props = { ticket: Ticket; replyTo: Message | null; onCancelReply(): void; onSent(m: Message | Message[]): void };

/**
 * The reply box: text (Enter sends, Shift+Enter breaks the line), quick answers after a leading "/",
 * attachments, voice recording, the signature toggle and the quoted message. Disabled while the ticket is not open.
 */
export function MessageInput({ ticket, replyTo, onCancelReply, onSent }: Props) {
  const { t } = useTranslation('tickets');
  const api = useApi();
  const { user } = useSession();
  const [signed, setSigned] = useAtom(signatureAtom);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const shownTicket = useRef(ticket.id);
  shownTicket.current = ticket.id;
  const disabled = ticket.status !== 'open';
  const quickMessages = useQuickMessages(!disabled);
  const suggestions = disabled ? [] : matchQuickAnswers(text, quickMessages).slice(0, 8);

  useEffect(() => {
    setText('');
    setFiles([]);
  }, [ticket.id]);
  useEffect(() => setHighlight(0), [text]);
  useEffect(() => {
    if (replyTo) textarea.current?.focus();
  }, [replyTo]);

  const thread = api.rpc.messages.messages[':ticketId'];
  const param = { ticketId: String(ticket.id) };

  const sendMedia = async (list: File[], caption: string) => {
    const form = new FormData();
    list.forEach((f, i) => {
      form.append('medias', f, f.name);
      form.append('body', i === 0 && caption ? caption : f.name);
    });
    if (replyTo) form.append('quotedMsgId', String(replyTo.id));
    onSent(await api.postForm(thread, { param }, form));
  };

  const recorder = useAudioRecorder({
    onRecorded: async (file) => {
      await sendMedia([file], '');
      onCancelReply();
    },
    onTooShort: () => toast.warning(t('thread.audioTooShort')),
    onError: (e) => (e instanceof DOMException || (e as Error)?.message === 'MediaRecorder unavailable' ? toast.error(t('thread.recordError')) : toastError(e)),
  });

  const send = async () => {
    const body = text.trim();
    if (disabled || sending || (!body && files.length === 0)) return;
    // The input empties at once, so what the attendant types on belongs to the next message; a refused send
    // gives the draft back unless something new was typed or attached meanwhile.
    const draft = { text, files, ticketId: ticket.id };
    setSending(true);
    setText('');
    setFiles([]);
    try {
      const signedBody = body ? withSignature(body, user?.name, signed) : '';
      if (draft.files.length) await sendMedia(draft.files, signedBody);
      else onSent(await call(thread.$post({ param, json: { body: signedBody, ...(replyTo ? { quotedMsg: { id: replyTo.id } } : {}) } })));
      onCancelReply();
    } catch (e) {
      if (shownTicket.current === draft.ticketId) {
        setText((now) => now || draft.text);
        setFiles((now) => (now.length ? now : draft.files));
      }
      toastError(e);
    } finally {
      setSending(false);
      textarea.current?.focus();
    }
  };

  const pickQuickAnswer = async (q: QuickMessage) => {
    const now = new Date();
    const filled = fillTemplate(q.message ?? '', {
      contactName: ticket.contact?.name,
      protocol: ticket.protocol,
      now,
      greeting: greeting(now, { morning: t('greetings.morning'), afternoon: t('greetings.afternoon'), evening: t('greetings.evening') }),
    });
    setText(filled);
    textarea.current?.focus();
    if (q.mediaUrl) {
      try {
        const res = await fetch(q.mediaUrl);
        const blob = await res.blob();
        setFiles((fs) => [...fs, new File([blob], q.mediaName || 'file', { type: blob.type })]);
      } catch (e) {
        toastError(e);
      }
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setHighlight((h) => (h + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        void pickQuickAnswer(suggestions[highlight] ?? suggestions[0]);
        return;
      }
      if (e.key === 'Escape') return void setText('');
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    if (picked.length) setFiles((fs) => [...fs, ...picked].slice(0, 10));
    e.target.value = '';
  };

  const rows = Math.min(MAX_INPUT_ROWS, Math.max(1, text.split('\n').length));
  const recording = recorder.state === 'recording' || recorder.state === 'sending';
  const canSend = !!text.trim() || files.length > 0;

  return (
    <div className="bg-card relative border-t" data-testid="message-input">
      {suggestions.length > 0 && (
        <ul role="listbox" aria-label={t('thread.quickAnswers')} className="bg-popover absolute right-3 bottom-full left-3 z-20 mb-1 max-h-64 overflow-y-auto rounded-md border p-1 shadow-md" data-testid="quick-answers">
          {suggestions.map((q, i) => (
            <li key={q.id} role="option" aria-selected={i === highlight}>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void pickQuickAnswer(q)}
                onMouseEnter={() => setHighlight(i)}
                className={cn('flex w-full cursor-pointer items-baseline gap-2 rounded-sm px-2 py-1.5 text-left text-sm', i === highlight && 'bg-accent text-accent-foreground')}
                data-testid="quick-answer"
              >
                <span className="shrink-0 font-medium">/{q.shortcode}</span>
                <span className="text-muted-foreground truncate text-xs">{quickAnswerPreview(q.message ?? '')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {replyTo && (
        <div className="flex items-start gap-2 px-3 pt-2" data-testid="reply-preview">
          <QuotedMessage quoted={replyTo} contactName={contactDisplayName(ticket.contact)} className="flex-1" />
          <Button variant="ghost" size="icon" className="size-7" onClick={onCancelReply} aria-label={t('thread.cancelReply')}>
            <XIcon />
          </Button>
        </div>
      )}
      {files.length > 0 && (
        <div className="flex flex-wrap gap-2 px-3 pt-2" data-testid="attachments">
          {files.map((f, i) => (
            <span key={`${f.name}-${i}`} className="bg-muted flex max-w-56 items-center gap-1.5 rounded-md py-1 pr-1 pl-2 text-xs">
              <FileIcon className="size-3.5 shrink-0" />
              <span className="truncate">{f.name}</span>
              <button type="button" className="hover:bg-background cursor-pointer rounded p-0.5" onClick={() => setFiles((fs) => fs.filter((_, j) => j !== i))} aria-label={t('thread.removeFile', { name: f.name })}>
                <XIcon className="size-3.5" />
              </button>
            </span>
          ))}
        </div>
      )}
      <div className="flex items-end gap-1.5 p-2">
        <input ref={fileInput} type="file" multiple hidden onChange={onFiles} data-testid="file-input" />
        <Button variant="ghost" size="icon" className="shrink-0" disabled={disabled || recording} onClick={() => fileInput.current?.click()} aria-label={t('thread.attach')} title={t('thread.attach')} data-testid="attach">
          <PaperclipIcon />
        </Button>
        {recording ? (
          <div className="flex h-9 flex-1 items-center gap-2 px-2 text-sm" data-testid="recording" data-state={recorder.state}>
            <span className="size-2.5 animate-pulse rounded-full bg-red-500" />
            <span className="tabular-nums">
              {String(Math.floor(recorder.seconds / 60)).padStart(2, '0')}:{String(recorder.seconds % 60).padStart(2, '0')}
            </span>
            <span className="text-muted-foreground">{recorder.state === 'sending' ? t('thread.sendingAudio') : t('thread.recording')}</span>
          </div>
        ) : (
          <Textarea
            ref={textarea}
            value={text}
            rows={rows}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={disabled}
            placeholder={disabled ? t('thread.inputDisabled') : t('thread.inputPlaceholder')}
            className="max-h-[7.4rem] min-h-9 flex-1 resize-none py-2"
            aria-label={t('thread.inputPlaceholder')}
            data-testid="message-textarea"
          />
        )}
        {recording ? (
          <>
            <Button variant="ghost" size="icon" className="shrink-0" onClick={recorder.cancel} disabled={recorder.state !== 'recording'} aria-label={t('thread.cancelRecording')} data-testid="record-cancel">
              <XIcon className="text-destructive" />
            </Button>
            <Button size="icon" className="shrink-0" onClick={recorder.stop} disabled={recorder.state !== 'recording'} aria-label={t('thread.sendRecording')} data-testid="record-send">
              {recorder.state === 'sending' ? <LoaderCircleIcon className="animate-spin" /> : <CheckIcon />}
            </Button>
          </>
        ) : canSend ? (
          <Button size="icon" className="shrink-0" onClick={() => void send()} disabled={disabled || sending} aria-label={t('thread.send')} title={t('thread.send')} data-testid="send">
            {sending ? <LoaderCircleIcon className="animate-spin" /> : <SendHorizontalIcon />}
          </Button>
        ) : (
          <Button variant="ghost" size="icon" className="shrink-0" onClick={() => void recorder.start()} disabled={disabled} aria-label={t('thread.record')} title={t('thread.record')} data-testid="record">
            <MicIcon />
          </Button>
        )}
      </div>
      <div className="flex items-center gap-2 px-3 pb-2">
        <Switch id={`sign-${ticket.id}`} checked={signed} onCheckedChange={setSigned} disabled={disabled} data-testid="signature-toggle" />
        <Label htmlFor={`sign-${ticket.id}`} className="text-muted-foreground text-xs font-normal">
          {t('thread.signature')}
        </Label>
      </div>
    </div>
  );
}
