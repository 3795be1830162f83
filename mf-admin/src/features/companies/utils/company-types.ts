import type { WorkingDay } from '../../schedules/utils/weekly-schedule';

export const recurrenceMonths = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 } as const;
export type Recurrence = keyof typeof recurrenceMonths;
export const recurrenceList = Object.keys(recurrenceMonths) as Recurrence[];

/** A company as the companies endpoints answer it (core.md §3 "Company"). */
export type Company = {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: boolean;
  dueDate: string | null;
  recurrence: Recurrence | string | null;
  timezone: string;
  planId: number | null;
  plan: { id: number; name: string } | null;
  campaignsEnabled: boolean;
  schedules: WorkingDay[];
  createdAt: string;
};
