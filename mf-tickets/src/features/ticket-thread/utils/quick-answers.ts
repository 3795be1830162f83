export const QUICK_ANSWER_PREVIEW_CHARS = 35;

/**
 * Shortcut mode (core.md §2 "Message thread"): a text starting with "/" and without spaces or line breaks
 * lists the quick messages whose shortcode starts with (then contains) what follows the slash.
 */
export function matchQuickAnswers<Q extends { shortcode: string }>(input: string, quickMessages: readonly Q[]): Q[] {
  if (!input.startsWith('/') || /\s/.test(input)) return [];
  const term = input.slice(1).toLowerCase();
  const starts: Q[] = [];
  const contains: Q[] = [];
  for (const q of quickMessages) {
    const code = q.shortcode.toLowerCase();
    if (code.startsWith(term)) starts.push(q);
    else if (term && code.includes(term)) contains.push(q);
  }
  const byCode = (a: Q, b: Q) => a.shortcode.localeCompare(b.shortcode);
  return [...starts.sort(byCode), ...contains.sort(byCode)];
}

/** The preview of a quick message in the list: at most 35 characters, then "...". */
export function quickAnswerPreview(text: string, max = QUICK_ANSWER_PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
