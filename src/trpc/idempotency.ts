/**
 * The HTTP side of Idempotency-Key (decisions §4): the headers, and the error
 * answers the store keeps and replays. The claim, lease and replay logic is
 * the service's (src/services/idempotency.ts); it stores whatever body this
 * side gives it.
 */
import { AppError, type ApiErrorBody, type ErrorCode } from '../errors.ts';
import type { StoredAnswer } from '../services/idempotency.ts';
import { resolveError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** On a replay of an answer that carried secrets: the fields left out (comma-separated). */
export const OMITTED_HEADER = 'Idempotent-Omitted';

/** The error answer stored for a failed request: the status and error body its client got. */
export function errorAnswer(requestId: string): (error: unknown) => StoredAnswer {
  return (error) => {
    const resolved = resolveError(error, requestId);
    return { status: resolved.status, body: resolved.body };
  };
}

/** A stored error body, thrown again on replay (with the new request's id). */
export function errorFromStored(body: ApiErrorBody): AppError {
  const { code, message, param, details } = body.error;
  return new AppError(code as ErrorCode, { message, param, details });
}
