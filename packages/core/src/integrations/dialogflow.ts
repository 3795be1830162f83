import { createSign } from 'node:crypto';
import { parseServiceAccount } from '@zapdesk/contracts';
import { config } from '../config';

/** What the agent answered: its texts, the intent matched, and whether the intent ends the conversation. */
export type DialogflowTurn = { replies: string[]; intent: string | null; endConversation: boolean };

export class DialogflowError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'DialogflowError';
  }
}

export type DialogflowOptions = { apiUrl?: string; tokenUrl?: string; timeoutMs?: number };
const endpoints = (o: DialogflowOptions) => ({ apiUrl: (o.apiUrl ?? config().dialogflowApiUrl).replace(/\/+$/, ''), tokenUrl: o.tokenUrl ?? config().googleTokenUrl });

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** The signed JWT a service account exchanges for an access token (RFC 7523), scoped to Dialogflow. */
export function serviceAccountAssertion(account: { client_email: string; private_key: string }, audience: string, now = Math.floor(Date.now() / 1000)) {
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(JSON.stringify({ iss: account.client_email, scope: 'https://www.googleapis.com/auth/dialogflow', aud: audience, iat: now, exp: now + 3600 }));
  const signature = createSign('RSA-SHA256').update(`${head}.${claims}`).sign(account.private_key);
  return `${head}.${claims}.${b64url(signature)}`;
}

const tokens = new Map<string, { token: string; until: number }>();

async function accessToken(jsonContent: string, o: DialogflowOptions) {
  const account = parseServiceAccount(jsonContent);
  if (!account) throw new DialogflowError('the credentials are not a service-account key', null);
  const { tokenUrl } = endpoints(o);
  const cacheKey = `${tokenUrl}|${account.client_email}|${account.private_key.length}`;
  const kept = tokens.get(cacheKey);
  if (kept && kept.until > Date.now()) return kept.token;
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: serviceAccountAssertion(account, tokenUrl) }),
    signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
  }).catch((e) => {
    throw new DialogflowError(`token exchange failed: ${e instanceof Error ? e.message : e}`, null);
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
  if (!res.ok || !body.access_token) throw new DialogflowError(`token exchange answered ${res.status}`, res.status);
  tokens.set(cacheKey, { token: body.access_token, until: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000 });
  return body.access_token;
}

/** POST …/v2/projects/{project}/agent/sessions/{session}:detectIntent with the contact's text, in the integration's language. */
export async function detectIntent(input: { projectName: string; jsonContent: string; language: string; sessionId: string; text: string }, o: DialogflowOptions = {}): Promise<DialogflowTurn> {
  const token = await accessToken(input.jsonContent, o);
  const { apiUrl } = endpoints(o);
  const url = `${apiUrl}/v2/projects/${encodeURIComponent(input.projectName)}/agent/sessions/${encodeURIComponent(input.sessionId)}:detectIntent`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ queryInput: { text: { text: input.text.slice(0, 256), languageCode: input.language } } }),
    signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
  }).catch((e) => {
    throw new DialogflowError(`detectIntent failed: ${e instanceof Error ? e.message : e}`, null);
  });
  const body = (await res.json().catch(() => ({}))) as any;
  if (!res.ok) throw new DialogflowError(`detectIntent answered ${res.status}${body?.error?.message ? `: ${body.error.message}` : ''}`, res.status);
  const q = body?.queryResult ?? {};
  const fromMessages: string[] = (Array.isArray(q.fulfillmentMessages) ? q.fulfillmentMessages : []).flatMap((m: any) => (Array.isArray(m?.text?.text) ? m.text.text : [])).filter((t: unknown): t is string => typeof t === 'string' && t.trim() !== '');
  const replies = fromMessages.length ? fromMessages : typeof q.fulfillmentText === 'string' && q.fulfillmentText.trim() ? [q.fulfillmentText] : [];
  const endConversation = q.intent?.endInteraction === true || q.diagnosticInfo?.end_conversation === true;
  return { replies, intent: typeof q.intent?.displayName === 'string' ? q.intent.displayName : null, endConversation };
}
