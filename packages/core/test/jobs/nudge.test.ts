import { afterEach, expect, test } from 'bun:test';
import { bus, setBus, type Bus } from '../../src/lib/bus';
import { JOBS_DUE_CHANNEL, nudgeRunners, onDueWork } from '../../src/jobs/registry';

/** A bus other threads hear (as the embedded default's thread bus), recording what is published. */
function sharedBus() {
  const published: string[] = [];
  const b: Bus = { shared: true, publish: async (channel) => void published.push(channel), subscribe: () => () => {}, close: async () => {} };
  return { b, published };
}
const before = bus();
afterEach(() => setBus(before));

test('without a runner here, work due now is said once per turn on a shared bus, however many jobs', async () => {
  const { b, published } = sharedBus();
  setBus(b);
  for (let i = 0; i < 50; i++) nudgeRunners(new Date());
  nudgeRunners(new Date(Date.now() + 60_000)); // not due: nothing to say
  await Bun.sleep(5);
  expect(published).toEqual([JOBS_DUE_CHANNEL]);
  nudgeRunners(new Date());
  await Bun.sleep(5);
  expect(published).toEqual([JOBS_DUE_CHANNEL, JOBS_DUE_CHANNEL]);
});

test("a runner of this thread is woken directly and nothing goes on the bus; a bus only this thread hears stays quiet", async () => {
  const { b, published } = sharedBus();
  setBus(b);
  let woken = 0;
  const off = onDueWork(() => woken++);
  nudgeRunners(new Date());
  await Bun.sleep(5);
  off();
  expect(woken).toBe(1);
  expect(published).toEqual([]);

  setBus({ ...b, shared: false });
  nudgeRunners(new Date());
  await Bun.sleep(5);
  expect(published).toEqual([]);
});
