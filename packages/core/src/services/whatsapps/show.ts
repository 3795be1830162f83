import type { Whatsapp } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { findWhatsapp, whatsappView } from './internal';

export async function showWhatsapp({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Whatsapp> {
  return whatsappView(await findWhatsapp(ctx.actor.companyId, input.id), ctx.actor);
}
