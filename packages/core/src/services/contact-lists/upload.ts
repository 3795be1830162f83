import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { AppError, contactName, optionalEmail, type ContactUploadError, type ContactUploadErrorCode } from '@zapdesk/contracts';
import { and, contactListImports, contactListItems, contactLists, count, db, dialect, eq, inArray, sql, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import type { Ctx } from '../../context';
import { schedule } from '../../jobs/schedule';
import { assertPlanFeature } from '../../lib/guards';
import { log } from '../../lib/logger';
import { normalizePhoneNumber } from '../../lib/phone';
import { emitContactListEvent, emitContactListItemEvent, findContactList, serializeContactList, serializeContactListImport, type ContactListImportRow } from './internal';
import { armNumberCheck } from './validate';

export const CONTACT_LIST_IMPORT = 'contact-list.import';
/** Rows written per transaction (and per progress event). */
const IMPORT_CHUNK = 1_000;
/** Refused rows kept on the import (the first ones: enough to fix a sheet). */
const MAX_IMPORT_ERRORS = 1_000;
const MAX_SPREADSHEET_BYTES = 40 << 20;

/** Header names by column, in Portuguese, English and Spanish, compared without case or accents. */
const HEADERS = {
  name: ['nome', 'name', 'nombre', 'nome completo', 'full name', 'nombre completo'],
  number: ['numero', 'number', 'telefone', 'phone', 'telefono', 'celular', 'whatsapp', 'phone number', 'numero de telefone', 'numero de telefono'],
  email: ['email', 'e-mail', 'correo', 'correo electronico', 'mail'],
} as const;
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

const invalidSheet = (message: string) => new AppError('ERR_INVALID_SPREADSHEET', message);

/** .xlsx is a ZIP package, .xls an OLE compound document: told by their first bytes, not their names. */
function spreadsheetKind(bytes: Uint8Array): 'xlsx' | 'xls' | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return 'xls';
  return null;
}

const importsDir = (companyId: number) => join(config().dataDir, 'imports', String(companyId));

/**
 * Accepts a spreadsheet for a list at once: the file is kept under DATA_DIR/imports and an import row is
 * answered (pending); due work reads it (processContactListImport), publishing its progress.
 */
