import { expect, test } from 'bun:test';
import { whatsappState } from './whatsapp-state';

test('a number is pending until checked, then valid or invalid', () => {
  expect(whatsappState({ isWhatsappValid: false, validatedAt: null })).toBe('pending');
  expect(whatsappState({ isWhatsappValid: true, validatedAt: '2025-01-01T00:00:00.000Z' })).toBe('valid');
  expect(whatsappState({ isWhatsappValid: false, validatedAt: '2025-01-01T00:00:00.000Z' })).toBe('invalid');
});
