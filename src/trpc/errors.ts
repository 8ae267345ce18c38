/**
 * The tRPC side of src/errors.ts: what anything a procedure (or tRPC itself)
 * throws means to a client, for /trpc (the errorFormatter) and /v1 (the REST
 * executor, which runs the same procedures). tRPC wraps every non-tRPC error
 * it catches in a TRPCError whose `cause` is the original, so an AppError
 * arrives as that cause.
 */
import { TRPCError, type TRPC_ERROR_CODE_NUMBER } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, clip, ERRORS, errorResponse, validationError, type ErrorCode, type ErrorResponse, type Issue } from '../errors.ts';

export interface ResolvedError extends ErrorResponse {
  /** True when the client did nothing wrong: log it as an error. */
  unexpected: boolean;
}

function findIssues(error: unknown): Issue[] | undefined {
  if (error instanceof z.ZodError) return error.issues as Issue[];
  if (error instanceof Error && 'issues' in error && Array.isArray(error.issues)) return error.issues as Issue[];
  if (error instanceof Error && error.cause) return findIssues(error.cause);
  return undefined;
}

/** The AppError a thrown value stands for; anything unrecognized is a 500 the client did not cause. */
function toAppError(error: unknown): { appError: AppError; unexpected: boolean } {
  if (error instanceof AppError) return { appError: error, unexpected: false };
  if (error instanceof TRPCError && error.cause instanceof AppError) return { appError: error.cause, unexpected: false };
  // The database is restarting, failing over or unreachable: the client may retry (logged, since operators want to see it).
  if (isDatabaseUnavailable(error)) return { appError: databaseUnavailable(error), unexpected: true };
  if (!(error instanceof TRPCError)) return { appError: new AppError('internal_error'), unexpected: true };
  if (error.cause instanceof AppError) return { appError: error.cause, unexpected: false };
  const issues = error.code === 'BAD_REQUEST' ? findIssues(error) : undefined;
  if (issues) return { appError: validationError(issues), unexpected: false };
  switch (error.code) {
    case 'BAD_REQUEST': {
      // tRPC's own refusals of a request's shape (a batch whose input is not an object, …): the client's mistake.
      const message = clip(error.message, 300);
      return { appError: new AppError('validation_failed', { message, details: [{ path: '', message }] }), unexpected: false };
    }
    case 'PARSE_ERROR':
      return { appError: new AppError('invalid_json'), unexpected: false };
    case 'PAYLOAD_TOO_LARGE':
      return { appError: new AppError('payload_too_large'), unexpected: false };
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { appError: new AppError('unsupported_media_type'), unexpected: false };
    case 'NOT_FOUND':
      return { appError: new AppError('route_not_found'), unexpected: false };
    case 'METHOD_NOT_SUPPORTED':
      return { appError: new AppError('method_not_allowed'), unexpected: false };
    default:
      return { appError: new AppError('internal_error'), unexpected: true };
  }
}

/** 503 service_unavailable with Retry-After, for an error isDatabaseUnavailable() recognised. */
export function databaseUnavailable(cause: unknown): AppError {
  return new AppError('service_unavailable', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) }, cause });
}

/** Turn anything thrown into the public error: status, body and extra headers. */
export function resolveError(error: unknown, requestId: string): ResolvedError {
  const { appError, unexpected } = toAppError(error);
  return { ...errorResponse(appError, requestId), unexpected };
}

/** The JSON-RPC number tRPC clients see in `error.code` for one of our codes (this fails to compile for a name tRPC lacks). */
export function trpcErrorNumber(code: ErrorCode): TRPC_ERROR_CODE_NUMBER {
  return TRPC_ERROR_CODES_BY_KEY[ERRORS[code].trpc];
}

/**
 * The `error.code` number of a /trpc answer: the table's for an AppError; for
 * tRPC's own errors the number tRPC gave them (it is the table's too, except
 * for kinds we answer as internal_error, which keep tRPC's number as before).
 */
export function trpcShapeCode(error: TRPCError, shapeCode: TRPC_ERROR_CODE_NUMBER): TRPC_ERROR_CODE_NUMBER {
  if (error.cause instanceof AppError) return trpcErrorNumber(error.cause.appCode);
  return isDatabaseUnavailable(error) ? trpcErrorNumber('service_unavailable') : shapeCode;
}

/**
 * The error shape of a /trpc answer: tRPC's envelope (`code` its number, `message`) with our body's fields in `data`.
 * The router's errorFormatter returns it (src/trpc/init.ts), and the /trpc edge builds it for the calls it
 * answers itself (src/trpc/handler.ts): one function, so the two cannot differ.
 */
export function trpcErrorShape(error: TRPCError, requestId: string, path: string | undefined) {
  const resolved = resolveError(error, requestId);
  const { code, type, message, param, details } = resolved.body.error;
  return {
    code: trpcShapeCode(error, TRPC_ERROR_CODES_BY_KEY[error.code]),
    message,
    data: { code, type, httpStatus: resolved.status, requestId, path, ...(param ? { param } : {}), ...(details ? { details } : {}) },
  };
}

/** A pre-handler error for /trpc callers, in tRPC's own envelope with our fields in `data`. */
export function trpcErrorBody(resolved: ResolvedError) {
  const { code, message, type, requestId } = resolved.body.error;
  const number = Object.hasOwn(ERRORS, code) ? trpcErrorNumber(code as ErrorCode) : TRPC_ERROR_CODES_BY_KEY.INTERNAL_SERVER_ERROR;
  return { error: { code: number, message, data: { code, type, httpStatus: resolved.status, requestId } } };
}
