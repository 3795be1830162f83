import type { ScheduleStatus } from '@zapdesk/contracts';

/** How each status looks on the calendar and in the dialog: pending in the brand colour, sent muted green, error red. */
export const scheduleStatusStyle: Record<ScheduleStatus, { event: string; dot: string; badge: string }> = {
  PENDENTE: { event: 'bg-sky-600 text-white dark:bg-sky-500 dark:text-sky-950', dot: 'bg-sky-600 dark:bg-sky-500', badge: 'border-sky-600/30 bg-sky-600/10 text-sky-700 dark:text-sky-300' },
  ENVIADA: { event: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950', dot: 'bg-emerald-600 dark:bg-emerald-500', badge: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-700 dark:text-emerald-300' },
  ERRO: { event: 'bg-red-600 text-white dark:bg-red-500 dark:text-red-950', dot: 'bg-red-600 dark:bg-red-500', badge: 'border-red-600/30 bg-red-600/10 text-red-700 dark:text-red-300' },
};
