import { expect, test } from 'bun:test';
import { translationGaps } from '@zapdesk/i18n/translation-gaps';
import { en, es, pt } from './queue-integrations-texts';

test('the queueIntegrations namespace has every text in pt, en and es, none empty', () => {
  expect(translationGaps({ pt, en, es })).toEqual([]);
});
