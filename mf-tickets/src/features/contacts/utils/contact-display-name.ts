import { formatPhoneNumber } from './format-phone-number';

/**
 * The name to show for a contact. Contacts created without a name carry their number as the name (an import
 * without names, a WhatsApp contact without a push name): those show the formatted number.
 */
export function contactDisplayName(contact: { name?: string | null; number?: string | null } | null | undefined): string {
  if (!contact) return '';
  const name = (contact.name ?? '').trim();
  const digits = (contact.number ?? '').replace(/\D/g, '');
  if (!name || (digits && name.replace(/\D/g, '') === digits && !/\p{L}/u.test(name))) return formatPhoneNumber(contact.number);
  return name;
}
