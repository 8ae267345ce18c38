/**
 * The /trpc edge, as src/rest/handler.ts is the /v1 one: what a request must pass before its calls run, and the
 * answer in tRPC's protocol.
 *
 * Before anything is known of the caller: the path names at most MAX_BATCH_CALLS procedures, decodes, and does
 * not mix queries and mutations; a POST's body is read up to the largest limit of the procedures it names. What
 * the bytes say (JSON, content type, NUL and lone surrogates) is judged after authentication, like on REST: the
 * request goes on with `inputError` in its context, which the procedure kind answers once the caller is known and
 * counted (so the answer carries X-RateLimit-* and the request id).
 *
 * The calls every client sends — queries over GET and mutations over POST, one or a batch (`?batch=1`), answered
 * as one JSON document, what `httpLink` and `httpBatchLink` use — are answered here: each call through tRPC's
 * exported calling function (src/trpc/call.ts; with the request's AbortSignal if the procedure is `abortable`),
 * the answer from the same error shape as the router's errorFormatter (src/trpc/errors.ts), tRPC's own `getHTTPStatusCode`, and the router's
 * transformer, which is none. Why not tRPC's fetch adapter for those: it cost more than the whole REST facade on
 * the same procedure (bench:http, issue 22 — four AbortSignals per request, a Fetch Request and Response, the URL
 * and input parsed twice). That this path answers what the adapter answers is checked on every /trpc request of
 * the test suite (test/helpers/trpc-differential.ts).
 *
 * Everything else — streaming (`trpc-accept`), subscriptions, a method that does not fit the procedure, an unknown
 * path, a batch input that is not an object — goes to tRPC's fetch adapter, whose answer is then tRPC's own.
 */
import { type AnyRouter, getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { getHTTPStatusCode } from '@trpc/server/http';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_MAX_BODY_BYTES, isJsonContentType, parseJsonBody, readBodyLimited } from '../http/body.ts';
import { type CallProcedure, callProcedure } from './call.ts';
import { type Context, createContext } from './context.ts';
import { resolveError, trpcErrorBody, trpcErrorShape } from './errors.ts';
import { listProcedures } from './internals.ts';

/** How many calls one /trpc request may carry (decisions §15): a batch is authenticated once, but each call is work. */
export const MAX_BATCH_CALLS = 20;

export interface TrpcHandlerOptions {
  /** Every call through tRPC's fetch adapter: the yardstick the direct answers are compared with (tests). */
  adapterOnly?: boolean;
  /** How a call reaches its procedure (tests record the calls through it); callProcedure by default. */
  call?: CallProcedure;
}

const METHOD_OF = { query: 'GET', mutation: 'POST' } as const;
type Kind = keyof typeof METHOD_OF;

/** One call's outcome: what the procedure returned, or what it threw. */
type CallResult = { path: string; input: unknown; data: unknown } | { path: string; input: unknown; cause: unknown };

/** The calls a /trpc request names that this file answers itself. */
type Plan = { kind: Kind; batch: boolean; paths: string[] };

/** A /trpc request as read: its calls' input as parsed (a POST's body, a GET's `input`), handed to the procedures as it is. */
interface Incoming {
  req: Request;
  requestId: string;
  peerIp: string | null;
  url: URL;
  input: unknown;
  /** What the transport could not turn into input: the procedure kind answers it once the caller is known. */
  inputError: AppError | undefined;
  /** A POST's bytes, for tRPC's adapter. */
  body: Uint8Array | undefined;
}

/** Call `index` of a batch's input (`{ "0": …, "1": … }`); a batch without input has none for any call. */
const inputAt = (input: unknown, index: number) => (input === undefined ? undefined : (input as Record<number, unknown>)[index]);

/**
 * An answer's headers: a plain record (nothing is built until something reads them), and a `Headers` only when a
 * header is a list (Set-Cookie): one line each, as tRPC's adapter writes them.
 */
function responseHeaders(extra: Record<string, string | string[]>): Record<string, string> | Headers {
  const record: Record<string, string> = { vary: 'trpc-accept, accept', 'content-type': 'application/json' };
  let lists: [string, string[]][] | undefined;
  for (const name in extra) {
    const value = extra[name]!;
    if (Array.isArray(value)) (lists ??= []).push([name, value]);
    else record[name] = value;
  }
  if (!lists) return record;
  const headers = new Headers(record);
  for (const [name, values] of lists) for (const value of values) headers.append(name, value);
  return headers;
}

