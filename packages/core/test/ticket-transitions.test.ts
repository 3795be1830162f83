import { describe, expect, test } from 'bun:test';
import { AppError } from '@zapdesk/contracts';
import { assertTransition, classifyTransition, TICKET_TRANSITIONS, transitionTarget, type TicketState, type TicketTransition } from '../src/services/tickets/transitions';

const me = 7;
const other = 9;
const state = (over: Partial<TicketState>): TicketState => ({ status: 'pending', userId: null, queueId: 1, acceptedAt: null, ...over });
const attendant = { userId: me, admin: false };
const admin = { userId: me, admin: true };
const code = (fn: () => void) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return (e as AppError).code;
  }
};

describe('ticket transitions (spec §4) as a table', () => {
  test.each([
    [state({}), { status: 'open' }, 'accept'],
    [state({ status: 'open', userId: other }), { status: 'open' }, 'takeOver'],
    [state({ status: 'open', userId: me }), { status: 'open' }, 'edit'],
    [state({ status: 'open', userId: me }), { status: 'pending' }, 'return'],
    [state({ status: 'open', userId: me }), { status: 'closed', userId: me }, 'resolve'],
    [state({ status: 'closed', userId: me }), { status: 'open' }, 'reopen'],
    [state({ status: 'open', userId: me }), { queueId: 2 }, 'transfer'],
    [state({ status: 'open', userId: me }), { userId: other, queueId: 1 }, 'transfer'],
    [state({ status: 'pending' }), { userId: me }, 'assign'],
    [state({ status: 'open', userId: me }), {}, 'edit'],
    [state({ status: 'pending' }), { status: 'pending' }, 'edit'],
  ] as [TicketState, object, TicketTransition][])('%o + %o is %s', (before, input, kind) => {
    expect(classifyTransition(before, input, me)).toBe(kind);
  });

  test('every transition names the statuses it starts from', () => {
    expect(Object.keys(TICKET_TRANSITIONS).sort()).toEqual(['accept', 'assign', 'edit', 'reopen', 'resolve', 'return', 'takeOver', 'transfer']);
    expect(TICKET_TRANSITIONS.accept.from).toEqual(['pending']);
    expect(TICKET_TRANSITIONS.reopen.from).toEqual(['closed']);
  });

  test('a ticket another attendant holds moves only by an admin, whatever the move', () => {
    const held = state({ status: 'open', userId: other });
    for (const kind of ['takeOver', 'return', 'resolve', 'transfer', 'assign', 'edit'] as const) {
      expect(code(() => assertTransition(kind, held, attendant))).toBe('ERR_NO_PERMISSION');
      expect(code(() => assertTransition(kind, held, admin))).toBe('ok');
    }
  });

  test('pending and closed tickets move by whoever may see them; my own open ticket by me', () => {
    expect(code(() => assertTransition('accept', state({}), attendant))).toBe('ok');
    expect(code(() => assertTransition('resolve', state({}), attendant))).toBe('ok');
    expect(code(() => assertTransition('transfer', state({}), attendant))).toBe('ok');
    expect(code(() => assertTransition('reopen', state({ status: 'closed', userId: other }), attendant))).toBe('ok');
    for (const kind of ['return', 'resolve', 'transfer'] as const) expect(code(() => assertTransition(kind, state({ status: 'open', userId: me }), attendant))).toBe('ok');
  });

  test('moves from a status the table does not list are refused; resolving a closed ticket again is a no-op', () => {
    expect(code(() => assertTransition('return', state({ status: 'closed' }), admin))).toBe('ERR_VALIDATION');
    expect(code(() => assertTransition('transfer', state({ status: 'closed' }), admin))).toBe('ERR_VALIDATION');
    expect(code(() => assertTransition('accept', state({ status: 'open', userId: me }), admin))).toBe('ERR_VALIDATION');
    expect(code(() => assertTransition('resolve', state({ status: 'closed' }), attendant))).toBe('ok');
  });

  test('targets: accept and reopen assign the actor (an admin may name the user); a queue-only transfer goes back to pending', () => {
    expect(transitionTarget('accept', state({}), { status: 'open', userId: other }, attendant)).toEqual({ status: 'open', userId: me });
    expect(transitionTarget('accept', state({}), { status: 'open', userId: other }, admin)).toEqual({ status: 'open', userId: other });
    expect(transitionTarget('reopen', state({ status: 'closed', userId: other }), { status: 'open' }, attendant)).toEqual({ status: 'open', userId: me });
    expect(transitionTarget('transfer', state({ status: 'open', userId: me }), { queueId: 2 }, attendant)).toEqual({ status: 'pending', userId: null });
    expect(transitionTarget('transfer', state({ status: 'open', userId: me }), { queueId: 2, userId: other }, attendant)).toEqual({ status: 'open', userId: other });
    expect(transitionTarget('return', state({ status: 'open', userId: me }), { status: 'pending' }, attendant)).toEqual({ status: 'pending', userId: null });
  });
});
