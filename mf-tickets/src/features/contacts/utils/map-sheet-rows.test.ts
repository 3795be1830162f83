import { describe, expect, test } from 'bun:test';
import { cellText, mapSheetRows } from './map-sheet-rows';

describe('mapSheetRows', () => {
  test('maps the columns by header name, whatever their order and case', () => {
    const sheet = mapSheetRows([
      ['E-mail', 'Nome', 'Número', 'Cidade'],
      ['ana@example.com', 'Ana Silva', '5511999990001', 'Campinas'],
      [null, 'Bruno', 5511999990002, null],
    ]);
    expect(sheet.hasNumberColumn).toBe(true);
    expect(sheet.rows).toEqual([
      { name: 'Ana Silva', number: '5511999990001', email: 'ana@example.com' },
      { name: 'Bruno', number: '5511999990002', email: '' },
    ]);
    expect(sheet.sheetRows).toEqual([2, 3]);
  });

  test('accepts the English and accent-free headers', () => {
    for (const numberHeader of ['number', 'numero', 'NÚMERO', ' phone ', 'Telefone']) {
      const sheet = mapSheetRows([['name', numberHeader, 'email'], ['X Y', '12345678', 'x@y.z']]);
      expect(sheet.rows[0]).toEqual({ name: 'X Y', number: '12345678', email: 'x@y.z' });
    }
  });

  test('skips blank rows but keeps the spreadsheet row numbers of the others', () => {
    const sheet = mapSheetRows([[null, null], ['nome', 'numero'], ['A B', '11111111'], [null, ''], ['  ', null], ['C D', '22222222']]);
    expect(sheet.rows.map((r) => r.number)).toEqual(['11111111', '22222222']);
    expect(sheet.sheetRows).toEqual([3, 6]);
  });

  test('a sheet without a number column says so; an empty sheet has no rows', () => {
    expect(mapSheetRows([['nome', 'email'], ['A B', 'a@b.c']]).hasNumberColumn).toBe(false);
    expect(mapSheetRows([['nome', 'email'], ['A B', 'a@b.c']]).rows).toEqual([{ name: 'A B', number: '', email: 'a@b.c' }]);
    expect(mapSheetRows([])).toEqual({ rows: [], sheetRows: [], hasNumberColumn: false });
  });

  test('rows shorter than the header leave the missing cells empty', () => {
    expect(mapSheetRows([['nome', 'email', 'numero'], ['Only Name']]).rows).toEqual([{ name: 'Only Name', number: '', email: '' }]);
  });
});

describe('cellText', () => {
  test('writes whole numbers without exponent or decimals, trims text, empties nulls', () => {
    expect(cellText(551199999000123)).toBe('551199999000123');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText('  a  ')).toBe('a');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date('2024-05-06T00:00:00Z'))).toBe('2024-05-06');
  });
});
