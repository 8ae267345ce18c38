/**
 * The Idempotency-Key step (decisions §4), its own step of every mutation — decided by the procedure's kind, not
 * by the REST method it is published under — for API keys (scope: tenant and environment) and dashboard members
 * (scope: tenant and member) alike, on both transports. The claim, lease and store are the service's
 * (src/services/idempotency.ts); this step runs the procedure under the claim and says what its client got.
 */
import type { DbOrTx } from '../db/query.ts';
import { AppError, type ApiErrorBody, type ErrorCode } from '../errors.ts';
import { claimIdempotencyKey, type IdempotencyScope, runClaimed, settleFailedRun } from '../services/idempotency.ts';
import type { Context } from './context.ts';
import { resolveError } from './errors.ts';
import type { Meta } from './init.ts';
import { answerWithoutProcedure } from './internals.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** On a replay of an answer that carried secrets: the fields left out (comma-separated). */
export const OMITTED_HEADER = 'Idempotent-Omitted';

/** Whether a procedure takes Idempotency-Key: every mutation of a caller with a scope for keys (an API key, a dashboard member). */
export function takesIdempotencyKey(type: string, meta: Meta): boolean {
  return type === 'mutation' && (meta.auth?.kind === 'key' || meta.auth?.kind === 'session');
}

export interface IdempotentProcedureCall {
  ctx: Context;
  type: string;
  path: string;
  meta: Meta | undefined;
  getRawInput: () => Promise<unknown>;
  scope: IdempotencyScope;
}

/** What a tRPC middleware's `next()` gives back. */
type Result = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * Runs the procedure (`run`) once per Idempotency-Key: in the transaction that stores its answer, which `run` is
 * handed; a replay answers the stored one without running it. A mutation without the header, and every query,
 * just runs.
 */
export function idempotent<R extends Result>(call: IdempotentProcedureCall, run: (db?: DbOrTx) => Promise<R>) {
  const key = call.ctx.headers.get(IDEMPOTENCY_HEADER);
  // Not async itself: a call that takes no step (every query) costs no promise layer.
  if (key === null || call.type !== 'mutation') return run();
  return runOnce(call, key, run);
}

async function runOnce<R extends Result>(call: IdempotentProcedureCall, key: string, run: (db?: DbOrTx) => Promise<R>) {
  const { ctx, meta } = call;
  const claim = await claimIdempotencyKey({
    db: ctx.deps.db,
    clock: ctx.deps.clock,
    scope: call.scope,
    key,
    operation: call.path,
    rawInput: await call.getRawInput(),
    secretFields: meta?.secretFields,
  });
  if ('replayed' in claim) {
    ctx.res.headers[REPLAYED_HEADER] = 'true';
    if (claim.status >= 400) throw errorFromStored(claim.body as ApiErrorBody);
    if (meta?.secretFields?.length) ctx.res.headers[OMITTED_HEADER] = meta.secretFields.join(', ');
    ctx.res.status = claim.status;
    return answerWithoutProcedure(claim.body);
  }
  let result: R | undefined;
  const outcome = await runClaimed(claim, async (db) => {
    result = await run(db);
    return result.ok ? { ok: true, data: result.data, status: ctx.res.status ?? meta?.successStatus ?? 200 } : { ok: false, error: result.error };
  });
  if (!outcome.ok) {
    // Stored and replayed as its client gets it now (unless it is one a retry should run again: the service decides).
    const resolved = resolveError(outcome.error, ctx.requestId);
    await settleFailedRun(claim, { status: resolved.status, body: resolved.body });
    throw outcome.error;
  }
  // The procedure ran inside the transaction that stored its answer; answered now that it has committed.
  return result!;
}

/** A stored error body, thrown again on replay (with the new request's id). */
function errorFromStored(body: ApiErrorBody): AppError {
  const { code, message, param, details } = body.error;
  return new AppError(code as ErrorCode, { message, param, details });
}
