/**
 * Sending the outbox: claim due messages with FOR UPDATE SKIP LOCKED and a
 * lease (so several processes never send one message at once, and a crashed
 * worker's claims lapse and are retried), send each through the mailer, and
 * record the outcome only while the lease is still ours. A refused or
 * unreachable server is retried on a fixed schedule with jitter; a 5xx
 * refusal, or the last retry, marks the message failed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/query.ts';
import { emails } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type PollLoop, pollLoop } from '../../lib/poll-loop.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Logger } from '../../logger.ts';
import { MailError, SMTP_TIMEOUT_MS, type Mailer } from './mailer.ts';

/** The delay before each retry: 30 s, 2 min, 10 min, 1 h, 6 h; after the sixth attempt the message is failed. */
export const EMAIL_RETRY_SCHEDULE_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
const JITTER = 0.1;
/** A claim outlives the longest SMTP exchange by a minute. */
export const EMAIL_LEASE_MS = SMTP_TIMEOUT_MS * 3 + 60_000;

export interface EmailWorkerDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  box: SecretBox;
}

export interface EmailWorkerConfig {
  pollIntervalMs: number;
  /** Messages claimed (and sent at once) per round. */
  batchSize: number;
}

export const DEFAULT_EMAIL_CONFIG: EmailWorkerConfig = { pollIntervalMs: 500, batchSize: 8 };

interface Claimed {
  id: string;
  attempts: number;
  locked_until: Date | string;
  to_address: string;
  to_name: string | null;
  subject: string;
  text_sealed: string;
  html_sealed: string;
  message_id: string;
}

export function emailRetryDelayMs(retry: number, random: () => number = Math.random): number {
  const base = EMAIL_RETRY_SCHEDULE_MS[retry - 1];
  return base === undefined ? Number.NaN : Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

export class EmailWorker {
  private loop: PollLoop | undefined;

  constructor(
    private readonly deps: EmailWorkerDeps,
    private readonly config: EmailWorkerConfig = DEFAULT_EMAIL_CONFIG,
  ) {}

  private async claim(): Promise<Claimed[]> {
    const at = this.deps.clock.now();
    const now = at.toISOString();
    const lease = new Date(at.getTime() + EMAIL_LEASE_MS).toISOString();
    return queryRows<Claimed>(
      this.deps.db,
      sql`update emails e set locked_until = ${lease}::timestamptz, attempts = e.attempts + 1, updated_at = ${now}::timestamptz
          where e.id in (
            select id from emails
            where status = 'queued' and next_attempt_at <= ${now}::timestamptz and (locked_until is null or locked_until < ${now}::timestamptz)
            order by next_attempt_at, id
            limit ${this.config.batchSize}::int
            for update skip locked)
          returning e.id, e.attempts, e.locked_until, e.to_address, e.to_name, e.subject, e.text_sealed, e.html_sealed, e.message_id`,
    );
  }

  /** Send one claimed message and record what happened, if the claim is still ours. */
  private async deliver(claim: Claimed): Promise<void> {
    const { db, clock, mailer, box, logger } = this.deps;
    let failure: MailError | undefined;
    try {
      await mailer.send({
        messageId: claim.message_id,
        to: { address: claim.to_address, name: claim.to_name },
        subject: claim.subject,
        text: box.open(claim.text_sealed),
        html: box.open(claim.html_sealed),
      });
    } catch (error) {
      failure = error instanceof MailError ? error : new MailError(String(error).slice(0, 300), false);
    }
    const now = clock.now();
    const ours = and(eq(emails.id, claim.id), eq(emails.lockedUntil, new Date(claim.locked_until)), eq(emails.status, 'queued'));
    if (!failure) {
      await db.update(emails).set({ status: 'sent', sentAt: now, lockedUntil: null, nextAttemptAt: null, lastError: null, updatedAt: now }).where(ours);
      return;
    }
    const delay = failure.permanent ? Number.NaN : emailRetryDelayMs(claim.attempts);
    const done = Number.isNaN(delay);
    await db
      .update(emails)
      .set({
        status: done ? 'failed' : 'queued',
        nextAttemptAt: done ? null : new Date(now.getTime() + delay),
        lockedUntil: null,
        lastError: failure.message,
        updatedAt: now,
      })
      .where(ours);
    logger.warn({ emailId: claim.id, attempt: claim.attempts, error: failure.message, final: done }, 'email not sent');
  }

  /** One round: claim what is due and send it; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((c) => this.deliver(c)));
    return claimed.length;
  }

  /** Rounds until nothing is due now (tests and scripts). */
  async drain(maxRounds = 1000): Promise<void> {
    for (let i = 0; i < maxRounds && (await this.runOnce()) > 0; i++);
  }

  start(): void {
    this.loop ??= pollLoop(() => this.runOnce(), this.config.pollIntervalMs, this.deps.logger, 'email worker round failed');
  }

  async stop(): Promise<void> {
    const loop = this.loop;
    this.loop = undefined;
    await loop?.stop();
  }
}
