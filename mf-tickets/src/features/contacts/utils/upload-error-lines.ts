import type { ContactUploadError } from '@zapdesk/contracts';

/** An upload error with its rows as the user's spreadsheet numbers them. */
export type SheetUploadError = ContactUploadError & { sheetLine: number; sheetFirstLine?: number };

/**
 * Puts the spreadsheet's own line numbers on the errors of POST /contacts/upload: `sheetRows[i]` is the line of
 * posted row i (blank lines skipped, the header where it was). Without one, the server's line (header on line 1).
 */
export function uploadErrorLines(errors: readonly ContactUploadError[], sheetRows: readonly number[]): SheetUploadError[] {
  const lineOf = (row: number) => sheetRows[row] ?? row + 2;
  return errors.map((e) => ({ ...e, sheetLine: lineOf(e.row), ...(e.firstRow === undefined ? {} : { sheetFirstLine: lineOf(e.firstRow) }) }));
}
