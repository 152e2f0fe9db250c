import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/users.table';

/**
 * A report a user asked for: the download address holds a random token whose hash is kept here, so
 * any server instance can stream it, and only until it expires.
 */
export const reportDownloads = pgTable('report_downloads', {
  tokenHash: text('token_hash').primaryKey(),
  report: text('report').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  parameters: jsonb('parameters').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
