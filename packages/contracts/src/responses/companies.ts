import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime, nullableId, WorkingHours } from './common';

const hours = [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' }];
const companyExample = {
  id: 2,
  name: 'Demo Company',
  email: 'contato@demo.example.com',
  phone: '5511912345678',
  status: true,
  dueDate: '2025-04-14T00:00:00.000Z',
  recurrence: 'MENSAL',
  timezone: 'America/Sao_Paulo',
  planId: 1,
  plan: { id: 1, name: 'Plano Profissional' },
  campaignsEnabled: true,
  schedules: hours,
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** A company as the companies screens read it; `campaignsEnabled` is the company setting. */
export const Company = z
  .object({
    id: entityId,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    status: z.boolean(),
    dueDate: isoDateTime.nullable(),
    /** MENSAL, BIMESTRAL, TRIMESTRAL, SEMESTRAL or ANUAL. */
    recurrence: z.string(),
    timezone: z.string(),
    planId: nullableId,
    plan: z.object({ id: entityId, name: z.string() }).nullable(),
    campaignsEnabled: z.boolean(),
    schedules: WorkingHours,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Company', example: companyExample });
export type Company = z.infer<typeof Company>;

export const CompanyList = z
  .object({ companies: z.array(Company), count: z.number().int().min(0), hasMore: z.boolean() })
  .meta({ id: 'CompanyList', example: { companies: [companyExample], count: 1, hasMore: false } });
export type CompanyList = z.infer<typeof CompanyList>;

/** GET /companies/{id}/schedules. */
export const CompanySchedules = z.object({ id: entityId, timezone: z.string(), schedules: WorkingHours }).meta({ id: 'CompanySchedules', example: { id: 2, timezone: 'America/Sao_Paulo', schedules: hours } });
export type CompanySchedules = z.infer<typeof CompanySchedules>;
