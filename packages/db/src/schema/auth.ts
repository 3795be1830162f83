import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './_columns';
import { users } from './users';

/** One row per issued refresh token; rotation revokes the old row, reuse of a revoked one ends the family. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('tokenHash').notNull(),
    family: text('family').notNull(),
    expiresAt: ts('expiresAt').notNull(),
    revokedAt: ts('revokedAt'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_sessions_hash_unique').on(t.tokenHash), index('refresh_sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('codeHash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expiresAt').notNull(),
    usedAt: ts('usedAt'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Mail kept locally when no SMTP_URL is configured, so the operator can read reset codes. */
export const mailbox = pgTable('mailbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: ts('resetAt').notNull(),
});
