/**
 * The background work of a process, started the same way by the server
 * (`npm start`, src/server.ts) and the worker process (`npm run worker`,
 * src/worker.ts):
 *
 * - webhook delivery: the WebhookWorker loop (fan-out, claims, sends), which
 *   also runs the webhook health sweep and the attempt-details retention;
 * - background sanctions screening: first screenings, then re-screens after
 *   a list import, a batch at a time;
 * - the escrow timeline: `transaction.inspection_ending` reminders and
 *   auto-releases when a funded transaction's deadline has passed;
 * - the managed-dispute evidence deadline: overdue disputes decided by
 *   default or sent to the operator's queue, every minute;
 * - sandbox test clocks: the steps of an advancing clock (the two jobs above,
 *   on the clock's time and objects), every second;
 * - email (decisions §13): the webhook fan-out hands each claimed batch of
 *   outbox events to the party-email composer (src/services/emails/
 *   compose.ts), and, with SMTP configured, the email worker sends the
 *   outbox with leases and retries (src/services/emails/worker.ts);
 * - planner statistics after large writes, and (PostgreSQL) the queues' partial indexes rebuilt once a large
 *   backlog drained (src/services/maintenance.ts), every 15 s;
 * - the housekeeping sweeps: expired idempotency keys, expired sign-in
 *   state, request log rows past their 7 days, emails past their 30 days,
 *   sign-in addresses unused for 90 and test clocks past their
 *   `deletesAfter`, at start and every 10 minutes.
 *
 * Every job may run in any number of processes on one database at once:
 * delivery, screening, the timeline, the dispute deadline and test clocks claim with FOR UPDATE SKIP LOCKED, the health sweep
 * locks what it disables the same way, and the other sweeps are DELETEs or
 * UPDATEs of rows past a cut-off, which come to the same whichever process
 * runs them (a row already gone is simply not deleted again).
 */
import { DEFAULT_EVENT_RETENTION_DAYS } from './config.ts';
import { backgroundWork } from './db/priority.ts';
import type { Db } from './db/query.ts';
import type { Clock } from './lib/clock.ts';
import { pollLoop } from './lib/poll-loop.ts';
import type { Logger } from './logger.ts';
import { sweepExpiredIdempotencyKeys } from './services/idempotency.ts';
import { partyEmailConsumer } from './services/emails/compose.ts';
import type { Mailer } from './services/emails/mailer.ts';
import { sweepExpiredEmails, type EmailSettings } from './services/emails/outbox.ts';
import { EmailWorker, type EmailWorkerConfig } from './services/emails/worker.ts';
import { sweepKnownAddresses } from './services/members/devices.ts';
import { sweepExpiredAuthState } from './services/members/sweep.ts';
import { compactQueueIndexes, refreshStatistics } from './services/maintenance.ts';
import { sweepExpiredRequestLogs } from './services/request-logs.ts';
import { sweepExpiredEvents, sweepIdleRateLimitBuckets, sweepLogCountBuckets } from './services/retention.ts';
import { DEFAULT_SCREENING_BATCHES, EMBEDDED_SCREENING_BATCHES, screenPendingUsers } from './services/sanctions/background-screening.ts';
import { sweepExpiredTestClocks } from './services/test-clocks/clocks.ts';
import { advanceTestClocks } from './services/test-clocks/run.ts';
import { runTimeline } from './services/transactions/auto-release.ts';
import { decideOverdueDisputes } from './services/transactions/managed-disputes.ts';
import type { WebhookSender } from './services/webhooks/sender.ts';
import { WebhookWorker, type WebhookWorkerConfig } from './services/webhooks/worker.ts';

