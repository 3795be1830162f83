export * from './client';
export * from './dialect';
export * from './errors';
export * from './tables';
export type { WorkingHours, FlowDocument } from './schema';
export { and, or, not, eq, ne, gt, gte, lt, lte, inArray, notInArray, isNull, isNotNull, sql, desc, asc, count, sum, like, exists, between } from 'drizzle-orm';
export * from './seed/base';
