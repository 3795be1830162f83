import { Fragment } from 'react';
import { cn } from '../lib/cn';
import { formatMessagePreview } from '../lib/format-message-text';

/**
 * A message's text as a one-line preview with its WhatsApp styles (bold, italic, strike, mono) and without the
 * marks, as React text nodes: user text is never rendered as HTML.
 */
export function MessagePreview({ text, className, ...props }: { text: string; className?: string } & Omit<React.ComponentProps<'span'>, 'children'>) {
  return (
    <span className={className} {...props}>
      {formatMessagePreview(text).map((s, i) => {
        const style = cn(s.bold && 'font-semibold', s.italic && 'italic', s.strike && 'line-through', s.mono && 'font-mono text-[0.95em]');
        return style ? (
          <span key={i} className={style}>
            {s.text}
          </span>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        );
      })}
    </span>
  );
}
