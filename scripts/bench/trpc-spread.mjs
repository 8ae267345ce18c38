/**
 * `node scripts/bench/trpc-spread.mjs [path/to/@trpc/server]`: what tRPC's `_objectSpread2` helper costs a
 * procedure call, the figure behind patches/trpc-object-spread.mjs and its upstream report
 * (docs/upstream/trpc-object-spread.md). A query behind five middlewares, each adding one key to a context
 * of twelve, called through createCaller; prints ns per call (median of 7 rounds). Give it an unpatched
 * copy (`npm pack @trpc/server@11.25.2` and unpack it) to compare; plain Node, no other package.
 */
import { pathToFileURL } from 'node:url';

const from = process.argv[2] ? pathToFileURL(`${process.argv[2]}/dist/index.mjs`).href : '@trpc/server';
const { initTRPC } = await import(from);

const t = initTRPC.context().create();
const add = (key) => t.middleware(({ ctx, next }) => next({ ctx: { ...ctx, [key]: key } }));
const procedure = t.procedure.use(add('a')).use(add('b')).use(add('c')).use(add('d')).use(add('e'));
const router = t.router({ get: procedure.query(({ ctx }) => ctx.e) });
const ctx = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, { i }]));
const caller = router.createCaller(ctx);

const CALLS = 20_000;
async function round() {
  const start = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) await caller.get();
  return Number(process.hrtime.bigint() - start) / CALLS;
}
for (let i = 0; i < 3; i++) await round(); // warm-up: the JIT compiles the path first
const rounds = [];
for (let i = 0; i < 7; i++) rounds.push(await round());
rounds.sort((a, b) => a - b);
console.log(`${from}: ${rounds[3].toFixed(0)} ns per call (median of 7 × ${CALLS}; min ${rounds[0].toFixed(0)}, max ${rounds[6].toFixed(0)})`);
