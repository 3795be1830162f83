import type { Announcement } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { assertSuper } from '../../lib/guards';
import { findAnnouncement, serializeAnnouncement } from './internal';

export async function showAnnouncement({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Announcement> {
  assertSuper(ctx);
  return serializeAnnouncement(await findAnnouncement(input.id));
}
