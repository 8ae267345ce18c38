import { and, eq, lt, type SQL } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Db, DbOrTx } from '../db/query.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { canonicalJson } from '../lib/canonical-json.ts';
import type { Clock } from '../lib/clock.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { AppError, findAppError } from '../errors.ts';
import type { Partition } from './events.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a claim holds while its request runs; a crashed process's claim lapses after this. */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;

/** How long a fresh claim is left alone even when no transaction holds it yet (its request is about to begin). */
export const IDEMPOTENCY_CLAIM_GRACE_MS = 2_000;

const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;

export interface IdempotentCall {
  db: Db;
  clock: Clock;
  partition: Partition;
  key: string;
  operation: string;
  rawInput: unknown;
  /** The answer a client gets for an error (the transport's error body): what is stored and replayed for a failed request. */
  errorAnswer: (error: unknown) => StoredAnswer;
  /** Top-level fields of a successful answer that are secrets: never stored, so never replayed (decisions §12). */
  secretFields?: readonly string[];
}

/** The answer as stored: without its secret fields. */
export function withoutSecrets(data: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields?.length || data === null || typeof data !== 'object' || Array.isArray(data)) return data ?? null;
  const kept = { ...(data as Record<string, unknown>) };
  for (const field of fields) delete kept[field];
  return kept;
}

/** What the operation produced: data and status on success, or the error it threw. */
export type Outcome = { ok: true; data: unknown; status: number } | { ok: false; error: unknown };

/** A response as stored for replay: its status and body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Replay = { replayed: true } & StoredAnswer;

class RollBack extends Error {
  constructor(readonly outcome: Outcome) {
    super('roll back');
  }
}

export function validateIdempotencyKey(key: string): void {
  if (!KEY_FORMAT.test(key)) {
    throw new AppError('validation_failed', {
      param: 'Idempotency-Key',
      message: 'Idempotency-Key must be 1–255 printable ASCII characters.',
      details: [{ path: 'Idempotency-Key', message: 'Must be 1–255 printable ASCII characters.' }],
    });
  }
}

/**
 * Run `execute` at most once per (tenant, environment, key), decisions §4.
 *
 * 1. Claim the key with INSERT … ON CONFLICT DO NOTHING: exactly one request
 *    wins, also across processes sharing one Postgres.
 * 2. Losers: a different operation or body → 422 idempotency_key_reused; the
 *    winner still running → 409 idempotency_key_in_use; finished → the stored
 *    status and body are replayed.
 * 3. The winner runs the operation inside a transaction that also stores the
 *    response, so effects and the stored response commit together. 4xx
 *    outcomes are stored too (after rolling back); 5xx and 429 release the key.
 */
export async function runIdempotent(call: IdempotentCall, execute: (db: DbOrTx) => Promise<Outcome>): Promise<Outcome | Replay> {
  validateIdempotencyKey(call.key);
  const { db, clock, partition } = call;
  const requestHash = sha256Hex(canonicalJson(call.rawInput));
  const where = and(
    eq(idempotencyKeys.tenantId, partition.tenantId),
    eq(idempotencyKeys.environmentId, partition.environmentId),
    eq(idempotencyKeys.key, call.key),
  );

  let lease: Date | undefined;
  for (let attempt = 0; attempt < 5 && !lease; attempt++) {
    const now = clock.now();
    const claim = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        key: call.key,
        operation: call.operation,
        requestHash,
        state: 'running',
        lockedUntil: claim,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      lease = claim;
      break;
    }
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing) continue; // released meanwhile: claim again
    if (existing.expiresAt <= now) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.expiresAt, existing.expiresAt)));
      continue;
    }
    if (existing.operation !== call.operation || existing.requestHash !== requestHash) throw new AppError('idempotency_key_reused');
    if (existing.state === 'completed') return { replayed: true, status: existing.responseStatus!, body: existing.responseBody };
    const theirs = and(where, eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.lockedUntil, existing.lockedUntil!));
    if (existing.lockedUntil && existing.lockedUntil > now) {
      // Still leased. Its request holds the row locked while it runs (below); a claim no transaction holds, past a
      // short grace for the request to begin, was left by a request that failed without releasing it (its
      // database connection dropped): nothing of it committed, so it is taken over now rather than after the lease.
      const claimedAt = existing.lockedUntil.getTime() - IDEMPOTENCY_LEASE_MS;
      if (now.getTime() - claimedAt < IDEMPOTENCY_CLAIM_GRACE_MS || !(await takeOverIfOrphaned(db, theirs, claim))) {
        throw new AppError('idempotency_key_in_use');
      }
      lease = claim;
      break;
    }
    // The claim lapsed (its process died mid-request): take it over, atomically.
    const [taken] = await db.update(idempotencyKeys).set({ lockedUntil: claim }).where(theirs).returning({ key: idempotencyKeys.key });
    if (!taken) throw new AppError('idempotency_key_in_use');
    lease = claim;
  }
  if (!lease) throw new AppError('idempotency_key_in_use');

  const ours = and(where, eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.lockedUntil, lease));
  try {
    return await db.transaction(async (tx) => {
      // Hold our claim locked while the request runs: a retry that finds it locked knows it is really in progress.
      const [held] = await tx.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(ours).for('update');
      if (!held) throw new AppError('idempotency_key_in_use');
      const outcome = await execute(tx);
      if (!outcome.ok) throw new RollBack(outcome);
      const [stored] = await tx
        .update(idempotencyKeys)
        .set({ state: 'completed', lockedUntil: null, responseStatus: outcome.status, responseBody: withoutSecrets(outcome.data, call.secretFields) })
        .where(ours)
        .returning({ key: idempotencyKeys.key });
      // Our lease was taken over while we ran: undo our effects rather than run twice.
      if (!stored) throw new AppError('idempotency_key_in_use');
      return outcome;
    });
  } catch (error) {
    const outcome: Outcome = error instanceof RollBack ? error.outcome : { ok: false, error };
    if (outcome.ok) return outcome;
    const answer = call.errorAnswer(outcome.error);
    try {
      if (answer.status >= 500 || answer.status === 429 || findAppError(outcome.error)?.appCode === 'idempotency_key_in_use') {
        await db.delete(idempotencyKeys).where(ours);
      } else {
        await db.update(idempotencyKeys).set({ state: 'completed', lockedUntil: null, responseStatus: answer.status, responseBody: answer.body }).where(ours);
      }
    } catch (releaseError) {
      // The database went away mid-request: the claim stays, unlocked, and the next retry takes it over (above).
      if (!isDatabaseUnavailable(releaseError)) throw releaseError;
    }
    return outcome;
  }
}

/** Take over a leased claim that no transaction holds (SKIP LOCKED: a held one is in progress). True when taken. */
async function takeOverIfOrphaned(db: Db, theirs: SQL | undefined, claim: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [free] = await tx.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(theirs).for('update', { skipLocked: true });
    if (!free) return false;
    await tx.update(idempotencyKeys).set({ lockedUntil: claim }).where(theirs);
    return true;
  });
}

/** Forget keys older than 24 hours; the background jobs (src/jobs.ts) run this periodically in every process. */
export async function sweepExpiredIdempotencyKeys(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}
