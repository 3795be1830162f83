import { expect, test } from 'bun:test';
import { effectiveSearch, matchesSearch } from './user-search';

test('the search applies from 3 characters, trimmed', () => {
  expect(effectiveSearch('')).toBe('');
  expect(effectiveSearch('  ab ')).toBe('');
  expect(effectiveSearch(' ana ')).toBe('ana');
});

test('matches name or e-mail, ignoring case; a short term matches everyone', () => {
  const u = { name: 'Ana Atendente', email: 'attendant1@demo.zapdesk.local' };
  expect(matchesSearch(u, 'ANA')).toBe(true);
  expect(matchesSearch(u, 'demo.zap')).toBe(true);
  expect(matchesSearch(u, 'bruno')).toBe(false);
  expect(matchesSearch(u, 'br')).toBe(true);
});
