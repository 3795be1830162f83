import { describe, expect, test } from 'bun:test';
import { groupLanes, laneTagOf, moveTicket, OPEN_LANE } from './group-lanes';
import { Ticket, ticketExample } from '@zapdesk/contracts';
import type { LaneTag } from './kanban-types';

const lead: LaneTag = { id: 10, name: 'Novo lead', color: '#0EA5E9' };
const deal: LaneTag = { id: 11, name: 'Em negociação', color: '#8B5CF6' };
const vip = { id: 20, name: 'VIP', color: '#EAB308', kanban: 0 };

const example = Ticket.parse(ticketExample);
const ticket = (id: number, tags: Ticket['tags'] = []): Ticket => ({
  ...example,
  id,
  uuid: `u-${id}`,
  status: 'open',
  userId: 1,
  queueId: 1,
  lastMessage: '',
  updatedAt: '2024-01-01T00:00:00.000Z',
  contact: { ...example.contact!, name: `C${id}`, number: '5511999990000' },
  queue: null,
  tags,
});

describe('groupLanes', () => {
  test('the first lane holds tickets without a kanban tag; then one lane per kanban tag, in lane order', () => {
    const lanes = groupLanes([ticket(1), ticket(2, [{ ...deal, kanban: 1 }]), ticket(3, [vip]), ticket(4, [{ ...lead, kanban: 1 }, vip])], [lead, deal]);
    expect(lanes.map((l) => l.key)).toEqual([OPEN_LANE, 'tag-10', 'tag-11']);
    expect(lanes.map((l) => l.tickets.map((t) => t.id))).toEqual([[1, 3], [4], [2]]);
    expect(lanes[1].tag).toEqual(lead);
  });

  test('a ticket in two lanes shows in the first of them; a tag that is no longer a lane counts as none', () => {
    const both = ticket(5, [{ ...deal, kanban: 1 }, { ...lead, kanban: 1 }]);
    expect(laneTagOf(both, [lead, deal])).toEqual(lead);
    expect(laneTagOf(both, [deal])).toEqual(deal);
    expect(laneTagOf(ticket(6, [{ id: 99, name: 'gone', color: '#000', kanban: 1 }]), [lead, deal])).toBeNull();
  });

  test('no lanes: every ticket is in the first lane, in order', () => {
    expect(groupLanes([ticket(2), ticket(1)], [])).toEqual([{ key: OPEN_LANE, tag: null, tickets: [ticket(2), ticket(1)] }]);
  });
});

describe('moveTicket', () => {
  test('moving to a lane drops the other lane tags, keeps the plain tags and adds the new lane', () => {
    const moved = moveTicket(ticket(1, [{ ...lead, kanban: 1 }, vip]), deal, [lead, deal]);
    expect(moved.tags).toEqual([vip, { ...deal, kanban: 1 }]);
  });

  test('moving to the first lane only removes the lane tags', () => {
    expect(moveTicket(ticket(1, [{ ...lead, kanban: 1 }, vip]), null, [lead, deal]).tags).toEqual([vip]);
  });
});
