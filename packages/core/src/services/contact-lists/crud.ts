import type { ContactListBody, ContactListsQuery } from '@zapdesk/contracts';
import { and, asc, containsText, contactLists, db, eq, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { emitContactListEvent, findContactList, serializeContactList, serializeContactLists } from './internal';

export const CONTACT_LISTS_PAGE_SIZE = 20;

/** Contact lists belong to the campaigns area: every user of the company, while the plan has campaigns. */
export async function listContactLists({ ctx, input }: { ctx: Ctx; input: ContactListsQuery }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const term = input.searchParam?.trim();
  const page = input.pageNumber ?? 1;
  const rows = await db()
    .select()
    .from(contactLists)
    .where(and(eq(contactLists.companyId, ctx.actor.companyId), term ? containsText(contactLists.name, term) : undefined))
    .orderBy(asc(contactLists.name), asc(contactLists.id))
    .limit(CONTACT_LISTS_PAGE_SIZE + 1)
    .offset((page - 1) * CONTACT_LISTS_PAGE_SIZE);
  return { records: await serializeContactLists(rows.slice(0, CONTACT_LISTS_PAGE_SIZE)), hasMore: rows.length > CONTACT_LISTS_PAGE_SIZE };
}

/** Every list of the company (the campaign dialog's picker). */
export async function listAllContactLists({ ctx }: { ctx: Ctx }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return serializeContactLists(await db().select().from(contactLists).where(eq(contactLists.companyId, ctx.actor.companyId)).orderBy(asc(contactLists.name), asc(contactLists.id)));
}

export async function showContactList({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return serializeContactList(await findContactList(db(), ctx.actor.companyId, input.id));
}

export async function createContactList({ ctx, input }: { ctx: Ctx; input: ContactListBody }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return withTransaction(async (tx) => {
    const [row] = await tx.insert(contactLists).values({ companyId: ctx.actor.companyId, name: input.name }).returning();
    const contactList = await serializeContactList(row, tx);
    emitContactListEvent(ctx.actor.companyId, { action: 'create', contactList });
    return contactList;
  });
}

export async function updateContactList({ ctx, input }: { ctx: Ctx; input: { id: number } & ContactListBody }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return withTransaction(async (tx) => {
    const current = await findContactList(tx, ctx.actor.companyId, input.id);
    const [row] = await tx.update(contactLists).set({ name: input.name, updatedAt: new Date() }).where(eq(contactLists.id, current.id)).returning();
    const contactList = await serializeContactList(row, tx);
    emitContactListEvent(ctx.actor.companyId, { action: 'update', contactList });
    return contactList;
  });
}

/** Deletes a list with its items (and its imports); campaigns that targeted it keep their sends and lose the target. */
export async function deleteContactList({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  await withTransaction(async (tx) => {
    const current = await findContactList(tx, ctx.actor.companyId, input.id);
    await tx.delete(contactLists).where(eq(contactLists.id, current.id));
    emitContactListEvent(ctx.actor.companyId, { action: 'delete', contactListId: current.id });
  });
  return { message: 'Contact list deleted' };
}
