import type { DueDateTone } from './due-date-tone';

/** Row backgrounds of the companies table by due-date tone, readable in light and dark themes. */
export const dueDateToneClasses: Record<DueDateTone, string> = {
  yellow: 'bg-yellow-100 hover:bg-yellow-200/70 dark:bg-yellow-400/15 dark:hover:bg-yellow-400/25',
  orange: 'bg-orange-100 hover:bg-orange-200/70 dark:bg-orange-500/20 dark:hover:bg-orange-500/30',
  red: 'bg-red-100 hover:bg-red-200/70 dark:bg-red-500/25 dark:hover:bg-red-500/35',
};

export const dueDateToneSwatches: Record<DueDateTone, string> = {
  yellow: 'bg-yellow-300 dark:bg-yellow-400/60',
  orange: 'bg-orange-300 dark:bg-orange-500/70',
  red: 'bg-red-400 dark:bg-red-500/80',
};
