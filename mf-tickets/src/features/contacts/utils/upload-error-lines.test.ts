import { describe, expect, test } from 'bun:test';
import type { ContactUploadError } from '@zapdesk/contracts';
import { uploadErrorLines } from './upload-error-lines';

const error = (row: number, extra: Partial<ContactUploadError> = {}): ContactUploadError => ({
  row,
  line: row + 2,
  number: '',
  error: 'ERR_VALIDATION',
  code: 'NUMBER_INVALID',
  field: 'number',
  message: '',
  ...extra,
});

describe('uploadErrorLines', () => {
  test("rows get the sheet's lines, blank lines skipped included; a repeated number points at the line of its first row", () => {
    // Header on line 1, data on 2, 3, 4, a blank line 5, then 6 and 7.
    const sheetRows = [2, 3, 4, 6, 7];
    const out = uploadErrorLines([error(2), error(3, { code: 'NUMBER_REPEATED', error: 'ERR_DUPLICATED_CONTACT', firstRow: 0, firstLine: 2 })], sheetRows);
    expect(out.map((e) => [e.sheetLine, e.sheetFirstLine])).toEqual([
      [4, undefined],
      [6, 2],
    ]);
  });
  test("a row the sheet does not know keeps the server's numbering (header on line 1)", () => {
    expect(uploadErrorLines([error(9)], [2, 3])[0].sheetLine).toBe(11);
  });
});
