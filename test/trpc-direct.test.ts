/**
 * /trpc answered without tRPC's fetch adapter (src/trpc/handler.ts) must answer exactly what the adapter answers:
 * every request below goes to the app (direct path) and to the same app built with `trpc: { adapterOnly: true }` (tRPC's
 * adapter), on the same database, and status, headers and body must be equal — request ids and the ids and times
 * of created objects aside. And the shapes the direct path leaves to the adapter (streaming, a method that does
 * not fit, unknown paths, a batch input that is not an object) are indeed left to it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import { appRouter } from '../src/routers/index.ts';
import { createTrpcHandler } from '../src/trpc/handler.ts';
import { makeUser } from './helpers/factories.ts';
import { authHeaders, fileHarness, type TestTenant } from './helpers/harness.ts';
import { differentialStats, trpcDifferential } from './helpers/trpc-differential.ts';

const h = fileHarness();
let adapter: App;
let t: TestTenant;
let transactionId: string;

beforeAll(async () => {
  adapter = createApp(h.deps, { trpc: { adapterOnly: true } });
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
    ['a mutation without a content type (415 after the key)', () => ['POST', '/trpc/users.add', { headers: authHeaders(t.sandbox) }]],
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

  it('the common shapes take the direct path; streaming, mismatched methods, unknown paths and odd batches do not', async () => {
    let direct = 0;
    const handler = createTrpcHandler(appRouter, h.deps, {
      call: async () => {
        direct++;
        return null;
      },
    });
    const at = async (method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
      direct = 0;
      await handler(new Request(`http://localhost${path}`, { method, headers, body }), 'req_test', null);
      return direct > 0;
    };
    const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
    expect(await at('GET', '/trpc/tenants.me')).toBe(true);
    expect(await at('GET', `/trpc/tenants.me,transactions.get?batch=1&${input({ 1: { id: 'x' } })}`)).toBe(true);
    expect(await at('POST', '/trpc/users.add', json, '{"name":"x"}')).toBe(true);
    expect(await at('POST', '/trpc/users.add,users.add?batch=1', json, '{"0":{}}')).toBe(true);
    // A POST that is not JSON is answered here too, after authentication (its refusal is the procedure kind's).
    expect(await at('POST', '/trpc/users.add')).toBe(true);
    expect(await at('GET', '/trpc/tenants.me', { 'trpc-accept': 'application/jsonl' })).toBe(false);
    expect(await at('GET', '/trpc/users.add')).toBe(false);
    expect(await at('POST', '/trpc/tenants.me', json, '{}')).toBe(false);
    expect(await at('GET', '/trpc/nope.nothing')).toBe(false);
    expect(await at('GET', `/trpc/tenants.me?batch=1&${input([1])}`)).toBe(false);
    expect(await at('POST', '/trpc/users.add,users.add?batch=1', json, '"text"')).toBe(false);
    expect(await at('GET', '/trpc/tenants.me,environments.list')).toBe(false);
  });
});

describe('the suite-wide comparison with the adapter (test/helpers/trpc-differential.ts)', () => {
  it('runs on every /trpc answer of a harness app, batches, refusals and replays included', async () => {
    const before = differentialStats.compared;
    const headers = { ...authHeaders(t.sandbox), 'content-type': 'application/json', 'idempotency-key': `diff-${Math.random()}` };
    const body = JSON.stringify({ name: 'Dee', email: `dee-${Math.random()}@example.com`, phone: '+14155552671' });
    const first = await h.request('POST', '/trpc/users.add', { raw: body, headers });
    expect(first.status, first.text).toBe(200);
    const replay = await h.request('POST', '/trpc/users.add', { raw: body, headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await h.request('GET', `/trpc/tenants.me,transactions.get?batch=1&input=${input({ 1: { id: 'nope' } })}`, { auth: t.sandbox })).status).toBe(207);
    expect((await h.request('GET', '/trpc/tenants.me', { headers: { ...authHeaders(t.sandbox), 'x-api-secret': `sk_test_${'y'.repeat(32)}` } })).status).toBe(
      401,
    );
    expect(differentialStats.compared - before).toBe(4);
  });

  it('fails the request when the direct answer differs from the adapter’s', async () => {
    const differential = trpcDifferential(h.deps);
    // A direct path that adds a field the procedure did not return: the adapter, replaying the call, answers without it.
    const tampered = createApp(h.deps, {
      trpc: { call: async (router, call) => ({ ...((await differential.call(router, call)) as object), extra: true }) },
    });
    differential.watch(tampered);
    await expect(tampered.request('/trpc/tenants.me', { headers: authHeaders(t.sandbox) })).rejects.toThrow(/answered unlike tRPC's adapter[\s\S]*body/);
  });
});
