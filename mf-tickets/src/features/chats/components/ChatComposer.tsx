import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendHorizontalIcon } from 'lucide-react';
import { Button, Textarea } from '@zapdesk/ui';
import { drafts, sendable } from '../utils/chat-utils';

/**
 * The composer: Enter sends, Shift+Enter adds a line, blank text is ignored. What is typed is the chat's draft (kept
 * across a reconnect, a refetch or a remount) until the message is accepted; a failed send keeps it.
 */
export function ChatComposer({ chatId, userId, onSend }: { chatId: number; userId: number; onSend(text: string): Promise<boolean> }) {
  const { t } = useTranslation('chats');
  const [text, setText] = useState(() => drafts.get(userId, chatId));
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setText(drafts.get(userId, chatId));
  }, [userId, chatId]);
  const change = (v: string) => {
    setText(v);
    drafts.set(userId, chatId, v);
  };
  const send = async () => {
    if (!sendable(text) || sending) return;
    const sent = text;
    setSending(true);
    try {
      if (await onSend(sent)) {
        // Only what was sent goes: text typed while the request ran stays.
        const now = drafts.get(userId, chatId);
        change(now.startsWith(sent) ? now.slice(sent.length) : now);
      }
    } finally {
      setSending(false);
      ref.current?.focus();
    }
  };
  return (
    <form
      className="bg-card flex items-end gap-2 border-t p-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Textarea
        ref={ref}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        rows={1}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.placeholder')}
        className="max-h-[7.5rem] min-h-10 flex-1 resize-none"
        data-testid="chat-input"
      />
      <Button type="submit" size="icon" disabled={!sendable(text) || sending} aria-label={t('composer.send')} data-testid="chat-send">
        <SendHorizontalIcon />
      </Button>
    </form>
  );
}
