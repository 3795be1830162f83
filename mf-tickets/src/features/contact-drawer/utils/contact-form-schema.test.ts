import { describe, expect, test } from 'bun:test';
import { contactFormSchema } from './contact-form-schema';

describe('contact form', () => {
  const ok = { name: 'Ana Lima', number: '+55 (11) 91234-5678', email: '', extraInfo: [] };
  test('accepts a valid contact', () => expect(contactFormSchema.safeParse(ok).success).toBe(true));
  test.each([
    [{ name: 'A' }, 'contact.validation.nameShort'],
    [{ name: 'x'.repeat(51) }, 'contact.validation.nameLong'],
    [{ number: '1234567' }, 'contact.validation.numberShort'],
    [{ number: 'abcdefghij' }, 'contact.validation.numberDigits'],
    [{ email: 'nope' }, 'contact.validation.email'],
  ])('%p → %s', (patch, message) => {
    const r = contactFormSchema.safeParse({ ...ok, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(message);
  });
});
