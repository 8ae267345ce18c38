import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/query.ts';
import { environments, events, webhookEndpoints } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { activeSecrets } from './endpoints.ts';

/** A delivery this worker holds: `locked_until` is its lease, `attempts` already counts the attempt about to be made. */
export interface Claimed {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  locked_until: Date | string;
}

/** A claimed delivery's endpoint, with what its environment decides: how many retries, and live or sandbox. */
export interface ClaimedEndpoint {
  endpoint: typeof webhookEndpoints.$inferSelect;
  retries: number;
  envType: string;
}

export type EventRow = typeof events.$inferSelect;

export interface ClaimOptions {
  /** How many to claim at most (this worker's free slots). */
  limit: number;
  perEndpointInFlight: number;
  /** Requests this worker already has open, per endpoint. */
  busy: ReadonlyMap<string, number>;
  /** The sender's timeout: the lease outlives it by 30 s. */
  timeoutMs: number;
}

/**
 * Claim due deliveries into this worker's free slots: oldest due first, but
 * at most `perEndpointInFlight` per endpoint counting what this worker is
 * already sending there, so one receiver's backlog or hanging sockets never
 * starve the others. The claim is a lease (timeout + 30 s): a crashed
 * worker's claims lapse and are resent with the same `webhook-id`.
 */
export async function claimDue(db: Db, clock: Clock, { limit, perEndpointInFlight, busy: busyMap, timeoutMs }: ClaimOptions): Promise<Claimed[]> {
  if (limit <= 0) return [];
  const at = clock.now();
  const now = at.toISOString();
  const lease = new Date(at.getTime() + timeoutMs + 30_000).toISOString();
  const busy = JSON.stringify(Object.fromEntries(busyMap));
  return queryRows<Claimed>(
    db,
    // Endpoints with anything pending, by a skip scan of webhook_deliveries_endpoint_due_idx (one probe per
    // endpoint, not one row per queued delivery); then each endpoint's oldest due, unclaimed deliveries.
    sql`with recursive e(endpoint_id) as (
          (select endpoint_id from webhook_deliveries where status = 'pending' order by endpoint_id limit 1)
          union all
          select (select w.endpoint_id from webhook_deliveries w where w.status = 'pending' and w.endpoint_id > e.endpoint_id order by w.endpoint_id limit 1)
          from e where e.endpoint_id is not null
        )
        update webhook_deliveries d set locked_until = ${lease}::timestamptz, attempts = d.attempts + 1, updated_at = ${now}::timestamptz
        where d.id in (
          select c.id from e
          cross join lateral (
            select w.id, w.next_attempt_at from webhook_deliveries w
            where w.endpoint_id = e.endpoint_id and w.status = 'pending' and w.next_attempt_at <= ${now}::timestamptz
              and (w.locked_until is null or w.locked_until < ${now}::timestamptz)
            order by w.next_attempt_at, w.id
            limit greatest(0, ${perEndpointInFlight}::int - coalesce((${busy}::jsonb ->> e.endpoint_id)::int, 0))
            for update skip locked
          ) c
          where e.endpoint_id is not null
          order by c.next_attempt_at, c.id
          limit ${limit}::int)
        returning d.id, d.endpoint_id, d.event_id, d.attempts, d.locked_until`,
  );
}

/** Free slots worth a claim: a round does not query for one or two. */
export function freeSlots(busy: ReadonlyMap<string, number>, config: { maxInFlight: number; batchSize: number }): number {
  let sending = 0;
  for (const n of busy.values()) sending += n;
  const free = config.maxInFlight - sending;
  const worthIt = sending === 0 ? 1 : Math.max(1, Math.floor(Math.min(config.batchSize, config.maxInFlight) / 4));
  return free >= worthIt ? Math.min(free, config.batchSize) : 0;
}

/** What the claimed deliveries need to be sent: their endpoints (with their environments), events and active secrets, each loaded once. */
export async function loadClaimed(
  db: Db,
  claimed: Claimed[],
  signingSecret: string,
  now: Date,
): Promise<{ endpoints: Map<string, ClaimedEndpoint>; events: Map<string, EventRow>; secrets: Map<string, string[]> }> {
  const endpointIds = [...new Set(claimed.map((c) => c.endpoint_id))];
  const endpointRows = await db
    .select({ endpoint: webhookEndpoints, retries: environments.webhookRetries, envType: environments.type })
    .from(webhookEndpoints)
    .innerJoin(environments, eq(environments.id, webhookEndpoints.environmentId))
    .where(inArray(webhookEndpoints.id, endpointIds));
  const endpoints = new Map(endpointRows.map((r) => [r.endpoint.id, r]));
  const eventRows = await db
    .select()
    .from(events)
    .where(inArray(events.id, [...new Set(claimed.map((c) => c.event_id))]));
  const eventsById = new Map(eventRows.map((e) => [e.id, e]));
  const secrets = new Map(endpointRows.map((r) => [r.endpoint.id, activeSecrets(r.endpoint, signingSecret, now)]));
  return { endpoints, events: eventsById, secrets };
}
