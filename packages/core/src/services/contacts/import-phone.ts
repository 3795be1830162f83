import { AppError, contactName, contactNumber, type ContactImportResult } from '@zapdesk/contracts';
import { and, contacts, db, eq, whatsapps, withTransaction } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { sendSessionCommand, unwrapSessionReply } from '../../lib/session-bridge';
import { emitContactEvent, serializeContact } from './internal';

const INSERT_BATCH = 500;
const MAX_CREATE_EVENTS = 50;
const LIST_TIMEOUT_MS = 20_000;

/**
 * POST /contacts/import (admin): the phone contacts of the company's default connection become
 * contacts. Numbers the company already has are left as they are (names edited here are kept);
 * entries without a valid number are skipped. Answers how many contacts were created.
 */
export async function importPhoneContacts({ ctx }: { ctx: Ctx }): Promise<ContactImportResult> {
  if (!isAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'Only administrators may import contacts');
  const companyId = ctx.actor.companyId;
  const [w] = await db().select().from(whatsapps).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)));
  if (!w) throw new AppError('ERR_NO_DEF_WAPP_FOUND', 'No default connection found');
  if (w.status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'The default connection is not connected');
  const reply = await sendSessionCommand({ action: 'listContacts', whatsappId: w.id }, { timeoutMs: LIST_TIMEOUT_MS });
  if (!reply) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'The default connection is not running');
  const listed = unwrapSessionReply<{ number: string; name: string }[]>(reply);

  const rows = new Map<string, string>();
  for (const entry of Array.isArray(listed) ? listed : []) {
    const n = contactNumber.safeParse(String(entry?.number ?? ''));
    if (!n.success || rows.has(n.data)) continue;
    const name = contactName.safeParse(String(entry?.name ?? ''));
    rows.set(n.data, name.success ? name.data : n.data.slice(0, 50));
  }
  const all = [...rows];
  const created = [];
  for (let i = 0; i < all.length; i += INSERT_BATCH) {
    const batch = all.slice(i, i + INSERT_BATCH);
    created.push(
      ...(await withTransaction((tx) =>
        tx
          .insert(contacts)
          .values(batch.map(([number, name]) => ({ companyId, name, number })))
          .onConflictDoNothing({ target: [contacts.companyId, contacts.number] })
          .returning(),
      )),
    );
  }
  if (created.length > MAX_CREATE_EVENTS) emitContactEvent(companyId, { action: 'reload' });
  else for (const c of created) emitContactEvent(companyId, { action: 'create', contact: serializeContact(c) });
  return { count: created.length };
}
