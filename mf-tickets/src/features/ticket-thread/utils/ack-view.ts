/**
 * The delivery tick of an own message (core.md §4 "Ack icons"): 0 waiting (clock), 1 sent (one tick),
 * 2 and 3 a double tick, 4 or 5 a coloured double tick; a send that failed for good shows an error mark
 * whatever its ack. The numbers are WhatsApp's (what Baileys and the simulator report): 2 the server has it,
 * 3 delivered to the phone, 4 read, 5 played.
 */
export type AckView = { icon: 'clock' | 'check' | 'double' | 'error'; colored: boolean; label: 'pending' | 'sent' | 'delivered' | 'read' | 'played' | 'error' };

export function ackView(ack: number, errorCode?: string | null): AckView {
  if (errorCode) return { icon: 'error', colored: false, label: 'error' };
  if (ack >= 5) return { icon: 'double', colored: true, label: 'played' };
  if (ack === 4) return { icon: 'double', colored: true, label: 'read' };
  if (ack === 2 || ack === 3) return { icon: 'double', colored: false, label: 'delivered' };
  if (ack === 1) return { icon: 'check', colored: false, label: 'sent' };
  return { icon: 'clock', colored: false, label: 'pending' };
}
