import { setLocalSessionHandler, setNumberChecker, type SessionCommand, type SessionReply } from '@zapdesk/core';
import { checkNumberThroughConnection } from './number-check';

type Handles = { handle(cmd: SessionCommand): Promise<SessionReply | null> };

/** The runtimes of this process (one in production; tests may run two against one Redis). */
export const runtimes = new Set<Handles>();

async function handleLocally(cmd: SessionCommand) {
  for (const rt of runtimes) {
    const reply = await rt.handle(cmd);
    if (reply) return reply;
  }
  return null;
}

/** While a runtime runs here, commands try it before the bus and contact numbers are checked through it. */
export function register(rt: Handles) {
  runtimes.add(rt);
  setLocalSessionHandler(handleLocally);
  setNumberChecker(checkNumberThroughConnection);
}

export function unregister(rt: Handles) {
  if (!runtimes.delete(rt) || runtimes.size) return;
  setLocalSessionHandler(null);
  setNumberChecker(null);
}
