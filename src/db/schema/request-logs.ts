import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantConstraints } from './partition.ts';

export const REQUEST_LOG_TRANSPORTS = ['rest', 'trpc'] as const;

/**
 * The request log of environments with `debugLogging` on (issue 23): one row
 * per keyed request, written after the answer, bodies redacted and bounded,
 * kept 7 days (the housekeeping sweep deletes older rows).
 */
export const requestLogs = pgTable(
  'request_logs',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    /** The `X-Request-Id` of the answer (a /trpc batch shares one among its calls). */
    requestId: text('request_id').notNull(),
    transport: text('transport', { enum: REQUEST_LOG_TRANSPORTS }).notNull(),
    method: text('method').notNull(),
    /** The route pattern (`/v1/transactions/{id}`), never the concrete path: ids stay in the bodies, tokens nowhere. */
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The error code of a failed request, null on success. */
    errorCode: text('error_code'),
    /** The redacted JSON text of the input (body with path parameters; query parameters of a GET); null when empty. */
    requestBody: text('request_body'),
    requestBodyTruncated: boolean('request_body_truncated').notNull().default(false),
    /** The redacted JSON text of the answer (the error body of a failure). */
    responseBody: text('response_body'),
    responseBodyTruncated: boolean('response_body_truncated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    ...tenantConstraints('request_logs', t),
    /** The list: an environment's rows newest first (ULID order). */
    index('request_logs_env_id_idx').on(t.environmentId, t.id),
    /** The 7-day sweep. */
    index('request_logs_created_at_idx').on(t.createdAt),
  ],
);
