import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A phone number as stored (country code and digits, maybe punctuated): at most E.164's 15 digits. */
const PHONE = /^\+?[\d\s().-]{8,24}$/;

/**
 * A contact's number in its country's international format (5511989039839 → +55 11 98903 9839), or the text as
 * it is when it is not a phone number: group ids (longer than any phone number, or with a dash or an @),
 * short codes, numbers the library does not know as valid in their country or cannot group.
 */
export function formatPhoneNumber(number: string | null | undefined): string {
  const text = (number ?? '').trim();
  if (!PHONE.test(text) || (text.includes('-') && !text.startsWith('+'))) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return text;
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone?.isValid()) return text;
  const formatted = phone.formatInternational();
  // No grouping pattern of its country matched (e.g. a Brazilian mobile without its ninth digit): keep the text.
  return formatted === `+${phone.countryCallingCode} ${phone.nationalNumber}` ? text : formatted;
}
