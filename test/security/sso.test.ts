/**
 * Issue 17 #1, #2 and #13, replayed against a real OpenID provider and
 * signed SAML responses: a callback URL or SAML response completed in
 * another browser (login CSRF), an IdP email without `email_verified` (or any
 * SAML email) taking over an existing member, and SSO starts without a bucket.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.ts';
import { queryRows, type Db } from '../../src/db/query.ts';
import { auditLog, members } from '../../src/db/schema/index.ts';
import { SIGN_IN_BUCKET } from '../../src/services/rate-limit.ts';
import { makeMember, TEST_PASSWORD as PASSWORD } from '../helpers/factories.ts';
import { createHarness, fileHarness, tenantSnapshot, type Harness, type TestTenant } from '../helpers/harness.ts';
import { browseOidc, CookieJar, IDP_CERT_FILE, IDP_ISSUER, postAcs, samlResponse, startOidcProvider, startSaml, type OidcIdp } from '../helpers/sso.ts';

const h = fileHarness();
const SAML_IDP = ['--entry-point', 'https://idp.example.test/sso', '--idp-issuer', IDP_ISSUER, '--idp-cert-file', IDP_CERT_FILE];
let server: ServerType;
let base: string;

beforeAll(async () => {
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h.deps.publicUrl = base;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function cli(db: Db, ...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, async () => db, { out: (s) => out.push(s), err: (s) => out.push(s), publicUrl: base, signingSecret: h.deps.signingSecret });
  expect(code, out.join('\n')).toBe(0);
}

const memberWithPassword = async (tenant: TestTenant, email: string, role: 'owner' | 'viewer' = 'owner') =>
  (await makeMember(h, tenant.tenantId, { email, name: 'Existing', role })).member;

type Snapshot = Awaited<ReturnType<typeof tenantSnapshot>>;
type SsoRequestRow = { id: string; consumed_at: string | null };

/** Asserts that `after` is `before` but for SSO state rows consumed in between; returns how many were. */
function onlyConsumed(before: Snapshot, after: Snapshot): number {
  const was = new Map((before.sso_requests as SsoRequestRow[]).map((r) => [r.id, r]));
  const spent = (after.sso_requests as SsoRequestRow[]).filter((r) => r.consumed_at !== null && was.get(r.id)?.consumed_at === null);
  const unspent = (after.sso_requests as SsoRequestRow[]).map((r) => (spent.includes(r) ? { ...r, consumed_at: null } : r));
  expect({ ...after, sso_requests: unspent }).toEqual(before);
  return spent.length;
}

const memberById = async (id: string) => (await h.db.select().from(members).where(eq(members.id, id)))[0]!;
const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('session='));

function expectRefusalPage(res: Response, text: string, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(text).toMatch(/role="alert"/);
  expect(sessionCookieOf(res)).toBeUndefined();
}

