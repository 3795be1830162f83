import { describe, expect, test } from 'bun:test';
import { formatPhoneNumber } from './format-phone-number';

describe('formatPhoneNumber', () => {
  test('Brazilian mobile and landline numbers in their country format', () => {
    expect(formatPhoneNumber('5511989039839')).toBe('+55 11 98903 9839');
    expect(formatPhoneNumber('551133334444')).toBe('+55 11 3333 4444');
  });

  test('numbers of other countries', () => {
    expect(formatPhoneNumber('14155552671')).toBe('+1 415 555 2671');
    expect(formatPhoneNumber('351912345678')).toBe('+351 912 345 678');
  });

  test('a number it cannot parse is shown as it is', () => {
    expect(formatPhoneNumber('5511999')).toBe('5511999');
    // A Brazilian mobile without its ninth digit (as WhatsApp still reports some) is not a valid number any more.
    expect(formatPhoneNumber('551189039839')).toBe('551189039839');
    expect(formatPhoneNumber('+55 11 abc')).toBe('+55 11 abc');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber(undefined)).toBe('');
  });

  test('group ids are left untouched', () => {
    expect(formatPhoneNumber('120363025246125486')).toBe('120363025246125486');
    expect(formatPhoneNumber('5511989039839-1611234567')).toBe('5511989039839-1611234567');
    expect(formatPhoneNumber('120363025246125486@g.us')).toBe('120363025246125486@g.us');
  });
});
