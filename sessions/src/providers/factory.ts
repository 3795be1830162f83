import { AppError } from '@zapdesk/contracts';
import { config } from '@zapdesk/core';
import type { BaileysSessionOptions } from './baileys';
import type { ConnectionInfo, ProviderKind, ProviderSession } from './provider';
import { createSimulatorSession, type SimulatorOptions } from './simulator';

export type ProviderDeps = { baileys?: BaileysSessionOptions; simulator?: SimulatorOptions };

/** The live session of a connection, by its provider. Baileys loads on first use. */
export async function createProviderSession(conn: ConnectionInfo, deps: ProviderDeps = {}): Promise<ProviderSession> {
  const provider = conn.provider as ProviderKind;
  switch (provider) {
    case 'baileys': {
      const { createBaileysSession } = await import('./baileys');
      return createBaileysSession(conn, deps.baileys);
    }
    case 'simulator':
      if (!config().simulatorEnabled) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'The simulator is disabled on this server');
      return createSimulatorSession(conn, deps.simulator);
    default: {
      const unknown: never = provider;
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', `Unknown provider ${String(unknown)}`);
    }
  }
}
