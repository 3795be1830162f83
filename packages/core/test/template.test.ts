import { describe, expect, test } from 'bun:test';
import { greetingFor, renderTemplate } from '../src/lib/template';

describe('automatic texts', () => {
  const at = new Date('2026-11-25T13:05:00Z'); // 10:05 in São Paulo, 13:05 in Lisbon, 22:05 in Tokyo

  test('fills the variables in the company zone, case-insensitive, and leaves unknown ones as written', () => {
    const text = 'Olá {{firstName}} ({{ NAME }}), {{ms}}! {{hora}} · #{{protocol}} {{unknown}} {{constructor}}';
    expect(renderTemplate(text, { contactName: ' Ana Souza ', protocol: '2026-7', timezone: 'America/Sao_Paulo', now: at })).toBe(
      'Olá Ana (Ana Souza), Bom dia! 10:05 · #2026-7 {{unknown}} {{constructor}}',
    );
    expect(renderTemplate('{{ms}} {{hora}}', { timezone: 'Asia/Tokyo', now: at })).toBe('Boa noite 22:05');
  });

  test('the greeting follows the hour of its zone, whatever formatter was used before', () => {
    expect(greetingFor(at, 'America/Sao_Paulo')).toBe('Bom dia');
    expect(greetingFor(at, 'Europe/Lisbon')).toBe('Boa tarde');
    expect(greetingFor(at, 'Asia/Tokyo')).toBe('Boa noite');
    expect(greetingFor(at, 'America/Sao_Paulo')).toBe('Bom dia');
  });
});
