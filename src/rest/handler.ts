import { TRPCError } from '@trpc/server';
import { createProcedureCache, type OpenApiMethod } from 'trpc-to-openapi';
import { AppError } from '../errors.ts';
import type { AppRouter } from '../routers/index.ts';
import type { AppDeps } from '../deps.ts';
import { createContext } from '../trpc/context.ts';
import { resolveError } from '../trpc/errors.ts';
import type { Meta } from '../trpc/init.ts';
import { callProcedure } from '../trpc/call.ts';
import { listProcedures } from '../trpc/internals.ts';
import { DEFAULT_MAX_BODY_BYTES, isJsonContentType, parseJsonBody, readBodyLimited, rejectNul } from '../http/body.ts';

const METHODS: OpenApiMethod[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];
const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);

export interface RestResult {
  status: number;
  body: unknown;
  headers: Record<string, string | string[]>;
  /** Set when the operation produces something other than JSON (e.g. CSV): `body` is then the text. */
  contentType?: string;
}

/**
 * The /v1 REST facade. Routes are matched with trpc-to-openapi's own matcher
 * (the same `meta.openapi` paths that generate openapi.json), and each call
 * runs through a tRPC caller, so middleware, scopes and zod schemas are the
 * ones /trpc uses. Built once at startup (the stock fetch handler rebuilds its
 * route table per request) and it does not coerce schemas in place, so
 * `"amount":"12"` stays a type error on both transports.
 */
export function createRestHandler(router: AppRouter, deps: AppDeps) {
  const match = createProcedureCache(router);
  const procedures = listProcedures(router);

  return async function handle(req: Request, requestId: string, peerIp: string | null = null): Promise<RestResult> {
    const url = new URL(req.url);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const method = req.method.toUpperCase();
    const ctx = createContext(deps, { requestId, transport: 'rest', headers: req.headers, peerIp });
    try {
      const found = METHODS.includes(method as OpenApiMethod) ? match(method as OpenApiMethod, path) : undefined;
      if (!found?.procedure) {
        const allowed = METHODS.filter((m) => match(m, path)?.procedure);
        if (allowed.length > 0) {
          throw new AppError('method_not_allowed', {
            message: `This route takes ${allowed.join(', ')} only.`,
            headers: { Allow: allowed.join(', ') },
          });
        }
        throw new AppError('route_not_found', { message: 'No operation has this path; see /openapi.json.' });
      }
      const { path: procedurePath } = found.procedure;
      const { meta, type } = procedures.get(procedurePath)!;

      // Only the byte limit is enforced before the caller is known (nothing is read past it); what the
      // bytes say is judged after authentication, so those answers are counted and carry the limit headers.
      let input: Record<string, unknown> = {};
      const bytes = BODY_METHODS.has(method) ? await readBodyLimited(req, meta?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) : undefined;
      try {
        input = bytes ? bodyInput(url, req, bytes, meta) : queryInput(url);
        for (const [key, raw] of Object.entries(found.pathInput)) {
          let value: string;
          try {
            value = decodeURIComponent(raw);
          } catch {
            throw new AppError('validation_failed', { param: key, details: [{ path: key, message: 'Malformed percent-encoding.' }] });
          }
          rejectNul(value, key);
          input[key] = value;
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ctx.inputError = error;
        input = {};
      }

      // The procedure itself: its middleware and schemas, as on /trpc.
      // Admission after the body is read: a slow upload holds a connection, never a slot (src/http/admission.ts).
      // The signal only for procedures that stop on it (Meta.abortable): reading it builds an AbortController.
      const signal = meta?.abortable ? req.signal : undefined;
      const call = () => callProcedure(router, { ctx, path: procedurePath, type: type as 'query' | 'mutation', input, signal });
      const data = await (deps.admission ? deps.admission.run(call) : call());
      return { status: ctx.res.status ?? meta?.successStatus ?? 200, body: data, headers: ctx.res.headers, contentType: meta?.produces };
    } catch (error) {
      const resolved = resolveError(error, requestId);
      if (resolved.unexpected) {
        deps.logger.error({ err: error instanceof TRPCError && error.cause ? error.cause : error, requestId }, 'unhandled error');
      }
      return { status: resolved.status, body: resolved.body, headers: { ...ctx.res.headers, ...resolved.headers } };
    }
  };
}

/** The input of a body operation: its JSON object (or array, for `arrayBody`); an empty body is `{}`. */
function bodyInput(url: URL, req: Request, bytes: Uint8Array, meta: Meta | undefined): Record<string, unknown> {
  // Parameters of body operations travel in the body; a query string would be silently ignored otherwise.
  const [stray] = url.searchParams.keys();
  if (stray !== undefined) {
    throw new AppError('validation_failed', {
      param: stray,
      message: `${req.method.toUpperCase()} operations take their parameters in the JSON body, not in a query string.`,
      details: [{ path: stray, message: 'Unknown query parameter.' }],
    });
  }
  if (bytes.byteLength === 0) return {};
  if (!isJsonContentType(req.headers.get('content-type'))) throw new AppError('unsupported_media_type');
  const body = parseJsonBody(bytes);
  if (meta?.arrayBody) {
    if (!Array.isArray(body)) {
      const details = [{ path: '', message: 'Expected a JSON array.' }];
      throw new AppError('validation_failed', { message: 'The request body must be a JSON array.', details });
    }
    return { [meta.arrayBody.field]: body };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const details = [{ path: '', message: 'Expected a JSON object.' }];
    throw new AppError('validation_failed', { message: 'The request body must be a JSON object.', details });
  }
  return body as Record<string, unknown>;
}

/** The input of a GET/DELETE operation: its query parameters (repeated ones as arrays). */
function queryInput(url: URL): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    for (const value of values) rejectNul(value, key);
    rejectNul(key, key);
    input[key] = values.length === 1 ? values[0] : values;
  }
  return input;
}
