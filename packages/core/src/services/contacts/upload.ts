import { contactName, contactNumber, optionalEmail, type ContactUploadError, type ContactUploadErrorCode } from '@zapdesk/contracts';
import { contacts, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { emitContactEvent, serializeContact, type ContactView } from './internal';

const COLUMNS = {
  name: ['name', 'nome'],
  number: ['number', 'numero', 'número', 'phone', 'telefone'],
  email: ['email', 'e-mail'],
} as const;
const INSERT_BATCH = 500;
/** Above this many new contacts one `reload` event replaces the per-contact `create` events. */
const MAX_CREATE_EVENTS = 50;

type Field = ContactUploadError['field'];
type ValidRow = { row: number; name: string; number: string; email: string };

/** The spreadsheet line of a posted row when its sheet has the header on line 1 (row 0 = line 2). */
const lineOf = (row: number) => row + 2;

/** English texts of the reasons, for `message` (clients translate `code` instead). */
const REASONS: Record<ContactUploadErrorCode, string> = {
  ROW_INVALID: 'the row is not a set of cells',
  VALUE_UNSUPPORTED: 'a cell holds an unsupported value',
  NUMBER_REQUIRED: 'the number is missing',
  NUMBER_INVALID: 'the number must have 8 to 50 digits',
  NAME_TOO_SHORT: 'the name must have at least 2 characters',
  NAME_TOO_LONG: 'the name must have at most 50 characters',
  EMAIL_INVALID: 'the e-mail is invalid',
  NUMBER_REPEATED: 'the number is repeated',
  NUMBER_EXISTS: 'a contact with this number already exists',
};

function uploadError(row: number, number: string, code: ContactUploadErrorCode, field: Field, firstRow?: number): ContactUploadError {
  const error = code === 'NUMBER_REPEATED' || code === 'NUMBER_EXISTS' ? 'ERR_DUPLICATED_CONTACT' : 'ERR_VALIDATION';
  const from = firstRow === undefined ? {} : { firstRow, firstLine: lineOf(firstRow) };
  const message = `line ${lineOf(row)}: ${REASONS[code]}${firstRow === undefined ? '' : ` from line ${lineOf(firstRow)}`}`;
  return { row, line: lineOf(row), number, error, code, field, ...from, message };
}

function cell(row: Record<string, unknown>, names: readonly string[]): string | undefined | null {
  for (const [k, v] of Object.entries(row)) {
    if (!names.includes(k.trim().toLowerCase())) continue;
    if (v === null || v === undefined) return undefined;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint') return String(v).trim();
    return null;
  }
  return undefined;
}

function parseRow(raw: unknown, row: number): ValidRow | ContactUploadError {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return uploadError(row, '', 'ROW_INVALID', null);
  const r = raw as Record<string, unknown>;
  const [name, number, email] = [cell(r, COLUMNS.name), cell(r, COLUMNS.number), cell(r, COLUMNS.email)];
  const unsupported: Field = number === null ? 'number' : name === null ? 'name' : email === null ? 'email' : null;
  if (unsupported) return uploadError(row, typeof number === 'string' ? number : '', 'VALUE_UNSUPPORTED', unsupported);
  if (!number) return uploadError(row, '', 'NUMBER_REQUIRED', 'number');
  const n = contactNumber.safeParse(number);
  if (!n.success) return uploadError(row, number!.slice(0, 60), 'NUMBER_INVALID', 'number');
  // A sheet with numbers only still imports: the number stands in for a missing name.
  const nm = contactName.safeParse(name || n.data.slice(0, 50));
  if (!nm.success) return uploadError(row, n.data, (name ?? '').trim().length < 2 ? 'NAME_TOO_SHORT' : 'NAME_TOO_LONG', 'name');
  const em = optionalEmail.safeParse(email ?? '');
  if (!em.success) return uploadError(row, n.data, 'EMAIL_INVALID', 'email');
  return { row, name: nm.data, number: n.data, email: em.data };
}

/**
 * Imports spreadsheet rows. Each row is validated on its own; invalid rows, numbers repeated in the file
 * and numbers the company already has go to errorBag, each with its reason's code and field (clients
 * translate them) and its sheet line; the others are inserted in batches, where the unique
 * index settles races with concurrent creates (ON CONFLICT DO NOTHING), so no row is half written.
 */
export async function uploadContacts({ ctx, input }: { ctx: Ctx; input: { rows: unknown[] } }) {
  const companyId = ctx.actor.companyId;
  const errorBag: ContactUploadError[] = [];
  const valid: ValidRow[] = [];
  const firstRowOf = new Map<string, number>();
  input.rows.forEach((raw, i) => {
    const r = parseRow(raw, i);
    if ('error' in r) return errorBag.push(r);
    const first = firstRowOf.get(r.number);
    if (first !== undefined) return errorBag.push(uploadError(i, r.number, 'NUMBER_REPEATED', 'number', first));
    firstRowOf.set(r.number, i);
    valid.push(r);
  });

  const newContacts: ContactView[] = [];
  for (let i = 0; i < valid.length; i += INSERT_BATCH) {
    const batch = valid.slice(i, i + INSERT_BATCH);
    const inserted = await withTransaction((tx) =>
      tx
        .insert(contacts)
        .values(batch.map((r) => ({ companyId, name: r.name, number: r.number, email: r.email })))
        .onConflictDoNothing({ target: [contacts.companyId, contacts.number] })
        .returning(),
    );
    const byNumber = new Map(inserted.map((c) => [c.number, c]));
    for (const r of batch) {
      const c = byNumber.get(r.number);
      if (c) newContacts.push(serializeContact(c));
      else errorBag.push(uploadError(r.row, r.number, 'NUMBER_EXISTS', 'number'));
    }
  }

  if (newContacts.length > MAX_CREATE_EVENTS) emitContactEvent(companyId, { action: 'reload' });
  else for (const contact of newContacts) emitContactEvent(companyId, { action: 'create', contact });
  errorBag.sort((a, b) => a.row - b.row);
  return { newContacts, errorBag };
}
