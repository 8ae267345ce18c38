/**
 * Issue 36 #3: both edges hand the request's AbortSignal to a procedure that stops on it (`abortable` in its meta;
 * src/trpc/call.ts), so it can stop work for a client that went away (@hono/node-server aborts the request's signal
 * when the connection closes early). A probe procedure behind the key middleware waits for its signal; the client
 * aborts mid-call; the procedure must see it aborted. A dropped signal would leave the procedure none to wait for: it
 * would answer `aborted: false`.
 *
 * A procedure that is not `abortable` gets no signal, and the edge never reads the request's: @hono/node-server builds
 * a request's AbortController the first time its `signal` is read, a cost per request (docs/benchmarks.md, issue 36).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../src/logger.ts';
import { createRestHandler } from '../src/rest/handler.ts';
import { type AppRouter, appRouter } from '../src/routers/index.ts';
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

const output = z.object({ aborted: z.boolean(), signal: z.boolean() });
const probeRouter = router({
  probe: keyProcedure('tenants.read')
    .meta({ openapi: { method: 'GET', path: '/v1/probe' }, abortable: true })
    .input(z.object({}).strict().optional())
    .output(output)
    .query(async ({ signal }) => {
      seen.push(signal);
      for (const w of waiters.filter((w) => seen.length >= w.n)) w.resolve();
      if (signal && !signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      return { aborted: signal?.aborted ?? false, signal: signal !== undefined };
    }),
  // Not abortable: answers at once, saying whether it was handed a signal.
  plain: keyProcedure('tenants.read')
    .meta({ openapi: { method: 'GET', path: '/v1/plain' } })
    .input(z.object({}).strict().optional())
    .output(output)
    .query(({ signal }) => ({ aborted: signal?.aborted ?? false, signal: signal !== undefined })),
});

const headers = () => ({ [API_KEY_HEADER]: t.sandbox.publishableKey, [API_SECRET_HEADER]: t.sandbox.secretKey });

/** A request that counts the reads of its `signal` (what makes @hono/node-server's request build an AbortController). */
function countingRequest(url: string, signal?: AbortSignal) {
  const req = new Request(url, { headers: headers(), signal });
  const own = req.signal;
  const reads = { n: 0 };
  Object.defineProperty(req, 'signal', {
    get() {
      reads.n++;
      return own;
    },
  });
  return { req, reads };
}

describe("the request's AbortSignal reaches a procedure marked abortable (#36.3)", () => {
  it('REST: a client that goes away mid-call aborts the signal the procedure holds', async () => {
    const rest = createRestHandler(probeRouter as unknown as AppRouter, h.deps);
    const client = new AbortController();
    const from = seen.length;
    const answer = rest(new Request('http://localhost/v1/probe', { headers: headers(), signal: client.signal }), 'req_abort_rest', null);
    await entered(from + 1);
    expect(seen[from]?.aborted).toBe(false);
    client.abort();
    expect(await answer).toMatchObject({ status: 200, body: { aborted: true, signal: true } });
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
      expect(items.map((item: { result: { data: unknown } }) => item.result.data)).toEqual(Array(calls).fill({ aborted: true, signal: true }));
      expect(seen.slice(from).map((s) => s?.aborted)).toEqual(Array(calls).fill(true));
    }
  });

  it('a procedure not marked abortable gets no signal, and neither edge reads the request’s', async () => {
    const rest = createRestHandler(probeRouter as unknown as AppRouter, h.deps);
    const plain = countingRequest('http://localhost/v1/plain');
    expect(await rest(plain.req, 'req_plain_rest', null)).toMatchObject({ status: 200, body: { aborted: false, signal: false } });
    expect(plain.reads.n).toBe(0);

    const trpc = createTrpcHandler(probeRouter, h.deps);
    for (const path of ['/trpc/plain', '/trpc/plain,plain?batch=1']) {
      const { req, reads } = countingRequest(`http://localhost${path}`);
      const res = await trpc(req, 'req_plain_trpc', null);
      expect(res.status).toBe(200);
      const body = await res.json();
      const items = Array.isArray(body) ? body : [body];
      expect(items.map((item: { result: { data: unknown } }) => item.result.data)).toEqual(Array(items.length).fill({ aborted: false, signal: false }));
      expect(reads.n).toBe(0);
    }

    // The counter counts: the abortable probe, answered at once here by an aborted request, reads it.
    const marked = countingRequest('http://localhost/v1/probe', AbortSignal.abort());
    expect(await rest(marked.req, 'req_marked_rest', null)).toMatchObject({ status: 200, body: { aborted: true, signal: true } });
    expect(marked.reads.n).toBeGreaterThan(0);
  });

  it('the CSV export (abortable) stops collecting over /trpc once its client has gone away, logged as that, not as an error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const trpc = createTrpcHandler(appRouter, { ...h.deps, logger });
    const exportOf = (signal?: AbortSignal) => trpc(new Request('http://localhost/trpc/sanctions.export', { headers: headers(), signal }), 'req_export', null);
    const whole = await exportOf();
    expect(whole.status).toBe(200);
    expect(((await whole.json()) as { result: { data: string } }).result.data).toMatch(/^_id,caseId,/);
    // Gone before the first chunk was added: no CSV is collected or answered.
    const gone = await exportOf(AbortSignal.abort());
    expect(gone.status).toBe(500);
    expect(((await gone.json()) as { error: { data: { code: string } } }).error.data.code).toBe('internal_error');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain('caller went away; the call stopped');
  });
});
