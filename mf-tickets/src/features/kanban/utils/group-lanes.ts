import type { Ticket } from '@zapdesk/contracts';
import type { Lane, LaneTag } from './kanban-types';

export const OPEN_LANE = 'open';
export const laneKey = (tag: LaneTag | null) => (tag ? `tag-${tag.id}` : OPEN_LANE);

/** The lane tag a ticket sits in: the first lane (in lane order) among its tags, or null for the first lane. */
export function laneTagOf(ticket: Pick<Ticket, 'tags'>, lanes: readonly LaneTag[]): LaneTag | null {
  const mine = new Set(ticket.tags.map((t) => t.id));
  return lanes.find((l) => mine.has(l.id)) ?? null;
}

/** Tickets into lanes: first the lane of tickets without a kanban tag, then one lane per kanban tag, each keeping the tickets' order. */
export function groupLanes(tickets: readonly Ticket[], lanes: readonly LaneTag[]): Lane[] {
  const out: Lane[] = [{ key: OPEN_LANE, tag: null, tickets: [] }, ...lanes.map((tag) => ({ key: laneKey(tag), tag, tickets: [] as Ticket[] }))];
  const byKey = new Map(out.map((l) => [l.key, l]));
  for (const t of tickets) byKey.get(laneKey(laneTagOf(t, lanes)))!.tickets.push(t);
  return out;
}

/**
 * The ticket after a move to `to` (null = the first lane), as the API leaves it: every kanban-lane tag
 * removed (DELETE /ticket-tags/{id}), then the new lane's tag added (PUT /ticket-tags/{id}/{tagId}).
 */
export function moveTicket<T extends Pick<Ticket, 'tags'>>(ticket: T, to: LaneTag | null, lanes: readonly LaneTag[]): T {
  const laneIds = new Set(lanes.map((l) => l.id));
  const kept = ticket.tags.filter((t) => t.kanban !== 1 && !laneIds.has(t.id));
  return { ...ticket, tags: to ? [...kept, { id: to.id, name: to.name, color: to.color, kanban: 1 }] : kept };
}
