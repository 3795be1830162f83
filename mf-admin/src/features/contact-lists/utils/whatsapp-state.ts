import type { ContactListItem } from '@zapdesk/contracts';

/** What the items table shows of a number's WhatsApp check: not checked yet, confirmed, or without WhatsApp. */
export type WhatsappState = 'pending' | 'valid' | 'invalid';

export const whatsappState = (item: Pick<ContactListItem, 'isWhatsappValid' | 'validatedAt'>): WhatsappState =>
  item.isWhatsappValid ? 'valid' : item.validatedAt ? 'invalid' : 'pending';
