import { expect, test } from 'bun:test';
import type { CampaignShipping } from '@zapdesk/contracts';
import { mergeShipping } from './merge-shipping';

const s = (id: number, status: CampaignShipping['status'] = 'sent') => ({ id, number: String(id), contactId: null, messageId: null, message: '', status, deliveredAt: null, createdAt: '' }) as CampaignShipping;

test('page 1 read again replaces the rows it covers and keeps the older pages', () => {
  const loaded = [s(9), s(8), s(7), s(6), s(5)];
  expect(mergeShipping(loaded, [s(11), s(10), s(9, 'delivered'), s(8)]).map((r) => `${r.id}:${r.status}`)).toEqual(['11:sent', '10:sent', '9:delivered', '8:sent', '7:sent', '6:sent', '5:sent']);
  expect(mergeShipping([], [s(2), s(1)]).map((r) => r.id)).toEqual([2, 1]);
  expect(mergeShipping(loaded, [])).toEqual([]);
});
