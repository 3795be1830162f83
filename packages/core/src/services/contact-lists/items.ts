import type { ContactListItemBody, ContactListItemQuery, ContactListItemUpdateBody } from '@zapdesk/contracts';
import { and, asc, contactListItems, containsText, db, eq, isUniqueViolation, or, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { normalizePhoneNumber } from '../../lib/phone';
import { emitContactListItemEvent, findContactList, findContactListItem, numberInList, serializeContactListItem } from './internal';
import { armNumberCheck } from './validate';

export const CONTACT_LIST_ITEMS_PAGE_SIZE = 20;
const ITEM_NUMBER_INDEX = 'contact_list_items_number_unique';

/** A list's numbers by name, searched over name, number and e-mail: `{contacts, hasMore}`. */
export async function listContactListItems({ ctx, input }: { ctx: Ctx; input: ContactListItemQuery }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const list = await findContactList(db(), ctx.actor.companyId, input.contactListId);
  const term = input.searchParam?.trim();
  const digits = term?.replace(/\D/g, '');
  const page = input.pageNumber ?? 1;
  const rows = await db()
    .select()
    .from(contactListItems)
    .where(
      and(
        eq(contactListItems.contactListId, list.id),
        term ? or(containsText(contactListItems.name, term), containsText(contactListItems.email, term), digits ? containsText(contactListItems.number, digits) : undefined) : undefined,
      ),
    )
    .orderBy(asc(contactListItems.name), asc(contactListItems.id))
    .limit(CONTACT_LIST_ITEMS_PAGE_SIZE + 1)
    .offset((page - 1) * CONTACT_LIST_ITEMS_PAGE_SIZE);
  return { contacts: rows.slice(0, CONTACT_LIST_ITEMS_PAGE_SIZE).map(serializeContactListItem), hasMore: rows.length > CONTACT_LIST_ITEMS_PAGE_SIZE };
}

export async function showContactListItem({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return serializeContactListItem(await findContactListItem(db(), ctx.actor.companyId, input.id));
}

/** Adds a number to a list (normalised with its country code; 409 when the list has it); its check through a connection follows. */
export async function createContactListItem({ ctx, input }: { ctx: Ctx; input: ContactListItemBody }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const companyId = ctx.actor.companyId;
  try {
    return await withTransaction(async (tx) => {
      const list = await findContactList(tx, companyId, input.contactListId);
      const [row] = await tx
        .insert(contactListItems)
        .values({ companyId, contactListId: list.id, name: input.name, number: normalizePhoneNumber(input.number), email: input.email ?? '' })
        .returning();
      await armNumberCheck(tx, list);
      const contactListItem = serializeContactListItem(row);
      emitContactListItemEvent(companyId, list.id, { action: 'create', contactListItem });
      return contactListItem;
    });
  } catch (e) {
    if (isUniqueViolation(e, ITEM_NUMBER_INDEX)) throw numberInList();
    throw e;
  }
}

/** Edits an entry; a new number is checked again. */
export async function updateContactListItem({ ctx, input }: { ctx: Ctx; input: { id: number } & ContactListItemUpdateBody }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const companyId = ctx.actor.companyId;
  try {
    return await withTransaction(async (tx) => {
      const current = await findContactListItem(tx, companyId, input.id);
      const patch: Partial<typeof contactListItems.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) patch.name = input.name;
      if (input.email !== undefined) patch.email = input.email;
      const number = input.number !== undefined ? normalizePhoneNumber(input.number) : undefined;
      if (number !== undefined && number !== current.number) Object.assign(patch, { number, isWhatsappValid: false, validatedAt: null });
      const [row] = await tx.update(contactListItems).set(patch).where(eq(contactListItems.id, current.id)).returning();
      if (patch.number) await armNumberCheck(tx, { id: current.contactListId, companyId });
      const contactListItem = serializeContactListItem(row);
      emitContactListItemEvent(companyId, row.contactListId, { action: 'update', contactListItem });
      return contactListItem;
    });
  } catch (e) {
    if (isUniqueViolation(e, ITEM_NUMBER_INDEX)) throw numberInList();
    throw e;
  }
}

export async function deleteContactListItem({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  await withTransaction(async (tx) => {
    const current = await findContactListItem(tx, ctx.actor.companyId, input.id);
    await tx.delete(contactListItems).where(eq(contactListItems.id, current.id));
    emitContactListItemEvent(ctx.actor.companyId, current.contactListId, { action: 'delete', contactListItemId: current.id });
  });
  return { message: 'Contact list entry deleted' };
}
