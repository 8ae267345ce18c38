import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantColumns, tenantForeignKey } from './partition.ts';

/**
 * The outbox: one row per domain event, written only inside the transaction
 * of the change that causes it. Webhook delivery reads from here.
 */
export const events = pgTable(
  'events',
  {
    // The primary key carries the tenant: deliveries' foreign key names (event_id, tenant_id), with no index more.
    id: text('id').notNull(),
    ...tenantColumns(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When the webhook worker turned it into deliveries; null while waiting. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'events_pkey', columns: [t.id, t.tenantId] }),
    tenantForeignKey('events', t),
    // GET /v1/events newest first, keyset on the id; with ?type= the next one.
    index('events_env_id_idx').on(t.environmentId, t.id),
    index('events_env_type_id_idx').on(t.environmentId, t.type, t.id),
    // What a sandbox test clock did: the events of objects on one clock (their data names it), newest first.
    index('events_test_clock_idx').on(sql`(${t.data}->>'testClockId')`, t.id).where(sql`(${t.data}->>'testClockId') is not null`),
    // The webhook worker's outbox claim: only events not yet turned into deliveries (few at any time).
    index('events_undispatched_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);
