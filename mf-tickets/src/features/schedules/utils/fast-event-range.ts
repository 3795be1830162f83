/**
 * react-big-calendar's `inEventRange` and `sortEvents`, on numbers: the library's own build a Date per call
 * (startOf through date-arithmetic), and a month of 2,000 schedules calls them tens of thousands of times
 * (every event against every week, then the week's sort). Same answers, same local-time rules.
 */
type Span = { start: Date; end: Date };

const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const minute = (t: number) => Math.floor(t / 60_000);

export function inEventRange({ event: { start, end }, range }: { event: Span; range: Span }): boolean {
  const eventDay = dayStart(start);
  const startsBeforeEnd = eventDay <= dayStart(range.end);
  const endMinute = minute(end.getTime());
  const fromMinute = minute(range.start.getTime());
  // A zero-length event on the range's first minute still counts (the library's rule).
  const endsAfterStart = minute(eventDay) !== endMinute ? endMinute > fromMinute : endMinute >= fromMinute;
  return startsBeforeEnd && endsAfterStart;
}

type Sortable = Span & { allDay?: boolean };

export function sortEvents({ evtA, evtB }: { evtA: Sortable; evtB: Sortable }): number {
  // The library's daySpan: the distance between the days of the month (its `duration(…, 'day')`).
  const spanA = Math.abs(evtA.start.getDate() - evtA.end.getDate());
  const spanB = Math.abs(evtB.start.getDate() - evtB.end.getDate());
  return dayStart(evtA.start) - dayStart(evtB.start) || spanB - spanA || Number(!!evtB.allDay) - Number(!!evtA.allDay) || +evtA.start - +evtB.start || +evtA.end - +evtB.end;
}
