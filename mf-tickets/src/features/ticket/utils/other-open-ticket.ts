export type OpenTicketHolder = { ticketId: number | null; uuid: string | null; status: string | null; userName: string | null; queueName: string | null };

/** ERR_OTHER_OPEN_TICKET on ticket creation names the open ticket, its user and its queue (core.md §8). */
export function otherOpenTicket(err: unknown): OpenTicketHolder | null {
  const e = err as { error?: unknown; body?: { ticket?: unknown } } | null;
  if (e?.error !== 'ERR_OTHER_OPEN_TICKET') return null;
  const t = (e.body?.ticket ?? null) as { id?: number; uuid?: string; status?: string; user?: { name?: string } | null; queue?: { name?: string } | null } | null;
  return {
    ticketId: typeof t?.id === 'number' ? t.id : null,
    uuid: typeof t?.uuid === 'string' ? t.uuid : null,
    status: typeof t?.status === 'string' ? t.status : null,
    userName: t?.user?.name ?? null,
    queueName: t?.queue?.name ?? null,
  };
}
