import { describe, expect, test } from 'bun:test';
import { ApiError } from '@zapdesk/client';
import { otherOpenTicket } from './other-open-ticket';

describe('ERR_OTHER_OPEN_TICKET', () => {
  test('names the holding user and queue', () => {
    const err = new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x', { error: 'ERR_OTHER_OPEN_TICKET', ticket: { id: 4, uuid: 'u', status: 'open', user: { id: 2, name: 'Bruno' }, queue: { id: 1, name: 'Suporte' } } });
    expect(otherOpenTicket(err)).toEqual({ ticketId: 4, uuid: 'u', status: 'open', userName: 'Bruno', queueName: 'Suporte' });
    expect(otherOpenTicket(new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x', { error: 'ERR_OTHER_OPEN_TICKET', ticket: null }))).toMatchObject({ userName: null, queueName: null });
    expect(otherOpenTicket(new ApiError(400, 'ERR_VALIDATION'))).toBeNull();
  });
});
