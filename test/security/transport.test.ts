/**
 * Issue 17 #14 and #16 (transport order), replayed: NUL (U+0000) in any
 * text field, query parameter, filter or path of the API — authenticated or
 * not — and a mixed query/mutation tRPC batch were 500s; malformed and
 * non-object bodies were answered before the key, without X-RateLimit-*.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeMember, signIn } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness({ rateLimits: 'memory' });
let t: TestTenant;
let bearer: Record<string, string>;
beforeAll(async () => {
  t = await h.tenant();
  const { email } = await makeMember(h, t.tenantId, { role: 'owner' });
  ({ bearer } = await signIn(h, email, undefined, { 'x-forwarded-for': '203.0.113.1' }));
});

const NUL_DETAIL = { message: 'Must not contain the NUL character (U+0000).' };

function expectNul(res: { status: number; body: any }, path: string) {
  expect(res.status).toBe(400);
  const error = res.body.error.data ? { ...res.body.error.data } : res.body.error;
  expect(error.code).toBe('validation_failed');
  expect(error.details).toEqual([{ path, ...NUL_DETAIL }]);
}

function expectLimitHeaders(res: { headers: Headers }) {
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(res.headers.get(name), name).toMatch(/^\d+$/);
}

describe('NUL in text is a 400 validation_failed, never a 500 (#14)', () => {
  it('in body fields, nested metadata, keys, query filters, path parameters — REST and tRPC — nothing written', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const user = { name: 'Ada', email: 'ada.nul@example.com', phone: '+14155552671' };
    expectNul(await h.request('POST', '/v1/tenants/add-user', { body: { ...user, name: 'Ada\u0000' }, auth: t.sandbox }), 'name');
    expectNul(await h.request('POST', '/v1/tenants/add-user', { body: { ...user, metadata: { note: 'a\u0000b' } }, auth: t.sandbox }), 'metadata.note');
    expectNul(await h.request('POST', '/v1/tenants/add-user', { body: { ...user, metadata: { ['k\u0000']: 'v' } }, auth: t.sandbox }), 'metadata.k\u0000');
    expectNul(await h.request('GET', '/v1/users?email=ada%00@example.com', { auth: t.sandbox }), 'email');
    expectNul(await h.request('GET', '/v1/transactions?status=funded&currency=US%00D', { auth: t.sandbox }), 'currency');
    expectNul(await h.request('GET', '/v1/sanctions/logs?userId=usr_%00', { auth: t.sandbox }), 'userId');
    expectNul(await h.request('POST', '/kyc/sand%00box', { body: { userId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, auth: t.sandbox }), 'provider');
    expectNul(await h.request('POST', '/trpc/users.add', { body: { ...user, name: 'Ada\u0000' }, auth: t.sandbox }), 'name');
    expectNul(
      await h.request('GET', `/trpc/users.list?input=${encodeURIComponent(JSON.stringify({ email: 'ada\u0000@example.com' }))}`, { auth: t.sandbox }),
      'email',
    );
    expectNul(await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, { body: { name: 'Sand\u0000box' }, headers: bearer }), 'name');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('unauthenticated: /auth/login and /auth/set-password (REST and tRPC)', async () => {
    const from = { 'x-forwarded-for': '203.0.113.2' };
    expectNul(await h.request('POST', '/auth/login', { body: { email: 'a\u0000@example.com', password: 'whatever it is' }, headers: from }), 'email');
    expectNul(await h.request('POST', '/trpc/auth.login', { body: { email: 'a@example.com', password: 'pass\u0000word' }, headers: from }), 'password');
    expectNul(await h.request('POST', '/auth/set-password', { body: { token: 'pwt_\u0000', password: 'whatever it is' }, headers: from }), 'token');
  });
});

describe('a mixed query/mutation tRPC batch is a 400 (#14)', () => {
  it('answers validation_failed with the request id, runs nothing', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const body = { 0: {}, 1: { name: 'B', email: 'b.batch@example.com', phone: '+14155552671' } };
    const res = await h.request('POST', '/trpc/tenants.me,users.add?batch=1', { body, auth: t.sandbox });
    expect(res.status).toBe(400);
    expect(res.body.error.data).toMatchObject({ code: 'validation_failed', requestId: res.headers.get('x-request-id') });
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // A batch of one kind still works.
    const reads = await h.request('GET', `/trpc/tenants.me,environments.list?batch=1&input=${encodeURIComponent('{}')}`, { auth: t.sandbox });
    expect(reads.status).toBe(200);
  });

  it('a batch whose input is not an object, and a GET input that is not JSON, are 400s', async () => {
    const notObject = await h.request('POST', '/trpc/users.add,users.add?batch=1', { body: [1, 2], auth: t.sandbox });
    expect(notObject.status).toBe(400);
    const badInput = await h.request('GET', '/trpc/tenants.me?input=%7Bbad', { auth: t.sandbox });
    expect([badInput.status, badInput.body.error.data.code]).toEqual([400, 'invalid_json']);
  });
});

describe('malformed bodies are answered after authentication, with X-RateLimit-* (#16)', () => {
  const bad: [string, { raw: string; headers: Record<string, string> }][] = [
    ['malformed JSON', { raw: '{"name": "x",', headers: { 'content-type': 'application/json' } }],
    ['a non-object body', { raw: '[1,2]', headers: { 'content-type': 'application/json' } }],
    ['a non-JSON content type', { raw: 'name=x', headers: { 'content-type': 'text/plain' } }],
  ];

  it('without a key: 401 key_missing, whatever the body (REST and tRPC)', async () => {
    for (const [what, request] of bad) {
      const rest = await h.request('POST', '/v1/tenants/add-user', request);
      expect([what, rest.status, rest.body.error.code]).toEqual([what, 401, 'key_missing']);
      const trpc = await h.request('POST', '/trpc/users.add', request);
      expect([what, trpc.status, trpc.body.error.data.code]).toEqual([what, 401, 'key_missing']);
    }
  });

  it('with a key: the parse error, counted in the key’s bucket (REST and tRPC)', async () => {
    const expected: Record<string, string> = {
      'malformed JSON': 'invalid_json',
      'a non-object body': 'validation_failed',
      'a non-JSON content type': 'unsupported_media_type',
    };
    for (const [what, request] of bad) {
      const rest = await h.request('POST', '/v1/tenants/add-user', { ...request, auth: t.sandbox });
      expect([what, rest.body.error.code]).toEqual([what, expected[what]]);
      expectLimitHeaders(rest);
      const trpc = await h.request('POST', '/trpc/users.add', { ...request, auth: t.sandbox });
      expect(trpc.status).toBe(rest.status);
      expectLimitHeaders(trpc);
    }
    const stray = await h.request('POST', '/v1/tenants/add-user?expand=kyc', { body: {}, auth: t.sandbox });
    expect(stray.body.error.param).toBe('expand');
    expectLimitHeaders(stray);
  });

  it('a dashboard route: 401 without a session, the parse error (with limit headers) with one', async () => {
    const path = `/v1/environments/${t.sandbox.environmentId}`;
    const anonymous = await h.request('PATCH', path, { raw: '{oops', headers: { 'content-type': 'application/json' } });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'session_required']);
    const signedIn = await h.request('PATCH', path, { raw: '{oops', headers: { 'content-type': 'application/json', ...bearer } });
    expect([signedIn.status, signedIn.body.error.code]).toEqual([400, 'invalid_json']);
    expectLimitHeaders(signedIn);
  });

  it('the byte limit still comes first: 413 before the key is known, nothing read past it', async () => {
    const res = await h.request('POST', '/v1/tenants/add-user', {
      raw: `{"name":"${'x'.repeat(1024 * 1024)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect([res.status, res.body.error.code]).toEqual([413, 'payload_too_large']);
  });
});
