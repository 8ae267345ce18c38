/**
 * The key-scope matrix, generated from the app router: every procedure that
 * `keyProcedure(scope)` declares, called over REST and tRPC with a key that
 * holds every scope but its own, must answer 403 `key_forbidden` and change
 * nothing (an Idempotency-Key on a POST included); the same request with a
 * key holding only that scope must succeed, so the refusal is not an
 * artefact of a broken sample. Session-only procedures outside the
 * dashboard router refuse every key the same way (test/dashboard.test.ts
 * covers `dashboard.*`). Request bodies start from the documented examples
 * (src/openapi/examples.ts), with real ids and fresh email addresses.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_EXAMPLES } from '../src/openapi/examples.ts';
import { appRouter, procedureMetas } from '../src/routers/index.ts';
import { API_SCOPES, type ApiScope } from '../src/services/scopes.ts';
import type { Meta } from '../src/trpc/init.ts';
import {
  createEscrow,
  createTestEndpoint,
  escrowIn,
  makeUser,
  possibleMatch,
  emailIn,
  requestLogIn,
  uniqueEmail,
  type EscrowState,
} from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type KeyCreds, type TestResponse, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
/** Per scope: a key with every other scope, and a key with that scope alone. */
const withoutScope = new Map<ApiScope, KeyCreds>();
const onlyScope = new Map<ApiScope, KeyCreds>();
let endpointId: string;

const PROCEDURES = [...procedureMetas.entries()];
const KEYED = PROCEDURES.filter(([, meta]) => meta.auth?.kind === 'key') as [string, Meta & { auth: { kind: 'key'; scope: ApiScope } }][];
const SESSION_ONLY = PROCEDURES.filter(([path, meta]) => meta.auth?.kind === 'session' && !path.startsWith('dashboard.'));

interface Sample {
  /** Path parameters, which are also tRPC input fields. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Merged over the operation's documented request example. */
  body?: Record<string, unknown>;
}

/** Email addresses in an example made unique, so a sample can run twice in one environment. */
function fresh<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v) => (typeof v === 'string' && v.endsWith('@example.com') ? uniqueEmail(v.split('@')[0]!) : v));
}

const sandbox = () => t.sandbox;
const txIn = async (state: EscrowState) => ({ params: { id: (await escrowIn(h, sandbox(), state)).id } });
const newEndpoint = async () => (await createTestEndpoint(h, sandbox(), 'https://hooks.example.com/escrow')).id;
/** A clock at the documented example's frozenTime, so the documented advance example moves it forward. */
const newClock = async () => {
  const res = await h.request('POST', '/v1/test-clocks', { body: REQUEST_EXAMPLES['post /v1/test-clocks'], auth: sandbox() });
  expect(res.status, res.text).toBe(200);
  return res.body.id as string;
};
const anEventId = async () => (await h.request('GET', '/v1/events?limit=1', { auth: sandbox() })).body.data[0].id as string;
async function customer(): Promise<string> {
  const res = await h.request('POST', '/v1/payments/customers', { body: { userId: await makeUser(h, sandbox()) }, auth: sandbox() });
  expect(res.status, res.text).toBe(200);
  return res.body.id;
}
async function attach(customerId: string): Promise<string> {
  const res = await h.request('POST', `/v1/payments/customers/${customerId}/payment-methods`, { body: { paymentMethodId: 'pm_card_visa' }, auth: sandbox() });
  expect(res.status, res.text).toBe(200);
  return res.body.id;
}

/**
 * A request each key procedure accepts, built fresh for each call (objects a
 * change consumes — a funded transaction to release, an endpoint to delete —
 * are new each time).
 */
