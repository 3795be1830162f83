import { contactName, contactNumber, optionalEmail } from '@zapdesk/contracts';
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

export type UploadError = { row: number; number: string; error: 'ERR_VALIDATION' | 'ERR_DUPLICATED_CONTACT'; message: string };
type ValidRow = { row: number; name: string; number: string; email: string };

function cell(row: Record<string, unknown>, names: readonly string[]): string | undefined | null {
  for (const [k, v] of Object.entries(row)) {
    if (!names.includes(k.trim().toLowerCase())) continue;
    if (v === null || v === undefined) return undefined;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint') return String(v).trim();
    return null;
  }
  return undefined;
}

function parseRow(raw: unknown, row: number): ValidRow | UploadError {
  const invalid = (number: string, message: string): UploadError => ({ row, number, error: 'ERR_VALIDATION', message });
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return invalid('', 'row is not an object');
  const r = raw as Record<string, unknown>;
  const [name, number, email] = [cell(r, COLUMNS.name), cell(r, COLUMNS.number), cell(r, COLUMNS.email)];
  if (name === null || number === null || email === null) return invalid(typeof number === 'string' ? number : '', 'a cell holds an unsupported value');
  if (!number) return invalid('', 'number is required');
  const n = contactNumber.safeParse(number);
  if (!n.success) return invalid(number.slice(0, 60), n.error.issues[0].message);
  // A sheet with numbers only still imports: the number stands in for a missing name.
  const nm = contactName.safeParse(name || n.data.slice(0, 50));
  if (!nm.success) return invalid(n.data, nm.error.issues[0].message);
  const em = optionalEmail.safeParse(email ?? '');
  if (!em.success) return invalid(n.data, 'invalid e-mail');
  return { row, name: nm.data, number: n.data, email: em.data };
}

/**
 * Imports spreadsheet rows. Each row is validated on its own; invalid rows, numbers repeated in the file
 * and numbers the company already has go to errorBag; the others are inserted in batches, where the unique
 * index settles races with concurrent creates (ON CONFLICT DO NOTHING), so no row is half written.
 */
export async function uploadContacts({ ctx, input }: { ctx: Ctx; input: { rows: unknown[] } }) {
  const companyId = ctx.actor.companyId;
  const errorBag: UploadError[] = [];
  const valid: ValidRow[] = [];
  const firstRowOf = new Map<string, number>();
  input.rows.forEach((raw, i) => {
    const r = parseRow(raw, i);
    if ('error' in r) return errorBag.push(r);
    const first = firstRowOf.get(r.number);
    if (first !== undefined) return errorBag.push({ row: i, number: r.number, error: 'ERR_DUPLICATED_CONTACT', message: `number repeated in the file (row ${first})` });
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
      else errorBag.push({ row: r.row, number: r.number, error: 'ERR_DUPLICATED_CONTACT', message: 'a contact with this number already exists' });
    }
  }

  if (newContacts.length > MAX_CREATE_EVENTS) emitContactEvent(companyId, { action: 'reload' });
  else for (const contact of newContacts) emitContactEvent(companyId, { action: 'create', contact });
  errorBag.sort((a, b) => a.row - b.row);
  return { newContacts, errorBag };
}
