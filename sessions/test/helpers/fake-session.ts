import type { MessageRef, NormalizedMessage, OutboundMessage, Peer, ProviderEvent, ProviderSession } from '../../src/providers/provider';

type Delivery = { message: OutboundMessage; at: number };

/**
 * An in-memory provider session for pipeline and outbox tests. Sends are idempotent by provider id
 * (a second send of the same id is acknowledged without a second delivery, like WhatsApp), and every
 * raw call is counted so a test can tell a retried send from a doubled one.
 */
export class FakeSession implements ProviderSession {
  readonly delivered = new Map<string, Delivery>();
  readonly sendCalls: OutboundMessage[] = [];
  /** Provider ids asked about through acksOf. */
  readonly lookups: string[] = [];
  readonly deletes: MessageRef[] = [];
  readonly edits: { ref: MessageRef; body: string }[] = [];
  readonly rejectedCalls: { callId: string; from: Peer }[] = [];
  /** Files downloadMedia answers, by provider message id; a missing one makes the download fail. */
  readonly media = new Map<string, { data: Uint8Array; mimetype: string; fileName?: string }>();
  /** Called before a send is carried out: throw to fail it, or return a promise that never settles to hang. */
  beforeSend: ((m: OutboundMessage, call: number) => void | Promise<void>) | null = null;
  /** Called after a send was delivered, before it answers: a hang here is "delivered but never recorded". */
  afterDeliver: ((m: OutboundMessage) => void | Promise<void>) | null = null;
  failDeletes = 0;
  ackOnSend = 1;
  private handlers = new Set<(e: ProviderEvent) => void | Promise<void>>();

  callsFor(providerId: string) {
    return this.sendCalls.filter((m) => m.providerId === providerId).length;
  }

  async start() {}
  async stop() {}
  async logout() {}
  async requestNewQr() {}
  async requestPairingCode() {
    return 'ABCD-EFGH';
  }
  async send(message: OutboundMessage) {
    this.sendCalls.push(message);
    await this.beforeSend?.(message, this.sendCalls.length);
    if (!this.delivered.has(message.providerId)) {
      this.delivered.set(message.providerId, { message, at: Date.now() });
      await this.afterDeliver?.(message);
    }
    return { providerId: message.providerId, ack: this.ackOnSend };
  }
  /** Like WhatsApp's own de-duplication: what was delivered, with the ack a send answered. */
  async acksOf(providerIds: string[]) {
    this.lookups.push(...providerIds);
    return new Map(providerIds.filter((id) => this.delivered.has(id)).map((id) => [id, this.ackOnSend]));
  }
  async deleteForEveryone(ref: MessageRef) {
    if (this.failDeletes > 0) {
      this.failDeletes--;
      throw new Error('delete refused');
    }
    this.deletes.push(ref);
  }
  async edit(ref: MessageRef, body: string) {
    this.edits.push({ ref, body });
  }
  async downloadMedia(message: NormalizedMessage) {
    const file = this.media.get(message.providerId);
    if (!file) throw new Error('media expired');
    return file;
  }
  async checkNumber(number: string) {
    return { exists: true, number };
  }
  async listContacts() {
    return [];
  }
  async rejectCall(callId: string, from: Peer) {
    this.rejectedCalls.push({ callId, from });
  }
  onEvent(handler: (event: ProviderEvent) => void | Promise<void>) {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }
}
