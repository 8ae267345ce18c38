/**
 * The typed tRPC client's entry: `import type { AppRouter } from 'escrow-platform/trpc'`
 * (package.json `exports`). Types only — a frontend imports nothing from the
 * server at run time; @trpc/client does the calls.
 */
/// <reference path="../../src/types/talisman.d.ts" />
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../src/routers/index.ts';

export type { AppRouter };
/** Every procedure's input, e.g. `RouterInputs['transactions']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Every procedure's output, e.g. `RouterOutputs['transactions']['get']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
