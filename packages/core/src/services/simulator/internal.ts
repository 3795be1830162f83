import { AppError } from '@zapdesk/contracts';
import { config } from '../../config';
import { isAdmin, type Ctx } from '../../context';
import { findWhatsapp } from '../whatsapps/internal';

/** The simulator surface exists only where the simulator is enabled; elsewhere it answers 404. */
export function assertSimulatorEnabled() {
  if (!config().simulatorEnabled) throw new AppError('ERR_NOT_FOUND', 'Not found');
}

/** Company admins only; the connection must be the company's and use the simulator. */
export async function findSimulatorConnection(ctx: Ctx, whatsappId: number) {
  assertSimulatorEnabled();
  if (!isAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'Only administrators may drive the simulator');
  const w = await findWhatsapp(ctx.actor.companyId, whatsappId);
  if (w.provider !== 'simulator') throw new AppError('ERR_VALIDATION', 'This connection does not use the simulator', { fields: { whatsappId: 'not a simulator connection' } });
  return w;
}

export const notRunning = () => new AppError('ERR_WAPP_NOT_INITIALIZED', 'The simulated session is not running');
