import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { encodeTime } from 'ulid';
import type { Db, DbOrTx } from '../../db/query.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type ENDPOINT_DISABLED_REASONS } from '../../db/schema/index.ts';
import { ID_PREFIXES } from '../../lib/ids.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit.ts';
import { recordEvent } from '../events.ts';

export type DisabledReason = (typeof ENDPOINT_DISABLED_REASONS)[number];

/** An endpoint whose every attempt has failed for this long is disabled (as Svix does). */
export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
/** Attempt details (bodies, headers) are kept this long; `recover` reaches back at most as far. */
export const ATTEMPT_DETAILS_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export const ENDPOINT_DISABLED_EVENT = 'webhook_endpoint.disabled';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const QUEUED_AFTER_DISABLE: Record<DisabledReason, { status: 'abandoned' | 'failed'; lastError: string }> = {
  // The receiver asked for nothing more: what is queued is dropped.
  gone: { status: 'abandoned', lastError: 'endpoint disabled after 410 Gone' },
  // The receiver was down: what is queued fails, so a recover after re-enabling sends it.
  failing: { status: 'failed', lastError: 'endpoint disabled: every attempt failed for 5 days' },
};

/**
 * The service disables an endpoint: the change, its `webhook_endpoint.disabled`
 * event and a `system` audit row in the caller's transaction. Returns false when
 * it was no longer enabled (someone else got there first).
 */
export async function disableEndpoint(tx: DbOrTx, endpoint: EndpointRow, reason: DisabledReason, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt)))
    .returning();
  if (!row) return false;
  // Deliveries a worker holds right now are left to it: it finds the endpoint disabled on their next claim.
  await tx
    .update(webhookDeliveries)
    .set({ ...QUEUED_AFTER_DISABLE[reason], nextAttemptAt: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.endpointId, row.id), eq(webhookDeliveries.status, 'pending'), isNull(webhookDeliveries.lockedUntil)));
  const partition = { tenantId: row.tenantId, environmentId: row.environmentId };
  await recordEvent(tx, partition, ENDPOINT_DISABLED_EVENT, {
    endpointId: row.id,
    url: row.url,
    reason,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: now.toISOString(),
  });
  await recordAudit(
    tx,
    SYSTEM_ACTOR,
    {
      ...partition,
      action: 'webhook_endpoint.disabled',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      before: { enabled: true, disabledReason: null },
      after: { enabled: false, disabledReason: reason, failingSince: row.failingSince?.toISOString() ?? null },
    },
    now,
  );
  return true;
}

/** A receiver that answered 410 Gone wants no more: disable its endpoints. */
export async function disableGoneEndpoints(db: Db, endpointIds: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)).orderBy(asc(webhookEndpoints.id)).for('update');
    for (const row of rows) await disableEndpoint(tx, row, 'gone', now);
  });
}

/**
 * The health sweep: every endpoint whose failure streak spans 5 days (its
 * latest failed attempt is at least 5 days after the first one, with no
 * success between) is disabled. An endpoint that merely had no traffic since
 * one failure is not. Several workers may sweep at once: SKIP LOCKED.
 */
export async function disableFailingEndpoints(db: Db, now: Date, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          isNotNull(webhookEndpoints.failingSince),
          eq(webhookEndpoints.enabled, true),
          isNull(webhookEndpoints.deletedAt),
          sql`${webhookEndpoints.lastFailedAt} >= ${webhookEndpoints.failingSince} + (${FAILING_DISABLE_AFTER_MS}::bigint * interval '1 millisecond')`,
        ),
      )
      .orderBy(asc(webhookEndpoints.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    let disabled = 0;
    for (const row of rows) if (await disableEndpoint(tx, row, 'failing', now)) disabled++;
    return disabled;
  });
}

/**
 * Bodies and headers of attempts older than the retention window are cleared
 * (status, timing and error stay), a batch at a time. Attempt ids are ULIDs, so
 * "older than" is a range of the details index.
 */
export async function purgeAttemptDetails(db: Db, now: Date, batch = 5000): Promise<number> {
  const floor = `${ID_PREFIXES.webhookAttempt}_${encodeTime(now.getTime() - ATTEMPT_DETAILS_RETENTION_MS, 10)}`;
  const old = db
    .select({ id: webhookAttempts.id })
    .from(webhookAttempts)
    .where(and(isNotNull(webhookAttempts.requestBody), lt(webhookAttempts.id, floor)))
    .orderBy(asc(webhookAttempts.id))
    .limit(batch);
  const cleared = await db
    .update(webhookAttempts)
    .set({ requestHeaders: null, requestBody: null, responseHeaders: null, responseBody: null })
    .where(inArray(webhookAttempts.id, old))
    .returning({ id: webhookAttempts.id });
  return cleared.length;
}
