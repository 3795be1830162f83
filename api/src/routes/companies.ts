import { Hono } from 'hono';
import { z } from 'zod';
import { CompaniesQuery, Company, CompanyBody, CompanyIdParam, CompanyList, CompanyPlanResult, CompanySchedules, CompanySchedulesBody, CompanyUpdateBody, IdParam, ResultMessage, SignUpBody } from '@zapdesk/contracts';
import {
  createCompany,
  deleteCompany,
  expireCompany,
  listAllCompanies,
  listCompanies,
  showCompany,
  showCompanyPlan,
  showCompanySchedules,
  signUp,
  updateCompany,
  updateCompanySchedules,
} from '@zapdesk/core';
import type { AppEnv } from '../env';
import { clientIp } from '../lib/client-ip';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const companyRoutes = new Hono<AppEnv>({ strict: false })
  .post(
    '/companies/cadastro',
    doc({
      summary: 'Self-service sign-up: company on a public plan, 3-day trial (MENSAL, active, campaigns enabled) and its admin user; trial fields sent by the client are ignored',
      tags: ['companies'],
      auth: 'none',
      responses: json(Company, 'The company created'),
    }),
    v('json', SignUpBody),
    async (c) => c.json(await signUp({ input: { ...c.req.valid('json'), ip: clientIp(c) } })),
  )
  .get(
    '/companies/list',
    doc({ summary: 'Every company', tags: ['companies'], auth: 'super', responses: json(z.array(Company), 'Every company') }),
    requireAuth(),
    async (c) => c.json(await listAllCompanies({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/companies/listPlan/:companyId',
    doc({ summary: "The plan of the caller's own company with its seven feature flags (super users: any company)", tags: ['companies'], auth: 'user', responses: json(CompanyPlanResult, "The company's plan") }),
    requireAuth(),
    v('param', CompanyIdParam),
    async (c) => c.json(await showCompanyPlan({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .get(
    '/companies',
    doc({ summary: 'A page of companies (20) searched by name, e-mail or phone: { companies, count, hasMore }', tags: ['companies'], auth: 'super', responses: json(CompanyList, 'A page of companies') }),
    requireAuth(),
    v('query', CompaniesQuery),
    async (c) => c.json(await listCompanies({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/companies/:id',
    doc({ summary: 'One company (super users: any; a company admin: their own)', tags: ['companies'], auth: 'admin', responses: json(Company, 'The company') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showCompany({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/companies',
    doc({
      summary: 'Create a company with its settings; an optional `password` also creates its first admin user with the company e-mail and name',
      tags: ['companies'],
      auth: 'super',
      responses: json(Company, 'The company created'),
    }),
    requireAuth(),
    v('json', CompanyBody),
    async (c) => c.json(await createCompany({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .get(
    '/companies/:id/schedules',
    doc({ summary: "The company's weekly working hours and time zone (its admins or a super user)", tags: ['companies'], auth: 'admin', responses: json(CompanySchedules, 'Its working hours and time zone') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showCompanySchedules({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .put(
    '/companies/:id/schedules',
    doc({ summary: "Set the company's weekly working hours (its admins or a super user)", tags: ['companies'], auth: 'admin', responses: json(Company, 'The company as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', CompanySchedulesBody),
    async (c) => c.json(await updateCompanySchedules({ ctx: { actor: c.get('actor') }, input: { id: c.req.valid('param').id, schedules: c.req.valid('json').schedules } })),
  )
  .post(
    '/companies/:id/expire',
    doc({ summary: 'Advance dueDate by the recurrence (MENSAL 1 … ANUAL 12 months), from today when it has none', tags: ['companies'], auth: 'super', responses: json(Company, 'The company with its new due date') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await expireCompany({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .put(
    '/companies/:id',
    doc({ summary: 'Edit a company (only the fields sent)', tags: ['companies'], auth: 'super', responses: json(Company, 'The company as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', CompanyUpdateBody),
    async (c) => c.json(await updateCompany({ ctx: { actor: c.get('actor') }, input: { id: c.req.valid('param').id, data: c.req.valid('json') } })),
  )
  .delete(
    '/companies/:id',
    doc({ summary: 'Delete a company and everything it owns (not one holding a super user, such as your own)', tags: ['companies'], auth: 'super', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteCompany({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
