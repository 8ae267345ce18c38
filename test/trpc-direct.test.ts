/**
 * /trpc answered without tRPC's fetch adapter (src/trpc/http.ts) must answer exactly what the adapter answers:
 * every request below goes to the app (direct path) and to the same app built with `trpcAdapterOnly` (tRPC's
 * adapter), on the same database, and status, headers and body must be equal — request ids and the ids and times
 * of created objects aside. And the shapes the direct path leaves to the adapter (streaming, a method that does
 * not fit, unknown paths, a batch input that is not an object) are indeed left to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import { appRouter } from '../src/routers/index.ts';
import { createDirectTrpc } from '../src/trpc/http.ts';
import { makeUser } from './helpers/factories.ts';
import { authHeaders, fileHarness, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let adapter: App;
let t: TestTenant;
let transactionId: string;

beforeAll(async () => {
  adapter = createApp(h.deps, { trpcAdapterOnly: true });
  t = await h.tenant();
  const created = await h.request<{ id: string }>('POST', '/v1/transactions/create', {
    auth: t.sandbox,
    body: {
      accountType: 'escrow',
      title: 'Direct',
      amount: 1000,
      currency: 'usd',
      seller: { userId: await makeUser(h, t.sandbox) },
      buyer: { userId: await makeUser(h, t.sandbox) },
    },
  });
  expect(created.status).toBe(200);
  transactionId = created.body.id;
});

/** Request ids, and the ids and times of objects a mutation created, differ between two runs of the same request. */
const normalize = (text: string) =>
  text
    .replace(/req_[0-9A-Z]{26}/g, 'req_…')
    .replace(/(usr|kyc|evt)_[0-9A-Z]{26}/g, '$1_…')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '…time…');

async function both(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const send = async (app: App) => {
    const res = await app.request(path, { method, headers: init.headers, body: init.body });
    const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'x-request-id'));
    return { status: res.status, headers, body: normalize(await res.text()) };
  };
  return { direct: await send(h.app), adapter: await send(adapter) };
}

