import type { Db } from '../../db/query.ts';
import type { Clock } from '../../lib/clock.ts';
import { type PollLoop, pollLoop } from '../../lib/poll-loop.ts';
import type { Logger } from '../../logger.ts';
import { claimDue, freeSlots, loadClaimed } from './claim.ts';
import type { EventConsumer } from '../emails/compose.ts';
import { dispatchEventBatch } from './dispatch.ts';
import { disableFailingEndpoints, purgeAttemptDetails } from './health.ts';
import { attemptDelivery, OutcomeRecorder, type Outcome } from './send.ts';
import type { WebhookSender } from './sender.ts';

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
  /** What else reads each claimed batch of outbox events (the party emails: src/services/emails/compose.ts). */
  consumers?: readonly EventConsumer[];
}

/**
 * At-least-once webhook delivery from the events outbox (decisions §10).
 *
 * Each round: (1) fan-out — claim undispatched events with FOR UPDATE SKIP
 * LOCKED and turn each into one delivery per matching endpoint, in one
 * transaction (dispatch.ts); (2) delivery — claim due deliveries with FOR
 * UPDATE SKIP LOCKED (a lease, so a crashed worker's claims lapse and are
 * resent with the same `webhook-id`; claim.ts), POST the signed envelope, and
 * record every attempt (send.ts). Several workers on one Postgres never send
 * one attempt twice.
 */
export class WebhookWorker {
  private loop: PollLoop | undefined;
  /** Deliveries under way in this worker (sent or being recorded); stop() waits for them. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Requests open to receivers, per endpoint. */
  private readonly busy = new Map<string, number>();
  private readonly recorder: OutcomeRecorder;
  /** When this worker last ran maintain(), on the injected clock. */
  private maintainedAt: number | undefined;

  constructor(
    private readonly deps: WebhookWorkerDeps,
    private readonly config: WebhookWorkerConfig = DEFAULT_WEBHOOK_CONFIG,
  ) {
    this.recorder = new OutcomeRecorder(deps);
  }

  /** Turn one batch of outbox events into deliveries; returns how many events it took. */
  async dispatchEvents(): Promise<number> {
    return dispatchEventBatch(this.deps.db, this.deps.clock, this.config.batchSize * 10, this.deps.consumers, (err) =>
      this.deps.logger.error({ err }, 'party emails of an event batch could not be composed; webhooks go on'),
    );
  }

  /**
   * Claim what fits and start sending without waiting for the sends: each
   * delivery is recorded as soon as its own answer (or timeout) arrives.
   * Returns the sends it started; `done` settles when they are all recorded.
   */
  private async startDue(): Promise<{ started: number; done: Promise<unknown> }> {
    const { db, clock, signingSecret, sender } = this.deps;
    const limit = freeSlots(this.busy, this.config);
    const claimed = await claimDue(db, clock, { limit, perEndpointInFlight: this.config.perEndpointInFlight, busy: this.busy, timeoutMs: sender.timeoutMs });
    if (claimed.length === 0) return { started: 0, done: Promise.resolve() };
    const { endpoints, events, secrets } = await loadClaimed(db, claimed, signingSecret, clock.now());

    const tasks = claimed.map((claim) => {
      this.busy.set(claim.endpoint_id, (this.busy.get(claim.endpoint_id) ?? 0) + 1);
      const task: Promise<void> = (async () => {
        let outcome: Outcome;
        try {
          outcome = await attemptDelivery(
            claim,
            endpoints.get(claim.endpoint_id)!,
            events.get(claim.event_id)!,
            secrets.get(claim.endpoint_id)!,
            this.deps,
            this.config,
          );
        } finally {
          // The slot is the connection to the receiver: it frees when the answer is in, before the outcome is written.
          this.release(claim.endpoint_id);
        }
        await this.recorder.recordSoon(outcome);
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

  /** One round: the maintenance when due, then both phases; returns what it did (`other`: endpoints the health sweep disabled). */
  async runOnce(): Promise<{ dispatched: number; delivered: number; other: number }> {
    return this.round(() => this.deliverDue());
  }

  private async round(deliver: () => Promise<number>): Promise<{ dispatched: number; delivered: number; other: number }> {
    const other = await this.maintain();
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
    this.loop?.wake();
  }

  /**
   * The background loop does not wait for a round's sends: it keeps claiming
   * into free slots while slow receivers take their time, and a finished send
   * wakes it from its idle sleep.
   */
  start(): void {
    if (this.loop) return;
    const round = async () => {
      const { dispatched, delivered, other } = await this.round(async () => (await this.startDue()).started);
      return dispatched + delivered + other;
    };
    this.loop = pollLoop(round, this.config.pollIntervalMs, this.deps.logger, 'webhook worker round failed');
  }

  /** Stop polling and wait for the sends in flight (they finish and are recorded). */
  async stop(): Promise<void> {
    const loop = this.loop;
    this.loop = undefined;
    await loop?.stop();
    await Promise.all([...this.inFlight]);
  }
}
