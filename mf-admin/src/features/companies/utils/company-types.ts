export const recurrenceMonths = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 } as const;
export type Recurrence = keyof typeof recurrenceMonths;
export const recurrenceList = Object.keys(recurrenceMonths) as Recurrence[];
