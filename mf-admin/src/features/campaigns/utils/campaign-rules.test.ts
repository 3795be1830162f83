import { describe, expect, test } from 'bun:test';
import { campaignStatuses } from '@zapdesk/contracts';
import { canCancel, canRestart, isCampaignEditable } from './campaign-rules';

const now = new Date('2026-11-27T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('the campaign rules the screens follow', () => {
  test('editable while INATIVA, or PROGRAMADA more than one hour ahead', () => {
    expect(isCampaignEditable({ status: 'INATIVA', scheduledAt: null }, now)).toBe(true);
    expect(isCampaignEditable({ status: 'PROGRAMADA', scheduledAt: at(61) }, now)).toBe(true);
    expect(isCampaignEditable({ status: 'PROGRAMADA', scheduledAt: at(60) }, now)).toBe(false);
    expect(isCampaignEditable({ status: 'PROGRAMADA', scheduledAt: at(-5) }, now)).toBe(false);
    for (const status of ['EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const) expect(isCampaignEditable({ status, scheduledAt: at(600) }, now)).toBe(false);
  });

  test('cancel from PROGRAMADA or EM_ANDAMENTO, restart from CANCELADA only', () => {
    expect(campaignStatuses.filter(canCancel)).toEqual(['PROGRAMADA', 'EM_ANDAMENTO']);
    expect(campaignStatuses.filter(canRestart)).toEqual(['CANCELADA']);
  });
});
