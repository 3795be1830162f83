import { describe, expect, test } from 'bun:test';
import { userBody, userFormDefaults, userFormSchema } from './user-form';

const messages = { min: (n: number) => `min ${n}`, max: (n: number) => `max ${n}`, email: 'email', required: 'required' };
const errors = (isNew: boolean, v: unknown) => {
  const r = userFormSchema(isNew, messages).safeParse(v);
  // The form shows the first issue of each field.
  return r.success ? {} : Object.fromEntries(r.error.issues.toReversed().map((i) => [i.path.join('.'), i.message]));
};
const valid = { ...userFormDefaults(), name: 'Ana', email: 'ana@x.test', password: 'secret' };

describe('userFormSchema', () => {
  test('a complete new user is valid', () => expect(errors(true, valid)).toEqual({}));

  test('name 2–50, valid e-mail', () => {
    expect(errors(true, { ...valid, name: 'A', email: 'nope' })).toEqual({ name: 'min 2', email: 'email' });
    expect(errors(true, { ...valid, name: 'x'.repeat(51), email: '' })).toEqual({ name: 'max 50', email: 'required' });
  });

  test('the password is required on create and optional on edit, 5–50 when given', () => {
    expect(errors(true, { ...valid, password: '' })).toEqual({ password: 'min 5' });
    expect(errors(false, { ...valid, password: '' })).toEqual({});
    expect(errors(false, { ...valid, password: '1234' })).toHaveProperty('password');
    expect(errors(false, { ...valid, password: 'x'.repeat(51) })).toHaveProperty('password');
  });

  test('profile admin, supervisor or user', () => {
    expect(errors(true, { ...valid, profile: 'root' })).toHaveProperty('profile');
  });
});

describe('userBody', () => {
  const values = { ...valid, email: ' Ana@X.test ', profile: 'supervisor' as const, queueIds: [2], allTicket: 'enabled' as const, whatsappId: '5' };

  test('an admin sends profile, queues, allTicket and the default connection', () => {
    expect(userBody(values, { isNew: true, isAdmin: true })).toEqual({
      name: 'Ana', email: 'ana@x.test', password: 'secret', profile: 'supervisor', queueIds: [2], allTicket: 'enabled', whatsappId: 5,
    });
  });

  test('an empty password on edit is left out; no connection is null', () => {
    expect(userBody({ ...values, password: '', whatsappId: '' }, { isNew: false, isAdmin: true })).toEqual({
      name: 'Ana', email: 'ana@x.test', profile: 'supervisor', queueIds: [2], allTicket: 'enabled', whatsappId: null,
    });
  });

  test('a non-admin sends only name, e-mail and password', () => {
    expect(userBody(values, { isNew: false, isAdmin: false })).toEqual({ name: 'Ana', email: 'ana@x.test', password: 'secret' });
  });
});
