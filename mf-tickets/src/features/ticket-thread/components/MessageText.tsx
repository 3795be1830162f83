import { Fragment } from 'react';
import { cn, formatMessageText } from '@zapdesk/ui';

/** A message body with WhatsApp formatting, as React text nodes (user text is never rendered as HTML). */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const segments = formatMessageText(text);
  return (
    <span className={cn('break-words whitespace-pre-wrap', className)} data-testid="message-text">
      {segments.map((s, i) => {
        const cls = cn(s.bold && 'font-semibold', s.italic && 'italic', s.strike && 'line-through', s.mono && 'bg-muted rounded px-1 font-mono text-[0.9em]');
        if (s.href)
          return (
            <a key={i} href={s.href} target="_blank" rel="noopener noreferrer nofollow" className={cn(cls, 'text-primary underline underline-offset-2')}>
              {s.text}
            </a>
          );
        return cls ? (
          <span key={i} className={cls}>
            {s.text}
          </span>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        );
      })}
    </span>
  );
}
