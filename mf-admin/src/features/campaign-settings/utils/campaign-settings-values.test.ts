import { expect, test } from 'bun:test';
import { campaignSettingsValues, variableProblem } from './campaign-settings-values';

test('settings are read from their JSON values, with the defaults 20 / 20 / 60 for what is missing or unreadable', () => {
  expect(campaignSettingsValues([])).toEqual({ messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60, variables: [] });
  expect(
    campaignSettingsValues([
      { key: 'messageInterval', value: '5' },
      { key: 'longerIntervalAfter', value: 'oops' },
      { key: 'greaterInterval', value: '120' },
      { key: 'variables', value: '[{"key":"cupom","value":"BF30"},{"key":1}]' },
    ]),
  ).toEqual({ messageInterval: 5, longerIntervalAfter: 20, greaterInterval: 120, variables: [{ key: 'cupom', value: 'BF30' }] });
});

test('a variable needs a key without spaces or braces, not already used', () => {
  const vars = [{ key: 'cupom', value: 'BF30' }];
  expect(variableProblem(vars, ' ')).toBe('required');
  expect(variableProblem(vars, 'meu cupom')).toBe('format');
  expect(variableProblem(vars, '{x}')).toBe('format');
  expect(variableProblem(vars, 'cupom')).toBe('duplicate');
  expect(variableProblem(vars, 'loja')).toBeNull();
});
