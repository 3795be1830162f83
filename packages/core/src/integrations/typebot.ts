import { outboundFetch, type OutboundOptions } from './outbound';

/** One thing the bot says: a text, or a media URL. */
export type TypebotBubble = { type: 'text'; text: string } | { type: 'image' | 'video' | 'audio'; url: string };
/** A turn of the bot: its session, what it says, and the choices it offers (the contact may answer with their number). */
export type TypebotTurn = { sessionId: string; bubbles: TypebotBubble[]; choices: string[] };

export class TypebotError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TypebotError';
  }
  /** The session is gone on the Typebot side (expired or finished): start again. */
  get sessionGone() {
    return this.status === 404;
  }
}

type RichNode = { text?: string; type?: string; children?: RichNode[] };
const richText = (nodes: RichNode[] | undefined): string => (nodes ?? []).map((n) => (n.text ?? '') + richText(n.children)).join('');
const paragraphs = (nodes: RichNode[] | undefined) => (nodes ?? []).map((p) => richText(p.children ?? [p])).join('\n');

/** Reads a startChat or continueChat answer of Typebot's v1 API. */
export function parseTypebotTurn(body: any, sessionId?: string): TypebotTurn {
  const bubbles: TypebotBubble[] = [];
  for (const m of Array.isArray(body?.messages) ? body.messages : []) {
    const c = m?.content ?? {};
    if (m?.type === 'text') {
      const text = typeof c.markdown === 'string' ? c.markdown : paragraphs(c.richText);
      if (text.trim()) bubbles.push({ type: 'text', text });
    } else if ((m?.type === 'image' || m?.type === 'video' || m?.type === 'audio') && typeof c.url === 'string' && /^https?:\/\//i.test(c.url)) bubbles.push({ type: m.type, url: c.url });
  }
  const items = body?.input?.type === 'choice input' && Array.isArray(body.input.items) ? body.input.items : [];
  const choices = items.map((i: { content?: unknown }) => String(i?.content ?? '')).filter(Boolean);
  const id = typeof body?.sessionId === 'string' ? body.sessionId : sessionId;
  if (!id) throw new TypebotError('answer without a session', null);
  return { sessionId: id, bubbles, choices };
}

/** The choices as the contact sees them: one numbered line each. */
export const numberedChoices = (choices: string[]) => choices.map((c, i) => `${i + 1} - ${c}`).join('\n');

/** A reply "2" to offered choices means the second choice; anything else goes as typed. */
export const answerToChoices = (text: string, choices: string[]) => {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= choices.length ? choices[n - 1] : text;
};

async function post(url: string, payload: unknown, opts: OutboundOptions) {
  const res = await outboundFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }, opts);
  if (res.status < 200 || res.status >= 300) throw new TypebotError(`Typebot answered ${res.status}`, res.status);
  try {
    return JSON.parse(res.body);
  } catch {
    throw new TypebotError('Typebot answered something that is not JSON', res.status);
  }
}

const base = (url: string) => url.replace(/\/+$/, '');

/** POST {url}/api/v1/typebots/{slug}/startChat: a new session, with the contact's first message and variables. */
export async function startTypebotChat(url: string, slug: string, input: { message?: string; variables?: Record<string, string> }, opts: OutboundOptions = {}) {
  const body = await post(
    `${base(url)}/api/v1/typebots/${encodeURIComponent(slug)}/startChat`,
    { isStreamEnabled: false, textBubbleContentFormat: 'markdown', ...(input.message ? { message: { type: 'text', text: input.message } } : {}), ...(input.variables ? { prefilledVariables: input.variables } : {}) },
    opts,
  );
  return parseTypebotTurn(body);
}

/** POST {url}/api/v1/sessions/{id}/continueChat with the contact's message. */
export async function continueTypebotChat(url: string, sessionId: string, message: string, opts: OutboundOptions = {}) {
  const body = await post(`${base(url)}/api/v1/sessions/${encodeURIComponent(sessionId)}/continueChat`, { message: { type: 'text', text: message }, textBubbleContentFormat: 'markdown' }, opts);
  return parseTypebotTurn(body, sessionId);
}
