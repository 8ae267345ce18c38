// Long on purpose: sign-in, sessions, CSRF, sweeps and set-password links share one isolated database and its members.
/**
 * Dashboard member sessions: login (JWT + httpOnly cookie), refresh, logout
 * revocation, expiry, CSRF on cookie-authenticated changes, login throttling
 * per account and per address, SSO enforcement, tenant isolation, the
 * one-time set-password link (page and API), and the password hashing cost
 * (cheap in the harness; the production cost in one test).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { members, ssoConnections } from '../src/db/schema/index.ts';
import { setPasswordWithToken } from '../src/services/members/set-password.ts';
import { sweepExpiredAuthState } from '../src/services/members/sweep.ts';
import { THROTTLE } from '../src/services/members/throttle.ts';
import { PASSWORD_COST, verifyPassword } from '../src/services/members/passwords.ts';
import { parseTrustProxy, TRUST_NONE } from '../src/lib/client-address.ts';
import { makeMember, passwordHashOf, TEST_PASSWORD as PASSWORD } from './helpers/factories.ts';
import { createHarness, fileHarness, tenantSnapshot, TEST_PASSWORD_COST, type TestTenant } from './helpers/harness.ts';

// Its own database on Postgres: it counts member_sessions across the database and sweeps at now + 31 days,
// which would delete other files' sign-in state (and other files' sessions would move its counts).
const h = fileHarness({ isolated: true });
let t: TestTenant;
let other: TestTenant;
let seq = 0;

const member = async (tenant: TestTenant, role: 'owner' | 'admin' | 'developer' | 'viewer') => (await makeMember(h, tenant.tenantId, { role })).email;

async function login(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return h.request('POST', '/auth/login', { body: { email, password }, headers });
}

function cookieOf(res: { headers: Headers }): string {
  const set = res.headers.get('set-cookie') ?? '';
  return set.split(';')[0]!;
}

const envPath = () => `/v1/environments/${t.sandbox.environmentId}`;

beforeAll(async () => {
  t = await h.tenant();
  other = await h.tenant();
}, 30_000);

describe('login', () => {
  it('answers a 15-minute access token, a CSRF token and an httpOnly SameSite=Lax session cookie', async () => {
    const email = await member(t, 'admin');
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ email, role: 'admin', tenantId: t.tenantId });
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    expect(new Date(res.body.expiresAt).getTime() - h.clock.now().getTime()).toBeLessThanOrEqual(15 * 60 * 1000);
    const [cookie, device] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^session=sess_[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    // The browser is now known to the account (issue 33 #2): a signed device cookie, httpOnly, 180 days.
    expect(device).toMatch(/^device=dev_[\w-]+\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=15552000$/);
    // Over plain http (the harness's PUBLIC_URL) the cookie is not Secure; over https it is (checked below).
    const session = await h.request('GET', '/auth/session', { headers: { authorization: `Bearer ${res.body.accessToken}` } });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ via: 'bearer', member: { email, role: 'admin' } });
    const viaCookie = await h.request('GET', '/auth/session', { headers: { cookie: cookieOf(res) } });
    expect(viaCookie.body.via).toBe('cookie');
  });

  it('marks the cookie Secure when the service is served over https', async () => {
    const email = await member(t, 'viewer');
    const before = h.deps.publicUrl;
    h.deps.publicUrl = 'https://dashboard.example.com';
    try {
      const cookies = (await login(email)).headers.getSetCookie();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
    } finally {
      h.deps.publicUrl = before;
    }
  });

  it('answers the same 401 invalid_credentials for a wrong password, an unknown email and a disabled member, and stores no session', async () => {
    const email = await member(t, 'developer');
    const before = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from member_sessions`);
    const wrong = await login(email, 'not the password at all');
    const unknown = await login(`nobody.${seq++}@example.com`);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('invalid_credentials');
      expect(res.body.error.message).toBe('The email or password is not correct.');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    await h.db.execute(sql`update members set status = 'disabled' where email_key = ${email}`);
    expect((await login(email)).body.error.code).toBe('invalid_credentials');
    expect(await queryRows(h.db, sql`select count(*)::int as n from member_sessions`)).toEqual(before);
  });

  it('locks an account for one address after 5 failures (even for the right password), backing off, and unlocks when the time has passed', async () => {
    const email = await member(t, 'viewer');
    for (let i = 0; i < THROTTLE.pairFailures; i++) expect((await login(email, `wrong-${i}-password`)).status).toBe(401);
    const locked = await login(email);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('rate_limit_exceeded');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    h.clock.advance(61_000);
    expect((await login(email)).status).toBe(200);
  });

  it('counts concurrent failures exactly (one atomic upsert each): 5 at once lock the account for that address', async () => {
    const email = await member(t, 'viewer');
    const results = await Promise.all(Array.from({ length: THROTTLE.pairFailures }, (_, i) => login(email, `parallel-wrong-${i}`)));
    expect(results.map((r) => r.status)).toEqual(Array(THROTTLE.pairFailures).fill(401));
    for (const key of [`acct:${email}`, `acct:${email}|ip:unknown`]) {
      const [row] = await queryRows<{ failures: number }>(h.db, sql`select failures from login_throttle where key = ${key}`);
      expect(row!.failures).toBe(THROTTLE.pairFailures);
    }
    expect((await login(email)).status).toBe(429);
  });

  it('locks an unknown email exactly like a real one (lockout does not reveal which emails exist)', async () => {
    const ghost = `ghost.${seq++}@example.com`;
    for (let i = 0; i < THROTTLE.pairFailures; i++) expect((await login(ghost)).status).toBe(401);
    expect((await login(ghost)).status).toBe(429);
  });

  it('locks a client address after 20 failures across accounts (behind a trusted proxy)', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    try {
      const ip = { 'x-forwarded-for': '203.0.113.7' };
      for (let i = 0; i < THROTTLE.ipFailures; i++) expect((await login(`spray.${seq++}@example.com`, PASSWORD, ip)).status).toBe(401);
      const email = await member(t, 'viewer');
      expect((await login(email, PASSWORD, ip)).status).toBe(429);
      expect((await login(email, PASSWORD, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(200);
    } finally {
      h.deps.trustProxy = TRUST_NONE;
    }
  });

  it('refuses password login for a tenant that enforces SSO (403 sso_required), and allows it again when enforcement is off', async () => {
    const email = await member(other, 'owner');
    await h.db.insert(ssoConnections).values({ id: 'sso_test_enforced', tenantId: other.tenantId, protocol: 'oidc', enforced: true, config: {} });
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('sso_required');
    await h.db.execute(sql`update sso_connections set enforced = false where id = 'sso_test_enforced'`);
    expect((await login(email)).status).toBe(200);
    await h.db.execute(sql`delete from sso_connections where id = 'sso_test_enforced'`);
  });
});

describe('sessions', () => {
  it('access tokens expire after 15 minutes; the cookie refreshes them', async () => {
    const email = await member(t, 'viewer');
    const res = await login(email);
    h.clock.advance(16 * 60 * 1000);
    const expired = await h.request('GET', '/auth/session', { headers: { authorization: `Bearer ${res.body.accessToken}` } });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('session_required');
    const refreshed = await h.request('POST', '/auth/refresh', { headers: { cookie: cookieOf(res) } });
    expect(refreshed.status).toBe(200);
    expect((await h.request('GET', '/auth/session', { headers: { authorization: `Bearer ${refreshed.body.accessToken}` } })).status).toBe(200);
  });

  it('a session ends after 2 idle hours', async () => {
    const res = await login(await member(t, 'viewer'));
    h.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect((await h.request('POST', '/auth/refresh', { headers: { cookie: cookieOf(res) } })).status).toBe(401);
  });

  it('logout revokes the session on the server: its cookie and every token issued from it stop working', async () => {
    const res = await login(await member(t, 'viewer'));
    const bearer = { authorization: `Bearer ${res.body.accessToken}` };
    const out = await h.request('POST', '/auth/logout', { headers: bearer });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^session=; .*Max-Age=0/);
    expect((await h.request('GET', '/auth/session', { headers: bearer })).status).toBe(401);
    expect((await h.request('POST', '/auth/refresh', { headers: { cookie: cookieOf(res) } })).status).toBe(401);
  });

  it('a tampered or foreign-signed token is refused', async () => {
    const res = await login(await member(t, 'viewer'));
    const [head, payload, sig] = res.body.accessToken.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), tid: other.tenantId })).toString('base64url')}.${sig}`;
    expect((await h.request('GET', '/auth/session', { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
    expect((await h.request('GET', '/auth/session', { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' } })).status).toBe(401);
  });
});

describe('dashboard changes with a session (PATCH /v1/environments/{id})', () => {
  it('cookie without X-CSRF-Token → 403 csrf_failed, nothing changed; with it → changed, with one audit row (before → after)', async () => {
    const res = await login(await member(t, 'owner'));
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const csrf of [undefined, 'wrong-token']) {
      const refused = await h.request('PATCH', envPath(), {
        body: { name: 'Renamed' },
        headers: { cookie: cookieOf(res), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('csrf_failed');
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const ok = await h.request('PATCH', envPath(), { body: { name: 'Renamed' }, headers: { cookie: cookieOf(res), 'x-csrf-token': res.body.csrfToken } });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Renamed');
    const audit = await queryRows<Record<string, any>>(h.db, sql`select * from audit_log where tenant_id = ${t.tenantId} and action = 'environment.updated'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ member_id: res.body.member.id, actor: res.body.member.email, target_id: t.sandbox.environmentId });
    expect(audit[0]!.before.name).not.toBe('Renamed');
    expect(audit[0]!.after.name).toBe('Renamed');
  });

  it('a bearer token needs no CSRF token (it is not sent by browsers on their own)', async () => {
    const res = await login(await member(t, 'admin'));
    const ok = await h.request('PATCH', envPath(), { body: { debugLogging: true }, headers: { authorization: `Bearer ${res.body.accessToken}` } });
    expect(ok.status).toBe(200);
  });

  it('developer and viewer → 403 role_forbidden; nothing changed, no audit row', async () => {
    for (const role of ['developer', 'viewer'] as const) {
      const res = await login(await member(t, role));
      const before = await tenantSnapshot(h.db, t.tenantId);
      const refused = await h.request('PATCH', envPath(), { body: { name: 'Nope' }, headers: { authorization: `Bearer ${res.body.accessToken}` } });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('role_forbidden');
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    }
  });

  it("another tenant's environment → 404, nothing changed on either side", async () => {
    const res = await login(await member(t, 'owner'));
    const before = await tenantSnapshot(h.db, other.tenantId);
    const refused = await h.request('PATCH', `/v1/environments/${other.sandbox.environmentId}`, {
      body: { name: 'Hijack' },
      headers: { authorization: `Bearer ${res.body.accessToken}` },
    });
    expect(refused.status).toBe(404);
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(before);
  });

  it('API keys → 403 key_forbidden; no session → 401 session_required', async () => {
    const keyed = await h.request('PATCH', envPath(), { body: { name: 'K' }, auth: t.sandbox });
    expect(keyed.status).toBe(403);
    expect(keyed.body.error.code).toBe('key_forbidden');
    const anonymous = await h.request('PATCH', envPath(), { body: { name: 'K' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('session_required');
  });
});

describe('housekeeping', () => {
  it('sweeps expired SSO state, finished throttle rows and sessions ended over 30 days ago — and nothing live', async () => {
    const now = h.clock.now();
    const email = await member(t, 'viewer');
    const live = await login(email);
    await login(email, 'a wrong password here');
    await h.db.execute(
      sql`insert into sso_requests (id, tenant_id, kind, expires_at) values ('sweep-old', ${t.tenantId}, 'oidc_state', ${new Date(now.getTime() - 1000).toISOString()}::timestamptz), ('sweep-live', ${t.tenantId}, 'oidc_state', ${new Date(now.getTime() + 600_000).toISOString()}::timestamptz)`,
    );
    const count = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(h.db, q))[0]!.n);
    const deleted = await sweepExpiredAuthState(h.db, now);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select count(*)::int as n from sso_requests where id in ('sweep-old', 'sweep-live')`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from login_throttle where key = ${`acct:${email}`}`)).toBe(1); // still in its window
    expect((await h.request('GET', '/auth/session', { headers: { authorization: `Bearer ${live.body.accessToken}` } })).status).toBe(200);
    expect(await count(sql`select count(*)::int as n from member_sessions where member_id = ${live.body.member.id}`)).toBe(1);
    await sweepExpiredAuthState(h.db, new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000));
    expect(await count(sql`select count(*)::int as n from login_throttle where key = ${`acct:${email}`}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from member_sessions where member_id = ${live.body.member.id}`)).toBe(0);
  });
});

describe('set-password links', () => {
  it('the CLI link opens a page that sets the password once; the link then answers 410', async () => {
    const { passwordToken } = await makeMember(h, t.tenantId, { role: 'viewer', password: null });
    const page = await h.app.request(`/dashboard/set-password?token=${passwordToken}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Set your password');
    const post = (password: string, confirm = password) =>
      h.app.request('/dashboard/set-password', {
        method: 'POST',
        body: new URLSearchParams({ token: passwordToken, password, confirm }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await post('short')).status).toBe(400);
    expect((await post(PASSWORD, 'different password!')).status).toBe(400);
    expect((await post(PASSWORD)).status).toBe(200);
    expect((await post(PASSWORD)).status).toBe(410);
  });

  it('the API answers 409 invalid_state for a used, expired or unknown token', async () => {
    const { passwordToken } = await makeMember(h, t.tenantId, { role: 'viewer', password: null });
    h.clock.advance(8 * 24 * 60 * 60 * 1000);
    const expired = await h.request('POST', '/auth/set-password', { body: { token: passwordToken, password: PASSWORD } });
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('invalid_state');
    const unknown = await h.request('POST', '/auth/set-password', { body: { token: 'pwt_nope', password: PASSWORD } });
    expect(unknown.status).toBe(409);
  });
});

describe('password hashing cost', () => {
  it('cheap in the suite; N=2^16, r=8, p=1 stored in the hash by an app built as server.ts builds it; any stored cost verifies', async () => {
    // The suite: the harness's cheap cost, stored in the hash like any other.
    expect(h.deps.passwordCost).toEqual(TEST_PASSWORD_COST);
    const cheap = await makeMember(h, t.tenantId, { role: 'viewer' });
    expect(await passwordHashOf(h.db, cheap.member)).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);

    // The one full-cost test: no passwordCost in the deps, as src/server.ts builds them.
    const full = await createHarness();
    try {
      delete full.deps.passwordCost;
      const tenant = await full.tenant();
      const invited = await makeMember(full, tenant.tenantId, { role: 'owner', password: null });
      const set = await full.request('POST', '/auth/set-password', { body: { token: invited.passwordToken, password: PASSWORD } });
      expect(set.status, set.text).toBe(200);
      const [row] = await full.db.select().from(members).where(eq(members.id, invited.id));
      const fullHash = await passwordHashOf(full.db, row!);
      expect(fullHash).toMatch(/^scrypt\$65536\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(PASSWORD_COST).toEqual({ N: 65536, r: 8, p: 1 });
      expect((await full.request('POST', '/auth/login', { body: { email: invited.email, password: PASSWORD } })).status).toBe(200);

      // A hash made at another cost verifies with the parameters it carries, both ways.
      const older = await makeMember(full, tenant.tenantId, { role: 'viewer', password: null });
      const cheaplyHashed = await setPasswordWithToken(full.db, older.passwordToken, PASSWORD, full.clock.now(), TEST_PASSWORD_COST);
      expect(await passwordHashOf(full.db, cheaplyHashed)).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect((await full.request('POST', '/auth/login', { body: { email: older.email, password: PASSWORD } })).status).toBe(200);
      expect(await verifyPassword(PASSWORD, fullHash, TEST_PASSWORD_COST)).toBe(true);
      expect(await verifyPassword(`${PASSWORD}!`, fullHash, TEST_PASSWORD_COST)).toBe(false);
    } finally {
      await full.close();
    }
  }, 120_000);
});
