import type { ProviderEvent } from '../providers/provider';

/**
 * The order in which one connection's provider events are handled. Messages of one chat keep their
 * order (one lane per chat) while different chats run in parallel; acks only ever raise a message's
 * ack, so they run at once; every other event (status, edit, revoke, call, contact) is a barrier: it
 * waits for everything queued before it, and everything queued after it waits for it.
 */
export class EventLanes {
  private lanes = new Map<string, Promise<void>>();
  private barrier: Promise<void> = Promise.resolve();
  private free = new Set<Promise<void>>();

  constructor(private readonly onError: (err: unknown, event: ProviderEvent) => void) {}

  /** Queues the event; resolves once it is handled (its failure goes to onError). */
  push(event: ProviderEvent, run: () => Promise<void>): Promise<void> {
    const guarded = () => run().catch((err) => this.onError(err, event));
    if (event.type === 'message') {
      const key = chatKey(event);
      const prev = this.lanes.get(key);
      const p = (prev ? Promise.all([prev, this.barrier]) : this.barrier).then(guarded);
      this.lanes.set(key, p);
      void p.then(() => {
        if (this.lanes.get(key) === p) this.lanes.delete(key);
      });
      return p;
    }
    if (event.type === 'ack') {
      const p = this.barrier.then(guarded);
      this.free.add(p);
      void p.then(() => this.free.delete(p));
      return p;
    }
    this.barrier = Promise.all([this.barrier, ...this.lanes.values(), ...this.free]).then(guarded);
    return this.barrier;
  }

  /** Resolves once everything pushed so far (and anything pushed meanwhile) is handled. */
  async idle() {
    for (;;) {
      const pending = [this.barrier, ...this.lanes.values(), ...this.free];
      await Promise.all(pending);
      if (this.lanes.size === 0 && this.free.size === 0 && pending[0] === this.barrier) return;
    }
  }
}

const chatKey = (event: Extract<ProviderEvent, { type: 'message' }>) => {
  const chat = event.message.chat;
  return chat.lid || chat.number || 'unknown';
};
