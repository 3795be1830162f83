import type { SimulatorMessage } from '@zapdesk/contracts';
import { isAbsolute, join, relative, sep } from 'node:path';
import { and, db, desc, eq, simulatorMessages } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { mediaRoot, publicMediaUrl } from '../../lib/media';
import { findSimulatorConnection } from './internal';

const LIMIT = 500;

/**
 * GET /simulator/:whatsappId/messages?number=: the simulated contact's conversation, oldest first
 * (the latest 500): `direction` 'out' is what the contact received (with the acks its phone reported),
 * 'in' what it wrote. A received medium stored by the API carries its public URL.
 */
export async function listSimulatorMessages({ ctx, input }: { ctx: Ctx; input: { whatsappId: number; number: string } }): Promise<SimulatorMessage[]> {
  const w = await findSimulatorConnection(ctx, input.whatsappId);
  const rows = await db()
    .select()
    .from(simulatorMessages)
    .where(and(eq(simulatorMessages.whatsappId, w.id), eq(simulatorMessages.number, input.number)))
    .orderBy(desc(simulatorMessages.id))
    .limit(LIMIT);
  return rows.reverse().map((r) => ({
    id: r.id,
    number: r.number,
    name: r.name,
    direction: r.direction as 'in' | 'out',
    providerId: r.providerId,
    body: r.body,
    kind: r.kind,
    mediaUrl: r.direction === 'out' ? publicUrlOf(r.mediaPath) : null,
    hasMedia: !!r.mediaPath,
    ack: r.ack,
    isDeleted: r.isDeleted,
    isEdited: r.isEdited,
    createdAt: r.createdAt.toISOString(),
  }));
}

function publicUrlOf(path: string | null) {
  if (!path) return null;
  const rel = relative(mediaRoot(), isAbsolute(path) ? path : join(mediaRoot(), path));
  if (!rel || rel.startsWith('..') || rel.split(sep).length !== 2) return null;
  return publicMediaUrl(rel.split(sep).join('/'));
}
