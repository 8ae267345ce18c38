// Long on purpose: the KYC routes' happy, error and security cases together, sharing one tenant's users.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { issueKycSession, KYC_SESSION_TTL_MS, readKycSession } from '../src/services/kyc-sessions.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';
import { makeUser } from './helpers/factories.ts';
import { liveKycProvider } from './helpers/kyc-provider.ts';
import type { KycProvider } from '../src/services/kyc-providers.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const newUser = (auth: KeyCreds = t.sandbox, name = 'Kay Why') => makeUser(h, auth, { kyc: false, name });
const patch = (userId: string, body: unknown, auth: KeyCreds = t.sandbox) => h.request('PATCH', `/v1/kyc/${userId}`, { body, auth });
/** Run `body` with one more provider configured (the way an operator would plug a vendor in). */
async function withProvider(provider: KycProvider, body: () => Promise<void>) {
  const saved = h.deps.kycProviders;
  h.deps.kycProviders = { ...saved, [provider.name]: provider };
  try {
    await body();
  } finally {
    h.deps.kycProviders = saved;
  }
}
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
      verified: null,
      nameMismatch: false,
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

  it('security: no key, other tenant or environment — 401/404 and nothing changes', async () => {
    const userId = await newUser();
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    expect((await h.request('PATCH', `/v1/kyc/${userId}`, { body: { status: 'complete' } })).status).toBe(401);
    expect((await patch(userId, { status: 'complete' }, other.sandbox)).status).toBe(404);
    expect((await patch(userId, { status: 'complete' }, t.live)).status).toBe(404);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('POST /kyc/{provider}', () => {
  it('returns a 15-minute session token bound to user, tenant and environment, and moves KYC to pending', async () => {
    const userId = await newUser();
    const res = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sessionToken: expect.stringMatching(/^vs_/),
      url: `http://localhost:3000/verify/${res.body.sessionToken}`,
      expiresAt: expect.any(String),
    });
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
    const res = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: other.sandbox });
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    const provider = liveKycProvider();
    await withProvider(provider, async () => {
      const live = await h.request('POST', `/kyc/${provider.name}`, { body: { userId }, auth: t.live });
      expect([live.status, live.body.error.code]).toEqual([404, 'not_found']);
    });
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    await patch(userId, { status: 'complete' });
    const done = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    expect([done.status, done.body.error.code]).toEqual([409, 'kyc_already_complete']);
  });

  it('refuses bad bodies and missing keys', async () => {
    const userId = await newUser();
    expect((await h.request('POST', '/kyc/sandbox', { body: {}, auth: t.sandbox })).body.error.code).toBe('validation_failed');
    expect((await h.request('POST', '/kyc/sandbox')).body.error.code).toBe('key_missing');
    const [row] = await h.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId)));
    expect(row!.status).toBe('invited');
  });
});

