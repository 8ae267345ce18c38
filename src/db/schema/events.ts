import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

/**
 * The outbox: one row per domain event, written only inside the transaction
 * of the change that causes it. Webhook delivery reads from here.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When the webhook worker turned it into deliveries; null while waiting. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    ...tenantConstraints('events', t),
    index('events_env_type_id_idx').on(t.environmentId, t.type, t.id),
    // What a sandbox test clock did: the events of objects on one clock (their data names it), newest first.
    index('events_test_clock_idx').on(sql`(${t.data}->>'testClockId')`, t.id).where(sql`(${t.data}->>'testClockId') is not null`),
    index('events_undispatched_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);
