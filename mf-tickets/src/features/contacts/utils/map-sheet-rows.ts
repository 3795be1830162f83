/** A cell as read-excel-file returns it. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** A row for POST /contacts/upload, in the column names the API reads. */
export type ContactUploadRow = { name: string; number: string; email: string };

export type MappedSheet = {
  rows: ContactUploadRow[];
  /** The spreadsheet row number (1-based, the header included) of each entry of `rows`, to show errors where the user sees them. */
  sheetRows: number[];
  hasNumberColumn: boolean;
};

/** Header names per field, compared trimmed, lower-case and without accents (the API's own list, plus accent-free forms). */
const HEADERS: Record<keyof ContactUploadRow, readonly string[]> = {
  name: ['name', 'nome'],
  number: ['number', 'numero', 'phone', 'telefone'],
  email: ['email', 'e-mail'],
};

const headerKey = (cell: SheetCell) =>
  cellText(cell)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** A cell as text: whole numbers without exponent or decimals (phone numbers are often typed as numbers). */
export function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) && Math.abs(cell) < 1e21 ? cell.toFixed(0) : String(cell);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const isBlank = (row: readonly SheetCell[] | undefined) => !row || row.every((c) => cellText(c) === '');

/**
 * Spreadsheet rows (a 2D array, first non-blank row = header) → upload rows with name, number and email.
 * Blank rows are skipped; unknown columns are ignored; the API validates each row and answers per-row errors.
 */
export function mapSheetRows(data: readonly (readonly SheetCell[])[]): MappedSheet {
  const headerAt = data.findIndex((r) => !isBlank(r));
  if (headerAt < 0) return { rows: [], sheetRows: [], hasNumberColumn: false };
  const header = data[headerAt].map(headerKey);
  const column = (field: keyof ContactUploadRow) => header.findIndex((h) => HEADERS[field].includes(h));
  const [nameCol, numberCol, emailCol] = [column('name'), column('number'), column('email')];
  const at = (row: readonly SheetCell[], col: number) => (col < 0 ? '' : cellText(row[col]));
  const rows: ContactUploadRow[] = [];
  const sheetRows: number[] = [];
  for (let i = headerAt + 1; i < data.length; i++) {
    const row = data[i];
    if (isBlank(row)) continue;
    rows.push({ name: at(row, nameCol), number: at(row, numberCol), email: at(row, emailCol) });
    sheetRows.push(i + 1);
  }
  return { rows, sheetRows, hasNumberColumn: numberCol >= 0 };
}
