import { describe, expect, test } from 'bun:test';
import { ApiError } from '@zapdesk/client';
import { contactFormSchema } from '../../contact-drawer/utils/contact-form-schema';
import { otherOpenTicket } from './other-open-ticket';

describe('ERR_OTHER_OPEN_TICKET', () => {
  test('names the holding user and queue', () => {
    const err = new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x', { error: 'ERR_OTHER_OPEN_TICKET', ticket: { id: 4, uuid: 'u', status: 'open', user: { id: 2, name: 'Bruno' }, queue: { id: 1, name: 'Suporte' } } });
    expect(otherOpenTicket(err)).toEqual({ ticketId: 4, uuid: 'u', status: 'open', userName: 'Bruno', queueName: 'Suporte' });
    expect(otherOpenTicket(new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x', { error: 'ERR_OTHER_OPEN_TICKET', ticket: null }))).toMatchObject({ userName: null, queueName: null });
    expect(otherOpenTicket(new ApiError(400, 'ERR_VALIDATION'))).toBeNull();
  });
});

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
