import { and, eq, lt, type SQL } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Db, DbOrTx } from '../db/query.ts';
import { idempotencyKeys, memberIdempotencyKeys } from '../db/schema/index.ts';
import { canonicalJson } from '../lib/canonical-json.ts';
import type { Clock } from '../lib/clock.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { type ApiErrorBody, AppError } from '../errors.ts';
import type { Partition } from './events.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a claim holds while its request runs; a crashed process's claim lapses after this. */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;

/** How long a fresh claim is left alone even when no transaction holds it yet (its request is about to begin). */
export const IDEMPOTENCY_CLAIM_GRACE_MS = 2_000;

const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;

/**
 * Whose keys a key is one of: an API key's tenant and environment (decisions §4), or a dashboard member's tenant
 * and self (a member's changes are the tenant's whatever environment they touch; two members never share keys).
 */
export type IdempotencyScope = { partition: Partition } | { member: { tenantId: string; memberId: string } };

export interface IdempotentCall {
  db: Db;
  clock: Clock;
  scope: IdempotencyScope;
  key: string;
  operation: string;
  rawInput: unknown;
  /** Top-level fields of a successful answer that are secrets: never stored, so never replayed (decisions §12). */
  secretFields?: readonly string[];
}

/** A key this request holds: it runs the operation (`runClaimed`), then stores or releases the key. */
export interface Claim {
  call: IdempotentCall;
  keys: typeof idempotencyKeys;
  /** Our row, while our lease holds it. */
  ours: SQL | undefined;
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
 * An operation runs at most once per key of a scope (decisions §4: tenant, environment and key; a member's:
 * tenant, member and key), in three steps the caller takes (src/trpc/idempotency.ts):
 *
 * 1. `claimIdempotencyKey`: INSERT … ON CONFLICT DO NOTHING, so exactly one request wins, also across
 *    processes sharing one Postgres. Losers: a different operation or body → 422 idempotency_key_reused; the
 *    winner still running → 409 idempotency_key_in_use; finished → the stored status and body, to replay.
 * 2. `runClaimed`: the winner runs the operation inside a transaction that also stores the response, so effects
 *    and the stored response commit together.
 * 3. `settleFailedRun`, when it failed: 4xx answers are stored too (the effects rolled back); 5xx, 429 and
 *    "in use" release the key.
 */
export async function claimIdempotencyKey(call: IdempotentCall): Promise<Replay | Claim> {
  validateIdempotencyKey(call.key);
  const { db, clock } = call;
  const requestHash = sha256Hex(canonicalJson(call.rawInput));
  const { table: keys, owner, scoped } = keyTable(call.scope);
  const where = and(scoped, eq(keys.key, call.key));

  let lease: Date | undefined;
  for (let attempt = 0; attempt < 5 && !lease; attempt++) {
    const now = clock.now();
    const claim = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
    const [claimed] = await db
      .insert(keys)
      .values({
        ...owner,
        key: call.key,
        operation: call.operation,
        requestHash,
        state: 'running',
        lockedUntil: claim,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: keys.key });
    if (claimed) {
      lease = claim;
      break;
    }
    const [existing] = await db.select().from(keys).where(where);
    if (!existing) continue; // released meanwhile: claim again
    if (existing.expiresAt <= now) {
      await db.delete(keys).where(and(where, eq(keys.expiresAt, existing.expiresAt)));
      continue;
    }
    if (existing.operation !== call.operation || existing.requestHash !== requestHash) throw new AppError('idempotency_key_reused');
    if (existing.state === 'completed') return { replayed: true, status: existing.responseStatus!, body: existing.responseBody };
    const theirs = and(where, eq(keys.state, 'running'), eq(keys.lockedUntil, existing.lockedUntil!));
    if (existing.lockedUntil && existing.lockedUntil > now) {
      // Still leased. Its request holds the row locked while it runs (below); a claim no transaction holds, past a
      // short grace for the request to begin, was left by a request that failed without releasing it (its
      // database connection dropped): nothing of it committed, so it is taken over now rather than after the lease.
      const claimedAt = existing.lockedUntil.getTime() - IDEMPOTENCY_LEASE_MS;
      if (now.getTime() - claimedAt < IDEMPOTENCY_CLAIM_GRACE_MS || !(await takeOverIfOrphaned(db, keys, theirs, claim))) {
        throw new AppError('idempotency_key_in_use');
      }
      lease = claim;
      break;
    }
    // The claim lapsed (its process died mid-request): take it over, atomically.
    const [taken] = await db.update(keys).set({ lockedUntil: claim }).where(theirs).returning({ key: keys.key });
    if (!taken) throw new AppError('idempotency_key_in_use');
    lease = claim;
  }
  if (!lease) throw new AppError('idempotency_key_in_use');
  return { call, keys, ours: and(where, eq(keys.state, 'running'), eq(keys.lockedUntil, lease)) };
}

/** Run the operation under a claim; its response is stored in the same transaction as its effects. */
export async function runClaimed(claim: Claim, execute: (db: DbOrTx) => Promise<Outcome>): Promise<Outcome> {
  const { call, keys, ours } = claim;
  try {
    return await call.db.transaction(async (tx) => {
      // Hold our claim locked while the request runs: a retry that finds it locked knows it is really in progress.
      const [held] = await tx.select({ key: keys.key }).from(keys).where(ours).for('update');
      if (!held) throw new AppError('idempotency_key_in_use');
      const outcome = await execute(tx);
      if (!outcome.ok) throw new RollBack(outcome);
      const [stored] = await tx
        .update(keys)
        .set({ state: 'completed', lockedUntil: null, responseStatus: outcome.status, responseBody: withoutSecrets(outcome.data, call.secretFields) })
        .where(ours)
        .returning({ key: keys.key });
      // Our lease was taken over while we ran: undo our effects rather than run twice.
      if (!stored) throw new AppError('idempotency_key_in_use');
      return outcome;
    });
  } catch (error) {
    return error instanceof RollBack ? error.outcome : { ok: false, error };
  }
}

/** After a failed run, with the answer its client gets: stored for replay, or — 5xx, 429, "in use" — the key released for a retry. */
export async function settleFailedRun(claim: Claim, answer: StoredAnswer): Promise<void> {
  const { call, keys, ours } = claim;
  const code = (answer.body as Partial<ApiErrorBody> | null)?.error?.code;
  try {
    if (answer.status >= 500 || answer.status === 429 || code === 'idempotency_key_in_use') {
      await call.db.delete(keys).where(ours);
    } else {
      await call.db.update(keys).set({ state: 'completed', lockedUntil: null, responseStatus: answer.status, responseBody: answer.body }).where(ours);
    }
  } catch (releaseError) {
    // The database went away mid-request: the claim stays, unlocked, and the next retry takes it over (above).
    if (!isDatabaseUnavailable(releaseError)) throw releaseError;
  }
}

/**
 * The table of a scope's keys, its columns naming the owner, and the condition selecting them. The two tables have the
 * same key columns (src/db/schema/idempotency.ts), so the member table is used through the API-key table's type.
 */
function keyTable(scope: IdempotencyScope): { table: typeof idempotencyKeys; owner: typeof idempotencyKeys.$inferInsert; scoped: SQL | undefined } {
  if ('partition' in scope) {
    const { tenantId, environmentId } = scope.partition;
    return {
      table: idempotencyKeys,
      owner: { tenantId, environmentId } as typeof idempotencyKeys.$inferInsert,
      scoped: and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.environmentId, environmentId)),
    };
  }
  const { tenantId, memberId } = scope.member;
  return {
    table: memberIdempotencyKeys as unknown as typeof idempotencyKeys,
    owner: { tenantId, memberId } as unknown as typeof idempotencyKeys.$inferInsert,
    scoped: and(eq(memberIdempotencyKeys.tenantId, tenantId), eq(memberIdempotencyKeys.memberId, memberId)),
  };
}

/** Take over a leased claim that no transaction holds (SKIP LOCKED: a held one is in progress). True when taken. */
async function takeOverIfOrphaned(db: Db, keys: typeof idempotencyKeys, theirs: SQL | undefined, claim: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [free] = await tx.select({ key: keys.key }).from(keys).where(theirs).for('update', { skipLocked: true });
    if (!free) return false;
    await tx.update(keys).set({ lockedUntil: claim }).where(theirs);
    return true;
  });
}

/** Forget keys older than 24 hours; the background jobs (src/jobs.ts) run this periodically in every process. */
export async function sweepExpiredIdempotencyKeys(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key });
  const members = await db.delete(memberIdempotencyKeys).where(lt(memberIdempotencyKeys.expiresAt, now)).returning({ key: memberIdempotencyKeys.key });
  return deleted.length + members.length;
}
