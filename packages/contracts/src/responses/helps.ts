import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';

const helpExample = { id: 3, title: 'Como transferir um ticket', description: 'Transferência entre filas e atendentes.', video: 'dQw4w9WgXcQ', createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT };

/** A help video; `video` is the YouTube code. */
export const Help = z
  .object({ id: entityId, title: z.string(), description: z.string(), video: z.string(), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'Help', example: helpExample });
export type Help = z.infer<typeof Help>;

export const HelpList = z.object({ helps: z.array(Help), hasMore: z.boolean() }).meta({ id: 'HelpList', example: { helps: [helpExample], hasMore: false } });
export type HelpList = z.infer<typeof HelpList>;
