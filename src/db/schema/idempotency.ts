import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { members } from './members.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

/** A claimed key and, once the request finished, its stored response; the same for every scope. */
const keyColumns = () => ({
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
});

/** One row per Idempotency-Key of an API key's request (decisions §4), scoped to its tenant and environment. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...tenantColumns(),
    ...keyColumns(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.tenantId, t.environmentId, t.key] }),
    ...tenantConstraints('idempotency_keys', t),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('running', 'completed')`),
  ],
);

/**
 * One row per Idempotency-Key of a dashboard member's request, scoped to the tenant and the member: a member's
 * changes are the tenant's whatever environment they touch, and two members never share keys (docs/api.md).
 */
export const memberIdempotencyKeys = pgTable(
  'member_idempotency_keys',
  {
    tenantId: text('tenant_id').notNull(),
    memberId: text('member_id').notNull(),
    ...keyColumns(),
  },
  (t) => [
    primaryKey({ name: 'member_idempotency_keys_pk', columns: [t.tenantId, t.memberId, t.key] }),
    // The key's member is in the key's tenant.
    foreignKey({ name: 'member_idempotency_keys_member_fk', columns: [t.memberId, t.tenantId], foreignColumns: [members.id, members.tenantId] }),
    index('member_idempotency_keys_expires_idx').on(t.expiresAt),
    check('member_idempotency_keys_state_check', sql`${t.state} in ('running', 'completed')`),
  ],
);