export function createTrpcHandler(router: AnyRouter, deps: AppDeps, opts: TrpcHandlerOptions = {}) {
  const procedures = listProcedures(router);
  const call = opts.call ?? callProcedure;

  /** Headers every answer carries besides tRPC's own: what procedures set on ctx.res, and Retry-After when the database was away. */
  const answerHeaders = (ctx: Context | undefined, errors: readonly unknown[]): Record<string, string | string[]> =>
    errors.some(isDatabaseUnavailable) ? { ...ctx?.res.headers, 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } : (ctx?.res.headers ?? {});
  const logError = (error: TRPCError, requestId: string) => {
    if (!resolveError(error, requestId).unexpected) return;
    const cause = error.cause ?? error;
    // An abortable procedure stopped because its caller went away (Meta.abortable): nobody reads the answer, and nothing failed.
    if (cause instanceof Error && cause.name === 'AbortError') deps.logger.info({ requestId }, 'caller went away; the call stopped');
    else deps.logger.error({ err: cause, requestId }, 'unhandled error');
  };

  /** The request's signal for a procedure that stops on it (Meta.abortable), else none: reading it builds an AbortController. */
  const signalFor = (req: Request, path: string) => (procedures.get(path)?.meta.abortable ? req.signal : undefined);

  /** The procedures a /trpc path names, checked before anything else: it decodes, names at most MAX_BATCH_CALLS, one kind. */
  function namedPaths(pathname: string): string[] {
    let joined: string;
    try {
      joined = decodeURIComponent(pathname.replace(/^\/trpc\/?/, ''));
    } catch {
      throw new AppError('validation_failed', {
        message: 'The procedure path is not valid percent-encoding.',
        details: [{ path: '', message: 'Malformed percent-encoding in the path.' }],
      });
    }
    const paths = joined.split(',');
    if (paths.length > MAX_BATCH_CALLS) {
      throw new AppError('too_many_items', {
        message: `A /trpc request carries at most ${MAX_BATCH_CALLS} calls; this one names ${paths.length}. Send them in several requests (httpBatchLink's maxItems).`,
      });
    }
    // A batch runs under one HTTP method, so it may not mix queries and mutations: 400, not tRPC's unformatted refusal.
    const kinds = paths.length > 1 ? new Set(paths.map((p) => procedures.get(p)?.type).filter(Boolean)) : undefined;
    if (kinds && kinds.size > 1) {
      throw new AppError('validation_failed', {
        message: 'A batch cannot mix queries and mutations; send them in separate requests.',
        details: [{ path: '', message: `The batch mixes ${[...kinds].sort().join(' and ')} procedures.` }],
      });
    }
    return paths;
  }

  /** The calls answered here, or undefined for tRPC's adapter (see the file's comment). */
  function plan(req: Request, url: URL, paths: string[], input: unknown): Plan | undefined {
    if (opts.adapterOnly || req.headers.has('trpc-accept')) return undefined;
    const batch = url.searchParams.get('batch') === '1';
    if (!batch && paths.length > 1) return undefined;
    let kind: Kind | undefined;
    for (const path of paths) {
      const type = procedures.get(path)?.type;
      if ((type !== 'query' && type !== 'mutation') || (kind && type !== kind) || METHOD_OF[type] !== req.method) return undefined;
      kind = type;
    }
    if (!kind) return undefined;
    if (batch && input !== undefined && (input === null || typeof input !== 'object' || Array.isArray(input))) return undefined;
    return { kind, batch, paths };
  }

  /**
   * The planned calls, each through tRPC's calling function, and their answer. Functions of the handler, not
   * closures made per request: this is the path every /trpc read takes (issue 36).
   */
  async function answerDirect(request: Incoming, planned: Plan): Promise<Response> {
    const ctx = contextOf(request);
    const { paths, kind, batch } = planned;
    if (paths.length === 1) return answer(ctx, batch, [await callOne(request, ctx, kind, paths[0]!, batch ? inputAt(request.input, 0) : request.input, 0)]);
    const results = await Promise.all(paths.map((path, index) => callOne(request, ctx, kind, path, inputAt(request.input, index), index)));
    return answer(ctx, batch, results);
  }

  async function callOne(request: Incoming, ctx: Context, type: Kind, path: string, input: unknown, batchIndex: number): Promise<CallResult> {
    try {
      return { path, input, data: await call(router, { ctx, path, type, input, signal: signalFor(request.req, path), batchIndex }) };
    } catch (cause) {
      return { path, input, cause };
    }
  }

  function contextOf({ req, requestId, peerIp, inputError }: Incoming): Context {
    return createContext(deps, { requestId, transport: 'trpc', headers: req.headers, peerIp, inputError });
  }

  /** The request through tRPC's fetch adapter (what this file does not answer itself). */
  function answerByAdapter(request: Incoming): Promise<Response> {
    return fetchRequestHandler({
      endpoint: '/trpc',
      req: adapterRequest(request.req, request.url, request.body, request.inputError),
      router,
      createContext: () => contextOf(request),
      // Procedures set headers (Idempotent-Replayed, …) on ctx.res; tRPC answers carry them too.
      responseMeta: ({ ctx, errors }) => ({ headers: answerHeaders(ctx, errors) }),
      onError: ({ error }) => logError(error, request.requestId),
    });
  }

  /** tRPC's answer to these results, as its fetch adapter builds it: one item or a batch's list, 207 when their statuses differ. */
  function answer(ctx: Context, batch: boolean, results: CallResult[]): Response {
    const errors: (TRPCError | undefined)[] = [];
    const failed: TRPCError[] = [];
    const items: ({ result: { data: unknown } } | { error: ReturnType<typeof trpcErrorShape> })[] = [];
    for (const result of results) {
      if (!('cause' in result)) {
        errors.push(undefined);
        items.push({ result: { data: result.data } });
        continue;
      }
      const error = getTRPCErrorFromUnknown(result.cause);
      logError(error, ctx.requestId);
      errors.push(error);
      failed.push(error);
      items.push({ error: trpcErrorShape(error, ctx.requestId, result.path) });
    }
    const status = getHTTPStatusCode(items, batch ? errors : failed);
    // The router has no transformer: tRPC's answer is the items as JSON.
    return new Response(JSON.stringify(batch ? items : items[0]), { status, headers: responseHeaders(answerHeaders(ctx, failed)) });
  }

  return async function handle(req: Request, requestId: string, peerIp: string | null): Promise<Response> {
    let url: URL;
    let paths: string[];
    let inputError: AppError | undefined;
    let input: unknown;
    let body: Uint8Array | undefined;
    try {
      url = new URL(req.url);
      paths = namedPaths(url.pathname);
      if (req.method === 'POST') {
        // The byte limit comes before authentication (nothing is read past it); what the bytes say is judged after it.
        const limit = Math.max(DEFAULT_MAX_BODY_BYTES, ...paths.map((p) => procedures.get(p)?.meta.maxBodyBytes ?? 0));
        body = await readBodyLimited(req, limit);
        try {
          // tRPC reads a POST only as JSON; a body of another type, or none with no type, is refused like on REST: after the key.
          if (!isJsonContentType(req.headers.get('content-type'))) throw new AppError('unsupported_media_type');
          if (body.byteLength > 0) input = parseJsonBody(body);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          inputError = error;
          input = {};
        }
      } else if (url.searchParams.has('input')) {
        try {
          input = parseJsonBody(Buffer.from(url.searchParams.get('input')!, 'utf8'));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          inputError =
            error.appCode === 'invalid_json'
              ? new AppError('invalid_json', { param: 'input', message: 'The `input` query parameter is not valid JSON.' })
              : error;
          input = undefined;
          url.searchParams.delete('input');
        }
      }
    } catch (error) {
      return refusal(error, requestId);
    }

    const request: Incoming = { req, requestId, peerIp, url, input, inputError, body };
    const planned = plan(req, url, paths, input);
    if (!deps.admission) return planned ? answerDirect(request, planned) : answerByAdapter(request);
    // Admission after the body is read, as on REST; refused → 503 in tRPC's error shape.
    try {
      return await deps.admission.run(() => (planned ? answerDirect(request, planned) : answerByAdapter(request)));
    } catch (error) {
      return refusal(error, requestId);
    }
  };

  /** A refusal before any call (the path, the body's size, admission), in tRPC's error envelope. */
  function refusal(error: unknown, requestId: string): Response {
    const resolved = resolveError(error, requestId);
    if (resolved.unexpected) deps.logger.error({ err: error, requestId }, 'unhandled error');
    return Response.json(trpcErrorBody(resolved), { status: resolved.status, headers: resolved.headers });
  }
}

/**
 * The request as tRPC's adapter reads it. A POST's body was read here: the adapter gets the same bytes, or `{}` as JSON
 * when they were refused (the procedure kind answers the refusal); a GET's unreadable `input` is dropped.
 */
function adapterRequest(req: Request, url: URL, body: Uint8Array | undefined, inputError: AppError | undefined): Request {
  if (req.method !== 'POST') return inputError ? new Request(url, { method: req.method, headers: req.headers }) : req;
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  if (inputError) headers.set('content-type', 'application/json');
  return new Request(url, { method: 'POST', headers, body: inputError ? '{}' : (body ?? '') });
}
