/**
 * The one place that uses tRPC beyond its documented API, pinned by
 * test/structure.test.ts to the installed @trpc/server version (TRPC_VERSION):
 * after an upgrade, check both uses below still hold and move the pin.
 *
 * - `middlewareMarker`: a middleware that answers with something other than
 *   what `next()` returned (an Idempotency-Key replay's stored answer) must
 *   return a result carrying it, and tRPC exports it only from
 *   `unstable-core-do-not-import`. At runtime it is a constant string brand.
 * - `router._def`: tRPC has no public way to list a router's procedures with
 *   their kind and meta, which both edges (body limits, batch checks, success
 *   status) and openapi.json need.
 *
 * Calling a procedure and answering /trpc use tRPC's exported API only
 * (src/trpc/call.ts, src/trpc/handler.ts).
 *
 * And one patch (patches/trpc-object-spread.mjs, run by npm install; see
 * patches/README.md): the bundled `_objectSpread2` helper — every middleware
 * step copies its options and context with it — is native spread instead of
 * one property descriptor per key (5 % of the server's CPU on the
 * transaction read before).
 */
import type { AnyRouter } from '@trpc/server';
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
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

/** Every procedure of a router by its tRPC path (`users.addBulk`), with its kind and meta. */
export function listProcedures(router: AnyRouter): ReadonlyMap<string, ProcedureInfo> {
  const procedures = router._def.procedures as unknown as Record<string, { _def: { type: ProcedureInfo['type']; meta?: Meta } }>;
  return new Map(Object.entries(procedures).map(([path, p]) => [path, { type: p._def.type, meta: p._def.meta ?? {} }]));
}
