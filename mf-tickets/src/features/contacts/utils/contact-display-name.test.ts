import { describe, expect, test } from 'bun:test';
import { contactDisplayName } from './contact-display-name';

describe('contactDisplayName', () => {
  test('a real name is shown as it is', () => {
    expect(contactDisplayName({ name: 'Ana Souza', number: '5511989039839' })).toBe('Ana Souza');
  });
  test('a name that is only the number (or none) shows the formatted number', () => {
    expect(contactDisplayName({ name: '5511989039839', number: '5511989039839' })).toBe('+55 11 98903 9839');
    expect(contactDisplayName({ name: '+55 11 98903-9839', number: '5511989039839' })).toBe('+55 11 98903 9839');
    expect(contactDisplayName({ name: '', number: '5511989039839' })).toBe('+55 11 98903 9839');
  });
  test('no contact gives an empty name', () => {
    expect(contactDisplayName(null)).toBe('');
    expect(contactDisplayName({ name: '', number: '' })).toBe('');
  });
});
