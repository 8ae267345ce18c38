// Long on purpose: the request generator from openapi.json and the run over every operation are one piece.
/**
 * Every operation in the committed openapi.json, fed property-generated
 * requests (fast-check): document-valid bodies and parameters, each required
 * field missing, wrong types, boundary values, huge strings, deep nesting,
 * hostile unicode (lone surrogates in nested keys and values too), unknown
 * fields, non-object and non-JSON bodies, malformed percent-escapes in paths
 * (REST and /trpc), and wrong or missing keys. Every answer must be documented (the harness checks
 * each one against the document), never a 5xx, never a hang; what the
 * document calls invalid must be refused with a 4xx. Afterwards the database
 * must pass its integrity checks and the other tenant must be untouched.
 *
 * Fixed seed; FUZZ_RUNS (default 12 per operation) and FUZZ_SEED for longer local runs.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { procedures } from '../src/routers/index.ts';
import { revokeKeyPair } from '../src/services/keys.ts';
import { requestValidity } from './helpers/conformance.ts';
import { createEscrow, escrowIn, makeMember, makeUser, signIn as signInAs } from './helpers/factories.ts';
import { authHeaders, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';
import { strayReferences, tenantReferences, type Reference } from './helpers/tables.ts';
import { anyJson, badEscape, deeplyNested, hostileString, resolve, validValue, type Doc, type IdPool, type Schema } from './helpers/schema-arbitrary.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const REQUEST_TIMEOUT_MS = 15_000;
const BODY_METHODS = new Set(['post', 'put', 'patch']);
/** Codes of the checks that run before authentication. */
const PRE_AUTH_CODES = new Set(['invalid_json', 'unsupported_media_type', 'payload_too_large', 'validation_failed']);

const doc: Doc = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries<Record<string, Schema>>(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })),
);

// Its own database on Postgres too: webhook workers of other test files must not touch the other tenant's deliveries mid-check.
const h = fileHarness({ isolated: true });
let t: TestTenant;
let other: TestTenant;
let revoked: KeyCreds;
const ids: IdPool = new Map();
let otherBefore: Record<string, unknown[]>;

const remember = (prefix: string, ...values: string[]) => ids.set(prefix, [...(ids.get(prefix) ?? []), ...values]);

/** A tenant with one of everything, so generated ids reach real rows. */
async function seed(tenant: TestTenant): Promise<void> {
  const auth = tenant.sandbox;
  const post = async (path: string, body: unknown) => {
    const res = await h.request('POST', path, { body, auth });
    if (res.status !== 200 && res.status !== 201) throw new Error(`seeding ${path} failed: ${res.text}`);
    return res.body;
  };
  const user = await makeUser(h, auth);
  const invited = await createEscrow(h, auth);
  const disputed = await escrowIn(h, auth, 'disputed');
  const funded = await escrowIn(h, auth, 'funded');
  const endpoint = await post('/v1/webhook-endpoints', { url: 'https://hooks.example.com/escrow', events: ['*'] });
  const customer = await post('/v1/payments/customers', { userId: user });
  const method = await post(`/v1/payments/customers/${customer.id}/payment-methods`, { paymentMethodId: 'pm_card_visa' });
  const events = await h.request('GET', '/v1/events?limit=5', { auth });
  remember('usr', user, invited.sellerId, invited.buyerId, disputed.buyerId);
  remember('tx', invited.id, disputed.id, funded.id);
  remember('wh', endpoint.id);
  remember('cus', customer.id);
  remember('pm', method.id, 'pm_card_mastercard');
  remember('evt', ...events.body.data.map((e: { id: string }) => e.id));
  remember('env', auth.environmentId);
}

beforeAll(async () => {
  t = await h.tenant();
  other = await h.tenant();
  await seed(t);
  await seed(other); // its ids join the pool: requests with t's keys must never reach them
  revoked = await h.keyWithScopes(t, 'sandbox', ['users.read']);
  await revokeKeyPair(h.db, revoked.publishableKey);
  // Dashboard operations are fuzzed as an owner of `t` (a bearer session), with the other tenant's ids in the pool too.
  await makeMember(h, t.tenantId, { email: OWNER_EMAIL, name: 'Fuzz owner', role: 'owner', password: OWNER_PASSWORD });
  await signIn();
  otherBefore = await tenantSnapshot(h.db, other.tenantId);
}, 60_000);

const OWNER_EMAIL = 'fuzz.owner@example.com';
const OWNER_PASSWORD = 'fuzzing owner password';
let memberToken: string;
async function signIn() {
  memberToken = (await signInAs(h, OWNER_EMAIL, OWNER_PASSWORD)).accessToken;
}