const json = { 'content-type': 'application/json' };
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('/trpc without the fetch adapter answers what the adapter answers', () => {
  const cases: [string, () => [string, string, { headers?: Record<string, string>; body?: string }?]][] = [
    ['a query', () => ['GET', '/trpc/tenants.me', { headers: authHeaders(t.sandbox) }]],
    ['a query with input', () => ['GET', `/trpc/transactions.get?input=${input({ id: transactionId })}`, { headers: authHeaders(t.sandbox) }]],
    [
      'a query that is not found (404)',
      () => ['GET', `/trpc/transactions.get?input=${input({ id: 'tx_01M8A5EKQRSCJ3PH281P51KVAW' })}`, { headers: authHeaders(t.sandbox) }],
    ],
    ['a query with invalid input (400)', () => ['GET', `/trpc/transactions.get?input=${input({ id: 5 })}`, { headers: authHeaders(t.sandbox) }]],
    ['a query with no input where one is needed', () => ['GET', '/trpc/transactions.get', { headers: authHeaders(t.sandbox) }]],
    ['a query whose input is not JSON', () => ['GET', '/trpc/transactions.get?input=%7Boops', { headers: authHeaders(t.sandbox) }]],
    ['a query without a key (401)', () => ['GET', '/trpc/tenants.me']],
    [
      'a query with a wrong secret (401)',
      () => ['GET', '/trpc/tenants.me', { headers: { ...authHeaders(t.sandbox), 'x-api-secret': `sk_test_${'x'.repeat(32)}` } }],
    ],
    [
      'a batch of queries',
      () => ['GET', `/trpc/tenants.me,transactions.get?batch=1&input=${input({ 1: { id: transactionId } })}`, { headers: authHeaders(t.sandbox) }],
    ],
    [
      'a batch whose calls answer different statuses (207)',
      () => [
        'GET',
        `/trpc/tenants.me,transactions.get?batch=1&input=${input({ 1: { id: 'tx_01M8A5EKQRSCJ3PH281P51KVAW' } })}`,
        { headers: authHeaders(t.sandbox) },
      ],
    ],
    ['a batch without input', () => ['GET', '/trpc/tenants.me,environments.list?batch=1', { headers: authHeaders(t.sandbox) }]],
    [
      'a mutation',
      () => ['POST', '/trpc/users.add', { headers: { ...authHeaders(t.sandbox), ...json }, body: JSON.stringify({ name: 'Ann', email: 'ann@example.com' }) }],
    ],
    ['a mutation with invalid input (400)', () => ['POST', '/trpc/users.add', { headers: { ...authHeaders(t.sandbox), ...json }, body: '{}' }]],
    ['a mutation whose body is not JSON', () => ['POST', '/trpc/users.add', { headers: { ...authHeaders(t.sandbox), ...json }, body: '{oops' }]],
    ['a mutation with an empty body', () => ['POST', '/trpc/users.add', { headers: { ...authHeaders(t.sandbox), ...json } }]],
    ['a mutation without a content type (left to the adapter)', () => ['POST', '/trpc/users.add', { headers: authHeaders(t.sandbox) }]],
    [
      'a batch of mutations',
      () => [
        'POST',
        '/trpc/users.add,users.add?batch=1',
        { headers: { ...authHeaders(t.sandbox), ...json }, body: JSON.stringify({ 0: { name: 'Bo', email: 'bo@example.com' }, 1: {} }) },
      ],
    ],
    // Left to the adapter (checked below); compared too, so a change of that boundary cannot change an answer.
    ['a mutation over GET', () => ['GET', '/trpc/users.add', { headers: authHeaders(t.sandbox) }]],
    ['a query over POST', () => ['POST', '/trpc/tenants.me', { headers: { ...authHeaders(t.sandbox), ...json }, body: '{}' }]],
    ['an unknown procedure', () => ['GET', '/trpc/nope.nothing', { headers: authHeaders(t.sandbox) }]],
    ['a batch whose input is an array', () => ['GET', `/trpc/tenants.me?batch=1&input=${input([1])}`, { headers: authHeaders(t.sandbox) }]],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const [method, path, init] = make();
    const { direct, adapter: expected } = await both(method, path, init);
    expect(direct).toEqual(expected);
  });

  it('the common shapes take the direct path; streaming, mismatched methods, unknown paths and odd batches do not', () => {
    const plan = createDirectTrpc(appRouter, { responseHeaders: () => ({}), onError: () => {} });
    const at = (method: string, path: string, headers: Record<string, string> = {}, input?: unknown) =>
      plan({ method, url: new URL(`http://localhost${path}`), headers: new Headers(headers), input }) !== undefined;
    expect(at('GET', '/trpc/tenants.me')).toBe(true);
    expect(at('GET', '/trpc/tenants.me,transactions.get?batch=1', {}, { 1: { id: 'x' } })).toBe(true);
    expect(at('POST', '/trpc/users.add', json, { name: 'x' })).toBe(true);
    expect(at('POST', '/trpc/users.add,users.add?batch=1', json, { 0: {} })).toBe(true);
    expect(at('GET', '/trpc/tenants.me', { 'trpc-accept': 'application/jsonl' })).toBe(false);
    expect(at('GET', '/trpc/users.add')).toBe(false);
    expect(at('POST', '/trpc/tenants.me', json, {})).toBe(false);
    expect(at('GET', '/trpc/nope.nothing')).toBe(false);
    expect(at('GET', '/trpc/tenants.me,users.add?batch=1')).toBe(false);
    expect(at('GET', '/trpc/tenants.me?batch=1', {}, [1])).toBe(false);
    expect(at('POST', '/trpc/users.add,users.add?batch=1', json, 'text')).toBe(false);
    expect(at('POST', '/trpc/users.add', {}, undefined)).toBe(false);
  });

  // The direct path (like the REST facade) gives procedures no AbortSignal; tRPC's adapter gives one. Safe while none reads it.
  it('no procedure reads the AbortSignal tRPC would hand it', () => {
    const root = fileURLToPath(new URL('../src/', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /^(routers|trpc)\/.*\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(20);
    const readers = files.filter((f) => /\bsignal\b/.test(readFileSync(join(root, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(readers).toEqual(['trpc/internals.ts']);
  });
});
