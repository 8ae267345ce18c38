import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';
import { events } from './events.ts';

export const ENDPOINT_DISABLED_REASONS = ['gone', 'failing'] as const;

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
    /** Why the service disabled it: `gone` (the receiver answered 410) or `failing` (every attempt failed for 5 days). */
    disabledReason: text('disabled_reason', { enum: ENDPOINT_DISABLED_REASONS }),
    /** The first failed attempt since the last success (null while healthy); the health sweep disables the endpoint 5 days on. */
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }),
    /** The signing secret, encrypted at rest (AES-256-GCM); it must be usable to sign, so it cannot be hashed. */
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantConstraints('webhook_endpoints', t),
    // Target of deliveries' foreign key, which carries the tenant (test/distribution.test.ts).
    unique('webhook_endpoints_id_tenant_uq').on(t.id, t.tenantId),
    /** The health sweep looks only at endpoints in a failure streak. */
    index('webhook_endpoints_failing_idx').on(t.failingSince).where(sql`${t.failingSince} is not null`),
    check('webhook_endpoints_disabled_reason_check', sql`${t.disabledReason} in ('gone', 'failing')`),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'abandoned'] as const;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    // The primary key carries the tenant: attempts' foreign key names (delivery_id, tenant_id), with no index more.
    id: text('id').notNull(),
    ...tenantColumns(),
    endpointId: text('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Attempts started (a claim counts, so a crash mid-send still uses one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** A worker's claim; another worker may take the delivery once it lapses. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** Set when a recover requeued this failed delivery (as a new delivery), so a second recover does not send it again. */
    recoveredAt: timestamp('recovered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'webhook_deliveries_pkey', columns: [t.id, t.tenantId] }),
    ...tenantConstraints('webhook_deliveries', t),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.endpointId, t.tenantId],
      foreignColumns: [webhookEndpoints.id, webhookEndpoints.tenantId],
    }),
    foreignKey({ name: 'webhook_deliveries_event_fk', columns: [t.eventId, t.tenantId], foreignColumns: [events.id, events.tenantId] }),
    /** Recover reads an endpoint's failed, not yet recovered deliveries: few, compared with its whole log. */
    index('webhook_deliveries_recoverable_idx').on(t.endpointId, t.createdAt).where(sql`${t.status} = 'failed' and ${t.recoveredAt} is null`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    /** Deleting an expired event checks its foreign key here (retention, src/services/retention.ts). */
    index('webhook_deliveries_event_idx').on(t.eventId),
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
    deliveryId: text('delivery_id').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true, mode: 'date' }),
    /** What was sent and what came back (bounded); cleared after 30 days, the rest of the row stays. Null on older rows. */
    requestUrl: text('request_url'),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>(),
    requestBody: text('request_body'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    /** The first 4 KiB of the answer when it is text; null for binary bodies (never stored) and when no answer came. */
    responseBody: text('response_body'),
    responseBodyTruncated: boolean('response_body_truncated').notNull().default(false),
    responseBodyBinary: boolean('response_body_binary').notNull().default(false),
  },
  (t) => [
    ...tenantConstraints('webhook_attempts', t),
    foreignKey({
      name: 'webhook_attempts_delivery_fk',
      columns: [t.deliveryId, t.tenantId],
      foreignColumns: [webhookDeliveries.id, webhookDeliveries.tenantId],
    }),
    index('webhook_attempts_delivery_idx').on(t.deliveryId),
    /** The retention sweep finds attempts whose details are still kept, oldest first. */
    index('webhook_attempts_details_idx').on(t.id).where(sql`${t.requestBody} is not null`),
  ],
);
