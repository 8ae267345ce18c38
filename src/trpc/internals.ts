/**
 * The one place that uses tRPC beyond its documented API, pinned by
 * test/layers.test.ts to the installed @trpc/server version (TRPC_VERSION):
 * after an upgrade, check both uses below still hold and move the pin.
 *
 * - `middlewareMarker`: a middleware that answers with something other than
 *   what `next()` returned (an Idempotency-Key replay's stored answer; a first
 *   run's answer, once the transaction `next()` ran in has committed) must
 *   return a result carrying it, and tRPC exports it only from
 *   `unstable-core-do-not-import`. At runtime it is a constant string brand.
 * - `router._def`: tRPC has no public way to list a router's procedures with
 *   their kind and meta, which the REST executor (body limits, success
 *   status), the /trpc body limit and batch check, and openapi.json need.
 *
 * - calling a procedure: `router._def.procedures[path]` is the procedure, a
 *   function of `{ ctx, path, type, getRawInput, signal, batchIndex }` — what
 *   createCaller's proxy calls after walking the path. The REST executor calls
 *   it directly: one proxy and closure chain less per request.
 *
 * - answering /trpc without the fetch adapter (src/trpc/http.ts): `rpcAnswer`
 *   below builds the JSON-RPC document with tRPC's own `getErrorShape`,
 *   `getHTTPStatusCode` and `transformTRPCResponse`, as its adapter does.
 *
 * And one patch (patches/trpc-object-spread.mjs, run by npm install; see
 * patches/README.md): the bundled `_objectSpread2` helper — every middleware
 * step copies its options and context with it — is native spread instead of
 * one property descriptor per key (5 % of the server's CPU on the
 * transaction read before).
 */
import type { AnyRouter, TRPCError } from '@trpc/server';
import { getErrorShape, getHTTPStatusCode, getTRPCErrorFromUnknown, middlewareMarker, transformTRPCResponse } from '@trpc/server/unstable-core-do-not-import';
import type { Meta } from './init.ts';

/** The @trpc/server version these uses were checked against. */
export const TRPC_VERSION = '11.25.2';

/** A middleware's successful result made without calling `next()`: the procedure does not run. */
export function answerWithoutProcedure<T>(data: T) {
  return { ok: true as const, data, marker: middlewareMarker };
}

export interface ProcedureInfo {
  type: 'query' | 'mutation' | 'subscription';
  meta: Meta;
}

type CallableProcedure = ((opts: {
  ctx: unknown;
  path: string;
  type: ProcedureInfo['type'];
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: ProcedureInfo['type'] } };

/**
 * Every procedure of a router by its tRPC path, as a function of (context, input) that runs its middleware and
 * schemas exactly as createCaller does (createCaller's onError hook aside: the REST executor logs errors itself).
 */
export function procedureCallers<Ctx>(router: AnyRouter): ReadonlyMap<string, (ctx: Ctx, input: unknown) => Promise<unknown>> {
  const procedures = router._def.procedures as unknown as Record<string, CallableProcedure>;
  return new Map(
    Object.entries(procedures).map(([path, procedure]) => {
      const type = procedure._def.type;
      return [path, (ctx: Ctx, input: unknown) => procedure({ ctx, path, type, getRawInput: () => Promise.resolve(input), signal: undefined, batchIndex: 0 })];
    }),
  );
}

/** Every procedure of a router by its tRPC path (`users.addBulk`), with its kind and meta. */
export function listProcedures(router: AnyRouter): ReadonlyMap<string, ProcedureInfo> {
  const procedures = router._def.procedures as unknown as Record<string, { _def: { type: ProcedureInfo['type']; meta?: Meta } }>;
  return new Map(Object.entries(procedures).map(([path, p]) => [path, { type: p._def.type, meta: p._def.meta ?? {} }]));
}

/** One call's outcome: what the procedure returned, or what it threw. */
export type CallResult = { path: string; input: unknown; data: unknown } | { path: string; input: unknown; cause: unknown };

/**
 * The answer tRPC's fetch adapter gives for these results of a non-streaming call or batch: each error shaped by the
 * router's errorFormatter, the HTTP status tRPC derives (one status, or 207 when a batch's differ), the body with the
 * router's transformer applied. `errors` are the calls' errors, for the response headers.
 */
export function rpcAnswer(
  router: AnyRouter,
  opts: { ctx: unknown; type: 'query' | 'mutation'; batch: boolean; results: CallResult[]; onError: (error: TRPCError) => void },
): { status: number; body: string; errors: TRPCError[] } {
  const config = router._def._config;
  const errors: (TRPCError | undefined)[] = [];
  const items = opts.results.map((result) => {
    if (!('cause' in result)) {
      errors.push(undefined);
      return { result: { data: result.data } };
    }
    const error = getTRPCErrorFromUnknown(result.cause);
    opts.onError(error);
    errors.push(error);
    return { error: getErrorShape({ config, ctx: opts.ctx, error, input: result.input, path: result.path, type: opts.type }) };
  });
  const defined = errors.filter((e): e is TRPCError => e !== undefined);
  const status = getHTTPStatusCode(items as Parameters<typeof getHTTPStatusCode>[0], opts.batch ? errors : defined);
  const json = opts.batch ? items : items[0]!;
  return { status, body: JSON.stringify(transformTRPCResponse(config, json as Parameters<typeof transformTRPCResponse>[1])), errors: defined };
}
