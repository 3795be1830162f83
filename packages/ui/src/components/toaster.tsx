import { Toaster as Sonner, toast, type ToasterProps } from 'sonner';
import { errorText } from '@zapdesk/i18n/core';

/**
 * The page's one toast outlet (the shell mounts it). Toasts close after 3 s (core.md §8). Bottom left: at the top
 * right they covered the top bar's language and user menus, at the bottom right the message input's send button;
 * the lower left corner holds only the side menu's foot and the ticket list's last row.
 */
export function Toaster({ theme = 'light', ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      duration={3000}
      richColors
      closeButton
      position="bottom-left"
      style={{ '--normal-bg': 'var(--popover)', '--normal-text': 'var(--popover-foreground)', '--normal-border': 'var(--border)' } as React.CSSProperties}
      {...props}
    />
  );
}

/** Shows a failed call as a toast: its translated catalogue code, or the raw text for an unknown one. */
export function toastError(err: unknown) {
  const text = errorText(err);
  const code = typeof (err as { error?: unknown })?.error === 'string' ? (err as { error: string }).error : undefined;
  return toast.error(text, { id: code ? `err-${code}` : undefined });
}

export { toast };