// A fuzzed dashboard call may log the owner out or disable an environment of `t`: restore both, so later operations keep their reach.
afterEach(async () => {
  await h.db.execute(sql`update environments set status = 'active', disabled_by = null where tenant_id = ${t.tenantId}`);
  const session = await h.request('GET', '/auth/session', { headers: { authorization: `Bearer ${memberToken}` } });
  if (session.status !== 200) await signIn();
});

// ------------------------------------------------------------------ requests

type AuthVariant = 'valid' | 'live' | 'none' | 'wrong-secret' | 'revoked' | 'publishable-only' | 'garbage';
type BodyVariant =
  | 'valid'
  | 'missing-required'
  | 'wrong-type'
  | 'boundary'
  | 'huge'
  | 'deep'
  | 'unicode'
  | 'unknown-field'
  | 'not-object'
  | 'not-json'
  | 'wrong-content-type';

interface FuzzRequest {
  auth: AuthVariant;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  bodyVariant?: BodyVariant;
  /** JSON value to send, or raw text when `raw` is set. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  idempotencyKey?: string;
  /** Appended to the first path parameter as it is, not encoded: an escape that does not decode. */
  badEscape?: string;
}

function parameters(op: Schema): Schema[] {
  return ((op.parameters as Schema[] | undefined) ?? []).map((p) => resolve(doc, p));
}

const authArb: fc.Arbitrary<AuthVariant> = fc.oneof(
  { arbitrary: fc.constant<AuthVariant>('valid'), weight: 8 },
  { arbitrary: fc.constantFrom<AuthVariant>('live', 'none', 'wrong-secret', 'revoked', 'publishable-only', 'garbage'), weight: 2 },
);

function pathParamsArb(op: Schema): fc.Arbitrary<Record<string, string>> {
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const p of parameters(op).filter((p) => p.in === 'path')) {
    record[p.name] = fc.oneof(
      { arbitrary: validValue(doc, p.schema ?? {}, ids) as fc.Arbitrary<string>, weight: 6 },
      { arbitrary: hostileString.filter((s) => s.length > 0), weight: 1 },
      { arbitrary: fc.string({ minLength: 300, maxLength: 3000 }), weight: 1 },
    );
  }
  return fc.record(record);
}

function queryArb(op: Schema): fc.Arbitrary<Record<string, string>> {
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const p of parameters(op).filter((p) => p.in === 'query')) {
    record[p.name] = fc.oneof(
      { arbitrary: validValue(doc, p.schema ?? {}, ids).map(String), weight: 4 },
      { arbitrary: hostileString, weight: 1 },
      { arbitrary: fc.constantFrom('-1', '0', '1e309', '9007199254740993', '1.5', '', 'null', 'true'), weight: 1 },
    );
  }
  const known = fc.record(record, {
    requiredKeys: parameters(op)
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => p.name),
  });
  return fc
    .tuple(
      known,
      fc.option(fc.dictionary(fc.constantFrom('unknown', 'limit[]', '__proto__', 'expand'), fc.string({ maxLength: 10 }), { maxKeys: 1 }), { nil: undefined }),
    )
    .map(([k, extra]) => ({ ...k, ...(extra ?? {}) }));
}

function bodySchema(op: Schema): Schema | undefined {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  return schema ? resolve(doc, schema) : undefined;
}