describe('live environments and the sandbox provider', () => {
  it('POST /kyc/sandbox with a live key is 400 provider_unavailable, before anything else, and changes nothing', async () => {
    const userId = await newUser(t.live);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.live, headers: { 'Idempotency-Key': `live-${userId}` } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'provider_unavailable', param: 'provider', message: expect.stringContaining('sandbox environments only') });
    // Also for a user of another environment: the provider is refused first, so nothing about the user leaks.
    const foreign = await h.request('POST', '/kyc/sandbox', { body: { userId: await newUser(t.sandbox) }, auth: t.live });
    expect(foreign.body.error.code).toBe('provider_unavailable');
    const snapshot = await tenantSnapshot(h.db, t.tenantId);
    // Only the idempotency record of the refused call (a 4xx is replayed) and the sandbox user were added.
    const unrelated = { idempotency_keys: [], users: [], kyc_records: [], user_screenings: [], events: [] };
    expect({ ...snapshot, ...unrelated }).toEqual({ ...before, ...unrelated });
    expect((await h.request('GET', `/v1/kyc/${userId}`, { auth: t.live })).body).toMatchObject({ status: 'not_started', currentStep: 0 });
  });

  it('a provider that checks real identities works in live, with an https returnUrl', async () => {
    const provider = liveKycProvider();
    await withProvider(provider, async () => {
      const userId = await newUser(t.live);
      const res = await h.request('POST', `/kyc/${provider.name}`, { body: { userId, returnUrl: 'https://shop.example.com/kyc/done?u=1' }, auth: t.live });
      expect(res.status).toBe(200);
      const claims = readKycSession(h.deps.signingSecret, res.body.sessionToken, h.clock.now());
      expect(claims).toMatchObject({ ok: true, payload: { p: provider.name, r: 'https://shop.example.com/kyc/done?u=1' } });
      const http = await h.request('POST', `/kyc/${provider.name}`, { body: { userId, returnUrl: 'http://shop.example.com/kyc/done' }, auth: t.live });
      expect([http.status, http.body.error.code]).toEqual([400, 'validation_failed']);
      expect(http.body.error.details).toEqual([{ path: 'returnUrl', message: 'Must be an https URL in live environments.' }]);
    });
  });

  it('a session token for the sandbox provider in a live environment (minted before this rule) opens nothing', async () => {
    const userId = await newUser(t.live);
    const session = issueKycSession(h.deps.signingSecret, '', { tenantId: t.tenantId, environmentId: t.live.environmentId }, userId, 'sandbox', h.clock.now());
    const page = await h.app.request(session.url);
    expect(page.status).toBe(400);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const post = await h.app.request(`${session.url}/identity`, {
      method: 'POST',
      body: new URLSearchParams({ legalName: 'Made Up', dateOfBirth: '1990-01-01', country: 'GB' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(400);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('returnUrl', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://files.example.com/'],
    ['a relative URL', '/kyc/done'],
    ['a leading space', ' https://shop.example.com/'],
    ['a newline', 'https://shop.example.com/\nx'],
    ['credentials (user@host disguise)', 'https://bank.example.com@evil.example.net/'],
    ['more than 500 characters', `https://shop.example.com/${'a'.repeat(480)}`],
  ])('refuses %s: 400 naming returnUrl, nothing changes', async (_name, returnUrl) => {
    const userId = await newUser();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('POST', '/kyc/sandbox', { body: { userId, returnUrl }, auth: t.sandbox });
    expect([res.status, res.body.error.code, res.body.error.details.map((d: { path: string }) => d.path)]).toEqual([400, 'validation_failed', ['returnUrl']]);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('takes http (a local app) in sandbox, up to 500 characters, inside the signed token', async () => {
    const userId = await newUser();
    const returnUrl = `http://localhost:8080/${'a'.repeat(478)}`;
    expect(returnUrl).toHaveLength(500);
    const res = await h.request('POST', '/kyc/sandbox', { body: { userId, returnUrl }, auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(readKycSession(h.deps.signingSecret, res.body.sessionToken, h.clock.now())).toMatchObject({ ok: true, payload: { r: returnUrl } });
  });
});

describe('verified identity (PATCH)', () => {
  const identity = { name: 'Ada Lovelace', dateOfBirth: '1915-12-10', country: 'gb', documentType: 'passport', documentNumberLast4: '12ab' };

  it('sets it field by field, null clears one field, null clears it all; returned upper-cased', async () => {
    const userId = await newUser(t.sandbox, 'Ada Lovelace');
    let res = await patch(userId, { verified: identity });
    expect(res.status).toBe(200);
    expect(res.body.verified).toEqual({
      name: 'Ada Lovelace',
      dateOfBirth: '1915-12-10',
      country: 'GB',
      documentType: 'passport',
      documentNumberLast4: '12AB',
    });
    expect(res.body.nameMismatch).toBe(false);
    res = await patch(userId, { verified: { country: 'FR', documentType: null } });
    expect(res.body.verified).toEqual({ name: 'Ada Lovelace', dateOfBirth: '1915-12-10', country: 'FR', documentType: null, documentNumberLast4: '12AB' });
    res = await patch(userId, { verified: { name: null, dateOfBirth: null, country: null, documentNumberLast4: null } });
    expect(res.body).toMatchObject({ verified: null, nameMismatch: false });
    res = await patch(userId, { verified: { name: 'Ada King' } });
    expect(res.body.verified).toEqual({ name: 'Ada King', dateOfBirth: null, country: null, documentType: null, documentNumberLast4: null });
    res = await patch(userId, { verified: null });
    expect(res.body.verified).toBeNull();
    // Not a status change: no kyc.updated event.
    expect(await kycEvents(userId)).toBe(0);
  });

  it.each([
    ['a date that does not exist', { dateOfBirth: '1990-02-30' }, 'verified.dateOfBirth'],
    ['a date before 1900', { dateOfBirth: '1899-12-31' }, 'verified.dateOfBirth'],
    ['a date in the future', { dateOfBirth: '2999-01-01' }, 'verified.dateOfBirth'],
    ['a timestamp for a date', { dateOfBirth: '1990-01-01T00:00:00Z' }, 'verified.dateOfBirth'],
    ['an unknown country', { country: 'XX' }, 'verified.country'],
    ['an alpha-3 country', { country: 'GBR' }, 'verified.country'],
    ['a whole document number', { documentNumberLast4: 'P12345678' }, 'verified.documentNumberLast4'],
    ['punctuation in the last four', { documentNumberLast4: '12-4' }, 'verified.documentNumberLast4'],
    ['an unknown document type', { documentType: 'library_card' }, 'verified.documentType'],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'verified.name'],
    ['a control character in the name', { name: 'Ada\u0007' }, 'verified.name'],
    ['an unknown field', { nationality: 'GB' }, 'verified.nationality'],
  ])('refuses %s: 400 naming the field, nothing changes', async (_name, verified, path) => {
    const userId = await newUser();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await patch(userId, { verified });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_failed']);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual([path]);
    // The refused value is not repeated back (a document number must never travel further).
    expect(res.text).not.toContain('P12345678');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('can complete and set the identity in one call; once complete, the identity is frozen (409, nothing changes)', async () => {
    const userId = await newUser(t.sandbox, 'Ada Lovelace');
    const done = await patch(userId, { status: 'complete', verified: { ...identity, dateOfBirth: '1990-12-10' } });
    expect(done.body).toMatchObject({ status: 'complete', verified: { name: 'Ada Lovelace' } });
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const verified of [{ name: 'Someone Else' }, null]) {
      const res = await patch(userId, { verified });
      expect([res.status, res.body.error.code, res.body.error.param]).toEqual([409, 'invalid_state', 'verified']);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // Repeating what it already holds is not a change.
    expect((await patch(userId, { verified: { name: 'Ada Lovelace' } })).status).toBe(200);
  });

  it("another tenant's or environment's key cannot set it (404, nothing changes)", async () => {
    const userId = await newUser();
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const auth of [other.sandbox, t.live]) expect((await patch(userId, { verified: identity }, auth)).status).toBe(404);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('nameMismatch', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace', false],
    ['ada lovelace', 'LOVELACE, Ada', false],
    ['Zoë Ångström', 'Zoe Angstrom', false],
    ['Ada', 'Augusta Ada King Lovelace', false],
    ['A. Lovelace', 'Ada Lovelace', false],
    ['Dr Ada Lovelace', 'Ada Lovelace', false],
    ['Bob Smith', 'Robert Smith', false],
    ['Mohammed Hassan', 'Muhammad Hassan', false],
    ['Ann Ordinary', 'Ann Smith', true],
    ['Ann Ordinary', 'Viktor Bout', true],
    ['Party', 'Ann Ordinary', true],
    ['Ada Lovelace Byron', 'Ada', true],
    ['Иван Петров', 'Ivan Petrov', true],
  ])('account name %j, verified as %j → %s', async (accountName, verifiedName, mismatch) => {
    const userId = await newUser(t.sandbox, accountName);
    const res = await patch(userId, { verified: { name: verifiedName } });
    expect(res.body.nameMismatch).toBe(mismatch);
  });

  it('follows the verified name as it changes, and is false without one', async () => {
    const userId = await newUser(t.sandbox, 'Ann Ordinary');
    expect((await patch(userId, { verified: { name: 'Viktor Bout' } })).body.nameMismatch).toBe(true);
    expect((await patch(userId, { verified: { country: 'RU' } })).body.nameMismatch).toBe(true);
    expect((await patch(userId, { verified: { name: 'Ann Ordinary' } })).body.nameMismatch).toBe(false);
    expect((await patch(userId, { verified: { name: 'Viktor Bout' } })).body.nameMismatch).toBe(true);
    expect((await patch(userId, { verified: { name: null } })).body.nameMismatch).toBe(false);
  });
});
