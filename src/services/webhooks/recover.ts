import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/query.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit.ts';
import type { Partition } from '../events.ts';
import { ATTEMPT_DETAILS_RETENTION_MS } from './health.ts';
import { getEndpoint } from './endpoints.ts';

/** A recover requeues at most this many (the oldest first); call it again while `hasMore`. */
export const RECOVER_BATCH = 10_000;

/**
 * After an outage: every failed delivery of the endpoint created at or after
 * `since` (at most 30 days back) is queued again as a new delivery, in event
 * order, each once — the failed one is marked recovered in the same statement
 * that picks it, so concurrent recovers (and a second one later) never send it
 * twice. Receivers see the same `webhook-id` as before. A member's recover is
 * written to the audit log (`webhook_endpoint.recovered`, with the count).
 */
export async function recoverDeliveries(
  db: DbOrTx,
  scope: Partition,
  endpointId: string,
  since: Date,
  by: Actor,
  now: Date,
): Promise<{ requeued: number; hasMore: boolean }> {
  if (since.getTime() > now.getTime()) throw sinceInvalid('Must not be in the future.');
  if (since.getTime() < now.getTime() - ATTEMPT_DETAILS_RETENTION_MS) throw sinceInvalid('Must be within the last 30 days.');
  return db.transaction(async (tx) => {
    const endpoint = await getEndpoint(tx, scope, endpointId);
    if (!endpoint.enabled)
      throw new AppError('invalid_state', { param: 'id', message: 'The endpoint is disabled; enable it first (PATCH with enabled: true).' });
    // The conditions are repeated on the updated row itself: a concurrent recover that waited for our lock re-checks them and skips.
    const picked = await queryRows<{ id: string; event_id: string }>(
      tx,
      sql`update webhook_deliveries d set recovered_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
          where d.id in (
              select id from webhook_deliveries
              where endpoint_id = ${endpointId} and environment_id = ${scope.environmentId} and status = 'failed' and recovered_at is null
                and created_at >= ${since.toISOString()}::timestamptz
              order by created_at, id
              limit ${RECOVER_BATCH}
              for update skip locked)
            and d.status = 'failed' and d.recovered_at is null
          returning d.id, d.event_id`,
    );
    if (picked.length > 0) {
      picked.sort((a, b) => (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0));
      // Ids drawn in event order and one due time: the worker's claim (due time, id) sends them in that order.
      const rows = picked.map((p) => ({ id: newId('webhookDelivery'), event_id: p.event_id }));
      await tx.execute(sql`insert into webhook_deliveries (id, tenant_id, environment_id, endpoint_id, event_id, next_attempt_at, created_at, updated_at)
          select x.id, ${scope.tenantId}, ${scope.environmentId}, ${endpointId}, x.event_id, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, event_id text)`);
    }
    const [more] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, 'failed'),
          isNull(webhookDeliveries.recoveredAt),
          gte(webhookDeliveries.createdAt, since),
        ),
      )
      .limit(1);
    const result = { requeued: picked.length, hasMore: more !== undefined };
    const { tenantId, environmentId } = scope;
    const entry = { tenantId, environmentId, action: 'webhook_endpoint.recovered', targetType: 'webhook_endpoint', targetId: endpointId };
    await recordAudit(tx, by, { ...entry, after: { since: since.toISOString(), ...result } }, now);
    return result;
  });
}

function sinceInvalid(message: string) {
  return new AppError('validation_failed', { param: 'since', message, details: [{ path: 'since', message }] });
}