/** Every way a body goes wrong, built from a document-valid one. */
function bodyArb(op: Schema): fc.Arbitrary<Pick<FuzzRequest, 'bodyVariant' | 'body' | 'raw' | 'contentType'>> {
  const schema = bodySchema(op);
  if (!schema) return fc.constant({});
  const valid = validValue(doc, schema, ids);
  const props = Object.entries<Schema>(schema.properties ?? {}).map(([name, s]) => [name, resolve(doc, s)] as const);
  const names = props.map(([n]) => n);
  const required: string[] = schema.required ?? [];
  const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

  const variants: fc.Arbitrary<Pick<FuzzRequest, 'bodyVariant' | 'body' | 'raw' | 'contentType'>>[] = [
    valid.map((body) => ({ bodyVariant: 'valid' as const, body })),
    fc.constantFrom('[]', 'null', '42', '"text"', 'true').map((raw) => ({ bodyVariant: 'not-object' as const, raw })),
    fc.constantFrom('{', '{"a":}', "{'a':1}", 'NaN', '\u0000', '{"a":1}{"b":2}', '\ufeff{}').map((raw) => ({ bodyVariant: 'not-json' as const, raw })),
    fc
      .tuple(valid, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'))
      .map(([body, contentType]) => ({ bodyVariant: 'wrong-content-type' as const, raw: JSON.stringify(body), contentType })),
    fc
      .tuple(
        fc.integer({ min: 2_000, max: 20_000 }),
        fc.constantFrom<'array' | 'object'>('array', 'object'),
        fc.constantFrom(...(names.length ? names : ['x'])),
      )
      .map(([depth, kind, name]) => ({
        bodyVariant: 'deep' as const,
        raw: `{${JSON.stringify(name)}:${deeplyNested(depth, kind)}}`,
      })),
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype', 'unexpected', 'tenantId', 'environmentId', 'id', 'status'), anyJson)
      .map(([body, key, value]) => ({
        bodyVariant: 'unknown-field' as const,
        raw: JSON.stringify(asObject(body)).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)}${Object.keys(asObject(body)).length ? ',' : ''}`),
      })),
  ];
  if (required.length) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([body, key]) => {
        const copy = { ...asObject(body) };
        delete copy[key];
        return { bodyVariant: 'missing-required' as const, body: copy };
      }),
    );
  }
  // Objects of free keys (metadata): hostile text as a key and as a value, where it reaches jsonb.
  const objects = props.filter(([, s]) => s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'))).map(([name]) => name);
  if (objects.length) {
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...objects), hostileString, hostileString)
        .map(([body, name, key, value]) => ({ bodyVariant: 'unicode' as const, body: { ...asObject(body), [name]: { [key]: value, note: value } } })),
    );
  }
  if (names.length) {
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...names), anyJson)
        .map(([body, key, value]) => ({ bodyVariant: 'wrong-type' as const, body: { ...asObject(body), [key]: value } })),
    );
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...names), hostileString)
        .map(([body, key, value]) => ({ bodyVariant: 'unicode' as const, body: { ...asObject(body), [key]: value } })),
    );
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...names), fc.integer({ min: 100_000, max: 3_000_000 }))
        .map(([body, key, size]) => ({ bodyVariant: 'huge' as const, body: { ...asObject(body), [key]: 'x'.repeat(size) } })),
    );
  }
  const bounded = props.filter(
    ([, s]) =>
      s.maxLength !== undefined ||
      s.minLength !== undefined ||
      s.minimum !== undefined ||
      s.maximum !== undefined ||
      s.exclusiveMinimum !== undefined ||
      s.maxItems !== undefined,
  );
  if (bounded.length) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...bounded), fc.integer({ min: 0, max: 5 })).map(([body, [name, s], pick]) => {
        const edges: unknown[] = [];
        if (s.maxLength !== undefined) edges.push('a'.repeat(s.maxLength), 'a'.repeat(s.maxLength + 1), 'é'.repeat(s.maxLength + 1));
        if (s.minLength !== undefined) edges.push('a'.repeat(Math.max(0, s.minLength - 1)), 'a'.repeat(s.minLength));
        if (s.minimum !== undefined) edges.push(s.minimum - 1, s.minimum, s.minimum - 0.5);
        if (s.exclusiveMinimum !== undefined) edges.push(s.exclusiveMinimum, s.exclusiveMinimum + 1);
        if (s.maximum !== undefined) edges.push(s.maximum, s.maximum + 1, 2 ** 53 + 2, 1e308);
        if (s.maxItems !== undefined) edges.push(Array.from({ length: s.maxItems + 1 }, () => 'a'));
        return { bodyVariant: 'boundary' as const, body: { ...asObject(body), [name]: edges[pick % edges.length] } };
      }),
    );
  }
  return fc.oneof({ arbitrary: variants[0]!, weight: 4 }, ...variants.slice(1).map((arbitrary) => ({ arbitrary, weight: 1 })));
}

function requestArb(method: string, path: string, op: Schema): fc.Arbitrary<FuzzRequest> {
  const idempotency =
    method !== 'get'
      ? fc.option(fc.oneof(fc.uuid(), fc.string({ minLength: 256, maxLength: 400, unit: fc.constantFrom('a', 'b', '-') })), { nil: undefined })
      : fc.constant(undefined);
  return fc
    .record({
      auth: authArb,
      pathParams: pathParamsArb(op),
      query: queryArb(op),
      body: bodyArb(op),
      idempotencyKey: idempotency,
      badEscape: path.includes('{') ? fc.option(badEscape, { nil: undefined, freq: 8 }) : fc.constant(undefined),
    })
    .map(({ body, ...rest }) => ({ ...rest, ...body }));
}

function authFor(variant: AuthVariant): Record<string, string> {
  switch (variant) {
    case 'valid':
      return authHeaders(t.sandbox);
    case 'live':
      return authHeaders(t.live);
    case 'none':
      return {};
    case 'wrong-secret':
      return authHeaders({ ...t.sandbox, secretKey: `${t.sandbox.secretKey.slice(0, -4)}abcd` });
    case 'revoked':
      return authHeaders(revoked);
    case 'publishable-only':
      return { 'x-api-key': t.sandbox.publishableKey };
    case 'garbage':
      return { 'x-api-key': 'pk_' + 'Z'.repeat(5000), 'x-api-secret': '\t sk_\u00ff' };
  }
}

/** Dashboard operations take a member session; every other keyed operation a key pair. */
const isDashboard = (op: Schema) => op['x-dashboard-only'] === true;
/** Whether the request carries credentials that work for this operation. */
const working = (op: Schema, auth: AuthVariant) => (isDashboard(op) ? auth === 'valid' : auth === 'valid' || auth === 'live');

async function send(method: string, pathTemplate: string, req: FuzzRequest, op: Schema) {
  let undecodable = req.badEscape ?? '';
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = encodeURIComponent(req.pathParams[name] ?? '') + undecodable;
    undecodable = '';
    return value;
  });
  const query = new URLSearchParams(req.query).toString();
  const url = query ? `${path}?${query}` : path;
  const headers: Record<string, string> = isDashboard(op) && req.auth === 'valid' ? { authorization: `Bearer ${memberToken}` } : { ...authFor(req.auth) };
  if (req.idempotencyKey !== undefined) headers['idempotency-key'] = req.idempotencyKey;
  let raw: string | undefined = req.raw;
  if (raw === undefined && req.body !== undefined) raw = JSON.stringify(req.body);
  if (raw !== undefined) headers['content-type'] = req.contentType ?? 'application/json';
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${method.toUpperCase()} ${url}`)), REQUEST_TIMEOUT_MS);
  });
  try {
    // h.request checks the answer against openapi.json (status, body schema, headers) and throws if it is not documented.
    const res = await Promise.race([h.request(method.toUpperCase(), url, { raw, headers }), hang]);
    return { url, res, headers, raw };
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON body whose top level is not the documented object or array (checked before authentication). */
function wrongTopLevelShape(op: Schema, raw: string | undefined): boolean {
  const expected = bodySchema(op)?.type;
  if (raw === undefined || !expected) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return expected === 'array' ? !Array.isArray(parsed) : parsed === null || typeof parsed !== 'object' || Array.isArray(parsed);
  } catch {
    return true;
  }
}

