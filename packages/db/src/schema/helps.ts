import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const helps = pgTable('helps', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  video: text('video').notNull().default(''),
  link: text('link').notNull().default(''),
  ...timestamps(),
});