describe('OIDC', () => {
  let idp: OidcIdp;
  let tenant: TestTenant;
  const emailOf = (account: string) => `${account}@sec-${tenant.tenantId.slice(-8).toLowerCase()}.example.com`;
  const start = () => `${base}/auth/sso/${tenant.tenantId}/oidc`;

  beforeAll(async () => {
    tenant = await h.tenant();
    idp = await startOidcProvider(base, emailOf);
    const { issuer, clientId, clientSecret } = idp;
    await cli(h.db, 'sso', 'set-oidc', '--tenant', tenant.tenantId, '--issuer', issuer, '--client-id', clientId, '--client-secret', clientSecret);
  });
  afterAll(async () => {
    await idp.close();
  });

  it('#1 a callback URL completed in another browser does not sign that browser in; the real browser still can', async () => {
    // The attacker signs in at the IdP as themselves and stops at our callback.
    let callback = '';
    const attacker = await browseOidc(base, start(), 'mallory', new CookieJar(), (url) => {
      callback = url;
      return `${base}/auth/sso/oidc/callback?state=held-back`;
    });
    expect(attacker.res.status).toBe(400);
    // The victim's browser has a sign-in of its own under way (its start writes its state row).
    const otherJar = new CookieJar();
    const own = await fetch(start(), { redirect: 'manual' });
    otherJar.store(start(), own);
    const before = await tenantSnapshot(h.db, tenant.tenantId);
    // The victim's browser is sent there: no binding cookie (or one of its own sign-in) → refused.
    const victim = await fetch(callback, { redirect: 'manual' });
    expectRefusalPage(victim, await victim.text(), 403);
    const withOwnCookie = await fetch(callback, { redirect: 'manual', headers: { cookie: otherJar.header(callback) } });
    expectRefusalPage(withOwnCookie, await withOwnCookie.text(), 403);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(before);
    // The refusal did not burn the state: the browser that started the flow completes it.
    const real = await fetch(callback, { redirect: 'manual', headers: { cookie: attacker.jar.header(callback) } });
    expect(real.status).toBe(303);
    expect(sessionCookieOf(real)).toMatch(/HttpOnly/);
    expect(real.headers.getSetCookie().some((c) => /^sso_binding=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('the binding cookie is httpOnly, SameSite=Lax, scoped to /auth/sso and short-lived', async () => {
    const res = await fetch(start(), { redirect: 'manual' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sso_binding='))!;
    expect(cookie).toMatch(/^sso_binding=[\w-]{43}; Path=\/auth\/sso; HttpOnly; SameSite=Lax; Max-Age=600$/);
  });

  it('#2 an email without email_verified does not take over an existing member (an owner with a password)', async () => {
    const owner = await memberWithPassword(tenant, emailOf('noverify-owner'));
    let before: Snapshot | undefined;
    const { res, text } = await browseOidc(base, start(), 'noverify-owner', new CookieJar(), async (url) => {
      before = await tenantSnapshot(h.db, tenant.tenantId);
      return url;
    });
    expectRefusalPage(res, text, 403);
    expect(text).toContain('verified');
    // The refusal follows the code exchange, so the flow's one-time state is spent; nothing else changed.
    expect(onlyConsumed(before!, await tenantSnapshot(h.db, tenant.tenantId))).toBe(1);
    expect((await memberById(owner.id)).ssoSubject).toBeNull();
  });

  it('#2 a verified email matching a member with a password links only with that password, in the same browser', async () => {
    const owner = await memberWithPassword(tenant, emailOf('verified-owner'));
    const jar = new CookieJar();
    const { res, text } = await browseOidc(base, start(), 'verified-owner', jar);
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(text).toContain('Confirm it is you');
    expect((await memberById(owner.id)).ssoSubject).toBeNull();
    const link = /name="link" value="([\w-]+)"/.exec(text)![1]!;
    const confirm = (password: string, cookie = jar.header(`${base}/auth/sso/link`)) => {
      const headers = { cookie, 'content-type': 'application/x-www-form-urlencoded' };
      return fetch(`${base}/auth/sso/link`, { method: 'POST', redirect: 'manual', headers, body: new URLSearchParams({ link, password }) });
    };
    const wrong = await confirm('not the password');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That password is not correct');
    const elsewhere = await confirm(PASSWORD, '');
    expectRefusalPage(elsewhere, await elsewhere.text(), 403);
    expect((await memberById(owner.id)).ssoSubject).toBeNull();
    const ok = await confirm(PASSWORD);
    expect(ok.status).toBe(303);
    expect(sessionCookieOf(ok)).toBeDefined();
    expect((await memberById(owner.id)).ssoSubject).toBe(`${idp.issuer}|verified-owner`);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, owner.id), eq(auditLog.action, 'member.sso_linked')));
    expect(audit[0]).toMatchObject({ memberId: owner.id, after: { confirmedBy: 'password' } });
  });

  it('#2 a verified email matching an invitation not taken up (no password) links at once, and claims the address', async () => {
    const { member } = await makeMember(h, tenant.tenantId, { email: emailOf('invitee'), name: 'Invitee', role: 'developer', password: null });
    const { res } = await browseOidc(base, start(), 'invitee');
    expect(res.status).toBe(303);
    expect(await memberById(member.id)).toMatchObject({ ssoSubject: `${idp.issuer}|invitee`, role: 'developer', claimedAt: expect.any(Date) });
  });
});

describe('SAML', () => {
  let tenant: TestTenant;
  let entityId: string;
  const response = (requestId: string, nameId: string, email: string) =>
    samlResponse({ base, entityId, now: h.clock.now(), inResponseTo: requestId, nameId, email });

  beforeAll(async () => {
    tenant = await h.tenant();
    entityId = `${base}/auth/sso/${tenant.tenantId}/saml/metadata`;
    await cli(h.db, 'sso', 'set-saml', '--tenant', tenant.tenantId, ...SAML_IDP);
  });

  it('#1 a SAML response posted from another browser does not sign it in; the browser that started does', async () => {
    const attackerJar = new CookieJar();
    const { requestId, relayState } = await startSaml(base, tenant.tenantId, attackerJar);
    const signed = response(requestId, 'mallory', `mallory.${Date.now()}@saml.example.com`);
    // The victim's browser auto-submits the attacker's response (the ACS keeps the verified answer for the browser that
    // started), then follows our redirect without the attacker's cookie: that refusal must change nothing.
    let before: Snapshot | undefined;
    const victim = await postAcs(base, signed, relayState, new CookieJar(), async () => {
      before = await tenantSnapshot(h.db, tenant.tenantId);
    });
    expect(victim.acs.status).toBe(303);
    expectRefusalPage(victim.res, victim.text, 403);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(before);
    const real = await fetch(victim.completeUrl!, { redirect: 'manual', headers: { cookie: attackerJar.header(victim.completeUrl!) } });
    expect(real.status).toBe(303);
    expect(sessionCookieOf(real)).toBeDefined();
  });

  it('#2 a SAML email never links silently: an invitation waits for an admin, who confirms it', async () => {
    const email = `invited.${Date.now()}@saml.example.com`;
    const { member } = await makeMember(h, tenant.tenantId, { email, name: 'Invited', role: 'owner', password: null });
    const jar = new CookieJar();
    const started = await startSaml(base, tenant.tenantId, jar);
    const refused = await postAcs(base, response(started.requestId, 'eve', email), started.relayState, jar);
    expectRefusalPage(refused.res, refused.text, 403);
    expect(refused.text).toContain('administrator must confirm');
    expect(await memberById(member.id)).toMatchObject({ ssoSubject: null, ssoLinkSubject: `${IDP_ISSUER}|eve`, claimedAt: null });
    expect(await queryRows(h.db, sql`select 1 from member_sessions where member_id = ${member.id}`)).toEqual([]);

    // An owner of the tenant confirms (an admin could not, for an owner).
    const admin = await memberWithPassword(tenant, `admin.${Date.now()}@saml.example.com`, 'viewer');
    await h.db.update(members).set({ role: 'admin' }).where(eq(members.id, admin.id));
    const adminLogin = await h.request('POST', '/auth/login', { body: { email: admin.email, password: PASSWORD } });
    const asAdmin = { authorization: `Bearer ${adminLogin.body.accessToken}` };
    const listed = await h.request('GET', '/v1/dashboard/members', { headers: asAdmin });
    expect(listed.body.data.find((m: { id: string }) => m.id === member.id).ssoLinkRequest).toMatchObject({ subject: `${IDP_ISSUER}|eve` });
    const forbidden = await h.request('POST', `/v1/dashboard/members/${member.id}/confirm-sso-link`, {
      body: { subject: `${IDP_ISSUER}|eve` },
      headers: asAdmin,
    });
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'role_forbidden']);
    const owner = await memberWithPassword(tenant, `owner.${Date.now()}@saml.example.com`);
    const ownerLogin = await h.request('POST', '/auth/login', { body: { email: owner.email, password: PASSWORD } });
    const asOwner = { authorization: `Bearer ${ownerLogin.body.accessToken}` };
    const stale = await h.request('POST', `/v1/dashboard/members/${member.id}/confirm-sso-link`, {
      body: { subject: `${IDP_ISSUER}|someone-else` },
      headers: asOwner,
    });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'invalid_state']);
    const confirmed = await h.request('POST', `/v1/dashboard/members/${member.id}/confirm-sso-link`, {
      body: { subject: `${IDP_ISSUER}|eve` },
      headers: asOwner,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ sso: true, ssoLinkRequest: null });
    const again = await startSaml(base, tenant.tenantId, jar);
    const signedIn = await postAcs(base, response(again.requestId, 'eve', email), again.relayState, jar);
    expect(signedIn.res.status).toBe(303);
    expect(sessionCookieOf(signedIn.res)).toBeDefined();
  });

  it('#2 a SAML email matching a member with a password asks for that password', async () => {
    const owner = await memberWithPassword(tenant, `pw.${Date.now()}@saml.example.com`);
    const jar = new CookieJar();
    const started = await startSaml(base, tenant.tenantId, jar);
    const answer = await postAcs(base, response(started.requestId, 'pat', owner.email), started.relayState, jar);
    expect(answer.res.status).toBe(200);
    expect(answer.text).toContain('Confirm it is you');
    expect((await memberById(owner.id)).ssoSubject).toBeNull();
  });

  it('a first SAML sign-in creates a member that reserves no address (it signs in only through SAML)', async () => {
    const email = `jit.${Date.now()}@saml.example.com`;
    const jar = new CookieJar();
    const started = await startSaml(base, tenant.tenantId, jar);
    const answer = await postAcs(base, response(started.requestId, 'jit', email), started.relayState, jar);
    expect(answer.res.status).toBe(303);
    const [created] = await h.db
      .select()
      .from(members)
      .where(and(eq(members.tenantId, tenant.tenantId), eq(members.ssoSubject, `${IDP_ISSUER}|jit`)));
    expect(created).toMatchObject({ email, claimedAt: null, accountId: null });
  });
});