/** Whether the document itself calls this request valid (openapi-backend's request validator). */
async function documentValid(method: string, path: string, req: FuzzRequest, headers: Record<string, string>, raw: string | undefined, op: Schema) {
  if (!working(op, req.auth)) return false;
  if (req.bodyVariant === 'wrong-content-type') return false;
  let body: unknown;
  if (raw !== undefined) {
    try {
      // RFC 8259 §8.1: a parser MAY ignore a leading byte order mark; the service does (TextDecoder strips it).
      body = JSON.parse(raw.replace(/^\ufeff/, ''));
    } catch {
      return false;
    }
  } else if (op.requestBody?.required) return false;
  return requestValidity(method, path, headers, body);
}

// ------------------------------------------------------------------ the properties

const ZOD_PHRASING = /Invalid input|Invalid option|Too (big|small)|expected [a-z]+, received|Unrecognized key|Invalid (string|number|email|URL)/;

describe('fuzzing every operation in openapi.json', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  for (const { method, path, op } of operations) {
    it(`${method.toUpperCase()} ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(method, path, op), async (req) => {
          const { url, res, headers, raw } = await send(method, path, req, op);
          const what = `${method.toUpperCase()} ${url} (auth ${req.auth}, body ${req.bodyVariant ?? 'none'}) → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, what).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body?.error?.code, what).toMatch(/^[a-z_]+$/);
            expect(res.body.error.requestId, what).toBe(res.headers.get('x-request-id'));
            // Validation messages are ours (src/lib/validation-messages.ts), never zod's defaults.
            for (const d of res.body.error.details ?? []) expect(d.message, what).not.toMatch(ZOD_PHRASING);
          }
          const guarded = !Array.isArray(op.security) || op.security.length > 0;
          if (!working(op, req.auth) && guarded) {
            // Without a working key nothing is done. The transport checks that run before authentication
            // (body size, media type, JSON syntax and shape, a query string on a body operation) may answer first.
            if (PRE_AUTH_CODES.has(res.body?.error?.code)) {
              const transportDefect =
                ['not-json', 'not-object', 'wrong-content-type', 'huge', 'deep'].includes(req.bodyVariant ?? '') ||
                (BODY_METHODS.has(method) && Object.keys(req.query).length > 0) ||
                wrongTopLevelShape(op, raw);
              expect(transportDefect, what).toBe(true);
            } else {
              expect([401, 403], what).toContain(res.status);
            }
          } else if (!(await documentValid(method, url, req, headers, raw, op))) {
            // What the document calls invalid is refused, whatever else is wrong with it — except by an
            // operation that validates rows one by one and reports the bad ones in `failed` (add-user-bulk).
            const rowsReported = res.status === 200 && Array.isArray(res.body?.failed) && res.body.failed.length > 0;
            if (!rowsReported) expect(res.status, what).toBeGreaterThanOrEqual(400);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }
});

