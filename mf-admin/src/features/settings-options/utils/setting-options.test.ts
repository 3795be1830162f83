import { describe, expect, test } from 'bun:test';
import { settingKeys } from '@zapdesk/contracts/settings';
import { SETTING_SECTIONS, settingChoices, settingValue, withSetting } from './setting-options';

describe('SETTING_SECTIONS', () => {
  test('shows every setting key exactly once', () => {
    const shown = SETTING_SECTIONS.flatMap((s) => s.keys);
    expect([...shown].sort()).toEqual([...settingKeys].sort());
    expect(new Set(shown).size).toBe(shown.length);
  });
});

describe('settingChoices', () => {
  test('the allowed values of each key, asaas as free text', () => {
    expect(settingChoices('scheduleType')).toEqual(['disabled', 'queue', 'company']);
    expect(settingChoices('userRating')).toEqual(['enabled', 'disabled']);
    expect(settingChoices('campaignsEnabled')).toEqual(['true', 'false']);
    expect(settingChoices('chatBotType')).toEqual(['text']);
    expect(settingChoices('asaas')).toBeNull();
  });
});

describe('settingValue / withSetting', () => {
  const list = [{ key: 'userRating', value: 'enabled' }];
  test('the stored value, else the default', () => {
    expect(settingValue(list, 'userRating')).toBe('enabled');
    expect(settingValue(list, 'call')).toBe('enabled');
    expect(settingValue(list, 'scheduleType')).toBe('disabled');
  });
  test('replaces or adds a key without mutating the list', () => {
    expect(withSetting(list, 'userRating', 'disabled')).toEqual([{ key: 'userRating', value: 'disabled' }]);
    expect(withSetting(list, 'call', 'disabled')).toEqual([...list, { key: 'call', value: 'disabled' }]);
    expect(list).toEqual([{ key: 'userRating', value: 'enabled' }]);
  });
});