export async function uploadContactList({ ctx, input }: { ctx: Ctx; input: { id: number; file: File } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const companyId = ctx.actor.companyId;
  const list = await findContactList(db(), companyId, input.id);
  if (input.file.size === 0) throw invalidSheet('the file is empty');
  if (input.file.size > MAX_SPREADSHEET_BYTES) throw new AppError('ERR_PAYLOAD_TOO_LARGE', 'the spreadsheet is too large (max 40 MB)');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const kind = spreadsheetKind(bytes);
  if (!kind) throw invalidSheet('only .xls and .xlsx spreadsheets are accepted');
  await mkdir(importsDir(companyId), { recursive: true });
  const filePath = join(importsDir(companyId), `${randomBytes(16).toString('hex')}.${kind}`);
  await writeFile(filePath, bytes, { flag: 'wx', mode: 0o600 });
  try {
    return await withTransaction(async (tx) => {
      const [row] = await tx.insert(contactListImports).values({ companyId, contactListId: list.id, fileName: (input.file.name || `planilha.${kind}`).slice(0, 200), filePath }).returning();
      await schedule({ kind: CONTACT_LIST_IMPORT, key: String(row.id), runAt: new Date(), payload: { importId: row.id }, companyId, maxAttempts: 3 }, tx);
      const view = serializeContactListImport(row);
      emitContactListItemEvent(companyId, list.id, { action: 'progress', import: view });
      return view;
    });
  } catch (e) {
    await unlink(filePath).catch(() => {});
    throw e;
  }
}

export async function showContactListImport({ ctx, input }: { ctx: Ctx; input: { id: number; importId: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const [row] = await db()
    .select()
    .from(contactListImports)
    .where(and(eq(contactListImports.id, input.importId), eq(contactListImports.contactListId, input.id), eq(contactListImports.companyId, ctx.actor.companyId)));
  if (!row) throw new AppError('ERR_NOT_FOUND', 'Import not found');
  return serializeContactListImport(row);
}

type SheetRow = { line: number; cells: unknown[] };
type Columns = { name: number; number: number; email: number };

/** The sheet's rows after its header (blank lines skipped, their line numbers kept) and where each column is. */
export function readSpreadsheet(bytes: Uint8Array): { columns: Columns; rows: SheetRow[] } {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', dense: true, cellDates: false, cellHTML: false, cellFormula: false });
  } catch {
    throw invalidSheet('the spreadsheet could not be read');
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw invalidSheet('the spreadsheet has no sheet');
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  const headerAt = matrix.findIndex((r) => Array.isArray(r) && r.some((c) => c !== null && String(c).trim() !== ''));
  if (headerAt < 0) throw invalidSheet('the spreadsheet is empty');
  const header = (matrix[headerAt] as unknown[]).map((c) => plain(String(c ?? '')));
  const find = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const columns = { name: find(HEADERS.name), number: find(HEADERS.number), email: find(HEADERS.email) };
  if (columns.number < 0) throw invalidSheet('no number column (numero, number, número) in the header');
  const rows: SheetRow[] = [];
  for (let i = headerAt + 1; i < matrix.length; i++) {
    const cells = matrix[i];
    if (!Array.isArray(cells) || cells.every((c) => c === null || String(c).trim() === '')) continue;
    rows.push({ line: i + 1, cells });
  }
  return { columns, rows };
}

const REASONS: Partial<Record<ContactUploadErrorCode, string>> = {
  VALUE_UNSUPPORTED: 'a cell holds an unsupported value',
  NUMBER_REQUIRED: 'the number is missing',
  NUMBER_INVALID: 'the number must have 8 to 50 digits',
  NAME_TOO_LONG: 'the name must have at most 50 characters',
  EMAIL_INVALID: 'the e-mail is invalid',
};
const rowError = (row: number, line: number, number: string, code: ContactUploadErrorCode, field: ContactUploadError['field']): ContactUploadError => ({
  row,
  line,
  number,
  error: 'ERR_VALIDATION',
  code,
  field,
  message: `line ${line}: ${REASONS[code]}`,
});

const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? (Number.isInteger(v) ? v.toFixed(0) : String(v)) : String(v)).trim();

type ParsedRow = { name: string; number: string; email: string };
function parseSheetRow(r: SheetRow, index: number, c: Columns): ParsedRow | ContactUploadError {
  const cell = (i: number) => (i < 0 ? null : r.cells[i]);
  const rawNumber = text(cell(c.number));
  if (!rawNumber) return rowError(index, r.line, '', 'NUMBER_REQUIRED', 'number');
  const digits = rawNumber.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 50 || /[a-z]/i.test(rawNumber)) return rowError(index, r.line, rawNumber.slice(0, 60), 'NUMBER_INVALID', 'number');
  const number = normalizePhoneNumber(rawNumber);
  const rawName = text(cell(c.name));
  const name = contactName.safeParse(rawName.length >= 2 ? rawName : number);
  if (!name.success) return rowError(index, r.line, number, 'NAME_TOO_LONG', 'name');
  const email = optionalEmail.safeParse(text(cell(c.email)));
  if (!email.success) return rowError(index, r.line, number, 'EMAIL_INVALID', 'email');
  return { name: name.data, number, email: email.data };
}

/**
 * Reads an import's spreadsheet into its list, IMPORT_CHUNK rows per transaction from where it stopped
 * (a restarted job continues): rows are validated one by one, numbers normalised, a number the list (or an
 * earlier row) already has is merged into that entry (the later non-empty name and e-mail win), and each
 * chunk's progress is published. At the end the list reloads and its numbers are checked.
 */
export async function processContactListImport(importId: number) {
  const [imp] = await db().select().from(contactListImports).where(eq(contactListImports.id, importId));
  if (!imp || imp.status === 'done' || imp.status === 'failed') return imp ?? null;
  const { companyId, contactListId } = imp;
  const publish = (row: ContactListImportRow) => emitContactListItemEvent(companyId, contactListId, { action: 'progress', import: serializeContactListImport(row) });
  let sheet: ReturnType<typeof readSpreadsheet>;
  try {
    sheet = readSpreadsheet(new Uint8Array(await readFile(imp.filePath)));
  } catch (e) {
    const reason = e instanceof AppError ? e.message : 'the spreadsheet could not be read';
    const [failed] = await withTransaction((tx) => tx.update(contactListImports).set({ status: 'failed', error: reason, updatedAt: new Date() }).where(eq(contactListImports.id, imp.id)).returning());
    publish(failed);
    await unlink(imp.filePath).catch(() => {});
    return failed;
  }
  let current = imp;
  const total = sheet.rows.length;
  for (let start = imp.processed; ; start += IMPORT_CHUNK) {
    const chunk = sheet.rows.slice(start, start + IMPORT_CHUNK);
    const errors: ContactUploadError[] = [];
    const byNumber = new Map<string, ParsedRow>();
    chunk.forEach((r, i) => {
      const p = parseSheetRow(r, start + i, sheet.columns);
      if ('error' in p) return errors.push(p);
      const earlier = byNumber.get(p.number);
      byNumber.set(p.number, earlier ? { number: p.number, name: p.name !== p.number ? p.name : earlier.name, email: p.email || earlier.email } : p);
    });
    const fileDuplicates = chunk.length - errors.length - byNumber.size;
    const done = start + chunk.length >= total;
    const step = await withTransaction(async (tx) => {
      // Under the import's lock, and only from where this run left it: a second run of the same import (a
      // lapsed lease) stops instead of writing the chunk again.
      const q = tx.select().from(contactListImports).where(eq(contactListImports.id, imp.id));
      const [locked] = dialect === 'pg' ? await q.for('update') : await q;
      if (!locked || locked.processed !== start || locked.status === 'done' || locked.status === 'failed') return null;
      const list = Array.from(byNumber.values());
      let known = 0;
      for (let i = 0; i < list.length; i += 500) {
        const part = list.slice(i, i + 500);
        const existing = await tx
          .select({ number: contactListItems.number })
          .from(contactListItems)
          .where(and(eq(contactListItems.contactListId, contactListId), inArray(contactListItems.number, part.map((p) => p.number))));
        known += existing.length;
        await tx
          .insert(contactListItems)
          .values(part.map((p) => ({ companyId, contactListId, name: p.name, number: p.number, email: p.email })))
          .onConflictDoUpdate({
            target: [contactListItems.contactListId, contactListItems.number],
            set: {
              name: sql`CASE WHEN excluded."name" = excluded."number" THEN ${contactListItems.name} ELSE excluded."name" END`,
              email: sql`CASE WHEN excluded."email" = '' THEN ${contactListItems.email} ELSE excluded."email" END`,
              updatedAt: new Date(),
            },
          });
      }
      const kept = (current.errors as ContactUploadError[]).length;
      const [row] = await tx
        .update(contactListImports)
        .set({
          status: done ? 'done' : 'processing',
          total,
          processed: Math.min(total, start + chunk.length),
          added: sql`${contactListImports.added} + ${list.length - known}`,
          merged: sql`${contactListImports.merged} + ${known + fileDuplicates}`,
          errors: kept < MAX_IMPORT_ERRORS ? [...(current.errors as ContactUploadError[]), ...errors].slice(0, MAX_IMPORT_ERRORS) : current.errors,
          updatedAt: new Date(),
        })
        .where(eq(contactListImports.id, imp.id))
        .returning();
      if (done) {
        await armNumberCheck(tx, { id: contactListId, companyId });
        const [{ n }] = await tx.select({ n: count() }).from(contactListItems).where(eq(contactListItems.contactListId, contactListId));
        emitContactListItemEvent(companyId, contactListId, { action: 'reload', records: Number(n) });
        const [listRow] = await tx.select().from(contactLists).where(eq(contactLists.id, contactListId));
        if (listRow) emitContactListEvent(companyId, { action: 'update', contactList: await serializeContactList(listRow, tx) });
      }
      return row;
    });
    if (!step) return current;
    current = step;
    publish(current);
    if (done) break;
  }
  await unlink(imp.filePath).catch((e) => log.warn('import file not removed', { importId, error: e }));
  return current;
}
