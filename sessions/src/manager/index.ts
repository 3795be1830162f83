import { AppError } from '@zapdesk/contracts';
import { sessionReplyChannel, setNumberChecker } from '@zapdesk/core';
import type { ProviderSession } from '../providers/provider';
import { checkNumberThroughConnection } from './number-check';
import { runtimes } from './registry';
import { SessionRuntime, type SessionRuntimeOptions } from './runtime';

export { SessionRuntime, type SessionRuntimeOptions } from './runtime';
export { checkNumberThroughConnection } from './number-check';
export { localLeases, redisLeases, type Leases } from './leases';

/**
 * For an API process that runs no sessions (distributed mode): contact numbers are checked through
 * the connection's owner, and the reply channel of session commands is in place before the first one.
 */
export function installSessionClientHooks() {
  sessionReplyChannel();
  setNumberChecker(checkNumberThroughConnection);
}

/** Starts this process's session runtime: resumes connections, answers commands, runs the outbox. */
export async function startSessionRuntime(opts: SessionRuntimeOptions): Promise<SessionRuntime> {
  const rt = new SessionRuntime(opts);
  try {
    await rt.start();
  } catch (e) {
    await rt.stop();
    throw e;
  }
  return rt;
}

const all = () => [...runtimes] as SessionRuntime[];
function ownerOf(whatsappId: number) {
  const rt = all().find((r) => r.owns(whatsappId)) ?? all().at(-1);
  if (!rt) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'No session runtime runs in this process');
  return rt;
}

export const startSession = (whatsappId: number) => ownerOf(whatsappId).startSession(whatsappId);
export const stopSession = (whatsappId: number) => ownerOf(whatsappId).stopSession(whatsappId);
export const logoutSession = (whatsappId: number) => ownerOf(whatsappId).logoutSession(whatsappId);
export const requestNewQr = (whatsappId: number) => ownerOf(whatsappId).requestNewQr(whatsappId);

/** The live session of a connection when this process runs it. */
export function getSession(whatsappId: number): ProviderSession | null {
  for (const rt of all()) {
    const s = rt.getSession(whatsappId);
    if (s) return s;
  }
  return null;
}
