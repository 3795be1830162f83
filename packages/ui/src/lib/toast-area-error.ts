import { errorText } from '@zapdesk/i18n/core';
import { toast } from 'sonner';

/**
 * A failure on an area's screen (core.md §8): the area's own title (its list could not load, a save failed …) with
 * the translated catalogue code, or the raw text, underneath. One toast per title and code at a time.
 */
export function toastAreaError(error: unknown, title: string) {
  const code = typeof (error as { error?: unknown })?.error === 'string' ? (error as { error: string }).error : undefined;
  return toast.error(title, { description: errorText(error), id: code ? `area-${title}-${code}` : undefined });
}
