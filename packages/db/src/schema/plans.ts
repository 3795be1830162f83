import { doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, timestamps } from './_columns';

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull(),
    users: integer('users').notNull().default(0),
    connections: integer('connections').notNull().default(0),
    queues: integer('queues').notNull().default(0),
    value: doublePrecision('value').notNull().default(0),
    isPublic: flag('isPublic', true),
    useCampaigns: flag('useCampaigns', true),
    useKanban: flag('useKanban', true),
    useOpenAi: flag('useOpenAi', true),
    useIntegrations: flag('useIntegrations', true),
    useSchedules: flag('useSchedules', true),
    useInternalChat: flag('useInternalChat', true),
    useExternalApi: flag('useExternalApi', true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('plans_name_unique').on(t.name)],
);
