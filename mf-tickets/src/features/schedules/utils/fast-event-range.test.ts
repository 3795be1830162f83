import { expect, test } from 'bun:test';
import { dateFnsLocalizer } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { inEventRange, sortEvents } from './fast-event-range';

// The library's own functions, as a localizer without overrides has them (its types misdescribe sortEvents).
const library = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { en: enUS } }) as unknown as {
  inEventRange(a: { event: { start: Date; end: Date }; range: { start: Date; end: Date } }): boolean;
  sortEvents(a: { evtA: { start: Date; end: Date; allDay?: boolean }; evtB: { start: Date; end: Date; allDay?: boolean } }): number;
};

let seed = 7;
const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
const at = () => new Date(2026, 2, 1 + rand(40), rand(24), rand(60) * (rand(4) ? 1 : 0));
const span = () => {
  const start = at();
  return { start, end: new Date(start.getTime() + [0, 30, 24 * 60, 3 * 24 * 60][rand(4)] * 60_000), allDay: rand(5) === 0 };
};

test('inEventRange answers as the library does', () => {
  for (let i = 0; i < 5_000; i++) {
    const event = span();
    const range = span();
    expect(inEventRange({ event, range })).toBe(library.inEventRange({ event, range }));
  }
});

test('sortEvents orders as the library does', () => {
  for (let i = 0; i < 5_000; i++) {
    const evtA = span();
    const evtB = rand(3) ? span() : { ...evtA, end: new Date(evtA.end.getTime() + 60_000) };
    expect(Math.sign(sortEvents({ evtA, evtB }))).toBe(Math.sign(library.sortEvents({ evtA, evtB })));
  }
});
