import type { Whatsapp } from '@zapdesk/contracts';
import { asc, db, eq, whatsapps } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { queuesOf, serializeWhatsapp } from './internal';

/** Every connection of the company with its queues, by name; token and QR code for admins only. */
export async function listWhatsapps({ ctx }: { ctx: Ctx }): Promise<Whatsapp[]> {
  const rows = await db().select().from(whatsapps).where(eq(whatsapps.companyId, ctx.actor.companyId)).orderBy(asc(whatsapps.name), asc(whatsapps.id));
  const queues = await queuesOf(rows.map((r) => r.id));
  const admin = isAdmin(ctx.actor);
  return rows.map((r) => serializeWhatsapp(r, queues.get(r.id) ?? [], { admin }));
}
