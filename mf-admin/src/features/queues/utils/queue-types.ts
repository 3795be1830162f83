import type { WorkingDay } from '../../schedules/utils/weekly-schedule';

/** A queue as GET /queue answers it (admin-automation.md §3). */
export type Queue = {
  id: number;
  name: string;
  color: string;
  greetingMessage: string | null;
  outOfHoursMessage: string | null;
  orderQueue: number | null;
  integrationId: number | null;
  promptId: number | null;
  schedules: WorkingDay[];
};

/** A node of GET /queue-options/tree: `option` is its number among its siblings (1..n, as text). */
export type QueueOption = {
  id: number;
  queueId: number;
  parentId: number | null;
  title: string;
  message: string | null;
  option: string;
  updatedAt: string;
  children: QueueOption[];
};

/** The realtime payloads of company-{id}-queue. */
export type QueueEvent = { action: 'create' | 'update'; queue: Queue } | { action: 'delete'; queueId: number };
