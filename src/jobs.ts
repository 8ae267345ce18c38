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
import { sweepExpiredRequestLogs } from './services/request-logs.ts';
import { screenPendingUsers } from './services/sanctions/background-screening.ts';
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

export function startJobs(deps: JobsDeps, options: JobsOptions = {}): Jobs {
  const { db, logger, clock, signingSecret } = deps;
  const stops: (() => Promise<void>)[] = [];
  if (options.worker) {
    const { sender, config, mailer, emailConfig } = options.worker;
    const consumers = [partyEmailConsumer({ signingSecret, publicUrl: deps.publicUrl, settings: deps.emails })];
    const worker = new WebhookWorker({ db, logger, clock, signingSecret, sender, consumers }, config);
    worker.start();
    stops.push(() => worker.stop());
    if (mailer) {
      const emails = new EmailWorker({ db, logger, clock, mailer, box: deps.emails.box }, emailConfig);
      emails.start();
      stops.push(() => emails.stop());
    }
    // Polled as often as the delivery worker, as when it rode in the delivery loop.
    const screening = pollLoop(() => screenPendingUsers(db), config.pollIntervalMs, logger, 'background screening round failed');
    stops.push(screening.stop);
    const timeline = pollLoop(() => runTimeline(db, clock, { logger }), TIMELINE_INTERVAL_MS, logger, 'timeline round failed');
    stops.push(timeline.stop);
    const deadlines = pollLoop(() => decideOverdueDisputes(db, clock.now()), DISPUTE_DEADLINE_POLL_MS, logger, 'managed dispute deadline round failed');
    stops.push(deadlines.stop);
    const clocks = pollLoop(() => advanceTestClocks(db, clock, { logger }), TEST_CLOCK_POLL_MS, logger, 'test clock round failed');
    stops.push(clocks.stop);
  }
  const sweeps = every(SWEEP_INTERVAL_MS, () => sweep(db, clock, logger));
  stops.push(sweeps.stop);
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}

/** The housekeeping sweeps; a failure is logged and the next run tries again. */
export async function sweep(db: Db, clock: Clock, logger: Logger): Promise<void> {
  try {
    const keys = await sweepExpiredIdempotencyKeys(db, clock.now());
    if (keys > 0) logger.debug({ deleted: keys }, 'swept expired idempotency keys');
    const auth = await sweepExpiredAuthState(db, clock.now());
    if (auth > 0) logger.debug({ deleted: auth }, 'swept expired sign-in state');
    const requestLogs = await sweepExpiredRequestLogs(db, clock.now());
    if (requestLogs > 0) logger.debug({ deleted: requestLogs }, 'swept request logs past 7 days');
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

/** Run `task` now and every `intervalMs` (the timer does not keep the process alive); stop() waits for a run under way. */
function every(intervalMs: number, task: () => Promise<void>): { stop: () => Promise<void> } {
  let running = task();
  const timer = setInterval(() => {
    running = task();
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
