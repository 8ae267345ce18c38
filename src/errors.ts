/**
 * The application's errors: one class, one table. Services, pages and the CLI
 * throw `AppError(code)`; the transports turn it into the body of
 * spec/decisions.md §3 (src/trpc/errors.ts for /trpc and /v1, Hono's onError
 * for the rest). Nothing here knows tRPC or an HTTP framework, so the domain
 * does not either (test/structure.test.ts keeps it so).
 */
import { z } from 'zod';
// Every schema failure answered with our messages (installs zod's global error map once).
import { echoed } from './lib/validation-messages.ts';

export const ERROR_TYPES = ['invalid_request_error', 'authentication_error', 'permission_error', 'rate_limit_error', 'idempotency_error', 'api_error'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/**
 * tRPC's names of the error kinds the table maps to (a subset of its
 * TRPC_ERROR_CODE_KEY, spelled out here so this file needs no tRPC import;
 * src/trpc/errors.ts turns them into tRPC's numbers and fails to compile if one is unknown to tRPC).
 */
export type RpcErrorName =
  | 'PARSE_ERROR'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_SUPPORTED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

interface ErrorSpec {
  status: number;
  type: ErrorType;
  trpc: RpcErrorName;
  message: string;
}

/**
 * The one error taxonomy: every code the API can answer, its HTTP status, its
 * error type and the tRPC code used on /trpc. Both transports build the body
 * from this table (spec/decisions.md §3).
 */
export const ERRORS = {
  validation_failed: { status: 400, type: 'invalid_request_error', trpc: 'BAD_REQUEST', message: 'The request has invalid fields.' },
  invalid_json: { status: 400, type: 'invalid_request_error', trpc: 'PARSE_ERROR', message: 'The request body is not valid JSON.' },
  cursor_invalid: { status: 400, type: 'invalid_request_error', trpc: 'BAD_REQUEST', message: 'The pagination cursor is not valid.' },
  cursor_expired: {
    status: 400,
    type: 'invalid_request_error',
    trpc: 'BAD_REQUEST',
    message: 'The pagination cursor is older than 24 hours; restart from the beginning.',
  },
  too_many_items: { status: 400, type: 'invalid_request_error', trpc: 'BAD_REQUEST', message: 'Too many items in one request.' },
  payment_method_invalid: { status: 400, type: 'invalid_request_error', trpc: 'BAD_REQUEST', message: 'The payment method is not valid for this provider.' },
  provider_unavailable: {
    status: 400,
    type: 'invalid_request_error',
    trpc: 'BAD_REQUEST',
    message: 'This verification provider does not work in this environment.',
  },
  url_not_allowed: { status: 400, type: 'invalid_request_error', trpc: 'BAD_REQUEST', message: 'Webhooks may not be sent to this address.' },
  tenant_unresolved: { status: 400, type: 'invalid_request_error', trpc: 'BAD_REQUEST', message: 'The tenant of this key pair cannot be resolved.' },
  card_declined: { status: 402, type: 'invalid_request_error', trpc: 'PAYMENT_REQUIRED', message: 'The card was declined.' },
  key_missing: { status: 401, type: 'authentication_error', trpc: 'UNAUTHORIZED', message: 'Both x-api-key and x-api-secret headers are required.' },
  key_invalid: { status: 401, type: 'authentication_error', trpc: 'UNAUTHORIZED', message: 'The key pair matches no active key.' },
  key_revoked: { status: 401, type: 'authentication_error', trpc: 'UNAUTHORIZED', message: 'This key pair has been revoked.' },
  authentication_error: { status: 401, type: 'authentication_error', trpc: 'UNAUTHORIZED', message: 'The secret key is invalid or has been rotated.' },
  invalid_credentials: { status: 401, type: 'authentication_error', trpc: 'UNAUTHORIZED', message: 'The email or password is not correct.' },
  session_required: { status: 401, type: 'authentication_error', trpc: 'UNAUTHORIZED', message: 'This route needs a dashboard session.' },
  key_forbidden: { status: 403, type: 'permission_error', trpc: 'FORBIDDEN', message: 'This key may not call this route.' },
  environment_disabled: { status: 403, type: 'permission_error', trpc: 'FORBIDDEN', message: 'The environment of this key pair is disabled.' },
  csrf_failed: {
    status: 403,
    type: 'permission_error',
    trpc: 'FORBIDDEN',
    message: 'Changes made with the session cookie need the X-CSRF-Token header of this session.',
  },
  role_forbidden: { status: 403, type: 'permission_error', trpc: 'FORBIDDEN', message: 'Your role does not allow this.' },
  tenant_closed: { status: 403, type: 'permission_error', trpc: 'FORBIDDEN', message: "This organization's account is closed; its members cannot sign in." },
  sso_required: { status: 403, type: 'permission_error', trpc: 'FORBIDDEN', message: 'This organization signs in with single sign-on.' },
  permission_denied: { status: 403, type: 'permission_error', trpc: 'FORBIDDEN', message: 'The tenant lacks the permission this route needs.' },
  not_found: { status: 404, type: 'invalid_request_error', trpc: 'NOT_FOUND', message: 'No such object.' },
  route_not_found: { status: 404, type: 'invalid_request_error', trpc: 'NOT_FOUND', message: 'Unrecognized request URL.' },
  method_not_allowed: { status: 405, type: 'invalid_request_error', trpc: 'METHOD_NOT_SUPPORTED', message: 'This route does not accept that HTTP method.' },
  kyc_required: { status: 409, type: 'invalid_request_error', trpc: 'CONFLICT', message: "Both parties' KYC must be complete." },
  sanctions_hold: { status: 409, type: 'invalid_request_error', trpc: 'CONFLICT', message: 'A party has an unreviewed sanctions match.' },
  user_disabled: { status: 409, type: 'invalid_request_error', trpc: 'CONFLICT', message: 'A party is disabled.' },
  kyc_already_complete: {
    status: 409,
    type: 'invalid_request_error',
    trpc: 'CONFLICT',
    message: "This user's KYC is already complete; it is reused, not repeated.",
  },
  payment_method_attached_elsewhere: {
    status: 409,
    type: 'invalid_request_error',
    trpc: 'CONFLICT',
    message: 'The payment method is attached to another customer.',
  },
  managed_dispute: {
    status: 409,
    type: 'invalid_request_error',
    trpc: 'CONFLICT',
    message: 'This dispute is decided by the service (managed disputes were on when it opened); submit evidence instead.',
  },
  invalid_state: { status: 409, type: 'invalid_request_error', trpc: 'CONFLICT', message: 'The object is not in a state that allows this.' },
  test_clock_advancing: {
    status: 409,
    type: 'invalid_request_error',
    trpc: 'CONFLICT',
    message: 'The test clock of this object is advancing; retry once it is ready.',
  },
  idempotency_key_in_use: {
    status: 409,
    type: 'idempotency_error',
    trpc: 'CONFLICT',
    message: 'A request with this Idempotency-Key is still being processed; retry later.',
  },
  idempotency_key_reused: {
    status: 422,
    type: 'idempotency_error',
    trpc: 'UNPROCESSABLE_CONTENT',
    message: 'This Idempotency-Key was used with a different request.',
  },
  payload_too_large: { status: 413, type: 'invalid_request_error', trpc: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  unsupported_media_type: {
    status: 415,
    type: 'invalid_request_error',
    trpc: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Request bodies must be sent as application/json.',
  },
  rate_limit_exceeded: { status: 429, type: 'rate_limit_error', trpc: 'TOO_MANY_REQUESTS', message: 'Too many requests.' },
  provider_error: { status: 502, type: 'api_error', trpc: 'BAD_GATEWAY', message: 'The payment provider failed to answer; retry later.' },
  service_unavailable: {
    status: 503,
    type: 'api_error',
    trpc: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable; retry after the number of seconds in Retry-After.',
  },
  payment_provider_unavailable: {
    status: 503,
    type: 'api_error',
    trpc: 'SERVICE_UNAVAILABLE',
    message: 'No payment provider is configured for live payments in this instance.',
  },
  internal_error: {
    status: 500,
    type: 'api_error',
    trpc: 'INTERNAL_SERVER_ERROR',
    message: 'An internal error occurred. Quote the requestId if you contact support.',
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The application's only error class; everything a client may see comes from it. */
export class AppError extends Error {
  readonly appCode: ErrorCode;
  readonly param?: string;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(appCode: ErrorCode, opts: { message?: string; param?: string; details?: ErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(opts.message ?? ERRORS[appCode].message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.appCode = appCode;
    this.param = opts.param;
    this.details = opts.details;
    this.headers = opts.headers;
  }
}

export interface ApiErrorBody {
  error: {
    type: ErrorType;
    code: string;
    message: string;
    param?: string;
    details?: ErrorDetail[];
    requestId: string;
  };
}

/** What a client gets for an error: its HTTP status, the body and extra headers (Allow, Retry-After, …). */
export interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

/** Bounds of the error body: paths and messages are cut (ending in `…`), details after the first 100. */
export const ERROR_CODE_MAX = 64;
export const ERROR_MESSAGE_MAX = 1000;
export const ERROR_PATH_MAX = 500;
export const ERROR_DETAILS_MAX = 100;
/** `req_` + a ULID. */
export const REQUEST_ID_MAX = 40;

/** `text` cut to `max` characters, the last one `…` when cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A schema failure's issue: zod's, or any standard-schema validator's. */
export type Issue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[]; code?: string; keys?: string[] };

function issuePath(path: Issue['path'] = []): string {
  return path.map((p) => echoed(String(typeof p === 'object' && p !== null ? p.key : p))).join('.');
}

/** Every bad field of a schema failure (zod error or standard-schema issues), unknown keys one by one. */
export function detailsFromIssues(issues: readonly Issue[]): ErrorDetail[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => {
        const path = issuePath([...(issue.path ?? []), key]);
        return { path, message: `${path} is not a known field` };
      });
    }
    return [{ path: issuePath(issue.path), message: issue.message }];
  });
}

/** The top-level message names the first problem, as Stripe's does; `details` lists them all. */
export function validationSummary(details: ErrorDetail[]): string {
  const [first, ...rest] = details;
  if (!first) return ERRORS.validation_failed.message;
  // Not capitalized: messages start with the field's own name (`accountType …`).
  const sentence = first.message.replace(/\.?$/, '.');
  return rest.length === 0 ? sentence : `${sentence.slice(0, -1)} (and ${rest.length} more in details).`;
}

/** 400 validation_failed for a schema failure: every bad field in `details`, the first named in `message` and `param`. */
export function validationError(issues: readonly Issue[]): AppError {
  const details = detailsFromIssues(issues);
  return new AppError('validation_failed', { message: validationSummary(details), details, param: details[0]?.path || undefined });
}

/** The public answer to an AppError: status, the bounded body, extra headers. */
export function errorResponse(appError: AppError, requestId: string): ErrorResponse {
  const spec = ERRORS[appError.appCode];
  // Bounded whatever the request held (a path may name any key the caller sent, and there may be thousands).
  const body: ApiErrorBody = {
    error: {
      type: spec.type,
      code: appError.appCode,
      message: clip(appError.message, ERROR_MESSAGE_MAX),
      ...(appError.param !== undefined ? { param: clip(appError.param, ERROR_PATH_MAX) } : {}),
      ...(appError.details !== undefined
        ? {
            details: appError.details
              .slice(0, ERROR_DETAILS_MAX)
              .map((d) => ({ path: clip(d.path, ERROR_PATH_MAX), message: clip(d.message, ERROR_MESSAGE_MAX) })),
          }
        : {}),
      requestId,
    },
  };
  return { status: spec.status, body, headers: appError.headers ?? {} };
}

/** The AppError an error is or was caused by (transports and wrappers keep the original as `cause`). */
export function findAppError(error: unknown): AppError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof AppError) return e;
  }
  return undefined;
}

/** The documented error body, registered as the `Error` component in openapi.json. */
export const errorBodySchema = z
  .object({
    error: z.object({
      type: z.enum(ERROR_TYPES),
      code: z.string().max(ERROR_CODE_MAX).meta({ description: 'Machine-readable code, e.g. `key_missing` or `validation_failed`.' }),
      message: z.string().max(ERROR_MESSAGE_MAX),
      param: z.string().max(ERROR_PATH_MAX).optional().meta({ description: 'The first offending field, when one is to blame.' }),
      details: z
        .array(z.object({ path: z.string().max(ERROR_PATH_MAX), message: z.string().max(ERROR_MESSAGE_MAX) }))
        .max(ERROR_DETAILS_MAX)
        .optional()
        .meta({ description: `Every invalid field (the first ${ERROR_DETAILS_MAX}), for \`validation_failed\`.` }),
      requestId: z.string().max(REQUEST_ID_MAX).meta({ description: 'Also sent as the X-Request-Id header.' }),
    }),
  })
  .meta({ id: 'Error' });
