import type { CampaignReport, CampaignReportQuery } from '@zapdesk/contracts';
import { and, campaignShipping, contactListItems, contacts, count, db, desc, eq, gt, inArray, isNotNull, isNull, messages, or, ticketTags, tickets } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { findCampaign, serializeCampaign, type CampaignRow } from './internal';

export const REPORT_PAGE_SIZE = 50;
const MINUTE = 60_000;

/** Contacts of the target the sender has not reached yet (valid or not yet checked numbers). */
async function pendingOf(row: CampaignRow) {
  if (row.status === 'FINALIZADA') return 0;
  if (row.contactListId) {
    const [{ n }] = await db()
      .select({ n: count() })
      .from(contactListItems)
      .where(and(eq(contactListItems.contactListId, row.contactListId), gt(contactListItems.id, row.cursorId), or(eq(contactListItems.isWhatsappValid, true), isNull(contactListItems.validatedAt))));
    return Number(n);
  }
  if (row.tagId) {
    const tagged = db().select({ contactId: tickets.contactId }).from(ticketTags).innerJoin(tickets, eq(tickets.id, ticketTags.ticketId)).where(eq(ticketTags.tagId, row.tagId));
    const [{ n }] = await db()
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.companyId, row.companyId), gt(contacts.id, row.cursorId), eq(contacts.isGroup, false), inArray(contacts.id, tagged)));
    return Number(n);
  }
  return 0;
}

/**
 * The report of a campaign: counts (valid = sent + still to send; delivered = confirmed by the provider;
 * failed = the outbox gave up), progress = delivered / valid as a percentage, sends and deliveries per
 * minute, and a page of the shipping table, newest first.
 */
export async function campaignReport({ ctx, input }: { ctx: Ctx; input: { id: number } & CampaignReportQuery }): Promise<CampaignReport> {
  await assertPlanFeature(ctx, 'useCampaigns');
  const row = await findCampaign(db(), ctx.actor.companyId, input.id);
  const page = input.pageNumber ?? 1;
  const [all, pending, pageRows] = await Promise.all([
    db()
      .select({ createdAt: campaignShipping.createdAt, deliveredAt: campaignShipping.deliveredAt, failed: isNotNull(messages.errorCode) })
      .from(campaignShipping)
      .leftJoin(messages, eq(messages.id, campaignShipping.messageId))
      .where(eq(campaignShipping.campaignId, row.id)),
    pendingOf(row),
    db()
      .select({ s: campaignShipping, errorCode: messages.errorCode })
      .from(campaignShipping)
      .leftJoin(messages, eq(messages.id, campaignShipping.messageId))
      .where(eq(campaignShipping.campaignId, row.id))
      .orderBy(desc(campaignShipping.id))
      .limit(REPORT_PAGE_SIZE + 1)
      .offset((page - 1) * REPORT_PAGE_SIZE),
  ]);
  const sent = all.length;
  const delivered = all.filter((s) => s.deliveredAt).length;
  const failed = all.filter((s) => !s.deliveredAt && s.failed).length;
  const valid = sent + pending;
  const buckets = new Map<number, { sent: number; delivered: number }>();
  const bucket = (d: Date) => {
    const at = Math.floor(d.getTime() / MINUTE) * MINUTE;
    let b = buckets.get(at);
    if (!b) buckets.set(at, (b = { sent: 0, delivered: 0 }));
    return b;
  };
  for (const s of all) {
    bucket(s.createdAt).sent++;
    if (s.deliveredAt) bucket(s.deliveredAt).delivered++;
  }
  return {
    campaign: await serializeCampaign(row),
    counts: { valid, sent, delivered, failed, pending },
    progress: valid ? Math.round((delivered / valid) * 1000) / 10 : row.status === 'FINALIZADA' ? 100 : 0,
    timeline: [...buckets].sort(([a], [b]) => a - b).map(([at, b]) => ({ at: new Date(at).toISOString(), ...b })),
    shipping: pageRows.slice(0, REPORT_PAGE_SIZE).map(({ s, errorCode }) => ({
      id: s.id,
      number: s.number,
      contactId: s.contactId,
      messageId: s.messageId,
      message: s.message,
      status: s.deliveredAt ? 'delivered' : errorCode ? 'failed' : 'sent',
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
      createdAt: s.createdAt.toISOString(),
    })),
    hasMore: pageRows.length > REPORT_PAGE_SIZE,
  };
}