/** Idempotency keys are remembered 24 hours and sign-in state expires in minutes: a sweep every 10 minutes keeps both tables small. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Timeline deadlines are whole days: a look every 10 seconds releases within seconds of one without a query per delivery poll. */
export const TIMELINE_INTERVAL_MS = 10 * 1000;
/** How often a process looks for tables whose statistics a large write left stale (a cheap catalogue query when none is). */
export const STATISTICS_INTERVAL_MS = 15 * 1000;
/** The embedded database waits for a quiet moment to vacuum and analyze, but not longer than this. */
export const STATISTICS_OVERDUE_MS = 10 * 60 * 1000;
/** Evidence deadlines are days apart: looking once a minute decides a dispute within a minute of its deadline. */
export const DISPUTE_DEADLINE_POLL_MS = 60 * 1000;
/** Someone is waiting for an advancing test clock to be ready: a look (one indexed query) every second; steps then run back to back. */
export const TEST_CLOCK_POLL_MS = 1000;

export interface JobsDeps {
  db: Db;
  logger: Logger;
  clock: Clock;
  signingSecret: string;
  /** The base of the links party messages carry. */
  publicUrl: string;
  emails: EmailSettings;
  /** EVENT_RETENTION_DAYS; 30 when absent. */
  eventRetentionDays?: number;
  /** The embedded database: no autovacuum, so the statistics job vacuums too, and screening takes smaller batches. */
  embedded?: boolean;
  /** The embedded database on its thread, which runs callers' statements first: mark the jobs' statements as background (src/db/priority.ts). */
  backgroundMarks?: boolean;
  /** Whether the process is late with its requests (the event loop's delay, callers' statements waiting for the embedded database): background loops wait while it is. */
  busy?: () => boolean;
  /**
   * Whether no request came for a while. The embedded database vacuums and analyzes only then (each holds it for
   * seconds at a hundred thousand rows), or when it has not for STATISTICS_OVERDUE_MS.
   */
  quiet?: () => boolean;
}

export interface JobsOptions {
  /**
   * Webhook delivery, background screening, the timeline and the dispute deadline: a server with
   * `WEBHOOK_WORKER=inline` (the default) and every `npm run worker`. Without
   * it (`WEBHOOK_WORKER=off`), the process runs only the sweeps.
   */
  worker?: { sender: WebhookSender; config: WebhookWorkerConfig; mailer?: Mailer; emailConfig?: EmailWorkerConfig };
}

export interface Jobs {
  /** Stop starting work, and wait for what is under way: sends in flight are finished and recorded, a running sweep or batch completes. */
  stop(): Promise<void>;
}

/**
 * Starts the jobs as background work (src/db/priority.ts): every statement they make, now and from the loops and
 * timers started here, waits on the embedded database while a caller's statement is waiting.
 */
export function startJobs(deps: JobsDeps, options: JobsOptions = {}): Jobs {
  return backgroundWork(() => start(deps, options), deps.backgroundMarks === true);
}