const SAMPLES: Record<string, () => Promise<Sample>> = {
  'tenants.me': async () => ({}),
  'environments.list': async () => ({}),
  'environments.get': async () => ({ params: { id: sandbox().environmentId } }),
  'users.add': async () => ({}),
  'users.addBulk': async () => ({}),
  'users.get': async () => ({ params: { id: await makeUser(h, sandbox()) } }),
  'users.list': async () => ({}),
  'events.list': async () => ({}),
  'events.get': async () => ({ params: { id: await anEventId() } }),
  'events.redeliver': async () => ({ params: { id: await anEventId() }, body: { endpointId } }),
  'kyc.get': async () => ({ params: { userId: await makeUser(h, sandbox()) } }),
  'kyc.update': async () => ({ params: { userId: await makeUser(h, sandbox(), { kyc: false }) } }),
  'kyc.createSession': async () => ({ params: { provider: 'sandbox' }, body: { userId: await makeUser(h, sandbox(), { kyc: false }) } }),
  'transactions.create': async () => ({ body: { seller: { userId: await makeUser(h, sandbox()) } } }),
  'transactions.current': async () => ({ query: { userId: (await createEscrow(h, sandbox())).sellerId } }),
  'transactions.list': async () => ({}),
  'transactions.get': () => txIn('invited'),
  'transactions.update': () => txIn('invited'),
  'transactions.markFunded': () => txIn('accepted'),
  'transactions.release': () => txIn('funded'),
  'transactions.refund': () => txIn('funded'),
  'transactions.cancel': () => txIn('invited'),
  'transactions.openDispute': () => txIn('funded'),
  'transactions.listDisputes': () => txIn('disputed'),
  'transactions.addEvidence': () => txIn('disputed'),
  'transactions.resolveDispute': () => txIn('disputed'),
  'transactions.createPartyLink': async () => {
    const escrow = await createEscrow(h, sandbox());
    return { params: { id: escrow.id }, body: { userId: escrow.buyerId } };
  },
  'webhookEndpoints.create': async () => ({}),
  'webhookEndpoints.list': async () => ({}),
  'webhookEndpoints.get': async () => ({ params: { id: endpointId } }),
  'webhookEndpoints.update': async () => ({ params: { id: await newEndpoint() } }),
  'webhookEndpoints.delete': async () => ({ params: { id: await newEndpoint() } }),
  'webhookEndpoints.rotateSecret': async () => ({ params: { id: await newEndpoint() } }),
  'webhookEndpoints.deliveries': async () => ({ params: { id: endpointId } }),
  'webhookEndpoints.delivery': async () => {
    const queued = await h.request('POST', `/v1/events/${await anEventId()}/redeliver`, { body: { endpointId }, auth: sandbox() });
    expect(queued.status, queued.text).toBe(200);
    return { params: { id: endpointId, deliveryId: queued.body.deliveries[0].id } };
  },
  'webhookEndpoints.recover': async () => {
    const since = new Date(h.clock.now().getTime() - 3600_000).toISOString();
    return { params: { id: await newEndpoint() }, body: { since } };
  },
  // hooks.example.com does not resolve here: the attempt fails at once, and the answer is still 200 with the attempt.
  'webhookEndpoints.test': async () => ({ params: { id: endpointId } }),
  'sanctions.logs': async () => ({}),
  'testClocks.create': async () => ({}),
  'testClocks.list': async () => ({}),
  'testClocks.get': async () => ({ params: { id: await newClock() } }),
  'testClocks.advance': async () => ({ params: { id: await newClock() } }),
  'testClocks.delete': async () => ({ params: { id: await newClock() } }),
  'sanctions.review': async () => ({ params: { id: (await possibleMatch(h, t.tenantId, sandbox())).id } }),
  'sanctions.screen': async () => ({}),
  'sanctions.export': async () => ({}),
  'requestLogs.list': async () => ({}),
  'requestLogs.get': async () => ({ params: { id: await requestLogIn(h, t.tenantId, sandbox()) } }),
  'emails.list': async () => ({}),
  'emails.get': async () => ({ params: { id: await emailIn(h, t.tenantId, sandbox()) } }),
  'payments.createCustomer': async () => ({ body: { userId: await makeUser(h, sandbox()) } }),
  'payments.listCustomers': async () => ({}),
  'payments.getCustomer': async () => ({ params: { id: await customer() } }),
  'payments.attach': async () => ({ params: { customerId: await customer() } }),
  'payments.listMethods': async () => ({ params: { customerId: await customer() } }),
  'payments.detach': async () => {
    const customerId = await customer();
    return { params: { customerId, id: await attach(customerId) } };
  },
  'payments.setDefault': async () => {
    const customerId = await customer();
    await attach(customerId);
    return { params: { customerId, id: await attach(customerId) } };
  },
};

/** Session-only procedures outside the dashboard router, with a request for each. */
const SESSION_SAMPLES: Record<string, () => Promise<Sample>> = {
  'auth.logout': async () => ({}),
  'auth.session': async () => ({}),
  'auth.switch': async () => ({}),
  'environments.update': async () => ({ params: { id: sandbox().environmentId } }),
};

interface Built {
  method: string;
  rest: string;
  trpc: { method: 'GET' | 'POST'; path: string; body?: unknown };
  body?: unknown;
}

