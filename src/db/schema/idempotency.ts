import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

/** One row per Idempotency-Key (decisions §4): claimed while running, then the stored response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...tenantColumns(),
    key: text('key').notNull(),
    /** The operation (tRPC path), so a key reused on another route is caught. */
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'completed'] }).notNull(),
    /** While running: until when the claim holds (a crashed process's claim lapses). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.tenantId, t.environmentId, t.key] }),
    ...tenantConstraints('idempotency_keys', t),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('running', 'completed')`),
  ],
);