function start(deps: JobsDeps, options: JobsOptions): Jobs {
  const { db, logger, clock, signingSecret } = deps;
  const stops: (() => Promise<void>)[] = [];
  if (options.worker) {
    const { sender, config, mailer, emailConfig } = options.worker;
    const consumers = [partyEmailConsumer({ signingSecret, publicUrl: deps.publicUrl, settings: deps.emails })];
    const worker = new WebhookWorker({ db, logger, clock, signingSecret, sender, consumers, busy: deps.busy }, config);
    worker.start();
    stops.push(() => worker.stop());
    if (mailer) {
      const emails = new EmailWorker({ db, logger, clock, mailer, box: deps.emails.box }, emailConfig);
      emails.start();
      stops.push(() => emails.stop());
    }
    // Polled as often as the delivery worker, as when it rode in the delivery loop.
    // Per process: where its first-screening claims resume (src/services/sanctions/background-screening.ts).
    const cursor = { after: '' };
    const sizes = deps.embedded ? EMBEDDED_SCREENING_BATCHES : DEFAULT_SCREENING_BATCHES;
    const screening = pollLoop(() => screenPendingUsers(db, sizes, cursor), config.pollIntervalMs, logger, 'background screening round failed', {
      busy: deps.busy,
    });
    stops.push(screening.stop);
    const timeline = pollLoop(() => runTimeline(db, clock, { logger }), TIMELINE_INTERVAL_MS, logger, 'timeline round failed', { busy: deps.busy });
    stops.push(timeline.stop);
    const deadlines = pollLoop(() => decideOverdueDisputes(db, clock.now()), DISPUTE_DEADLINE_POLL_MS, logger, 'managed dispute deadline round failed');
    stops.push(deadlines.stop);
    const clocks = pollLoop(() => advanceTestClocks(db, clock, { logger }), TEST_CLOCK_POLL_MS, logger, 'test clock round failed');
    stops.push(clocks.stop);
  }
  const sweeps = every(SWEEP_INTERVAL_MS, () => sweep(db, clock, logger, deps.eventRetentionDays));
  stops.push(sweeps.stop);
  let statisticsAt = performance.now();
  const statistics = every(
    STATISTICS_INTERVAL_MS,
    async () => {
      // Skipped while requests are waiting (the next look comes 15 s later); on the embedded database, until a quiet moment.
      const overdue = performance.now() - statisticsAt > STATISTICS_OVERDUE_MS;
      if (!overdue && (deps.busy?.() || (deps.embedded && deps.quiet && !deps.quiet()))) return;
      statisticsAt = performance.now();
      try {
        const done = await refreshStatistics(db, { vacuum: deps.embedded ?? false });
        if (done.length > 0) logger.debug({ tables: done }, 'refreshed planner statistics');
      } catch (err) {
        logger.warn({ err }, 'statistics refresh failed');
      }
      if (deps.embedded) return;
      try {
        for (const rebuilt of await compactQueueIndexes(db)) logger.info(rebuilt, 'rebuilt a drained queue index');
      } catch (err) {
        logger.warn({ err }, 'queue index rebuild failed');
      }
    },
    { now: false },
  );
  stops.push(statistics.stop);
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}

/** The housekeeping sweeps; a failure is logged and the next run tries again. */
export async function sweep(db: Db, clock: Clock, logger: Logger, eventRetentionDays = DEFAULT_EVENT_RETENTION_DAYS): Promise<void> {
  try {
    const keys = await sweepExpiredIdempotencyKeys(db, clock.now());
    if (keys > 0) logger.debug({ deleted: keys }, 'swept expired idempotency keys');
    const auth = await sweepExpiredAuthState(db, clock.now());
    if (auth > 0) logger.debug({ deleted: auth }, 'swept expired sign-in state');
    const requestLogs = await sweepExpiredRequestLogs(db, clock.now());
    if (requestLogs > 0) logger.debug({ deleted: requestLogs }, 'swept request logs past 7 days');
    const expired = await sweepExpiredEvents(db, clock.now(), eventRetentionDays);
    if (expired.events + expired.deliveries > 0) logger.debug(expired, `swept events, deliveries and attempts past ${eventRetentionDays} days`);
    const buckets = await sweepIdleRateLimitBuckets(db, Date.now());
    if (buckets > 0) logger.debug({ deleted: buckets }, 'swept idle rate-limit buckets');
    const counts = await sweepLogCountBuckets(db, new Date());
    if (counts > 0) logger.debug({ deleted: counts }, "swept the sanctions log's expired minute and second counts");
    const testClocks = await sweepExpiredTestClocks(db, clock.now());
    if (testClocks > 0) logger.debug({ deleted: testClocks }, 'deleted test clocks past deletesAfter');
    const emails = await sweepExpiredEmails(db, clock.now());
    if (emails > 0) logger.debug({ deleted: emails }, 'swept emails past 30 days');
    const addresses = await sweepKnownAddresses(db, clock.now());
    if (addresses > 0) logger.debug({ deleted: addresses }, 'swept sign-in addresses unused for 90 days');
  } catch (err) {
    logger.warn({ err }, 'sweep failed');
  }
}

/**
 * Run `task` now (unless `now: false`) and every `intervalMs`, never two runs at once (a tick that finds one
 * under way is skipped); the timer does not keep the process alive; stop() waits for a run under way.
 */
function every(intervalMs: number, task: () => Promise<void>, opts: { now?: boolean } = {}): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task().finally(() => (running = undefined));
  };
  if (opts.now !== false) run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
