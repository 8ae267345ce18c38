import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantConstraints, updatedAt } from './columns.ts';
import { events } from './events.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    url: text('url').notNull(),
    description: text('description'),
    /** Exact types, `*`, or `prefix.*`. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the service disabled it (e.g. `gone`: the receiver answered 410). */
    disabledReason: text('disabled_reason'),
    /** The signing secret, encrypted at rest (AES-256-GCM); it must be usable to sign, so it cannot be hashed. */
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...tenantConstraints('webhook_endpoints', t)],
);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'abandoned'] as const;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Attempts started (a claim counts, so a crash mid-send still uses one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** A worker's claim; another worker may take the delivery once it lapses. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantConstraints('webhook_deliveries', t),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    /** The claim takes the oldest due deliveries of each endpoint (fairness), without reading its history. */
    index('webhook_deliveries_endpoint_due_idx').on(t.endpointId, t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'abandoned')`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [...tenantConstraints('webhook_attempts', t), index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
