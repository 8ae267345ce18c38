/**
 * Every /trpc request a harness app answers itself (src/trpc/handler.ts, without tRPC's fetch adapter) is
 * answered again by tRPC's fetch adapter, and the two answers must be equal: status, headers and body.
 *
 * Running the request twice would run its effects twice (a second user, a spent rate-limit token, a key already
 * used), so the adapter runs it on a replay router instead: the same procedures by path, kind and meta, whose
 * calls give back what the real calls gave — the data, or the error thrown (authentication, rate limits,
 * Idempotency-Key replays and conflicts, a database outage's 503, validation) — and set the same response
 * headers. What is compared is what the edge adds: parsing the request (each replayed call checks that the
 * adapter parsed the input the direct path handed the procedure), dispatching calls, shaping errors, the
 * status (207 included), headers and body. A mismatch fails the request, so the test that sent it fails.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyRouter } from '@trpc/server';
import type { App } from '../../src/app.ts';
import type { AppDeps } from '../../src/deps.ts';
import { appRouter } from '../../src/routers/index.ts';
import { type CallProcedure, callProcedure, type ProcedureCall } from '../../src/trpc/call.ts';
import type { Context } from '../../src/trpc/context.ts';
import { createTrpcHandler } from '../../src/trpc/handler.ts';
import { baseProcedure, router } from '../../src/trpc/init.ts';
import { listProcedures } from '../../src/trpc/internals.ts';

interface Recorded {
  input: unknown;
  outcome: { data: unknown } | { cause: unknown };
  /** The request's response state (shared by a batch's calls): read once the answer is made. */
  res: Context['res'];
}

/** Requests compared since the process started, for a test that checks the comparison runs at all. */
export const differentialStats = { compared: 0 };

/** A router with appRouter's procedures (paths, kinds, metas) whose calls answer what `recorded` says. */
function replayRouter(
  recorded: (requestId: string, batchIndex: number, path: string) => Recorded | undefined,
  mismatch: (requestId: string, what: string) => void,
): AnyRouter {
  const tree: Record<string, unknown> = {};
  for (const [path, { type, meta }] of listProcedures(appRouter)) {
    if (type === 'subscription') continue;
    const procedure = baseProcedure
      .meta(meta)
      .input((raw: unknown) => raw)
      .use(async ({ ctx, path: called, getRawInput, next, batchIndex }) => {
        const call = recorded(ctx.requestId, batchIndex, called);
        if (!call) {
          mismatch(ctx.requestId, `${called}: called by tRPC's adapter, not by the direct path`);
          return next();
        }
        const input = await getRawInput();
        if (!isDeepStrictEqual(input, call.input))
          mismatch(ctx.requestId, `${called}: the adapter read the input ${JSON.stringify(input)}, the direct path ${JSON.stringify(call.input)}`);
        Object.assign(ctx.res.headers, call.res.headers);
        if ('cause' in call.outcome) throw call.outcome.cause;
        return next();
      });
    const resolve = async ({ ctx, path: called, batchIndex }: { ctx: Context; path: string; batchIndex?: number }) => {
      const call = recorded(ctx.requestId, batchIndex ?? 0, called);
      return call && 'data' in call.outcome ? call.outcome.data : undefined;
    };
    const built = type === 'query' ? procedure.query(resolve) : procedure.mutation(resolve);
    const parts = path.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = built;
  }
  return router(tree as Parameters<typeof router>[0]);
}

export function trpcDifferential(deps: AppDeps) {
  const calls = new Map<string, Map<string, Recorded>>();
  const mismatches = new Map<string, string[]>();
  const mismatch = (requestId: string, what: string) => mismatches.set(requestId, [...(mismatches.get(requestId) ?? []), what]);
  const key = (batchIndex: number, path: string) => `${batchIndex} ${path}`;
  const recorded = (requestId: string, batchIndex: number, path: string) => calls.get(requestId)?.get(key(batchIndex, path));
  // The replay answers through tRPC's adapter on its own deps view: no admission (the real request was admitted).
  const adapter = createTrpcHandler(replayRouter(recorded, mismatch), { ...deps, admission: undefined }, { adapterOnly: true });

  /** Records every call the direct path makes, with what it gave back. */
  const call: CallProcedure = async <Ctx>(router: AnyRouter, procedureCall: ProcedureCall<Ctx>) => {
    const ctx = procedureCall.ctx as unknown as Context;
    const entry = { input: procedureCall.input, res: ctx.res } as Recorded;
    let byCall = calls.get(ctx.requestId);
    if (!byCall) calls.set(ctx.requestId, (byCall = new Map()));
    byCall.set(key(procedureCall.batchIndex ?? 0, procedureCall.path), entry);
    try {
      const data = await callProcedure(router, procedureCall);
      entry.outcome = { data };
      return data;
    } catch (cause) {
      entry.outcome = { cause };
      throw cause;
    }
  };

  /** Wraps the app's fetch: a /trpc answer the direct path gave is compared with the adapter's answer to the same calls. */
  function watch(app: App): void {
    const fetch = app.fetch as (request: Request, ...rest: unknown[]) => Promise<Response>;
    app.fetch = async (request: Request, ...rest: unknown[]) => {
      if (!new URL(request.url).pathname.startsWith('/trpc')) return fetch(request, ...rest);
      const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
      const again = () => new Request(request.url, { method: request.method, headers: request.headers, body });
      const response = await fetch(again(), ...rest);
      const requestId = response.headers.get('x-request-id');
      if (!requestId || !calls.has(requestId)) return response; // answered before any call, or by the adapter itself
      try {
        const direct = await snapshot(response.clone());
        const replayed = await snapshot(await adapter(again(), requestId, null));
        const differences = mismatches.get(requestId) ?? [];
        if (direct.status !== replayed.status) differences.push(`status ${direct.status} ≠ the adapter's ${replayed.status}`);
        if (!isDeepStrictEqual(direct.headers, replayed.headers))
          differences.push(`headers ${JSON.stringify(direct.headers)} ≠ the adapter's ${JSON.stringify(replayed.headers)}`);
        if (direct.body !== replayed.body) differences.push(`body ${direct.body} ≠ the adapter's ${replayed.body}`);
        if (differences.length) throw new Error(`${request.method} ${request.url}: /trpc answered unlike tRPC's adapter:\n  ${differences.join('\n  ')}`);
        differentialStats.compared++;
        return response;
      } finally {
        calls.delete(requestId);
        mismatches.delete(requestId);
      }
    };
  }

  return { call, watch };
}

/** An answer as compared: the status, the headers the edge sets (not the app's request id), the body. */
async function snapshot(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'));
  return { status: response.status, headers, body: await response.text() };
}
