import { describe, expect, test } from 'bun:test';
import { EventLanes } from '../../src/manager/lanes';
import type { ProviderEvent } from '../../src/providers/provider';

const msg = (number: string, id: string): ProviderEvent => ({
  type: 'message',
  message: { providerId: id, chat: { number }, fromMe: false, timestamp: new Date(), kind: 'chat', body: id },
});
const ack = (id: string): ProviderEvent => ({ type: 'ack', providerId: id, ack: 2 });
const revoke = (id: string): ProviderEvent => ({ type: 'revoke', providerId: id });

/** Runs events with per-event delays and records start/end order. */
function harness() {
  const log: string[] = [];
  const lanes = new EventLanes((err) => log.push(`error:${String(err)}`));
  const push = (e: ProviderEvent, label: string, ms: number, fail = false) =>
    lanes.push(e, async () => {
      log.push(`start:${label}`);
      await Bun.sleep(ms);
      log.push(`end:${label}`);
      if (fail) throw new Error(label);
    });
  return { log, lanes, push };
}

describe('EventLanes', () => {
  test('messages of one chat keep their order; other chats run in parallel', async () => {
    const h = harness();
    h.push(msg('1', 'a1'), 'a1', 20);
    h.push(msg('1', 'a2'), 'a2', 1);
    h.push(msg('2', 'b1'), 'b1', 1);
    await h.lanes.idle();
    expect(h.log.indexOf('end:a1')).toBeLessThan(h.log.indexOf('start:a2'));
    expect(h.log.indexOf('end:b1')).toBeLessThan(h.log.indexOf('end:a1'));
  });

  test('a barrier waits for everything before it and holds back everything after it', async () => {
    const h = harness();
    h.push(msg('1', 'a1'), 'a1', 15);
    h.push(ack('x'), 'ack', 15);
    h.push(revoke('a1'), 'revoke', 1);
    h.push(msg('2', 'b1'), 'b1', 1);
    h.push(ack('y'), 'ack2', 1);
    await h.lanes.idle();
    const at = (s: string) => h.log.indexOf(s);
    expect(at('start:revoke')).toBeGreaterThan(at('end:a1'));
    expect(at('start:revoke')).toBeGreaterThan(at('end:ack'));
    expect(at('start:b1')).toBeGreaterThan(at('end:revoke'));
    expect(at('start:ack2')).toBeGreaterThan(at('end:revoke'));
  });

  test('acks do not wait for each other or for messages of any chat', async () => {
    const h = harness();
    h.push(msg('1', 'a1'), 'a1', 20);
    h.push(ack('x'), 'ack', 1);
    await h.lanes.idle();
    expect(h.log.indexOf('end:ack')).toBeLessThan(h.log.indexOf('end:a1'));
  });

  test('a failing event is reported and does not stop its lane', async () => {
    const h = harness();
    h.push(msg('1', 'a1'), 'a1', 1, true);
    h.push(msg('1', 'a2'), 'a2', 1);
    await h.lanes.idle();
    expect(h.log).toContain('error:Error: a1');
    expect(h.log).toContain('end:a2');
  });

  test('idle waits for events pushed while waiting', async () => {
    const h = harness();
    h.push(msg('1', 'a1'), 'a1', 5);
    const idle = h.lanes.idle();
    h.push(msg('1', 'a2'), 'a2', 10);
    await idle;
    expect(h.log).toContain('end:a2');
  });
});
