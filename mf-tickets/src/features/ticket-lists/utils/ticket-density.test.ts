import { describe, expect, test } from 'bun:test';
import { TICKET_ROW_HEIGHTS, parseTicketDensity } from './ticket-density';

describe('ticket density', () => {
  test('a stored "compact" is compact; anything else the default', () => {
    expect(parseTicketDensity('compact')).toBe('compact');
    for (const raw of ['comfortable', null, undefined, '', 'COMPACT', 'dense']) expect(parseTicketDensity(raw)).toBe('comfortable');
  });
  test('compact rows fit at least 10 in the 711 px a 1440×900 screen leaves the list', () => {
    expect(Math.floor(711 / TICKET_ROW_HEIGHTS.compact)).toBeGreaterThanOrEqual(10);
    expect(Math.floor(711 / TICKET_ROW_HEIGHTS.comfortable)).toBeLessThan(10);
  });
});
