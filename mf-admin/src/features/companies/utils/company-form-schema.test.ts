import { describe, expect, test } from 'bun:test';
import { companyBody, companyFormSchema, companyFormValues } from './company-form-schema';

const schema = companyFormSchema((k) => k);
const base = { ...companyFormValues(null), name: 'Acme', planId: '3' };
const error = (v: object) => {
  const r = schema.safeParse({ ...base, ...v });
  return r.success ? null : r.error.issues[0].message;
};

describe('company form', () => {
  test('a new company starts active, monthly, in São Paulo time, with the default hours', () => {
    const v = companyFormValues(null);
    expect(v).toMatchObject({ status: true, recurrence: 'MENSAL', timezone: 'America/Sao_Paulo', campaignsEnabled: false, dueDate: '', password: '' });
    expect(v.schedules).toHaveLength(7);
  });

  test('name, e-mail, phone, plan, time zone and hours are checked', () => {
    expect(error({})).toBeNull();
    expect(error({ name: 'A' })).toBe('errors.nameShort');
    expect(error({ email: 'nope' })).toBe('errors.email');
    expect(error({ phone: '(11) 99999-0000' })).toBeNull();
    expect(error({ phone: 'call me' })).toBe('errors.phone');
    expect(error({ planId: '' })).toBe('errors.planRequired');
    expect(error({ timezone: 'Mars/Olympus' })).toBe('errors.timezone');
    expect(error({ dueDate: '10/03/2025' })).toBe('errors.dueDate');
  });

  test('an admin password needs 5 to 50 characters and the company e-mail', () => {
    expect(error({ password: '1234' })).toBe('errors.passwordShort');
    expect(error({ password: 'secret1', email: '' })).toBe('errors.emailForAdmin');
    expect(error({ password: 'secret1', email: 'boss@acme.test' })).toBeNull();
  });

  test('the body has a numeric plan and carries the password only on create', () => {
    const v = { ...base, email: 'boss@acme.test', password: 'secret1' };
    expect(companyBody(v, true)).toMatchObject({ planId: 3, password: 'secret1', dueDate: '' });
    expect(companyBody(v, false)).not.toHaveProperty('password');
  });
});
