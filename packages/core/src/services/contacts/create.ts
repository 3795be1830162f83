import type { ContactBody, ContactWithExtraInfo } from '@zapdesk/contracts';
import { and, contactCustomFields, contacts, eq, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { contactWithExtraInfo, duplicatedContact, emitContactEvent, isDuplicatedNumber } from './internal';
import { checkContactNumber } from './number-check';

/** Creates a contact; a number already in the company answers 409 ERR_DUPLICATED_CONTACT (the unique index decides races). */
export async function createContact({ ctx, input }: { ctx: Ctx; input: ContactBody }): Promise<ContactWithExtraInfo> {
  const companyId = ctx.actor.companyId;
  const number = await checkContactNumber({ companyId, number: input.number });
  try {
    return await withTransaction(async (tx) => {
      const [existing] = await tx.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.number, number)));
      if (existing) throw duplicatedContact();
      const [row] = await tx.insert(contacts).values({ companyId, name: input.name, number, email: input.email ?? '' }).returning();
      if (input.extraInfo?.length) {
        await tx.insert(contactCustomFields).values(input.extraInfo.map((f) => ({ contactId: row.id, name: f.name, value: f.value ?? '' })));
      }
      const contact = await contactWithExtraInfo(row, tx);
      emitContactEvent(companyId, { action: 'create', contact });
      return contact;
    });
  } catch (e) {
    if (isDuplicatedNumber(e)) throw duplicatedContact();
    throw e;
  }
}
