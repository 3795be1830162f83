export type TextSegment = { text: string; bold?: boolean; italic?: boolean; strike?: boolean; mono?: boolean; href?: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
const STYLE_RE = /(^|[\s(])([*_~])(?=\S)([^\n]*?\S)\2(?=$|[\s.,;:!?)])/g;

/**
 * WhatsApp text as plain segments (never HTML): *bold*, _italic_, ~strike~, ```mono``` and http(s) links.
 * The caller renders each segment as a React element, so user text is never interpreted as markup.
 */
export function formatMessageText(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  const parts = (text ?? '').split(/```([\s\S]*?)```/);
  parts.forEach((part, i) => {
    if (i % 2 === 1) return void out.push({ text: part, mono: true });
    for (const seg of styled(part)) out.push(...linked(seg));
  });
  return out.filter((s) => s.text !== '');
}

function styled(text: string, inherit: Omit<TextSegment, 'text'> = {}): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(STYLE_RE)) {
    const start = m.index + m[1].length;
    out.push({ ...inherit, text: text.slice(last, start) });
    const mark = m[2];
    const style = mark === '*' ? { bold: true } : mark === '_' ? { italic: true } : { strike: true };
    out.push(...styled(m[3], { ...inherit, ...style }));
    last = m.index + m[0].length;
  }
  out.push({ ...inherit, text: text.slice(last) });
  return out;
}

function linked(seg: TextSegment): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const m of seg.text.matchAll(URL_RE)) {
    out.push({ ...seg, text: seg.text.slice(last, m.index) });
    out.push({ ...seg, text: m[0], href: m[0] });
    last = m.index + m[0].length;
  }
  out.push({ ...seg, text: seg.text.slice(last) });
  return out;
}

/**
 * A message as one line of a preview (ticket rows, kanban cards, notifications): the same styles, every run
 * of white space (line breaks included) as one space, and links as plain text, since the preview sits inside
 * something clickable.
 */
export function formatMessagePreview(text: string): TextSegment[] {
  return formatMessageText((text ?? '').replace(/\s+/g, ' ').trim()).map(({ href: _href, ...s }) => s);
}
