/**
 * One call of one procedure, as tRPC's own adapters make it: through `callTRPCProcedure`, tRPC's exported calling
 * function — the procedure's middleware, its input and output schemas — with the request's AbortSignal if the procedure
 * is `abortable` (Meta.abortable: reading a request's signal builds an AbortController). Both edges
 * call procedures through here: REST (src/rest/handler.ts) and /trpc (src/trpc/handler.ts).
 */
import { type AnyRouter, callTRPCProcedure } from '@trpc/server';

export interface ProcedureCall<Ctx> {
  ctx: Ctx;
  /** The tRPC path (`transactions.get`). */
  path: string;
  type: 'query' | 'mutation';
  /** The call's input, already parsed (a JSON body, a GET's `input`, REST's parameters). */
  input: unknown;
  /** The request's, aborted when the client goes away; undefined for a procedure that is not `abortable`. */
  signal: AbortSignal | undefined;
  /** The call's place in a /trpc batch (0 otherwise). */
  batchIndex?: number;
}

export type CallProcedure = <Ctx>(router: AnyRouter, call: ProcedureCall<Ctx>) => Promise<unknown>;

export const callProcedure: CallProcedure = (router, call) =>
  callTRPCProcedure({
    router,
    path: call.path,
    type: call.type,
    ctx: call.ctx,
    getRawInput: () => Promise.resolve(call.input),
    signal: call.signal,
    batchIndex: call.batchIndex ?? 0,
  });
