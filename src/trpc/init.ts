import type { DashboardPermission } from '../services/roles.ts';
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ZodType } from 'zod';
import type { ErrorCode } from '../errors.ts';
import type { Bucket } from '../services/rate-limit.ts';
import type { ApiScope } from '../services/scopes.ts';
import type { Context } from './context.ts';
import { trpcErrorShape } from './errors.ts';

/**
 * How a procedure authenticates, declared once by its procedure kind:
 * `key` with its API-key scope, `session` for dashboard-only routes (no
 * API-key scope: keys get 403 key_forbidden), `none` for public ones.
 */
export type Meta = OpenApiMeta<{
  auth?: { kind: 'key'; scope: ApiScope; permission?: string } | { kind: 'session'; permission: DashboardPermission } | { kind: 'none'; signIn?: boolean };
  /** HTTP status on success when it is not 200 (e.g. 201). */
  successStatus?: number;
  /** REST takes a top-level JSON array (of `item`, at most `maxItems`), passed to the procedure as `{ [field]: array }`. */
  arrayBody?: { field: string; item: ZodType; maxItems: number };
  /** Domain errors this operation can answer, beyond the ones every operation of its kind has (documented in openapi.json). */
  errorCodes?: readonly ErrorCode[];
  /** REST answers with this content type and the procedure's string output as the body (e.g. text/csv). */
  produces?: string;
  /** The success response sets the dashboard session cookie (documented as a Set-Cookie header). */
  setsCookie?: boolean;
  /** Body limit for this route when it is not the default 1 MiB. */
  maxBodyBytes?: number;
  /** A tighter token bucket per key pair for a costly route, taken after the key's own bucket (decisions §6). */
  rateBucket?: Bucket;
  /**
   * Top-level output fields that are secrets (signing secrets, bearer tokens, URLs carrying them). The
   * idempotency store keeps the response without them, so an Idempotency-Key replay omits them
   * (and says so in `Idempotent-Omitted`); they are shown once, in the first answer.
   */
  secretFields?: readonly string[];
  /** Left out of the request log of debugLogging environments (the request log's own routes, whose answers are log rows). */
  notLogged?: boolean;
  /** Sandbox keys only (test clocks): a live key gets 404 `not_found` right after its scope is checked, before input and Idempotency-Key. */
  sandboxOnly?: boolean;
  /**
   * The procedure gets the request's AbortSignal as `signal` (aborted when the client goes away), to stop long work
   * early. Others get none: @hono/node-server builds a request's AbortController only when its `signal` is first
   * read, and that cost every request paid (issue 36; docs/benchmarks.md).
   */
  abortable?: boolean;
}>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Both transports show the same error: the tRPC shape carries our body's fields in `data`.
    errorFormatter: ({ shape, error, ctx }) => trpcErrorShape(error, ctx?.requestId ?? 'unknown', shape.data.path),
  });

export const router = t.router;
export const middleware = t.middleware;
export const baseProcedure = t.procedure;
