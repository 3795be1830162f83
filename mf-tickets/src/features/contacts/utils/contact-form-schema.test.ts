import { describe, expect, test } from 'bun:test';
import { contactFormSchema } from './contact-form-schema';

const schema = contactFormSchema((k) => k);
const ok = { name: 'Ana Silva', number: '+55 (11) 99999-0001', email: '', extraInfo: [] };
const firstError = (v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('contactFormSchema', () => {
  test('accepts a valid contact; punctuation in the number is ignored', () => {
    expect(firstError(ok)).toBeNull();
    expect(firstError({ ...ok, email: 'ana@example.com', extraInfo: [{ name: 'CPF', value: '123' }] })).toBeNull();
  });

  test('name 2 to 50, number 8 to 50 digits, e-mail valid', () => {
    expect(firstError({ ...ok, name: '' })).toBe('form.errors.required');
    expect(firstError({ ...ok, name: 'A' })).toBe('form.errors.nameShort');
    expect(firstError({ ...ok, name: 'A'.repeat(51) })).toBe('form.errors.nameLong');
    expect(firstError({ ...ok, number: '1234567' })).toBe('form.errors.number');
    expect(firstError({ ...ok, number: '1'.repeat(51) })).toBe('form.errors.number');
    expect(firstError({ ...ok, number: '12345abc' })).toBe('form.errors.number');
    expect(firstError({ ...ok, email: 'not-an-email' })).toBe('form.errors.email');
  });

  test('an extra-info row needs a name', () => {
    expect(firstError({ ...ok, extraInfo: [{ name: ' ', value: 'x' }] })).toBe('form.errors.required');
  });
});
