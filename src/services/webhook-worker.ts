import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { environments, events, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import { newId } from '../lib/ids.ts';
import type { Logger } from '../logger.ts';
import { matchesEventType } from './event-types.ts';
import { activeSecrets } from './webhooks/endpoints.ts';
import { disableFailingEndpoints, disableGoneEndpoints, purgeAttemptDetails } from './webhooks/health.ts';
import type { SendResult, WebhookSender } from './webhooks/sender.ts';
import { deliveryHeaders, envelope } from './webhooks/signing.ts';

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

export interface WebhookWorkerConfig {
  /** Sleep between polls when there is nothing to do. */
  pollIntervalMs: number;
  /** Events fanned out (×10), and deliveries claimed, per round. */
  batchSize: number;
  /** Deliveries one worker sends at once; a round claims only into free slots. */
  maxInFlight: number;
  /** At most this many of them to one endpoint, so slow or hanging receivers cannot hold up everyone else's. */
  perEndpointInFlight: number;
  /** WEBHOOK_RETRY_SCALE: multiplies every delay of the schedule (1 in production). */
  retryScale: number;
  /** Cap on a receiver's Retry-After. */
  retryAfterMaxMs: number;
  /** How often (on the injected clock) a worker runs the health sweep and the attempt-details retention. */
  maintenanceIntervalMs: number;
}

export const DEFAULT_WEBHOOK_CONFIG: WebhookWorkerConfig = {
  pollIntervalMs: 100,
  batchSize: 100,
  maxInFlight: 256,
  perEndpointInFlight: 64,
  retryScale: 1,
  retryAfterMaxMs: 60 * 60 * 1000,
  maintenanceIntervalMs: 60_000,
};

export function webhookConfigFrom(
  settings: Pick<WebhookWorkerConfig, 'retryScale' | 'pollIntervalMs' | 'maxInFlight' | 'perEndpointInFlight'>,
): WebhookWorkerConfig {
  const { retryScale, pollIntervalMs, maxInFlight, perEndpointInFlight } = settings;
  return { ...DEFAULT_WEBHOOK_CONFIG, retryScale, pollIntervalMs, maxInFlight, perEndpointInFlight };
}

export interface WebhookWorkerDeps {
  db: Db;
  logger: Logger;
  clock: Clock;
  signingSecret: string;
  /** Sends each attempt: the target policy, the pinned address, the timeout, the bounded excerpt. */
  sender: WebhookSender;
}

interface Claimed {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  locked_until: Date | string;
}

interface Outcome {
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

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/**
 * At-least-once webhook delivery from the events outbox (decisions §10).
 *
 * Each round: (1) fan-out — claim undispatched events with FOR UPDATE SKIP
 * LOCKED and turn each into one delivery per matching endpoint, in one
 * transaction; (2) delivery — claim due deliveries with FOR UPDATE SKIP
 * LOCKED (a lease, so a crashed worker's claims lapse and are resent with
 * the same `webhook-id`), POST the signed envelope, and record every attempt.
 * Several workers on one Postgres never send one attempt twice.
 */
export class WebhookWorker {
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | undefined;
  /** Deliveries under way in this worker (sent or being recorded); stop() waits for them. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Requests open to receivers, per endpoint. */
  private readonly busy = new Map<string, number>();
  private readonly toRecord: { outcome: Outcome; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private recording: Promise<void> | undefined;
  /** When this worker last ran maintain(), on the injected clock. */
  private maintainedAt: number | undefined;

  constructor(
    private readonly deps: WebhookWorkerDeps,
    private readonly config: WebhookWorkerConfig = DEFAULT_WEBHOOK_CONFIG,
    /** Other background work sharing the loop (background sanctions screening); returns how much it did. */
    private readonly extraWork: () => Promise<number> = async () => 0,
  ) {}

  /** Turn one batch of outbox events into deliveries; returns how many events it took. */
  async dispatchEvents(): Promise<number> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: events.id, tenantId: events.tenantId, environmentId: events.environmentId, type: events.type, createdAt: events.createdAt })
        .from(events)
        .where(isNull(events.dispatchedAt))
        .orderBy(asc(events.id))
        .limit(this.config.batchSize * 10)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return 0;
      const now = clock.now();
      const envIds = [...new Set(batch.map((e) => e.environmentId))];
      const endpoints = await tx
        .select({
          id: webhookEndpoints.id,
          environmentId: webhookEndpoints.environmentId,
          events: webhookEndpoints.events,
          createdAt: webhookEndpoints.createdAt,
        })
        .from(webhookEndpoints)
        .where(and(inArray(webhookEndpoints.environmentId, envIds), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt)));
      const deliveries = batch.flatMap((event) =>
        endpoints
          .filter((w) => w.environmentId === event.environmentId && w.createdAt <= event.createdAt && matchesEventType(w.events, event.type))
          .map((w) => ({
            id: newId('webhookDelivery'),
            tenantId: event.tenantId,
            environmentId: event.environmentId,
            endpointId: w.id,
            eventId: event.id,
            nextAttemptAt: now,
            createdAt: now,
            updatedAt: now,
          })),
      );
      for (let i = 0; i < deliveries.length; i += 2000) await tx.insert(webhookDeliveries).values(deliveries.slice(i, i + 2000));
      await tx
        .update(events)
        .set({ dispatchedAt: now })
        .where(
          inArray(
            events.id,
            batch.map((e) => e.id),
          ),
        );
      return batch.length;
    });
  }

  /**
   * Claim due deliveries into this worker's free slots: oldest due first, but
   * at most `perEndpointInFlight` per endpoint counting what this worker is
   * already sending there, so one receiver's backlog or hanging sockets never
   * starve the others. The claim is a lease (timeout + 30 s).
   */
  private async claim(limit: number): Promise<Claimed[]> {
    if (limit <= 0) return [];
    const at = this.deps.clock.now();
    const now = at.toISOString();
    const lease = new Date(at.getTime() + this.deps.sender.timeoutMs + 30_000).toISOString();
    const busy = JSON.stringify(Object.fromEntries(this.busy));
    return queryRows<Claimed>(
      this.deps.db,
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
              limit greatest(0, ${this.config.perEndpointInFlight}::int - coalesce((${busy}::jsonb ->> e.endpoint_id)::int, 0))
              for update skip locked
            ) c
            where e.endpoint_id is not null
            order by c.next_attempt_at, c.id
            limit ${limit}::int)
          returning d.id, d.endpoint_id, d.event_id, d.attempts, d.locked_until`,
    );
  }

  /** Free slots worth a claim: a round does not query for one or two. */
  private freeSlots(): number {
    let sending = 0;
    for (const n of this.busy.values()) sending += n;
    const free = this.config.maxInFlight - sending;
    const worthIt = sending === 0 ? 1 : Math.max(1, Math.floor(Math.min(this.config.batchSize, this.config.maxInFlight) / 4));
    return free >= worthIt ? Math.min(free, this.config.batchSize) : 0;
  }

  /**
   * Claim what fits and start sending without waiting for the sends: each
   * delivery is recorded as soon as its own answer (or timeout) arrives.
   * Returns the sends it started; `done` settles when they are all recorded.
   */
  private async startDue(): Promise<{ started: number; done: Promise<unknown> }> {
    const claimed = await this.claim(this.freeSlots());
    if (claimed.length === 0) return { started: 0, done: Promise.resolve() };
    const { db, clock, signingSecret } = this.deps;
    const now = clock.now();
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

    const tasks = claimed.map((claim) => {
      this.busy.set(claim.endpoint_id, (this.busy.get(claim.endpoint_id) ?? 0) + 1);
      const task: Promise<void> = (async () => {
        let outcome: Outcome;
        try {
          outcome = await this.attempt(claim, endpoints.get(claim.endpoint_id)!, eventsById.get(claim.event_id)!, secrets);
        } finally {
          // The slot is the connection to the receiver: it frees when the answer is in, before the outcome is written.
          this.release(claim.endpoint_id);
        }
        await this.recordSoon(outcome);
      })()
        .catch((error: unknown) =>
          this.deps.logger.error({ err: error, deliveryId: claim.id }, 'webhook delivery could not be recorded; its lease will lapse and it will be resent'),
        )
        .finally(() => this.inFlight.delete(task));
      this.inFlight.add(task);
      return task;
    });
    return { started: claimed.length, done: Promise.all(tasks) };
  }

  /** One request to `endpointId` has its answer: free its slot and let the loop claim more. */
  private release(endpointId: string): void {
    const left = (this.busy.get(endpointId) ?? 1) - 1;
    if (left === 0) this.busy.delete(endpointId);
    else this.busy.set(endpointId, left);
    this.wake();
  }

  /** Claim due deliveries, send them and record every outcome; returns how many it claimed. */
  async deliverDue(): Promise<number> {
    const { started, done } = await this.startDue();
    await done;
    return started;
  }

  /** Send one claimed delivery; the outcome says what to record. */
  private async attempt(
    claim: Claimed,
    found: { endpoint: typeof webhookEndpoints.$inferSelect; retries: number; envType: string },
    event: typeof events.$inferSelect,
    secrets: Map<string, ReturnType<typeof activeSecrets>>,
  ): Promise<Outcome> {
    const { clock } = this.deps;
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
    const endpointSecrets = secrets.get(found.endpoint.id)!;
    const headers = deliveryHeaders(endpointSecrets, event.id, Math.floor(clock.now().getTime() / 1000), body);
    const result = await this.deps.sender.send({ url: found.endpoint.url, livemode: live }, headers, body, endpointSecrets);
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
    const delay = retryAfterMs !== undefined ? Math.min(retryAfterMs, this.config.retryAfterMaxMs) : retryDelayMs(claim.attempts, this.config.retryScale);
    return { ...sent, status: 'pending', error: result.error, nextAttemptAt: new Date(now.getTime() + delay).toISOString() };
  }

  /**
   * Group commit: outcomes that arrive while a write is under way go out
   * together in the next one (two statements per batch, not per delivery).
   */
  private recordSoon(outcome: Outcome): Promise<void> {
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
        await this.record(outcomes);
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

  /**
   * One statement for the deliveries, one for the attempts (with their details),
   * and one for endpoint health when a streak starts, continues or ends; a
   * delivery whose lease we lost is left alone.
   */
  private async record(outcomes: Outcome[]): Promise<void> {
    const { db } = this.deps;
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
    await this.recordHealth(attempted);
  }

  /**
   * Endpoint health: a failure starts a streak (failing_since) or extends it
   * (last_failed_at); a success ends it. Healthy endpoints that stay healthy
   * cost no statement.
   */
  private async recordHealth(attempted: Outcome[]): Promise<void> {
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
    await this.deps.db.execute(sql`update webhook_endpoints e
        set failing_since = case when x.reset then x.since else coalesce(e.failing_since, x.since) end,
            last_failed_at = case when x.reset and x.since is null then null else greatest(e.last_failed_at, x.last) end
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(id text, reset boolean, since timestamptz, last timestamptz)
        where e.id = x.id`);
  }

  /** The health sweep and the attempt-details retention, at most once per interval of the injected clock. */
  private async maintain(): Promise<number> {
    const now = this.deps.clock.now();
    if (this.maintainedAt !== undefined && now.getTime() - this.maintainedAt < this.config.maintenanceIntervalMs) return 0;
    this.maintainedAt = now.getTime();
    const disabled = await disableFailingEndpoints(this.deps.db, now);
    if (disabled > 0) this.deps.logger.warn({ disabled }, 'webhook endpoints disabled: every attempt failed for 5 days');
    await purgeAttemptDetails(this.deps.db, now);
    return disabled;
  }

  /** One round of both phases; returns what it did. */
  async runOnce(): Promise<{ dispatched: number; delivered: number; other: number }> {
    return this.round(() => this.deliverDue());
  }

  private async round(deliver: () => Promise<number>): Promise<{ dispatched: number; delivered: number; other: number }> {
    const other = (await this.extraWork()) + (await this.maintain());
    const dispatched = await this.dispatchEvents();
    const delivered = await deliver();
    return { dispatched, delivered, other };
  }

  /** Rounds until nothing is left that is due now (tests and scripts). */
  async drain(maxRounds = 1000): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      const { dispatched, delivered, other } = await this.runOnce();
      if (dispatched === 0 && delivered === 0 && other === 0) return;
    }
  }

  /** Interrupt the idle sleep (e.g. on NOTIFY). */
  wake(): void {
    this.wakeUp?.();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Stop polling and wait for the sends in flight (they finish and are recorded). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loopDone;
  }

  /**
   * The background loop does not wait for a round's sends: it keeps claiming
   * into free slots while slow receivers take their time, and a finished send
   * wakes it from its idle sleep.
   */
  private async loop(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        const { dispatched, delivered, other } = await this.round(async () => (await this.startDue()).started);
        worked = dispatched > 0 || delivered > 0 || other > 0;
      } catch (error) {
        this.deps.logger.error({ err: error }, 'webhook worker round failed');
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.config.pollIntervalMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = undefined;
      }
    }
    await Promise.all([...this.inFlight]);
  }
}
