import { expect, test } from 'bun:test';
import { contrastText, parseHexColor } from './contrast-text';

test('parseHexColor reads #RGB and #RRGGBB, rejects the rest', () => {
  expect(parseHexColor('#0EA5E9')).toEqual([14, 165, 233]);
  expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
  expect(parseHexColor('red')).toBeNull();
  expect(parseHexColor('#12345')).toBeNull();
});

test('contrastText picks dark text on light colours and white on dark ones', () => {
  expect(contrastText('#FFFFFF')).toBe('#111827');
  expect(contrastText('#FDE047')).toBe('#111827');
  expect(contrastText('#111827')).toBe('#FFFFFF');
  expect(contrastText('#6D28D9')).toBe('#FFFFFF');
  expect(contrastText('blue')).toBe('#FFFFFF');
});
