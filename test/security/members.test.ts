/**
 * Issue 17 #5 (dashboard half), #11 and #16 (cookie rotation), replayed:
 * a tenant re-enabling what the operator disabled, a closed tenant's
 * members signing in, invitations squatting on (and disclosing) other
 * organizations' addresses, and a session cookie that never changes.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { members, ssoConnections } from '../../src/db/schema/index.ts';
import { createMember } from '../../src/services/members/members.ts';
import { SESSION_ROTATION_GRACE_MS } from '../../src/services/members/sessions.ts';
import { setTenantStatus } from '../../src/services/tenants.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { makeMember, signIn, TEST_PASSWORD as PASSWORD } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let seq = 0;
const CLI = { memberId: null, actor: 'cli' };
const email = (tag: string) => `${tag}.${seq++}.${Date.now().toString(36)}@example.com`;

const member = async (tenant: TestTenant, role: 'owner' | 'admin' | 'viewer', address = email(role)) =>
  (await makeMember(h, tenant.tenantId, { email: address, role })).email;

const cookieOf = (res: { headers: Headers }) => res.headers.get('set-cookie')?.split(';')[0];

describe('tenant and environment status for members (#5)', () => {
  let t: TestTenant;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await h.tenant();
    admin = await signIn(h, await member(t, 'admin'));
  });

  it('an admin cannot re-enable an environment the operator disabled: 409, nothing changed; the operator can', async () => {
    await updateEnvironment(h.db, t.live.environmentId, { status: 'disabled' });
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('PATCH', `/v1/environments/${t.live.environmentId}`, { body: { status: 'active' }, headers: admin.bearer });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'invalid_state', param: 'status' });
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // Other settings stay editable, and disabling again keeps the operator's lock.
    const renamed = await h.request('PATCH', `/v1/environments/${t.live.environmentId}`, {
      body: { name: 'Live (paused)', status: 'disabled' },
      headers: admin.bearer,
    });
    expect(renamed.body).toMatchObject({ status: 'disabled', disabledBy: 'operator', name: 'Live (paused)' });
    expect((await h.request('GET', '/v1/tenants/me', { auth: t.live })).body.error.code).toBe('environment_disabled');
    const enabled = await updateEnvironment(h.db, t.live.environmentId, { status: 'active' });
    expect(enabled).toMatchObject({ status: 'active', disabledBy: null });
  });

  it('an environment the tenant disabled itself: the tenant may enable it again; the operator may take the lock over', async () => {
    const off = await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, { body: { status: 'disabled' }, headers: admin.bearer });
    expect(off.body).toMatchObject({ status: 'disabled', disabledBy: 'tenant' });
    const on = await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, { body: { status: 'active' }, headers: admin.bearer });
    expect(on.body).toMatchObject({ status: 'active', disabledBy: null });
    await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, { body: { status: 'disabled' }, headers: admin.bearer });
    expect(await updateEnvironment(h.db, t.sandbox.environmentId, { status: 'disabled' })).toMatchObject({ disabledBy: 'operator' });
    expect((await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, { body: { status: 'active' }, headers: admin.bearer })).status).toBe(409);
    await updateEnvironment(h.db, t.sandbox.environmentId, { status: 'active' });
  });

  it("a closed tenant's members: login 403 tenant_closed (a wrong password stays 401), sessions, refresh and SSO start refused; nothing written", async () => {
    const tenant = await h.tenant();
    const owner = await member(tenant, 'owner');
    const session = await signIn(h, owner);
    await h.db.insert(ssoConnections).values({ id: `sso_closed_${seq++}`, tenantId: tenant.tenantId, protocol: 'oidc', config: {} });
    await setTenantStatus(h.db, tenant.tenantId, 'closed');
    const before = await tenantSnapshot(h.db, tenant.tenantId);
    const login = await h.request('POST', '/auth/login', { body: { email: owner, password: PASSWORD } });
    expect([login.status, login.body.error.code]).toEqual([403, 'tenant_closed']);
    expect(login.headers.get('set-cookie')).toBeNull();
    const wrong = await h.request('POST', '/auth/login', { body: { email: owner, password: 'not the password' } });
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 'invalid_credentials']);
    const bearer = await h.request('GET', '/v1/dashboard/members', { headers: session.bearer });
    expect([bearer.status, bearer.body.error.code]).toEqual([403, 'tenant_closed']);
    const refresh = await h.request('POST', '/auth/refresh', { headers: { cookie: session.cookie } });
    expect([refresh.status, refresh.body.error.code]).toEqual([403, 'tenant_closed']);
    const sso = await h.app.request(`/auth/sso/${tenant.tenantId}/oidc`);
    expect(sso.status).toBe(403);
    expect(await sso.text()).toContain('account is closed');
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(before);
  });

  it("a closed tenant's set-password link is refused (403) without setting anything", async () => {
    const tenant = await h.tenant();
    const { passwordToken, member: invited } = await createMember(
      h.db,
      { tenantId: tenant.tenantId, email: email('closed'), name: 'C', role: 'viewer' },
      CLI,
      h.clock.now(),
    );
    await setTenantStatus(h.db, tenant.tenantId, 'closed');
    const res = await h.request('POST', '/auth/set-password', { body: { token: passwordToken, password: PASSWORD } });
    expect([res.status, res.body.error.code]).toEqual([403, 'tenant_closed']);
    const [row] = await h.db.select().from(members).where(eq(members.id, invited.id));
    expect(row).toMatchObject({ accountId: null, claimedAt: null });
  });
});

describe('invitations neither disclose nor reserve an email (#11)', () => {
  it("inviting another organization's member answers like any invitation; their organization is untouched and they keep signing in there", async () => {
    const home = await h.tenant();
    const squatter = await h.tenant();
    const victim = await member(home, 'owner');
    const admin = await signIn(h, await member(squatter, 'admin'));
    const homeBefore = await tenantSnapshot(h.db, home.tenantId);
    const res = await h.request('POST', '/v1/dashboard/members', {
      body: { email: victim.toUpperCase(), name: 'Victim', role: 'viewer' },
      headers: admin.bearer,
    });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ passwordSet: false, status: 'active' });
    expect(await tenantSnapshot(h.db, home.tenantId)).toEqual(homeBefore);
    // The same request for an address nobody has answers the same way (nothing to tell them apart).
    const fresh = await h.request('POST', '/v1/dashboard/members', { body: { email: email('nobody'), name: 'Nobody', role: 'viewer' }, headers: admin.bearer });
    expect(Object.keys(fresh.body).sort()).toEqual(Object.keys(res.body).sort());
    expect(fresh.status).toBe(res.status);
    const login = await h.request('POST', '/auth/login', { body: { email: victim, password: PASSWORD } });
    expect(login.body.member.tenantId).toBe(home.tenantId);
    // Within one organization an address is still unique: 409, nothing written.
    const squatterBefore = await tenantSnapshot(h.db, squatter.tenantId);
    const again = await h.request('POST', '/v1/dashboard/members', { body: { email: victim, name: 'Twice', role: 'viewer' }, headers: admin.bearer });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await tenantSnapshot(h.db, squatter.tenantId)).toEqual(squatterBefore);
  });
  // The squatting scenario itself (issue 30) is test/security/squatting.test.ts.
});

describe('the session cookie rotates on refresh (#16)', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await h.tenant();
  });

  it('refresh sets a new cookie; the old one works for the grace period, then presenting it ends the session', async () => {
    const session = await signIn(h, await member(t, 'viewer'));
    const refreshed = await h.request('POST', '/auth/refresh', { headers: { cookie: session.cookie } });
    expect(refreshed.status).toBe(200);
    const rotated = cookieOf(refreshed)!;
    expect(rotated).toMatch(/^session=sess_/);
    expect(rotated).not.toBe(session.cookie);
    expect(refreshed.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
    // A second tab refreshing with the old cookie at the same moment: answered, without another rotation.
    const late = await h.request('POST', '/auth/refresh', { headers: { cookie: session.cookie } });
    expect(late.status).toBe(200);
    expect(late.headers.get('set-cookie')).toBeNull();
    expect((await h.request('GET', '/auth/session', { headers: { cookie: rotated } })).status).toBe(200);
    h.clock.advance(SESSION_ROTATION_GRACE_MS + 1000);
    // The old cookie after its grace: a stolen copy. The session ends, the current cookie with it.
    expect((await h.request('GET', '/auth/session', { headers: { cookie: session.cookie } })).status).toBe(401);
    expect((await h.request('GET', '/auth/session', { headers: { cookie: rotated } })).status).toBe(401);
    const [row] = await queryRows<{ revoked_at: string | null }>(h.db, sql`select revoked_at from member_sessions where member_id = ${session.memberId}`);
    expect(row!.revoked_at).not.toBeNull();
  });

  it('concurrent refreshes with one cookie: one rotation, every answer 200', async () => {
    const session = await signIn(h, await member(t, 'viewer'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => h.request('POST', '/auth/refresh', { headers: { cookie: session.cookie } })));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    const cookies = answers.map(cookieOf).filter(Boolean);
    expect(cookies).toHaveLength(1);
    expect((await h.request('GET', '/auth/session', { headers: { cookie: cookies[0]! } })).status).toBe(200);
  });
});
