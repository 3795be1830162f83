import { AppError, CAMPAIGN_EDIT_WINDOW_MS, type Campaign, type CampaignEvent, type CampaignStatus } from '@zapdesk/contracts';
import { and, campaigns, campaignShipping, contactLists, count, db, dialect, eq, fileLists, inArray, whatsapps, type Db } from '@zapdesk/db';
import { assertOwned } from '../../lib/guards';
import { publicMediaUrl } from '../../lib/media';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { noContactList } from '../contact-lists/internal';
import { noFileList } from '../files/internal';

export type CampaignRow = typeof campaigns.$inferSelect;

export const noCampaign = () => new AppError('ERR_NO_CAMPAIGN_FOUND', 'Campaign not found');

/**
 * The campaign status machine (admin-automation.md §4): a new campaign is INATIVA; a start time makes it
 * PROGRAMADA (clearing it, INATIVA again); it runs (EM_ANDAMENTO) at that time and ends FINALIZADA; a
 * scheduled or running one can be cancelled, and a cancelled one restarted where it stopped.
 */
export const CAMPAIGN_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  INATIVA: ['PROGRAMADA'],
  PROGRAMADA: ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA'],
  EM_ANDAMENTO: ['FINALIZADA', 'CANCELADA'],
  CANCELADA: ['EM_ANDAMENTO'],
  FINALIZADA: [],
};

export const canMove = (from: CampaignStatus, to: CampaignStatus) => CAMPAIGN_TRANSITIONS[from]?.includes(to) ?? false;

export function assertTransition(from: CampaignStatus, to: CampaignStatus) {
  if (!canMove(from, to)) throw new AppError('ERR_CAMPAIGN_INVALID_TRANSITION', `A campaign ${from} cannot become ${to}`, { from, to });
}

/** Editable while INATIVA, or PROGRAMADA with its start more than one hour ahead. */
export function isEditable(row: Pick<CampaignRow, 'status' | 'scheduledAt'>, now = new Date()) {
  if (row.status === 'INATIVA') return true;
  return row.status === 'PROGRAMADA' && !!row.scheduledAt && row.scheduledAt.getTime() - now.getTime() > CAMPAIGN_EDIT_WINDOW_MS;
}

export function assertEditable(row: CampaignRow, now = new Date()) {
  if (!isEditable(row, now)) {
    throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE', 'A campaign can only be changed while INATIVA, or PROGRAMADA more than 1 hour ahead', { status: row.status });
  }
}

export const variantsOf = (row: Pick<CampaignRow, 'message1' | 'message2' | 'message3' | 'message4' | 'message5'>) =>
  [row.message1, row.message2, row.message3, row.message4, row.message5].filter((m) => m.trim() !== '');

export async function serializeCampaigns(rows: CampaignRow[], d: Db = db(), now = new Date()): Promise<Campaign[]> {
  if (!rows.length) return [];
  const listIds = [...new Set(rows.map((r) => r.contactListId).filter((x): x is number => x !== null))];
  const connIds = [...new Set(rows.map((r) => r.whatsappId).filter((x): x is number => x !== null))];
  const [lists, conns, sends] = await Promise.all([
    listIds.length ? d.select({ id: contactLists.id, name: contactLists.name }).from(contactLists).where(inArray(contactLists.id, listIds)) : [],
    connIds.length ? d.select({ id: whatsapps.id, name: whatsapps.name, status: whatsapps.status }).from(whatsapps).where(inArray(whatsapps.id, connIds)) : [],
    d
      .select({ campaignId: campaignShipping.campaignId, sent: count(), delivered: count(campaignShipping.deliveredAt) })
      .from(campaignShipping)
      .where(inArray(campaignShipping.campaignId, rows.map((r) => r.id)))
      .groupBy(campaignShipping.campaignId),
  ]);
  const lm = new Map(lists.map((l) => [l.id, l]));
  const cm = new Map(conns.map((c) => [c.id, c]));
  const sm = new Map(sends.map((s) => [s.campaignId, { sent: Number(s.sent), delivered: Number(s.delivered) }]));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    name: r.name,
    message1: r.message1,
    message2: r.message2,
    message3: r.message3,
    message4: r.message4,
    message5: r.message5,
    status: r.status as CampaignStatus,
    scheduledAt: r.scheduledAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
    whatsappId: r.whatsappId,
    contactListId: r.contactListId,
    tagId: r.tagId,
    tagListId: r.tagId,
    fileListId: r.fileListId,
    mediaPath: r.mediaPath,
    mediaName: r.mediaName,
    mediaUrl: r.mediaPath ? publicMediaUrl(r.mediaPath) : null,
    editable: isEditable(r, now),
    counts: sm.get(r.id) ?? { sent: 0, delivered: 0 },
    contactList: r.contactListId ? (lm.get(r.contactListId) ?? null) : null,
    whatsapp: r.whatsappId ? (cm.get(r.whatsappId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
export const serializeCampaign = async (row: CampaignRow, d: Db = db()) => (await serializeCampaigns([row], d))[0];

/** The company's campaign (locked for update on PostgreSQL inside a transaction), or 404. */
export async function findCampaign(d: Db, companyId: number, id: number, opts: { lock?: boolean } = {}) {
  const q = d.select().from(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.companyId, companyId)));
  const [row] = opts.lock && dialect === 'pg' ? await q.for('update') : await q;
  if (!row) throw noCampaign();
  return row;
}

/** The ids a campaign refers to belong to the company (404 with each kind's code otherwise). */
export async function assertCampaignRefs(tx: Db, companyId: number, refs: { whatsappId?: number | null; contactListId?: number | null; tagId?: number | null; fileListId?: number | null }) {
  await assertOwned(tx, companyId, 'whatsapp', refs.whatsappId);
  await assertOwned(tx, companyId, 'tag', refs.tagId);
  if (refs.contactListId) {
    const [l] = await tx.select({ id: contactLists.id }).from(contactLists).where(and(eq(contactLists.id, refs.contactListId), eq(contactLists.companyId, companyId)));
    if (!l) throw noContactList();
  }
  if (refs.fileListId) {
    const [f] = await tx.select({ id: fileLists.id }).from(fileLists).where(and(eq(fileLists.id, refs.fileListId), eq(fileLists.companyId, companyId)));
    if (!f) throw noFileList();
  }
}

export function emitCampaignEvent(companyId: number, payload: CampaignEvent) {
  emitCompanyEvent([rooms.company(companyId)], companyId, 'campaign', payload);
}
