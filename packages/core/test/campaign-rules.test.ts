import { describe, expect, test } from 'bun:test';
import { campaignStatuses } from '@zapdesk/contracts';
import { assertTransition, CAMPAIGN_TRANSITIONS, canMove, isEditable } from '../src/services/campaigns/internal';
import { pacingAfter } from '../src/services/campaigns/jobs';
import { pickVariant, renderCampaignMessage } from '../src/services/campaigns/template';

describe('campaign rules as data', () => {
  test('the status machine allows exactly the spec moves', () => {
    const allowed = campaignStatuses.flatMap((from) => campaignStatuses.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['INATIVA→PROGRAMADA', 'PROGRAMADA→INATIVA', 'PROGRAMADA→PROGRAMADA', 'PROGRAMADA→EM_ANDAMENTO', 'PROGRAMADA→CANCELADA', 'EM_ANDAMENTO→CANCELADA', 'EM_ANDAMENTO→FINALIZADA', 'CANCELADA→EM_ANDAMENTO']);
    expect(Object.keys(CAMPAIGN_TRANSITIONS).sort()).toEqual([...campaignStatuses].sort());
    expect(() => assertTransition('FINALIZADA', 'EM_ANDAMENTO')).toThrow(expect.objectContaining({ code: 'ERR_CAMPAIGN_INVALID_TRANSITION' }));
  });

  test('editable while INATIVA, or PROGRAMADA more than one hour ahead', () => {
    const now = new Date('2031-01-01T12:00:00Z');
    const at = (min: number) => new Date(now.getTime() + min * 60_000);
    expect(isEditable({ status: 'INATIVA', scheduledAt: null }, now)).toBe(true);
    expect(isEditable({ status: 'PROGRAMADA', scheduledAt: at(61) }, now)).toBe(true);
    expect(isEditable({ status: 'PROGRAMADA', scheduledAt: at(60) }, now)).toBe(false);
    for (const status of ['EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA']) expect(isEditable({ status, scheduledAt: at(600) }, now)).toBe(false);
  });

  test('pacing: messageInterval after each send, greaterInterval instead after every longerIntervalAfter sends', () => {
    const s = { messageInterval: 5, longerIntervalAfter: 10, greaterInterval: 20 };
    expect(pacingAfter(1, s)).toEqual({ delayMs: 5_000, sentInRow: 1 });
    expect(pacingAfter(9, s)).toEqual({ delayMs: 5_000, sentInRow: 9 });
    expect(pacingAfter(10, s)).toEqual({ delayMs: 20_000, sentInRow: 0 });
    expect(pacingAfter(10, { ...s, greaterInterval: 0 })).toEqual({ delayMs: 5_000, sentInRow: 10 });
    expect(pacingAfter(3, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 })).toEqual({ delayMs: 0, sentInRow: 3 });
  });

  test('placeholders and variables; unknown ones stay; a variant is one of the non-empty ones', () => {
    const now = new Date('2031-01-01T12:30:00Z');
    const text = renderCampaignMessage('{{ms}}, {{firstName}} ({{name}}) às {{hora}}: cupom {cupom}, {desconhecida}, {{outra}}', { name: 'Maria Silva', variables: [{ key: 'cupom', value: 'BF30' }], timezone: 'America/Sao_Paulo', now });
    expect(text).toBe('Bom dia, Maria (Maria Silva) às 09:30: cupom BF30, {desconhecida}, {{outra}}');
    expect(pickVariant(['a', 'b', 'c'], () => 0.99)).toBe('c');
    expect(pickVariant(['a', 'b', 'c'], () => 0)).toBe('a');
  });
});
