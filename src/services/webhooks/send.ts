import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/query.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Logger } from '../../logger.ts';
import type { Claimed, ClaimedEndpoint, EventRow } from './claim.ts';
import { disableGoneEndpoints } from './health.ts';
import type { SendResult, WebhookSender } from './sender.ts';
import { deliveryHeaders, envelope } from './signing.ts';

/**
 * The retry schedule (decisions §10, ruling of 2026-11-22): the delay before
 * each retry, then 24 h for every retry beyond these. An environment's
 * `webhookRetries` (0–20) takes the first N.
 */
export const RETRY_SCHEDULE_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000] as const;
export const RETRY_LATER_MS = 24 * 3_600_000;
/** Each delay is spread ±10 %, so receivers that failed together are not retried in one burst. */
export const RETRY_JITTER = 0.1;

/** The delay before retry `retry` (1 = the first retry), jittered, times the operator's scale. */
export function retryDelayMs(retry: number, scale = 1, random: () => number = Math.random): number {
  const base = RETRY_SCHEDULE_MS[retry - 1] ?? RETRY_LATER_MS;
  return Math.round(base * scale * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** What one attempt came to, and so what to record. */
export interface Outcome {
  id: string;
  endpointId: string;
  lease: string;
  status: 'pending' | 'succeeded' | 'failed' | 'abandoned';
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  attemptedAt: string;
  nextAttemptAt: string | null;
  tenantId: string;
  environmentId: string;
  /** False when nothing was sent (endpoint gone before the attempt). */
  attempted: boolean;
  /** What went out and came back, for the attempt's details. */
  exchange?: Pick<SendResult, 'request' | 'response'>;
  /** The endpoint was in a failure streak when claimed: a success must end it. */
  endpointFailing: boolean;
}

/** The operator's retry settings an attempt needs to schedule the next one. */
export interface RetryPolicy {
  /** WEBHOOK_RETRY_SCALE: multiplies every delay of the schedule (1 in production). */
  retryScale: number;
  /** Cap on a receiver's Retry-After. */
  retryAfterMaxMs: number;
}

/** Send one claimed delivery: sign the envelope, POST it, and say what to record (and when to retry). */
export async function attemptDelivery(
  claim: Claimed,
  found: ClaimedEndpoint,
  event: EventRow,
  endpointSecrets: string[],
  deps: { clock: Clock; sender: WebhookSender },
  policy: RetryPolicy,
): Promise<Outcome> {
  const { clock } = deps;
  const lockedUntil = new Date(claim.locked_until).toISOString();
  const base = {
    id: claim.id,
    endpointId: claim.endpoint_id,
    lease: lockedUntil,
    tenantId: event.tenantId,
    environmentId: event.environmentId,
    attemptedAt: clock.now().toISOString(),
    endpointFailing: found.endpoint.failingSince !== null,
  };
  if (found.endpoint.deletedAt || !found.endpoint.enabled) {
    const reason = found.endpoint.deletedAt ? 'endpoint deleted' : 'endpoint disabled';
    // Disabled by the health sweep, the delivery failed (a recover after re-enabling sends it); otherwise it is dropped.
    const status = !found.endpoint.deletedAt && found.endpoint.disabledReason === 'failing' ? 'failed' : 'abandoned';
    return { ...base, status, statusCode: null, error: reason, durationMs: 0, nextAttemptAt: null, attempted: false };
  }
  const live = found.envType === 'live';
  const body = envelope(event, live);
  const headers = deliveryHeaders(endpointSecrets, event.id, Math.floor(clock.now().getTime() / 1000), body);
  const result = await deps.sender.send({ url: found.endpoint.url, livemode: live }, headers, body, endpointSecrets);
  const sent = {
    ...base,
    statusCode: result.status,
    durationMs: result.durationMs,
    attempted: true,
    exchange: { request: result.request, response: result.response },
  };
  if (result.status !== null && result.status >= 200 && result.status < 300) return { ...sent, status: 'succeeded', error: null, nextAttemptAt: null };
  if (result.status === 410) return { ...sent, status: 'failed', error: 'receiver answered 410 Gone: endpoint disabled', nextAttemptAt: null };
  if (claim.attempts >= 1 + found.retries) return { ...sent, status: 'failed', error: result.error, nextAttemptAt: null };
  const now = clock.now();
  const retryAfterMs = result.status === 429 || result.status === 503 ? parseRetryAfter(result.retryAfter, now) : undefined;
  const delay = retryAfterMs !== undefined ? Math.min(retryAfterMs, policy.retryAfterMaxMs) : retryDelayMs(claim.attempts, policy.retryScale);
  return { ...sent, status: 'pending', error: result.error, nextAttemptAt: new Date(now.getTime() + delay).toISOString() };
}

/**
 * Group commit: outcomes that arrive while a write is under way go out
 * together in the next one (two statements per batch, not per delivery).
 */
export class OutcomeRecorder {
  private readonly toRecord: { outcome: Outcome; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private recording: Promise<void> | undefined;

  constructor(private readonly deps: { db: Db; clock: Clock; logger: Logger }) {}

  recordSoon(outcome: Outcome): Promise<void> {
    return new Promise((resolve, reject) => {
      this.toRecord.push({ outcome, resolve, reject });
      if (!this.recording) this.recording = this.flushRecords();
    });
  }

  private async flushRecords(): Promise<void> {
    await new Promise((r) => setImmediate(r)); // gather what completes in the same turn
    while (this.toRecord.length > 0) {
      const batch = this.toRecord.splice(0);
      try {
        const outcomes = batch.map((b) => b.outcome);
        await recordOutcomes(this.deps.db, outcomes);
        const gone = [...new Set(outcomes.filter((o) => o.statusCode === 410).map((o) => o.endpointId))];
        if (gone.length > 0) {
          await disableGoneEndpoints(this.deps.db, gone, this.deps.clock.now());
          this.deps.logger.warn({ endpointIds: gone }, 'webhook endpoints disabled after 410 Gone');
        }
        for (const b of batch) b.resolve();
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    this.recording = undefined;
  }
}

/**
 * One statement for the deliveries, one for the attempts (with their details),
 * and one for endpoint health when a streak starts, continues or ends; a
 * delivery whose lease we lost is left alone.
 */
export async function recordOutcomes(db: Db, outcomes: Outcome[]): Promise<void> {
  const payload = JSON.stringify(
    outcomes.map((o) => ({ id: o.id, lease: o.lease, status: o.status, code: o.statusCode, error: o.error, next: o.nextAttemptAt, at: o.attemptedAt })),
  );
  const kept = await queryRows<{ id: string }>(
    db,
    sql`update webhook_deliveries d
        set status = x.status, last_status_code = x.code, last_error = x.error, next_attempt_at = x.next,
            locked_until = null, updated_at = x.at
        from jsonb_to_recordset(${payload}::jsonb) as x(id text, lease timestamptz, status text, code int, error text, next timestamptz, at timestamptz)
        where d.id = x.id and d.locked_until = x.lease
        returning d.id`,
  );
  const keptIds = new Set(kept.map((k) => k.id));
  const attempted = outcomes.filter((o) => o.attempted && keptIds.has(o.id));
  if (attempted.length === 0) return;
  // One JSON parameter, not one bind parameter per column and row: batches stay within every driver's limit.
  const rows = JSON.stringify(
    attempted.map((o) => ({
      id: newId('webhookAttempt'),
      tenant_id: o.tenantId,
      environment_id: o.environmentId,
      delivery_id: o.id,
      attempted_at: o.attemptedAt,
      status_code: o.statusCode,
      duration_ms: o.durationMs,
      error: o.error,
      next_retry_at: o.nextAttemptAt,
      request_url: o.exchange?.request.url ?? null,
      request_headers: o.exchange?.request.headers ?? null,
      request_body: o.exchange?.request.body ?? null,
      response_headers: o.exchange?.response?.headers ?? null,
      response_body: o.exchange?.response?.body ?? null,
      response_body_truncated: o.exchange?.response?.bodyTruncated ?? false,
      response_body_binary: o.exchange?.response?.bodyBinary ?? false,
    })),
  );
  await db.execute(sql`insert into webhook_attempts (id, tenant_id, environment_id, delivery_id, attempted_at, status_code, duration_ms, error, next_retry_at,
        request_url, request_headers, request_body, response_headers, response_body, response_body_truncated, response_body_binary)
      select * from jsonb_to_recordset(${rows}::jsonb) as x(id text, tenant_id text, environment_id text, delivery_id text, attempted_at timestamptz,
        status_code int, duration_ms int, error text, next_retry_at timestamptz, request_url text, request_headers jsonb, request_body text,
        response_headers jsonb, response_body text, response_body_truncated boolean, response_body_binary boolean)`);
  await recordHealth(db, attempted);
}

/**
 * Endpoint health: a failure starts a streak (failing_since) or extends it
 * (last_failed_at); a success ends it. Healthy endpoints that stay healthy
 * cost no statement.
 */
async function recordHealth(db: Db, attempted: Outcome[]): Promise<void> {
  const byEndpoint = new Map<string, Outcome[]>();
  for (const o of attempted) byEndpoint.set(o.endpointId, [...(byEndpoint.get(o.endpointId) ?? []), o]);
  const changes: { id: string; reset: boolean; since: string | null; last: string | null }[] = [];
  for (const [id, list] of byEndpoint) {
    const lastOk = list
      .filter((o) => o.status === 'succeeded')
      .map((o) => o.attemptedAt)
      .sort()
      .at(-1);
    const fails = list
      .filter((o) => o.status !== 'succeeded' && (!lastOk || o.attemptedAt > lastOk))
      .map((o) => o.attemptedAt)
      .sort();
    if (fails.length === 0 && !(lastOk && list.some((o) => o.endpointFailing))) continue;
    changes.push({ id, reset: lastOk !== undefined, since: fails[0] ?? null, last: fails.at(-1) ?? null });
  }
  if (changes.length === 0) return;
  await db.execute(sql`update webhook_endpoints e
      set failing_since = case when x.reset then x.since else coalesce(e.failing_since, x.since) end,
          last_failed_at = case when x.reset and x.since is null then null else greatest(e.last_failed_at, x.last) end
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(id text, reset boolean, since timestamptz, last timestamptz)
      where e.id = x.id`);
}
