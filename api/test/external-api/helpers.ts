import { and, asc, db, eq, simulatorMessages } from '@zapdesk/db';
import { sendSessionCommand } from '@zapdesk/core';
import { call, makeConnection } from '@zapdesk/testing';
import { PNG_DATA_URL, sessionRuntime, until } from '../simulator/helpers';

export { PNG_DATA_URL, sessionRuntime, until };

type Sessions = ReturnType<typeof sessionRuntime>;

/** A company with a simulated connection paired through the session runtime (or left disconnected). */
export async function apiWorld(sessions: Sessions, o: { connected?: boolean; plan?: Parameters<Sessions['tenant']>[0] extends infer P ? (P extends { plan?: infer X } ? X : never) : never; connection?: Parameters<typeof makeConnection>[1] } = {}) {
  const t = await sessions.tenant({ plan: o.plan });
  const conn = await makeConnection(t.company.id, { status: 'DISCONNECTED', ...o.connection });
  if (o.connected !== false) await pair(sessions, conn.id);
  return { ...t, conn, token: conn.token };
}

export async function pair(sessions: Sessions, whatsappId: number) {
  await sessions.runtime.startSession(whatsappId);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId });
}

/** POST /api/messages/send with a connection token (JSON), with optional headers. */
export const send = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) => call('POST', '/api/messages/send', { token, body, headers });

/** POST /api/messages/send as multipart: `number`, `body`, and the files as `medias`. */
export function sendForm(token: string, fields: Record<string, string | string[]>, files: File[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
  for (const f of files) form.append('medias', f);
  return call('POST', '/api/messages/send', { token, form, headers });
}

export const png = (name = 'pic.png') => new File([Buffer.from(PNG_DATA_URL.split(',')[1], 'base64')], name, { type: 'image/png' });

/** What the simulated contact got on the connection (outgoing, oldest first). */
export async function receivedBy(whatsappId: number, number: string) {
  return db()
    .select()
    .from(simulatorMessages)
    .where(and(eq(simulatorMessages.whatsappId, whatsappId), eq(simulatorMessages.number, number), eq(simulatorMessages.direction, 'out')))
    .orderBy(asc(simulatorMessages.id));
}
