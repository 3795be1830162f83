import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Numbers written without a country code are read as Brazilian (the product's home; companies carry no country). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BR';

/**
 * A number as lists store it: digits with the country code (`(11) 98765-4321` → `5511987654321`). A number
 * written with `+`/`00` is international; one of up to 11 digits that is a valid number of the default
 * country gets its code; otherwise a valid international number is kept, and anything else keeps its digits
 * (the check through the connection then tells whether WhatsApp knows it).
 */
export function normalizePhoneNumber(raw: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || text.startsWith('00');
  const e164 = (n: ReturnType<typeof parsePhoneNumberFromString>) => (n?.isValid() ? n.number.slice(1) : null);
  if (international) return e164(parsePhoneNumberFromString('+' + digits.replace(/^00/, ''))) ?? digits.replace(/^00/, '');
  if (digits.length <= 11) {
    const national = e164(parsePhoneNumberFromString(digits, country));
    if (national) return national;
  }
  return e164(parsePhoneNumberFromString('+' + digits)) ?? digits;
}