// ------------------------------------------------------------------ /trpc paths and bodies

describe('fuzzing /trpc paths and bodies', () => {
  const names = [...procedures.keys()];
  /** A path naming procedures, some with hostile text or an escape that does not decode. */
  const pathArb = fc
    .array(
      fc.oneof(
        { arbitrary: fc.constantFrom(...names).map(encodeURIComponent), weight: 6 },
        { arbitrary: fc.tuple(fc.constantFrom(...names), badEscape).map(([name, bad]) => `${encodeURIComponent(name)}${bad}`), weight: 2 },
        // A URL carries UTF-8 only: a lone surrogate reaches the path as U+FFFD (what a client library would send).
        { arbitrary: hostileString.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))), weight: 1 },
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => parts.join(','));
  const bodyArb = fc.oneof(
    fc.constant(undefined),
    fc.tuple(hostileString, hostileString).map(([key, value]) => JSON.stringify({ name: value, metadata: { [key]: value } })),
    fc.tuple(hostileString, hostileString).map(([key, value]) => JSON.stringify({ 0: { metadata: { [key]: value } }, 1: { title: value } })),
  );

  it('every answer is tRPC-shaped with a request id, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, fc.boolean(), authArb, bodyArb, async (path, batch, auth, body) => {
        const method = body === undefined ? 'GET' : 'POST';
        const headers: Record<string, string> = { ...authFor(auth), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
        const url = `/trpc/${path}${batch ? '?batch=1' : ''}`;
        const res = await h.request(method, url, { raw: body, headers });
        const what = `${method} ${url} (auth ${auth}) ${body ?? ''} → ${res.status} ${res.text.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        const errors = (Array.isArray(res.body) ? res.body : [res.body]).filter((item) => item?.error);
        for (const { error } of errors) expect(error.data?.requestId, what).toBe(res.headers.get('x-request-id'));
      }),
      { seed: SEED, numRuns: RUNS * 10, endOnFailure: true },
    );
  }, 120_000);
});

// ------------------------------------------------------------------ the database afterwards

describe('after fuzzing', () => {
  // Derived from the schema (test/helpers/tables.ts): partition columns, foreign keys and the declared soft references.
  const references = tenantReferences();
  const partition = references.filter((r) => r.target === 'tenants' || r.target === 'environments');
  const between = references.filter((r) => !partition.includes(r));
  const strays = async (refs: Reference[]) => {
    const found: string[] = [];
    for (const ref of refs) {
      const [row] = await queryRows<{ n: number }>(h.db, strayReferences(ref));
      if (Number(row!.n) > 0) found.push(`${row!.n} in ${ref.table}.${ref.columns.join('+')} → ${ref.target}`);
    }
    return found;
  };

  it('no row names a missing tenant or an environment of another tenant', async () => {
    expect(partition.length).toBeGreaterThan(10);
    expect(await strays(partition)).toEqual([]);
  });

  it('no reference is orphaned or crosses a tenant or environment', async () => {
    expect(between.length).toBeGreaterThan(10);
    expect(await strays(between)).toEqual([]);
  });

  it('every user still has exactly one KYC record and every transaction a history', async () => {
    const [users] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from users u where (select count(*) from kyc_records k where k.user_id = u.id) <> 1`,
    );
    expect(Number(users!.n)).toBe(0);
    const [txs] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from transactions where jsonb_array_length(history) = 0`);
    expect(Number(txs!.n)).toBe(0);
  });

  it("left the other tenant's rows exactly as they were", async () => {
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(otherBefore);
  });

  it('the service still answers normally', async () => {
    const res = await h.request('GET', '/v1/tenants/me', { auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body.tenantId).toBe(t.tenantId);
  });
});
