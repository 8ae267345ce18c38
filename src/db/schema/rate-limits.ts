import { boolean, doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';

/** Token buckets shared by several processes (RATE_LIMIT_STORE=postgres). Keys are key-pair ids, not tenant data. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedMs: doublePrecision('updated_ms').notNull(),
  /** Whether the last take was allowed (read back by the same statement). */
  allowed: boolean('allowed').notNull(),
});
