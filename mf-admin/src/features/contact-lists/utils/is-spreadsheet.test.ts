import { expect, test } from 'bun:test';
import { isSpreadsheet } from './is-spreadsheet';
import { sampleRows } from './sample-spreadsheet';

test('only .xls and .xlsx files are taken, whatever the case', () => {
  expect(['lista.xlsx', 'LISTA.XLS', 'a.b.xls'].map(isSpreadsheet)).toEqual([true, true, true]);
  expect(['lista.csv', 'lista.xlsx.pdf', 'xlsx', 'lista.xlsm'].map(isSpreadsheet)).toEqual([false, false, false, false]);
});

test('the sample spreadsheet is headed with the given column names', () => {
  const rows = sampleRows({ sheet: 'Contatos', name: 'nome', number: 'numero', email: 'email' });
  expect(rows[0]).toEqual(['nome', 'numero', 'email']);
  expect(rows.slice(1).every((r) => r.length === 3)).toBe(true);
});
