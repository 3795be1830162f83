import { billingJobs } from '../services/billing/jobs';
import { campaignJobs } from '../services/campaigns/jobs';
import { contactListJobs } from '../services/contact-lists/jobs';
import { flowJobs } from '../services/flows/engine';
import { botJobs } from '../services/bots/engine';
import { scheduleJobs } from '../services/schedules/jobs';
import { ticketJobs } from '../services/tickets/jobs';
import { userJobs } from '../services/users/jobs';
import { webhookJobs } from '../services/webhooks/deliver';
import { maintenanceJobs } from './maintenance';
import { every, registerHandler, type JobDefinition } from './registry';

/** Every kind of due work, area by area. A new area adds its list here. */
export const allJobs = (): JobDefinition[] => [...ticketJobs, ...userJobs, ...scheduleJobs, ...contactListJobs, ...campaignJobs, ...flowJobs, ...billingJobs, ...webhookJobs, ...botJobs, ...maintenanceJobs];

let registered = false;
/**
 * Registers every area's due work with this process's runners: called by each process that runs them
 * (api/src/main.ts, sessions/src/main.ts, the test preload). Idempotent; nothing registers on import.
 */
export function registerJobs() {
  if (registered) return;
  registered = true;
  for (const job of allJobs()) {
    if (job.everyMs) every(job.kind, job.everyMs, job.run);
    else registerHandler(job.kind, job.run, job.batch);
  }
}
