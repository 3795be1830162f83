import { expect, test } from 'bun:test';
import { translationGaps } from '../src/translation-gaps';

test('a complete namespace has no gaps', () => {
  expect(translationGaps({ pt: { a: 'A', b: { c: 'C' } }, en: { a: 'A', b: { c: 'C' } }, es: { a: 'A', b: { c: 'C' } } })).toEqual([]);
});

test('a key missing, empty or extra in a language is named, pt being the reference', () => {
  expect(translationGaps({ pt: { a: 'A', b: { c: 'C' } }, en: { a: ' ', b: {} }, es: { a: 'A', b: { c: 'C' }, d: 'D' } })).toEqual(['en: b.c missing', 'en: a empty', 'es: d extra']);
  expect(translationGaps({ pt: {}, en: {}, es: {} })).toEqual(['pt: no texts']);
});
