import type { Ticket } from '@zapdesk/contracts';
import { db, eq, tickets } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { serializeTicket } from './serialize';
import { assertTicketVisible } from './visibility';

export async function showTicket({ ctx, input }: { ctx: Ctx; input: { id?: number; uuid?: string } }): Promise<Ticket> {
  const where = input.id !== undefined ? eq(tickets.id, input.id) : eq(tickets.uuid, input.uuid ?? '');
  const [row] = await db().select().from(tickets).where(where);
  await assertTicketVisible(ctx.actor, row);
  return serializeTicket(row!);
}
