/**
 * /trpc without tRPC's fetch adapter, for the calls every client sends: queries over GET and mutations over
 * POST, one or a batch (`?batch=1`), answered as one JSON document — what `httpLink` and `httpBatchLink` use.
 *
 * Why: the fetch adapter costs more than the whole REST facade on the same procedure (bench:http, issue 22 —
 * four AbortSignals per request with `AbortSignal.any`'s weak references, a Fetch `Request` and `Response`,
 * the URL and the input parsed twice). The procedures, their middleware and schemas are the very ones the
 * adapter runs (src/trpc/internals.ts `procedureCallers`, as the REST facade calls them); the answer is built
 * with tRPC's own error shape, status and response transform, so it is byte for byte the adapter's
 * (test/trpc-direct.test.ts sends the same requests through both and compares status, headers and body).
 *
 * Two things the adapter does that this path does not need: it hands each procedure an AbortSignal (no procedure
 * reads one; the REST facade passes none either), and it refuses a result that is a stream or holds promises
 * (every output here has passed its zod output schema, so it is plain data).
 *
 * Anything else — streaming (`trpc-accept: application/jsonl`), subscriptions, a method that does not fit
 * the procedure, an unknown path, a batch input that is not an object, a POST without a JSON content type — returns `undefined` and goes to
 * tRPC's own adapter, whose answer (often an error) is then exactly tRPC's.
 */
import type { AnyRouter, TRPCError } from '@trpc/server';
import type { Context } from './context.ts';
import { listProcedures, procedureCallers, rpcAnswer } from './internals.ts';

export interface TrpcAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[]>;
}

export interface TrpcCall {
  method: string;
  url: URL;
  headers: Headers;
  /** The call's input, parsed: a POST's JSON body or a GET's `input` parameter (undefined when there is none). */
  input?: unknown;
}

export interface DirectOptions {
  /** Headers the answer carries besides tRPC's own (as the adapter's responseMeta). */
  responseHeaders: (ctx: Context, errors: unknown[]) => Record<string, string | string[]>;
  /** Called with each failed call's error, as the adapter's onError. */
  onError: (error: TRPCError, ctx: Context) => void;
}

const METHOD_OF = { query: 'GET', mutation: 'POST' } as const;

export function createDirectTrpc(router: AnyRouter, opts: DirectOptions) {
  const callers = procedureCallers<Context>(router);
  const types = new Map([...listProcedures(router)].map(([path, p]) => [path, p.type]));

  /** The call's plan when it is one of the shapes answered here; undefined sends it to tRPC's adapter. */
  return function plan(call: TrpcCall): ((ctx: Context) => Promise<TrpcAnswer>) | undefined {
    if (call.headers.has('trpc-accept')) return undefined;
    // tRPC reads a POST only as JSON (a missing content type is its 415): anything else is its adapter's to answer.
    if (call.method === 'POST' && !call.headers.get('content-type')?.startsWith('application/json')) return undefined;
    const batch = call.url.searchParams.get('batch') === '1';
    let paths: string[];
    try {
      const joined = decodeURIComponent(call.url.pathname.replace(/^\/trpc\/?/, ''));
      paths = batch ? joined.split(',') : [joined];
    } catch {
      return undefined;
    }
    let type: 'query' | 'mutation' | undefined;
    for (const path of paths) {
      const t = types.get(path);
      if ((t !== 'query' && t !== 'mutation') || (type && t !== type) || METHOD_OF[t] !== call.method) return undefined;
      type = t;
    }
    if (!type) return undefined;

    const inputs = call.input;
    if (batch && inputs !== undefined && (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs))) return undefined;
    const inputOf = (index: number) => (inputs === undefined ? undefined : batch ? (inputs as Record<number, unknown>)[index] : inputs);
    const procedureType = type;

    return async (ctx) => {
      const results = await Promise.all(
        paths.map(async (path, index) => {
          const input = inputOf(index);
          try {
            return { path, input, data: await callers.get(path)!(ctx, input) };
          } catch (cause) {
            return { path, input, cause };
          }
        }),
      );
      const answer = rpcAnswer(router, { ctx, type: procedureType, batch, results, onError: (error) => opts.onError(error, ctx) });
      return {
        status: answer.status,
        body: answer.body,
        headers: { vary: 'trpc-accept, accept', 'content-type': 'application/json', ...opts.responseHeaders(ctx, answer.errors) },
      };
    };
  };
}
