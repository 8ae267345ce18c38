import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { KYC_SESSION_TTL_MS, readKycSession } from '../src/services/kyc-sessions.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

let seq = 0;
async function newUser(auth: KeyCreds = t.sandbox, name = 'Kay Why') {
  const res = await h.request('POST', '/v1/tenants/add-user', { body: { name, email: `kyc.${seq++}.${Date.now().toString(36)}@example.com`, phone: '+14155552671' }, auth });
  return res.body.id as string;
}
const patch = (userId: string, body: unknown, auth: KeyCreds = t.sandbox) => h.request('PATCH', `/v1/kyc/${userId}`, { body, auth });
const kycEvents = (userId: string, env = t.sandbox.environmentId) => countRows(h.db, 'events', env, sql`type = 'kyc.updated' and data->>'userId' = ${userId}`);

describe('GET /v1/kyc/{userId}', () => {
  it('returns the documented record, not_started for a new user', async () => {
    const userId = await newUser();
    const res = await h.request('GET', `/v1/kyc/${userId}`, { auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^kyc_/),
      userId,
      tenantId: t.tenantId,
      status: 'not_started',
      currentStep: 0,
      result: { identity: null, document: null, liveness: null },
      metadata: {},
      submittedOn: null,
      livemode: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("404 for another tenant's or environment's user, 400 for a malformed id, 401/403 without the right key", async () => {
    const userId = await newUser();
    const other = await h.tenant();
    for (const auth of [other.sandbox, t.live]) {
      const res = await h.request('GET', `/v1/kyc/${userId}`, { auth });
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    }
    expect((await h.request('GET', '/v1/kyc/usr_nope', { auth: t.sandbox })).status).toBe(400);
    expect((await h.request('GET', `/v1/kyc/${userId}`)).body.error.code).toBe('key_missing');
    const narrow = await h.keyWithScopes(t, 'sandbox', ['kyc.write']);
    expect((await h.request('GET', `/v1/kyc/${userId}`, { auth: narrow })).body.error.code).toBe('key_forbidden');
  });
});

describe('PATCH /v1/kyc/{userId}', () => {
  it('deep-merges: a patched leaf keeps its siblings, null clears one leaf, metadata merges at every depth', async () => {
    const userId = await newUser();
    let res = await patch(userId, { result: { identity: 'clear', liveness: 'consider' }, metadata: { vendor: { name: 'acme', ref: 'r1' }, tier: 'gold' } });
    expect(res.status).toBe(200);
    res = await patch(userId, { result: { document: 'clear' } });
    expect(res.body.result).toEqual({ identity: 'clear', document: 'clear', liveness: 'consider' });
    res = await patch(userId, { result: { liveness: null }, metadata: { vendor: { ref: 'r2', extra: { deep: true } } } });
    expect(res.body.result).toEqual({ identity: 'clear', document: 'clear', liveness: null });
    expect(res.body.metadata).toEqual({ vendor: { name: 'acme', ref: 'r2', extra: { deep: true } }, tier: 'gold' });
    res = await patch(userId, { metadata: { vendor: { name: null }, tier: null } });
    expect(res.body.metadata).toEqual({ vendor: { ref: 'r2', extra: { deep: true } } });
    res = await patch(userId, { metadata: { list: [1, 2] } });
    res = await patch(userId, { metadata: { list: [3] } });
    expect(res.body.metadata.list).toEqual([3]);
    expect(res.body.status).toBe('not_started');
    expect(await kycEvents(userId)).toBe(0);
  });

  it('fires kyc.updated with each status change, in the same transaction, and activates the user on completion', async () => {
    const userId = await newUser();
    let res = await patch(userId, { status: 'pending', currentStep: 1 });
    expect(res.body).toMatchObject({ status: 'pending', currentStep: 1, submittedOn: null });
    expect(await kycEvents(userId)).toBe(1);
    res = await patch(userId, { status: 'pending' });
    expect(await kycEvents(userId)).toBe(1);
    res = await patch(userId, { status: 'complete', result: { identity: 'clear', document: 'clear', liveness: 'clear' } });
    expect(res.body).toMatchObject({ status: 'complete', submittedOn: expect.any(String) });
    expect(await kycEvents(userId)).toBe(2);
    const events = await h.request('GET', '/v1/events?type=kyc.updated&limit=100', { auth: t.sandbox });
    const mine = events.body.data.filter((e: { data: { userId: string } }) => e.data.userId === userId);
    expect(mine.map((e: { data: unknown }) => e.data)).toEqual([
      { userId, kycId: res.body.id, status: 'complete', previousStatus: 'pending' },
      { userId, kycId: res.body.id, status: 'pending', previousStatus: 'not_started' },
    ]);
    const [user] = await h.db.select().from(users).where(eq(users.id, userId));
    expect(user!.status).toBe('active');
  });

  it.each([
    ['complete', 'not_started'],
    ['complete', 'pending'],
    ['complete', 'rejected'],
    ['pending', 'not_started'],
    ['rejected', 'not_started'],
  ])('409 invalid_state for %s → %s, naming the current status, changing nothing', async (from, to) => {
    const userId = await newUser();
    if (from !== 'not_started') {
      if (from !== 'pending') await patch(userId, { status: 'pending' });
      await patch(userId, { status: from });
    }
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await patch(userId, { status: to, metadata: { sneaky: 'x' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state');
    expect(res.body.error.message).toContain(from);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('allows a rejected record to be tried again', async () => {
    const userId = await newUser();
    await patch(userId, { status: 'rejected' });
    expect((await patch(userId, { status: 'pending' })).body.status).toBe('pending');
  });

  it('rejects bad bodies with every bad field listed', async () => {
    const userId = await newUser();
    const res = await patch(userId, { status: 'done', currentStep: 9, result: { identity: 'maybe', face: 'clear' }, extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['currentStep', 'extra', 'result.face', 'result.identity', 'status']);
    const big = await patch(userId, { metadata: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'v'.repeat(400)])) });
    expect([big.status, big.body.error.param]).toEqual([400, 'metadata']);
  });

  it('concurrent conflicting completions: the record moves once, one event', async () => {
    const userId = await newUser();
    await patch(userId, { status: 'pending' });
    const results = await Promise.all([
      patch(userId, { status: 'complete' }),
      patch(userId, { status: 'rejected' }),
      patch(userId, { status: 'complete' }),
      patch(userId, { status: 'rejected' }),
    ]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error.code).toBe('invalid_state');
    expect(await kycEvents(userId)).toBe(2); // not_started→pending, then exactly one final move
  });

  it('security: no key, wrong scope, other tenant — 401/403/404 and nothing changes', async () => {
    const userId = await newUser();
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    expect((await h.request('PATCH', `/v1/kyc/${userId}`, { body: { status: 'complete' } })).status).toBe(401);
    const readOnly = await h.keyWithScopes(t, 'sandbox', ['kyc.read']);
    const afterKey = await tenantSnapshot(h.db, t.tenantId);
    expect((await patch(userId, { status: 'complete' }, readOnly)).body.error.code).toBe('key_forbidden');
    expect((await patch(userId, { status: 'complete' }, other.sandbox)).status).toBe(404);
    expect((await patch(userId, { status: 'complete' }, t.live)).status).toBe(404);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(afterKey);
    expect({ ...afterKey, api_keys: [] }).toEqual({ ...before, api_keys: [] });
  });
});

describe('POST /kyc/{provider}', () => {
  it('returns a 15-minute session token bound to user, tenant and environment, and moves KYC to pending', async () => {
    const userId = await newUser();
    const res = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionToken: expect.stringMatching(/^vs_/), url: `http://localhost:3000/verify/${res.body.sessionToken}`, expiresAt: expect.any(String) });
    expect(Date.parse(res.body.expiresAt) - h.clock.now().getTime()).toBeGreaterThan(KYC_SESSION_TTL_MS - 5000);
    const claims = readKycSession(h.deps.signingSecret, res.body.sessionToken, h.clock.now());
    expect(claims).toMatchObject({ ok: true, payload: { u: userId, t: t.tenantId, e: t.sandbox.environmentId, p: 'sandbox' } });
    expect((await h.request('GET', `/v1/kyc/${userId}`, { auth: t.sandbox })).body.status).toBe('pending');
    expect(await kycEvents(userId)).toBe(1);
    // A second session while pending changes nothing and fires nothing.
    expect((await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox })).status).toBe(200);
    expect(await kycEvents(userId)).toBe(1);
  });

  it('404 for an unknown provider or another tenant/environment user; 409 kyc_already_complete for a complete record', async () => {
    const userId = await newUser();
    for (const provider of ['onfido-nope', 'constructor', '__proto__']) {
      const res = await h.request('POST', `/kyc/${provider}`, { body: { userId }, auth: t.sandbox });
      expect([res.status, res.body.error.code, res.body.error.param]).toEqual([404, 'not_found', 'provider']);
    }
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const auth of [other.sandbox, t.live]) {
      const res = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth });
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    await patch(userId, { status: 'complete' });
    const done = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    expect([done.status, done.body.error.code]).toEqual([409, 'kyc_already_complete']);
  });

  it('needs kyc.session; refuses bad bodies', async () => {
    const userId = await newUser();
    const narrow = await h.keyWithScopes(t, 'sandbox', ['kyc.read', 'kyc.write']);
    expect((await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: narrow })).body.error.code).toBe('key_forbidden');
    expect((await h.request('POST', '/kyc/sandbox', { body: {}, auth: t.sandbox })).body.error.code).toBe('validation_failed');
    expect((await h.request('POST', '/kyc/sandbox')).body.error.code).toBe('key_missing');
    const [row] = await h.db.select().from(users).where(and(eq(users.id, userId)));
    expect(row!.status).toBe('invited');
  });
});
