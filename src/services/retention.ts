/**
 * Retention of the tables that grow with calls rather than with data (issue 35; decisions §9, 2026-11-26):
 * events with their webhook deliveries and attempts after EVENT_RETENTION_DAYS (30 by default), Postgres
 * rate-limit buckets once idle. Deleted in batches by id range (ids are ULIDs, so "older than" is a range of
 * the primary key), one short transaction per batch: row locks only, no table lock, and the space freed is
 * reused by later inserts (docs/operations.md, "Retention", has the measured cost). Tables with a retention
 * of their own sweep themselves: idempotency keys (24 h), request logs (7 days), sign-in state; the
 * sanctions log and the audit log are kept (compliance).
 */
import { and, eq, inArray, isNotNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { encodeTime } from 'ulid';
import type { DbOrTx } from '../db/query.ts';
import { events, rateLimitBuckets, sanctionsLogCounts, webhookAttempts, webhookDeliveries } from '../db/schema/index.ts';
import { DEFAULT_EVENT_RETENTION_DAYS } from '../config.ts';
import { ID_PREFIXES } from '../lib/ids.ts';
import { COUNT_SPANS } from './sanctions/log-counts.ts';

const DAY_MS = 86_400_000;
/** Rows per statement: a batch holds its locks for tens of milliseconds, never a long transaction. */
export const RETENTION_BATCH = 2_000;
/** A bucket untouched this long is full again whatever its size (the slowest refills in 60 s): deleting it changes nothing. */
export const RATE_LIMIT_IDLE_MS = 60 * 60 * 1000;

/** The smallest id of an object of this kind made at `at` or later. */
const idFloor = (prefix: string, at: number) => `${prefix}_${encodeTime(Math.max(0, at), 10)}`;

export interface SweepCounts {
  events: number;
  deliveries: number;
  attempts: number;
}

/**
 * Deliveries (with their attempts) and events older than the retention: a delivery once it is no longer
 * pending, an event once it was dispatched and no delivery of it remains. Runs batch after batch until
 * nothing is left; `onBatch` hears each batch's duration (the benchmark's figures).
 */
export async function sweepExpiredEvents(
  db: DbOrTx,
  now: Date,
  retentionDays = DEFAULT_EVENT_RETENTION_DAYS,
  { batch = RETENTION_BATCH, onBatch }: { batch?: number; onBatch?: (ms: number, rows: number) => void } = {},
): Promise<SweepCounts> {
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  const counts: SweepCounts = { events: 0, deliveries: 0, attempts: 0 };
  const timed = async <T>(work: () => Promise<T>, rows: (t: T) => number) => {
    const started = performance.now();
    const result = await work();
    onBatch?.(performance.now() - started, rows(result));
    return result;
  };
  for (;;) {
    const done = await timed(
      () =>
        db.transaction(async (tx) => {
          const expired = await tx
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(and(lt(webhookDeliveries.id, idFloor(ID_PREFIXES.webhookDelivery, cutoff)), ne(webhookDeliveries.status, 'pending')))
            .orderBy(webhookDeliveries.id)
            .limit(batch);
          if (expired.length === 0) return { deliveries: 0, attempts: 0 };
          const ids = expired.map((d) => d.id);
          const attempts = await tx.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).returning({ id: webhookAttempts.id });
          await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
          return { deliveries: ids.length, attempts: attempts.length };
        }),
      (r) => r.deliveries + r.attempts,
    );
    counts.deliveries += done.deliveries;
    counts.attempts += done.attempts;
    if (done.deliveries < batch) break;
  }
  for (;;) {
    const expired = db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          lt(events.id, idFloor(ID_PREFIXES.event, cutoff)),
          isNotNull(events.dispatchedAt),
          notExists(db.select({ one: sql`1` }).from(webhookDeliveries).where(sql`${webhookDeliveries.eventId} = ${events.id}`)),
        ),
      )
      .orderBy(events.id)
      .limit(batch);
    const deleted = await timed(
      () => db.delete(events).where(inArray(events.id, expired)).returning({ id: events.id }),
      (r) => r.length,
    );
    counts.events += deleted.length;
    if (deleted.length < batch) break;
  }
  return counts;
}

/** Postgres rate-limit buckets nobody took from for an hour (RATE_LIMIT_STORE=postgres): a missing bucket is a full one. */
export async function sweepIdleRateLimitBuckets(db: DbOrTx, nowMs: number): Promise<number> {
  let total = 0;
  for (;;) {
    const idle = db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(lt(rateLimitBuckets.updatedMs, nowMs - RATE_LIMIT_IDLE_MS))
      .limit(RETENTION_BATCH);
    const deleted = await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, idle)).returning({ key: rateLimitBuckets.key });
    total += deleted.length;
    if (deleted.length < RETENTION_BATCH) return total;
  }
}

/** The sanctions log's minute and second buckets past their keeping window (src/services/sanctions/log-counts.ts); day and hour buckets stay. */
export async function sweepLogCountBuckets(db: DbOrTx, now: Date): Promise<number> {
  const c = sanctionsLogCounts;
  let total = 0;
  for (const { span, keptMs } of COUNT_SPANS) {
    if (!Number.isFinite(keptMs)) continue;
    for (;;) {
      const old = db
        .select({ environmentId: c.environmentId, span: c.span, startsAt: c.startsAt, status: c.status, provider: c.provider })
        .from(c)
        .where(and(eq(c.span, span), lt(c.startsAt, new Date(now.getTime() - keptMs))))
        .limit(RETENTION_BATCH);
      const deleted = await db
        .delete(c)
        .where(sql`(${c.environmentId}, ${c.span}, ${c.startsAt}, ${c.status}, ${c.provider}) in (${old})`)
        .returning({ n: sql`1` });
      total += deleted.length;
      if (deleted.length < RETENTION_BATCH) break;
    }
  }
  return total;
}