/** The sample as a REST request (path, query, documented example body) and as the equivalent tRPC call. */
function build(path: string, meta: Meta, sample: Sample): Built {
  const { method, path: template } = meta.openapi!;
  const params = sample.params ?? {};
  const rest = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
  const query = new URLSearchParams(sample.query ?? {}).toString();
  const example = REQUEST_EXAMPLES[`${method.toLowerCase()} ${template}`];
  let body: unknown;
  if (Array.isArray(example)) body = fresh(example);
  else if (example !== undefined || sample.body) body = { ...fresh((example ?? {}) as Record<string, unknown>), ...sample.body };
  const fields = { ...params, ...sample.query, ...(meta.arrayBody ? { [meta.arrayBody.field]: body } : (body as object | undefined)) };
  const input = Object.keys(fields).length ? fields : undefined;
  const isQuery = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]!._def.type === 'query';
  const trpc = isQuery
    ? { method: 'GET' as const, path: `/trpc/${path}${input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}` }
    : { method: 'POST' as const, path: `/trpc/${path}`, body: input ?? {} };
  return { method, rest: query ? `${rest}?${query}` : rest, trpc, body };
}

const errorCode = (res: TestResponse) => (res.body?.error?.data ? res.body.error.data.code : res.body?.error?.code) as string | undefined;

async function refused(call: Built, auth: KeyCreds, label: string): Promise<void> {
  // An Idempotency-Key on a POST: a refusal must not claim or store it either.
  const headers: Record<string, string> = call.method === 'POST' ? { 'idempotency-key': randomUUID() } : {};
  const rest = await h.request(call.method, call.rest, { auth, headers, ...(call.body !== undefined ? { body: call.body } : {}) });
  expect([rest.status, errorCode(rest)], `REST ${label}: ${rest.text}`).toEqual([403, 'key_forbidden']);
  const trpc = await h.request(call.trpc.method, call.trpc.path, { auth, headers, ...(call.trpc.body !== undefined ? { body: call.trpc.body } : {}) });
  expect([trpc.status, errorCode(trpc)], `tRPC ${label}: ${trpc.text}`).toEqual([403, 'key_forbidden']);
}

beforeAll(async () => {
  t = await h.tenant();
  for (const scope of API_SCOPES) {
    withoutScope.set(
      scope,
      await h.keyWithScopes(
        t,
        'sandbox',
        API_SCOPES.filter((s) => s !== scope),
      ),
    );
    onlyScope.set(scope, await h.keyWithScopes(t, 'sandbox', [scope]));
  }
  endpointId = await newEndpoint();
  await makeUser(h, sandbox()); // events to list and redeliver
}, 60_000);

describe('the key-scope matrix covers every key procedure', () => {
  it('every procedure is a key, session or public procedure, and every key procedure has a sample here', () => {
    expect(KEYED.length).toBeGreaterThanOrEqual(45);
    for (const [path, meta] of PROCEDURES) expect(['key', 'session', 'none'], path).toContain(meta.auth?.kind);
    for (const [path, meta] of KEYED) {
      expect(API_SCOPES, path).toContain(meta.auth.scope);
      expect(meta.openapi?.path, path).toBeDefined();
    }
    expect(Object.keys(SAMPLES).sort()).toEqual(KEYED.map(([p]) => p).sort());
    expect(Object.keys(SESSION_SAMPLES).sort()).toEqual(SESSION_ONLY.map(([p]) => p).sort());
  });
});

describe('a key without the scope: 403 key_forbidden and nothing changed (REST and tRPC); the scope alone suffices', () => {
  for (const [path, meta] of KEYED) {
    const { scope } = meta.auth;
    it(`${path} (${scope})`, async () => {
      const call = build(path, meta, await SAMPLES[path]!());
      const label = `${call.method} ${call.rest}`;
      const before = await tenantSnapshot(h.db, t.tenantId);
      await refused(call, withoutScope.get(scope)!, label);
      expect(await tenantSnapshot(h.db, t.tenantId), label).toEqual(before);
      const allowed = await h.request(call.method, call.rest, { auth: onlyScope.get(scope)!, ...(call.body !== undefined ? { body: call.body } : {}) });
      expect(allowed.status, `${label} with only ${scope}: ${allowed.text}`).toBeLessThan(300);
    });
  }
});

describe('session-only procedures outside the dashboard router refuse every key', () => {
  for (const [path, meta] of SESSION_ONLY) {
    it(`${path}: 403 key_forbidden with a key holding every scope, nothing changed (REST and tRPC)`, async () => {
      const call = build(path, meta, await SESSION_SAMPLES[path]!());
      const before = await tenantSnapshot(h.db, t.tenantId);
      for (const auth of [t.sandbox, t.live]) await refused(call, auth, `${call.method} ${call.rest}`);
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    });
  }
});
