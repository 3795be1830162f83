import type { DueJob, JobDefinition } from '../../jobs/registry';
import { CONTACT_LIST_IMPORT, processContactListImport } from './upload';
import { CONTACT_LIST_CHECK, checkListNumbers } from './validate';

const idOf = (job: DueJob, field: string) => {
  const n = Number((job.payload as Record<string, unknown>)[field] ?? job.key);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const contactListJobs: JobDefinition[] = [
  {
    kind: CONTACT_LIST_IMPORT,
    run: async (job) => {
      const id = idOf(job, 'importId');
      if (id) await processContactListImport(id);
    },
  },
  {
    kind: CONTACT_LIST_CHECK,
    run: async (job) => {
      const id = idOf(job, 'contactListId');
      if (id) await checkListNumbers(id);
    },
  },
];
