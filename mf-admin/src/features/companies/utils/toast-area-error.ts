import { isApiError } from '@zapdesk/client';
import { errorText } from '@zapdesk/i18n';
import { toast } from '@zapdesk/ui';

/**
 * Failures of the companies, plans and helps screens (core.md §8): the area's own title (errorList,
 * error or errorOperation) with the translated catalogue code, or the raw text, underneath.
 */
export function toastAreaError(e: unknown, title: string) {
  const code = isApiError(e) ? e.error : undefined;
  return toast.error(title, { description: errorText(e), id: code ? `area-${title}-${code}` : undefined });
}

/** A save that the server refused for its content (bad or duplicate data, a record in use) rather than failed. */
export const isOperationError = (e: unknown) => isApiError(e) && e.status >= 400 && e.status < 500;