describe('SSO routes are throttled per address (#13)', () => {
  let limited: Harness;
  let tenant: TestTenant;
  beforeAll(async () => {
    limited = await createHarness({ rateLimits: 'memory' });
    limited.clock.freeze();
    tenant = await limited.tenant();
    await cli(limited.db, 'sso', 'set-saml', '--tenant', tenant.tenantId, ...SAML_IDP);
  });
  afterAll(async () => {
    await limited.close();
  });

  it('past the burst, starts answer 429 with Retry-After and write no row', async () => {
    const count = sql`select count(*)::int as n from sso_requests where tenant_id = ${tenant.tenantId}`;
    const rows = async () => Number((await queryRows<{ n: number }>(limited.db, count))[0]!.n);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < SIGN_IN_BUCKET.capacity + 5; i++) {
      const res = await limited.app.request(`/auth/sso/${tenant.tenantId}/saml`);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.slice(0, SIGN_IN_BUCKET.capacity)).toEqual(Array(SIGN_IN_BUCKET.capacity).fill(302));
    expect(statuses.slice(SIGN_IN_BUCKET.capacity)).toEqual(Array(5).fill(429));
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused!.text()).toContain('Too many attempts');
    expect(await rows()).toBe(SIGN_IN_BUCKET.capacity);
    // OIDC starts and callbacks share the bucket.
    expect((await limited.app.request(`/auth/sso/${tenant.tenantId}/oidc`)).status).toBe(429);
    expect((await limited.app.request('/auth/sso/oidc/callback?state=x')).status).toBe(429);
  });
});
