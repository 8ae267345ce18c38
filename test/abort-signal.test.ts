/**
 * Issue 36 #3: both edges hand the request's AbortSignal to the procedure (src/trpc/call.ts), so a procedure can stop
 * work for a client that went away (@hono/node-server aborts the request's signal when the connection closes early).
 * A probe procedure behind the key middleware waits for its signal; the client aborts mid-call; the procedure must
 * see it aborted. A dropped signal would leave the procedure none to wait for: it would answer `aborted: false`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRestHandler } from '../src/rest/handler.ts';
import type { AppRouter } from '../src/routers/index.ts';
import { createTrpcHandler } from '../src/trpc/handler.ts';
import { router } from '../src/trpc/init.ts';
import { API_KEY_HEADER, API_SECRET_HEADER, keyProcedure } from '../src/trpc/procedures.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

/** The signals the probe saw, and a way to wait until it has been entered `n` times. */
const seen: (AbortSignal | undefined)[] = [];
const waiters: { n: number; resolve: () => void }[] = [];
const entered = (n: number) => new Promise<void>((resolve) => (seen.length >= n ? resolve() : waiters.push({ n, resolve })));

const probeRouter = router({
  probe: keyProcedure('tenants.read')
    .meta({ openapi: { method: 'GET', path: '/v1/probe' } })
    .input(z.object({}).strict().optional())
    .output(z.object({ aborted: z.boolean() }))
    .query(async ({ signal }) => {
      seen.push(signal);
      for (const w of waiters.filter((w) => seen.length >= w.n)) w.resolve();
      if (signal && !signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      return { aborted: signal?.aborted ?? false };
    }),
});

const headers = () => ({ [API_KEY_HEADER]: t.sandbox.publishableKey, [API_SECRET_HEADER]: t.sandbox.secretKey });

describe("the request's AbortSignal reaches the procedure (#36.3)", () => {
  it('REST: a client that goes away mid-call aborts the signal the procedure holds', async () => {
    const rest = createRestHandler(probeRouter as unknown as AppRouter, h.deps);
    const client = new AbortController();
    const from = seen.length;
    const answer = rest(new Request('http://localhost/v1/probe', { headers: headers(), signal: client.signal }), 'req_abort_rest', null);
    await entered(from + 1);
    expect(seen[from]?.aborted).toBe(false);
    client.abort();
    expect(await answer).toMatchObject({ status: 200, body: { aborted: true } });
    expect(seen[from]?.aborted).toBe(true);
  });

  it('/trpc: one call and each call of a batch hold the signal, aborted with the request', async () => {
    const trpc = createTrpcHandler(probeRouter, h.deps);
    for (const path of ['/trpc/probe', '/trpc/probe,probe?batch=1']) {
      const calls = path.includes('batch') ? 2 : 1;
      const client = new AbortController();
      const from = seen.length;
      const answer = trpc(new Request(`http://localhost${path}`, { headers: headers(), signal: client.signal }), 'req_abort_trpc', null);
      await entered(from + calls);
      expect(seen.slice(from).map((s) => s?.aborted)).toEqual(Array(calls).fill(false));
      client.abort();
      const res = await answer;
      const body = await res.json();
      const items = Array.isArray(body) ? body : [body];
      expect(items.map((item: { result: { data: unknown } }) => item.result.data)).toEqual(Array(calls).fill({ aborted: true }));
      expect(seen.slice(from).map((s) => s?.aborted)).toEqual(Array(calls).fill(true));
    }
  });
});
