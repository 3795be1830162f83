import type { Ticket, TicketContact } from '@zapdesk/contracts';

/** A `company-{id}-contact` update (name, number, picture) shown on the tickets of that contact. */
export function applyContactUpdate<T extends Pick<Ticket, 'contact'>>(tickets: T[], contact: TicketContact): T[] {
  let changed = false;
  const next = tickets.map((t) => {
    if (t.contact?.id !== contact.id) return t;
    changed = true;
    return { ...t, contact: { ...t.contact, name: contact.name, number: contact.number ?? t.contact.number, profilePicUrl: contact.profilePicUrl ?? t.contact.profilePicUrl } };
  });
  return changed ? next : tickets;
}
