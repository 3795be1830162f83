import type { JobDefinition } from '../../jobs/registry';
import { expireOverdueInvoices } from './expire';
import { issueDueInvoices } from './issue';

export const BILLING_INVOICES = 'billing.invoices';
export const BILLING_EVERY_MS = 15 * 60_000;

/** Every 15 minutes: the invoices now due are issued, then overdue open ones (a past period's among them) expire. */
export async function runBilling(now = new Date()) {
  const issued = await issueDueInvoices({ now });
  const expired = await expireOverdueInvoices(now);
  return { expired, issued };
}

export const billingJobs: JobDefinition[] = [{ kind: BILLING_INVOICES, everyMs: BILLING_EVERY_MS, run: async () => void (await runBilling()) }];
