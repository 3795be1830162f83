import type { CompanyEvents, Whatsapp } from '@zapdesk/contracts';

const byName = (a: Whatsapp, b: Whatsapp) => a.name.localeCompare(b.name) || a.id - b.id;

/**
 * Applies a `company-{id}-whatsapp` or `-whatsappSession` event to the list (DECISIONS "Wire format"),
 * kept in the API's order (by name). A session update changes only status, updatedAt, qrcode and retries.
 */
export function applyConnectionEvent(list: readonly Whatsapp[], event: CompanyEvents['whatsapp'] | CompanyEvents['whatsappSession']): Whatsapp[] {
  if (event.action === 'delete') return list.filter((c) => c.id !== event.whatsappId);
  if ('session' in event) {
    const { id, status, updatedAt, qrcode, retries } = event.session;
    return list.map((c) => (c.id === id ? { ...c, status, updatedAt, qrcode: qrcode ?? '', retries } : c));
  }
  const w = event.whatsapp;
  const exists = list.some((c) => c.id === w.id);
  const next = exists ? list.map((c) => (c.id === w.id ? { ...c, ...w } : c)) : [...list, w];
  return next.sort(byName);
}
