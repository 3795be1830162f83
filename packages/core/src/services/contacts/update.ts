import type { ContactUpdateBody, ContactWithExtraInfo } from '@zapdesk/contracts';
import { and, contactCustomFields, contacts, eq, inArray, ne, withTransaction, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { contactWithExtraInfo, duplicatedContact, emitContactEvent, findContactInCompany, isDuplicatedNumber, loadExtraInfo } from './internal';

type ExtraInfoInput = NonNullable<ContactUpdateBody['extraInfo']>;

/** Makes the contact's extra info equal to the given set: known ids are updated, the rest created, missing ones deleted. */
async function replaceExtraInfo(tx: Db, contactId: number, wanted: ExtraInfoInput) {
  const current = new Set((await loadExtraInfo(contactId, tx)).map((f) => f.id));
  const kept = new Set<number>();
  const created: { contactId: number; name: string; value: string }[] = [];
  for (const f of wanted) {
    // An id this contact does not own (or one given twice) is treated as a new field.
    if (f.id !== undefined && current.has(f.id) && !kept.has(f.id)) {
      kept.add(f.id);
      await tx.update(contactCustomFields).set({ name: f.name, value: f.value ?? '' }).where(and(eq(contactCustomFields.id, f.id), eq(contactCustomFields.contactId, contactId)));
    } else {
      created.push({ contactId, name: f.name, value: f.value ?? '' });
    }
  }
  const removed = [...current].filter((id) => !kept.has(id));
  if (removed.length) await tx.delete(contactCustomFields).where(and(eq(contactCustomFields.contactId, contactId), inArray(contactCustomFields.id, removed)));
  if (created.length) await tx.insert(contactCustomFields).values(created);
}

/** Applies the sent fields of a contact of the company; a number taken by another contact answers 409. */
export async function updateContact({ ctx, input }: { ctx: Ctx; input: ContactUpdateBody & { id: number } }): Promise<ContactWithExtraInfo> {
  const companyId = ctx.actor.companyId;
  try {
    return await withTransaction(async (tx) => {
      const row = await findContactInCompany(companyId, input.id, tx);
      const patch: Partial<typeof contacts.$inferInsert> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.email !== undefined) patch.email = input.email;
      if (input.number !== undefined && input.number !== row.number) {
        const [taken] = await tx.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.number, input.number), ne(contacts.id, row.id)));
        if (taken) throw duplicatedContact();
        patch.number = input.number;
      }
      if (input.extraInfo !== undefined) await replaceExtraInfo(tx, row.id, input.extraInfo);
      const [updated] = await tx.update(contacts).set({ ...patch, updatedAt: new Date() }).where(and(eq(contacts.id, row.id), eq(contacts.companyId, companyId))).returning();
      const contact = await contactWithExtraInfo(updated, tx);
      emitContactEvent(companyId, { action: 'update', contact });
      return contact;
    });
  } catch (e) {
    if (isDuplicatedNumber(e)) throw duplicatedContact();
    throw e;
  }
}
