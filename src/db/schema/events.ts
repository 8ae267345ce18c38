import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantConstraints } from './columns.ts';

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
  },
  (t) => [...tenantConstraints('events', t), index('events_env_type_id_idx').on(t.environmentId, t.type, t.id)],
);
