import { AppError, type Help } from '@zapdesk/contracts';
import { db, eq, helps } from '@zapdesk/db';

type HelpRow = typeof helps.$inferSelect;

export const serializeHelp = (h: HelpRow): Help => ({
  id: h.id,
  title: h.title,
  description: h.description,
  video: h.video,
  createdAt: h.createdAt.toISOString(),
  updatedAt: h.updatedAt.toISOString(),
});

export async function findHelpOrThrow(id: number) {
  const [h] = await db().select().from(helps).where(eq(helps.id, id));
  if (!h) throw new AppError('ERR_NO_HELP_FOUND', 'Help not found');
  return h;
}
