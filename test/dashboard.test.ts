// Long on purpose: the role matrix, credentials, audit, isolation and owners cases of one router share its members and fixtures.
/**
 * The dashboard-only procedures (issue 11 part 2): the role matrix on every
 * procedure of the `dashboard` router, API keys refused, CSRF on cookie
 * sessions, audit rows written with (and only with) the change, tenant
 * isolation, the owner rules, and each procedure's real effect read back
 * over the public API.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { members, type MemberRole } from '../src/db/schema/index.ts';
import { appRouter, procedureMetas } from '../src/routers/index.ts';
import { createKeyPairForEnvironment } from '../src/services/keys.ts';
import { API_SCOPES } from '../src/services/scopes.ts';
import { type DASHBOARD_PERMISSIONS, roleAllows } from '../src/services/roles.ts';
import {
  createTestEndpoint,
  escrowIn,
  makeMember,
  makeUser,
  partyLink,
  possibleMatch as possibleMatchOf,
  requestLogIn,
  emailIn,
  invitationToken,
  postForm,
  signIn,
  TEST_PASSWORD as PASSWORD,
  uniqueEmail,
  type SignedIn,
} from './helpers/factories.ts';
import { authHeaders, fileHarness, tenantSnapshot, type TestResponse, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
const ROLES: MemberRole[] = ['owner', 'admin', 'developer', 'viewer'];

type Session = SignedIn;

let t: TestTenant;
let other: TestTenant;
const sessions = {} as Record<MemberRole, Session>;
let otherOwner: Session;

/** A member without a password (an invitation not taken up). */
const invitee = (tenantId: string, role: MemberRole) => makeMember(h, tenantId, { role, password: null });
const memberSession = async (tenantId: string, role: MemberRole): Promise<Session> => signIn(h, (await makeMember(h, tenantId, { role })).email);

const bearer = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

function send(s: Session | Record<string, string>, call: Call): Promise<TestResponse> {
  const headers = 'accessToken' in s ? bearer(s as Session) : (s as Record<string, string>);
  return h.request(call.method, call.path, { headers, ...(call.body !== undefined ? { body: call.body } : {}) });
}

const code = (res: TestResponse) => res.body?.error?.code as string | undefined;

/** Every procedure of the dashboard router, with its meta (so a new procedure cannot be left out). */
const DASHBOARD = [...procedureMetas.entries()].filter(([path]) => path.startsWith('dashboard.'));

async function auditCount(tenantId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from audit_log where tenant_id = ${tenantId}`);
  return Number(row!.n);
}

const possibleMatch = (tenant: TestTenant) => possibleMatchOf(h, tenant.tenantId, tenant.sandbox);
const newEndpoint = async (tenant: TestTenant, url = 'https://hooks.example.com/escrow') => (await createTestEndpoint(h, tenant.sandbox, url)).id;

async function anEventId(tenant: TestTenant): Promise<string> {
  const res = await h.request('GET', '/v1/events?limit=1', { auth: tenant.sandbox });
  return res.body.data[0].id;
}

let endpointId: string;

const newClock = async (tenant: TestTenant) => {
  const res = await h.request('POST', '/v1/test-clocks', { body: { frozenTime: '2031-01-01T00:00:00Z' }, auth: tenant.sandbox });
  expect(res.status, res.text).toBe(200);
  return res.body.id as string;
};

/**
 * A valid request for each dashboard procedure, built fresh for each call
 * (objects a change consumes — a key to revoke, a dispute to resolve — are new each time).
 */
const SAMPLES: Record<string, () => Promise<Call>> = {
  'dashboard.overview': async () => ({ method: 'GET', path: '/v1/dashboard/overview?environment=sandbox' }),
  'dashboard.transactions.list': async () => ({ method: 'GET', path: '/v1/dashboard/transactions?environment=sandbox&limit=5' }),
  'dashboard.transactions.get': async () => {
    const list = await h.request('GET', '/v1/transactions?limit=1', { auth: t.sandbox });
    return { method: 'GET', path: `/v1/dashboard/transactions/${list.body.data[0].id}?environment=sandbox` };
  },
  'dashboard.users.list': async () => ({ method: 'GET', path: '/v1/dashboard/users?environment=sandbox' }),
  'dashboard.keys.list': async () => ({ method: 'GET', path: '/v1/dashboard/keys' }),
  'dashboard.keys.create': async () => ({ method: 'POST', path: '/v1/dashboard/keys', body: { environment: 'sandbox' } }),
  'dashboard.keys.revoke': async () => ({
    method: 'POST',
    path: `/v1/dashboard/keys/${(await createKeyPairForEnvironment(h.db, t.tenantId, 'sandbox', {}, null)).id}/revoke`,
  }),
  'dashboard.keys.rotateSecret': async () => ({
    method: 'POST',
    path: `/v1/dashboard/keys/${(await createKeyPairForEnvironment(h.db, t.tenantId, 'sandbox', {}, null)).id}/rotate-secret`,
  }),
  'dashboard.environments.list': async () => ({ method: 'GET', path: '/v1/dashboard/environments' }),
  'dashboard.events.list': async () => ({ method: 'GET', path: '/v1/dashboard/events?environment=sandbox&limit=5' }),
  'dashboard.events.get': async () => ({ method: 'GET', path: `/v1/dashboard/events/${await anEventId(t)}?environment=sandbox` }),
  'dashboard.presentation.get': async () => ({ method: 'GET', path: '/v1/dashboard/presentation?environment=sandbox' }),
  'dashboard.presentation.update': async () => ({
    method: 'PATCH',
    path: '/v1/dashboard/presentation',
    body: { environment: 'sandbox', displayName: `Market ${Math.random().toString(36).slice(2, 8)}` },
  }),
  'dashboard.webhooks.list': async () => ({ method: 'GET', path: '/v1/dashboard/webhooks?environment=sandbox' }),
  'dashboard.webhooks.create': async () => ({
    method: 'POST',
    path: '/v1/dashboard/webhooks',
    body: { environment: 'sandbox', url: 'https://hooks.example.com/new', events: ['transaction.*'] },
  }),
  'dashboard.webhooks.update': async () => ({
    method: 'PATCH',
    path: `/v1/dashboard/webhooks/${endpointId}`,
    body: { environment: 'sandbox', description: `changed ${Math.random()}` },
  }),
  'dashboard.webhooks.delete': async () => ({
    method: 'DELETE',
    path: `/v1/dashboard/webhooks/${await newEndpoint(t, 'https://hooks.example.com/doomed')}?environment=sandbox`,
  }),
  'dashboard.webhooks.deliveries': async () => ({ method: 'GET', path: `/v1/dashboard/webhooks/${endpointId}/deliveries?environment=sandbox` }),
  'dashboard.webhooks.redeliver': async () => ({
    method: 'POST',
    path: `/v1/dashboard/events/${await anEventId(t)}/redeliver`,
    body: { environment: 'sandbox', endpointId },
  }),
  'dashboard.webhooks.delivery': async () => {
    const queued = await h.request('POST', `/v1/events/${await anEventId(t)}/redeliver`, { body: { endpointId }, auth: t.sandbox });
    return { method: 'GET', path: `/v1/dashboard/webhooks/${endpointId}/deliveries/${queued.body.deliveries[0].id}?environment=sandbox` };
  },
  'dashboard.webhooks.recover': async () => ({
    method: 'POST',
    path: `/v1/dashboard/webhooks/${endpointId}/recover`,
    body: { environment: 'sandbox', since: new Date(h.clock.now().getTime() - 3600_000).toISOString() },
  }),
  // hooks.example.com does not resolve here: the attempt fails at once, and the answer is still 200 with the attempt.
  'dashboard.webhooks.test': async () => ({
    method: 'POST',
    path: `/v1/dashboard/webhooks/${endpointId}/test`,
    body: { environment: 'sandbox', type: 'kyc.updated' },
  }),
  'dashboard.users.disable': async () => ({
    method: 'POST',
    path: `/v1/dashboard/users/${await makeUser(h, t.sandbox, { kyc: false })}/disable`,
    body: { environment: 'sandbox' },
  }),
  'dashboard.sanctions.queue': async () => ({ method: 'GET', path: '/v1/dashboard/sanctions/queue?environment=sandbox' }),
  'dashboard.sanctions.review': async () => ({
    method: 'POST',
    path: `/v1/dashboard/sanctions/${(await possibleMatch(t)).id}/review`,
    body: { environment: 'sandbox', decision: 'false_positive', note: 'Different person.' },
  }),
  'dashboard.disputes.awaiting': async () => ({ method: 'GET', path: '/v1/dashboard/disputes?environment=sandbox' }),
  'dashboard.disputes.resolve': async () => ({
    method: 'POST',
    path: `/v1/dashboard/disputes/${(await escrowIn(h, t.sandbox, 'disputed')).id}/resolve`,
    body: { environment: 'sandbox', outcome: 'refunded' },
  }),
  'dashboard.members.list': async () => ({ method: 'GET', path: '/v1/dashboard/members' }),
  'dashboard.members.invite': async () => ({
    method: 'POST',
    path: '/v1/dashboard/members',
    body: { email: uniqueEmail('invitee'), name: 'New Member', role: 'developer' },
  }),
  'dashboard.members.update': async () => {
    const { id } = await invitee(t.tenantId, 'developer');
    return { method: 'PATCH', path: `/v1/dashboard/members/${id}`, body: { role: 'viewer' } };
  },
  'dashboard.members.confirmSsoLink': async () => {
    const { id } = await invitee(t.tenantId, 'developer');
    const subject = `https://idp.example.test|${id}`;
    await h.db.update(members).set({ ssoLinkSubject: subject, ssoLinkRequestedAt: h.clock.now() }).where(eq(members.id, id));
    return { method: 'POST', path: `/v1/dashboard/members/${id}/confirm-sso-link`, body: { subject } };
  },
  'dashboard.audit.list': async () => ({ method: 'GET', path: '/v1/dashboard/audit?limit=5' }),
  'dashboard.testClocks.list': async () => ({ method: 'GET', path: '/v1/dashboard/test-clocks' }),
  'dashboard.testClocks.get': async () => ({ method: 'GET', path: `/v1/dashboard/test-clocks/${await newClock(t)}` }),
  'dashboard.testClocks.create': async () => ({ method: 'POST', path: '/v1/dashboard/test-clocks', body: { frozenTime: '2031-01-01T00:00:00Z' } }),
  'dashboard.testClocks.advance': async () => ({
    method: 'POST',
    path: `/v1/dashboard/test-clocks/${await newClock(t)}/advance`,
    body: { to: '2031-01-02T00:00:00Z' },
  }),
  'dashboard.testClocks.delete': async () => ({ method: 'DELETE', path: `/v1/dashboard/test-clocks/${await newClock(t)}` }),
  'dashboard.requestLogs.list': async () => ({ method: 'GET', path: '/v1/dashboard/request-logs?environment=sandbox&status=2xx' }),
  'dashboard.requestLogs.get': async () => ({
    method: 'GET',
    path: `/v1/dashboard/request-logs/${await requestLogIn(h, t.tenantId, t.sandbox)}?environment=sandbox`,
  }),
  'dashboard.emails.list': async () => ({ method: 'GET', path: '/v1/dashboard/emails?environment=sandbox&limit=5' }),
  'dashboard.emails.settings': async () => ({ method: 'GET', path: '/v1/dashboard/emails/settings?environment=live' }),
  'dashboard.emails.get': async () => ({ method: 'GET', path: `/v1/dashboard/emails/${await emailIn(h, t.tenantId, t.sandbox)}?environment=sandbox` }),
};

beforeAll(async () => {
  t = await h.tenant();
  other = await h.tenant();
  for (const role of ROLES) sessions[role] = await memberSession(t.tenantId, role);
  otherOwner = await memberSession(other.tenantId, 'owner');
  for (const tenant of [t, other]) {
    await escrowIn(h, tenant.sandbox, 'disputed');
    await newEndpoint(tenant);
  }
  endpointId = await newEndpoint(t, 'https://hooks.example.com/main');
}, 60_000);

describe('the dashboard router', () => {
  it('every procedure is a session procedure documented under /v1/dashboard, with a sample request here', () => {
    expect(DASHBOARD.length).toBeGreaterThanOrEqual(23);
    for (const [path, meta] of DASHBOARD) {
      expect(meta.auth?.kind, path).toBe('session');
      expect(meta.openapi?.path, path).toMatch(/^\/v1\/dashboard\//);
      expect(SAMPLES[path], `no sample request for ${path}`).toBeDefined();
    }
    expect(Object.keys(SAMPLES).sort()).toEqual(DASHBOARD.map(([p]) => p).sort());
    expect(
      Object.keys(appRouter._def.procedures)
        .filter((p) => p.startsWith('dashboard.'))
        .sort(),
    ).toEqual(DASHBOARD.map(([p]) => p).sort());
  });
});

describe('role matrix: every dashboard procedure × every role', () => {
  for (const [path, meta] of DASHBOARD) {
    const permission = (meta.auth as { permission: keyof typeof DASHBOARD_PERMISSIONS }).permission;
    for (const role of ROLES) {
      const allowed = roleAllows(role, permission);
      it(`${path} (${permission}) as ${role} → ${allowed ? 'allowed' : '403 role_forbidden'}`, async () => {
        const call = await SAMPLES[path]!();
        const before = await tenantSnapshot(h.db, t.tenantId);
        const res = await send(sessions[role], call);
        if (allowed) {
          expect(res.status, res.text).toBeLessThan(300);
        } else {
          expect(res.status, res.text).toBe(403);
          expect(code(res)).toBe('role_forbidden');
          expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
        }
      }, 30_000);
    }
  }
});

describe('credentials', () => {
  it('API keys get 403 key_forbidden on every dashboard route, and nothing changes', async () => {
    for (const [path] of DASHBOARD) {
      const call = await SAMPLES[path]!();
      const before = await tenantSnapshot(h.db, t.tenantId);
      for (const creds of [t.sandbox, t.live]) {
        const res = await send(authHeaders(creds), call);
        expect(res.status, `${path}: ${res.text}`).toBe(403);
        expect(code(res), path).toBe('key_forbidden');
      }
      expect(await tenantSnapshot(h.db, t.tenantId), path).toEqual(before);
    }
  }, 120_000);

  it('no credential: 401 session_required', async () => {
    const res = await send({}, { method: 'GET', path: '/v1/dashboard/overview?environment=live' });
    expect(res.status).toBe(401);
    expect(code(res)).toBe('session_required');
  });

  it('cookie sessions need X-CSRF-Token on changes (403 csrf_failed, nothing changed); reads and changes with it work', async () => {
    const s = sessions.owner;
    const read = await send({ cookie: s.cookie }, { method: 'GET', path: '/v1/dashboard/keys' });
    expect(read.status).toBe(200);
    for (const csrf of [undefined, 'wrong-token', sessions.admin.csrfToken]) {
      const before = await tenantSnapshot(h.db, t.tenantId);
      const res = await send(
        { cookie: s.cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) },
        { method: 'POST', path: '/v1/dashboard/keys', body: { environment: 'sandbox' } },
      );
      expect(res.status).toBe(403);
      expect(code(res)).toBe('csrf_failed');
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    }
    const ok = await send({ cookie: s.cookie, 'x-csrf-token': s.csrfToken }, { method: 'POST', path: '/v1/dashboard/keys', body: { environment: 'sandbox' } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.secretKey).toMatch(/^sk_test_/);
  });

  it('the tRPC transport serves the same procedures to a bearer session', async () => {
    const input = encodeURIComponent(JSON.stringify({ environment: 'sandbox' }));
    const res = await h.request('GET', `/trpc/dashboard.overview?input=${input}`, { headers: bearer(sessions.viewer) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.data.counts.transactions.disputed).toBeGreaterThanOrEqual(1);
    const refused = await h.request('POST', '/trpc/dashboard.keys.create', { headers: bearer(sessions.viewer), body: { environment: 'sandbox' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.data.code).toBe('role_forbidden');
  });
});

describe('the audit log', () => {
  it('records the change in the same transaction, with before → after and no secrets', async () => {
    const created = await send(sessions.admin, { method: 'POST', path: '/v1/dashboard/keys', body: { environment: 'live' } });
    expect(created.status).toBe(200);
    const rotated = await send(sessions.admin, { method: 'POST', path: `/v1/dashboard/keys/${created.body.id}/rotate-secret` });
    expect(rotated.status).toBe(200);
    const revoked = await send(sessions.owner, { method: 'POST', path: `/v1/dashboard/keys/${created.body.id}/revoke` });
    expect(revoked.status).toBe(200);
    const log = await send(sessions.owner, { method: 'GET', path: '/v1/dashboard/audit?limit=3' });
    expect(log.status).toBe(200);
    const [revokeRow, rotateRow, createRow] = log.body.data;
    expect(createRow).toMatchObject({
      action: 'api_key.created',
      targetId: created.body.id,
      actor: sessions.admin.email,
      memberId: sessions.admin.memberId,
      before: null,
      environmentId: t.live.environmentId,
    });
    expect(rotateRow).toMatchObject({
      action: 'api_key.secret_rotated',
      before: { secretLast4: created.body.secretLast4 },
      after: { secretLast4: rotated.body.secretLast4 },
    });
    expect(revokeRow).toMatchObject({
      action: 'api_key.revoked',
      actor: sessions.owner.email,
      before: { revokedAt: null },
      after: { revokedAt: revoked.body.revokedAt },
    });
    const text = JSON.stringify(log.body);
    expect(text).not.toContain(created.body.secretKey);
    expect(text).not.toContain(rotated.body.secretKey);
    // Pagination continues with the cursor.
    const next = await send(sessions.owner, { method: 'GET', path: `/v1/dashboard/audit?limit=3&starting_after=${encodeURIComponent(log.body.nextCursor)}` });
    expect(next.status).toBe(200);
    expect(next.body.data[0].id < createRow.id).toBe(true);
  });

  it('writes no row when the change is refused', async () => {
    const key = await createKeyPairForEnvironment(h.db, t.tenantId, 'sandbox', {}, null);
    expect((await send(sessions.owner, { method: 'POST', path: `/v1/dashboard/keys/${key.id}/revoke` })).status).toBe(200);
    const count = await auditCount(t.tenantId);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const again = await send(sessions.owner, { method: 'POST', path: `/v1/dashboard/keys/${key.id}/revoke` });
    expect(again.status).toBe(409);
    expect(code(again)).toBe('invalid_state');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect(await auditCount(t.tenantId)).toBe(count);
  });

  it('when the audit row cannot be written, the change is rolled back too', async () => {
    const tt = await h.tenant();
    const owner = await memberSession(tt.tenantId, 'owner');
    const endpoint = await newEndpoint(tt);
    const keyId = (await send(owner, { method: 'GET', path: '/v1/dashboard/keys' })).body.data[0].id;
    const constraint = `audit_block_${tt.tenantId.slice(-8).toLowerCase()}`;
    // Only this tenant's new audit rows fail (NOT VALID: existing rows are not checked).
    await h.db.execute(sql.raw(`alter table audit_log add constraint ${constraint} check (tenant_id <> '${tt.tenantId}') not valid`));
    try {
      const before = await tenantSnapshot(h.db, tt.tenantId);
      for (const call of [
        { method: 'POST', path: '/v1/dashboard/keys', body: { environment: 'sandbox' } },
        { method: 'POST', path: `/v1/dashboard/keys/${keyId}/revoke` },
        { method: 'POST', path: `/v1/dashboard/keys/${keyId}/rotate-secret` },
        { method: 'PATCH', path: `/v1/dashboard/webhooks/${endpoint}`, body: { environment: 'sandbox', enabled: false } },
        { method: 'DELETE', path: `/v1/dashboard/webhooks/${endpoint}?environment=sandbox` },
        { method: 'POST', path: '/v1/dashboard/members', body: { email: uniqueEmail('blocked'), name: 'Blocked', role: 'viewer' } },
      ]) {
        const res = await send(owner, call);
        expect(res.status, `${call.method} ${call.path}: ${res.text}`).toBe(500);
        expect(code(res)).toBe('internal_error');
      }
      expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
    } finally {
      await h.db.execute(sql.raw(`alter table audit_log drop constraint ${constraint}`));
    }
    const res = await h.request('GET', '/v1/tenants/me', { auth: tt.sandbox });
    expect(res.status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("naming another tenant's key, endpoint, event, dispute, sanctions entry, transaction or member is 404, and nothing changes", async () => {
    const theirKeys = await send(otherOwner, { method: 'GET', path: '/v1/dashboard/keys' });
    const theirKey = theirKeys.body.data[0].id;
    const theirEndpoint = (await send(otherOwner, { method: 'GET', path: '/v1/dashboard/webhooks?environment=sandbox' })).body.data[0].id;
    const theirDispute = (await send(otherOwner, { method: 'GET', path: '/v1/dashboard/disputes?environment=sandbox' })).body.data[0].transaction.id;
    const theirMatch = await possibleMatch(other);
    const theirEvent = await anEventId(other);
    const theirUser = await makeUser(h, other.sandbox, { kyc: false });
    const ourLiveUser = await makeUser(h, t.live, { kyc: false });
    const beforeA = await tenantSnapshot(h.db, t.tenantId);
    const beforeB = await tenantSnapshot(h.db, other.tenantId);
    const calls: Call[] = [
      { method: 'POST', path: `/v1/dashboard/keys/${theirKey}/revoke` },
      { method: 'POST', path: `/v1/dashboard/keys/${theirKey}/rotate-secret` },
      { method: 'PATCH', path: `/v1/dashboard/webhooks/${theirEndpoint}`, body: { environment: 'sandbox', enabled: false } },
      { method: 'DELETE', path: `/v1/dashboard/webhooks/${theirEndpoint}?environment=sandbox` },
      { method: 'GET', path: `/v1/dashboard/webhooks/${theirEndpoint}/deliveries?environment=sandbox` },
      { method: 'POST', path: `/v1/dashboard/events/${theirEvent}/redeliver`, body: { environment: 'sandbox' } },
      { method: 'POST', path: `/v1/dashboard/events/${await anEventId(t)}/redeliver`, body: { environment: 'sandbox', endpointId: theirEndpoint } },
      { method: 'POST', path: `/v1/dashboard/disputes/${theirDispute}/resolve`, body: { environment: 'sandbox', outcome: 'released' } },
      { method: 'GET', path: `/v1/dashboard/transactions/${theirDispute}?environment=sandbox` },
      { method: 'POST', path: `/v1/dashboard/sanctions/${theirMatch.id}/review`, body: { environment: 'sandbox', decision: 'true_match' } },
      { method: 'PATCH', path: `/v1/dashboard/members/${otherOwner.memberId}`, body: { status: 'disabled' } },
      { method: 'POST', path: `/v1/dashboard/users/${theirUser}/disable`, body: { environment: 'sandbox' } },
      // Our own user, named in the other environment.
      { method: 'POST', path: `/v1/dashboard/users/${ourLiveUser}/disable`, body: { environment: 'sandbox' } },
    ];
    for (const call of calls) {
      const res = await send(sessions.owner, call);
      expect(res.status, `${call.method} ${call.path}: ${res.text}`).toBe(404);
      expect(code(res)).toBe('not_found');
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(beforeA);
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(beforeB);
    // Lists show only the member's own tenant.
    const keys = await send(sessions.owner, { method: 'GET', path: '/v1/dashboard/keys' });
    expect(keys.body.data.map((k: { id: string }) => k.id)).not.toContain(theirKey);
    const team = await send(sessions.owner, { method: 'GET', path: '/v1/dashboard/members' });
    expect(team.body.data.map((m: { id: string }) => m.id)).not.toContain(otherOwner.memberId);
    const queue = await send(sessions.owner, { method: 'GET', path: '/v1/dashboard/sanctions/queue?environment=sandbox' });
    expect(queue.body.items.map((i: { _id: string }) => i._id)).not.toContain(theirMatch.id);
  });
});

describe('disabling a user', () => {
  it('disables with one event and one audit row; a second time is 409 and changes nothing; the user can no longer be a party', async () => {
    const userId = await makeUser(h, t.sandbox, { kyc: false });
    const disabled = await send(sessions.admin, { method: 'POST', path: `/v1/dashboard/users/${userId}/disable`, body: { environment: 'sandbox' } });
    expect([disabled.status, disabled.body.id, disabled.body.status]).toEqual([200, userId, 'disabled']);
    const events = await queryRows<{ data: { userId: string; previousStatus: string; by: string } }>(
      h.db,
      sql`select data from events where tenant_id = ${t.tenantId} and type = 'tenant.users.disabled' and data->>'userId' = ${userId}`,
    );
    expect(events.map((e) => e.data)).toEqual([{ userId, previousStatus: 'invited', by: 'member' }]);
    const audit = await queryRows<{ actor: string; before: unknown; after: unknown }>(
      h.db,
      sql`select actor, before, after from audit_log where tenant_id = ${t.tenantId} and action = 'user.disabled' and target_id = ${userId}`,
    );
    expect(audit).toEqual([{ actor: sessions.admin.email, before: { status: 'invited' }, after: { status: 'disabled' } }]);

    const before = await tenantSnapshot(h.db, t.tenantId);
    const again = await send(sessions.owner, { method: 'POST', path: `/v1/dashboard/users/${userId}/disable`, body: { environment: 'sandbox' } });
    expect([again.status, code(again)]).toEqual([409, 'invalid_state']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    const buyerId = await makeUser(h, t.sandbox, { kyc: false });
    const body = { accountType: 'escrow', title: 'After disable', amount: 1000, currency: 'USD', sellerId: userId, buyerId };
    const refused = await h.request('POST', '/v1/transactions/create', { body, auth: t.sandbox });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'user_disabled']);
  });
});

describe('owners', () => {
  it('an admin cannot invite, promote to, change or disable an owner (403 role_forbidden, nothing changed)', async () => {
    const dev = await invitee(t.tenantId, 'developer');
    const calls: Call[] = [
      { method: 'POST', path: '/v1/dashboard/members', body: { email: uniqueEmail('owner'), name: 'Would-be owner', role: 'owner' } },
      { method: 'PATCH', path: `/v1/dashboard/members/${dev.id}`, body: { role: 'owner' } },
      { method: 'PATCH', path: `/v1/dashboard/members/${sessions.owner.memberId}`, body: { role: 'admin' } },
      { method: 'PATCH', path: `/v1/dashboard/members/${sessions.owner.memberId}`, body: { status: 'disabled' } },
    ];
    for (const call of calls) {
      const before = await tenantSnapshot(h.db, t.tenantId);
      const res = await send(sessions.admin, call);
      expect(res.status, res.text).toBe(403);
      expect(code(res)).toBe('role_forbidden');
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    }
  });

  it('the last active owner cannot be demoted or disabled (409 invalid_state); with a second owner it can', async () => {
    const tt = await h.tenant();
    const owner = await memberSession(tt.tenantId, 'owner');
    for (const body of [{ role: 'admin' }, { status: 'disabled' }]) {
      const before = await tenantSnapshot(h.db, tt.tenantId);
      const res = await send(owner, { method: 'PATCH', path: `/v1/dashboard/members/${owner.memberId}`, body });
      expect(res.status, res.text).toBe(409);
      expect(code(res)).toBe('invalid_state');
      expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
    }
    const invited = await send(owner, {
      method: 'POST',
      path: '/v1/dashboard/members',
      body: { email: uniqueEmail('second-owner'), name: 'Second', role: 'owner' },
    });
    expect(invited.status, invited.text).toBe(200);
    const demoted = await send(owner, { method: 'PATCH', path: `/v1/dashboard/members/${owner.memberId}`, body: { role: 'admin' } });
    expect(demoted.status, demoted.text).toBe(200);
    expect(demoted.body.role).toBe('admin');
    // The change applies to the live session at once: now an admin, so the new owner is out of reach.
    const res = await send(owner, { method: 'PATCH', path: `/v1/dashboard/members/${invited.body.member.id}`, body: { status: 'disabled' } });
    expect(res.status).toBe(403);
    expect(code(res)).toBe('role_forbidden');
  });

  it('disabling a member ends their sessions at once', async () => {
    const victim = await memberSession(t.tenantId, 'developer');
    expect((await send(victim, { method: 'GET', path: '/v1/dashboard/keys' })).status).toBe(200);
    const res = await send(sessions.admin, { method: 'PATCH', path: `/v1/dashboard/members/${victim.memberId}`, body: { status: 'disabled' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('disabled');
    const after = await send(victim, { method: 'GET', path: '/v1/dashboard/keys' });
    expect(after.status).toBe(401);
    expect(code(after)).toBe('session_required');
    const [row] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from member_sessions where member_id = ${victim.memberId} and revoked_at is null`,
    );
    expect(Number(row!.n)).toBe(0);
    const relogin = await h.request('POST', '/auth/login', { body: { email: victim.email, password: PASSWORD } });
    expect(relogin.status).toBe(401);
  });
});

describe('happy paths, read back over the public API', () => {
  it('overview counts and recent events', async () => {
    const tt = await h.tenant();
    const owner = await memberSession(tt.tenantId, 'viewer');
    await escrowIn(h, tt.sandbox, 'disputed');
    const funded = await escrowIn(h, tt.sandbox, 'funded');
    const { party } = await partyLink(h, tt.sandbox, funded.id, funded.buyerId);
    expect((await postForm(h, `/t/${funded.token}/request-refund`, { party, reason: 'Broken' })).status).toBe(303);
    await newEndpoint(tt);
    await possibleMatch(tt);
    const res = await send(owner, { method: 'GET', path: '/v1/dashboard/overview?environment=sandbox' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.counts).toMatchObject({ users: 5, pendingRequests: 1, openDisputes: 1, sanctionsToReview: 1, webhookEndpoints: 1 });
    expect(res.body.counts.transactions).toMatchObject({ disputed: 1, funded: 1, released: 0 });
    const events = await h.request('GET', '/v1/events?limit=10', { auth: tt.sandbox });
    expect(res.body.recentEvents).toEqual(events.body.data);
    const live = await send(owner, { method: 'GET', path: '/v1/dashboard/overview?environment=live' });
    expect(live.body.counts.users).toBe(0);
    expect(live.body.recentEvents).toEqual([]);
  });

  it('transactions: a party request shows on the list (filter requestStatus=pending) and the detail, as on the API', async () => {
    const tt = await h.tenant();
    const viewer = await memberSession(tt.tenantId, 'viewer');
    const asked = await escrowIn(h, tt.sandbox, 'funded');
    await escrowIn(h, tt.sandbox, 'funded');
    const { party } = await partyLink(h, tt.sandbox, asked.id, asked.sellerId);
    await postForm(h, `/t/${asked.token}/request-release`, { party, reason: 'Delivered' });
    const list = await send(viewer, { method: 'GET', path: '/v1/dashboard/transactions?environment=sandbox&requestStatus=pending' });
    expect(list.body.data.map((x: { id: string }) => x.id)).toEqual([asked.id]);
    expect(list.body.data[0].settlementRequest).toMatchObject({ type: 'release', requestedBy: 'seller', reason: 'Delivered', status: 'pending' });
    const detail = await send(viewer, { method: 'GET', path: `/v1/dashboard/transactions/${asked.id}?environment=sandbox` });
    expect(detail.body).toEqual({ ...(await h.request('GET', `/v1/transactions/${asked.id}`, { auth: tt.sandbox })).body, dispute: null });
    expect((await send(viewer, { method: 'GET', path: '/v1/dashboard/transactions?environment=sandbox&requestStatus=maybe' })).status).toBe(400);
  });

  it('transactions: list with a status filter and pagination, detail with history', async () => {
    const list = await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/transactions?environment=sandbox&status=disputed&limit=1' });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].status).toBe('disputed');
    const api = await h.request('GET', `/v1/transactions/${list.body.data[0].id}`, { auth: t.sandbox });
    const detail = await send(sessions.viewer, { method: 'GET', path: `/v1/dashboard/transactions/${list.body.data[0].id}?environment=sandbox` });
    // The dashboard's transaction carries its dispute, as the API lists it.
    const [dispute] = (await h.request('GET', `/v1/transactions/${list.body.data[0].id}/disputes`, { auth: t.sandbox })).body.data;
    expect(detail.body).toEqual({ ...api.body, dispute });
    expect(detail.body.history.map((e: { status: string }) => e.status)).toContain('disputed');
    if (list.body.hasMore) {
      const next = await send(sessions.viewer, {
        method: 'GET',
        path: `/v1/dashboard/transactions?environment=sandbox&status=disputed&limit=1&starting_after=${encodeURIComponent(list.body.nextCursor)}`,
      });
      expect(next.status).toBe(200);
      expect(next.body.data[0].id < list.body.data[0].id).toBe(true);
    }
    // Wrong environment: the live switch does not see sandbox transactions.
    const live = await send(sessions.viewer, { method: 'GET', path: `/v1/dashboard/transactions/${list.body.data[0].id}?environment=live` });
    expect(live.status).toBe(404);
  });

  it('users with their KYC status', async () => {
    const userId = await makeUser(h, t.sandbox, { kyc: false });
    const verifiedId = await makeUser(h, t.sandbox);
    const res = await send(sessions.developer, { method: 'GET', path: '/v1/dashboard/users?environment=sandbox&limit=2' });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ id: verifiedId, kycStatus: 'complete' });
    expect(res.body.data[1]).toMatchObject({ id: userId, kycStatus: 'not_started' });
    const api = await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox });
    expect(res.body.data[1]).toMatchObject(api.body);
  });

  it('keys: create (secret once), list (last 4 only), rotate, revoke — each felt by the API', async () => {
    const created = await send(sessions.admin, { method: 'POST', path: '/v1/dashboard/keys', body: { environment: 'sandbox' } });
    expect(created.status).toBe(200);
    const pair = { publishableKey: created.body.publishableKey, secretKey: created.body.secretKey, environmentId: t.sandbox.environmentId };
    expect(created.body).toMatchObject({
      environment: 'sandbox',
      environmentId: t.sandbox.environmentId,
      secretLast4: pair.secretKey.slice(-4),
      revokedAt: null,
    });
    expect((await h.request('GET', '/v1/tenants/me', { auth: pair })).status).toBe(200);
    const list = await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/keys' });
    const listed = list.body.data.find((k: { id: string }) => k.id === created.body.id);
    expect(listed).toEqual({ ...created.body, secretKey: undefined });
    expect(list.text).not.toContain(pair.secretKey);
    expect(list.text).not.toMatch(/sk_(test|live)_/);
    const rotated = await send(sessions.admin, { method: 'POST', path: `/v1/dashboard/keys/${created.body.id}/rotate-secret` });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secretKey).not.toBe(pair.secretKey);
    const old = await h.request('GET', '/v1/tenants/me', { auth: pair });
    expect(old.status).toBe(401);
    expect(code(old)).toBe('authentication_error');
    const fresh = { ...pair, secretKey: rotated.body.secretKey };
    expect((await h.request('GET', '/v1/tenants/me', { auth: fresh })).status).toBe(200);
    const revoked = await send(sessions.owner, { method: 'POST', path: `/v1/dashboard/keys/${created.body.id}/revoke` });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const gone = await h.request('GET', '/v1/tenants/me', { auth: fresh });
    expect(gone.status).toBe(401);
    expect(code(gone)).toBe('key_revoked');
    const rotateRevoked = await send(sessions.owner, { method: 'POST', path: `/v1/dashboard/keys/${created.body.id}/rotate-secret` });
    expect(rotateRevoked.status).toBe(409);
  });

  it('keys: a name and a chosen subset of scopes, listed and enforced (403 key_forbidden outside them); unnamed pairs keep every scope', async () => {
    const created = await send(sessions.owner, {
      method: 'POST',
      path: '/v1/dashboard/keys',
      body: { environment: 'sandbox', name: '  Reporting job ', scopes: ['transactions.read', 'events.read'] },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({ name: 'Reporting job', scopes: ['transactions.read', 'events.read'] });
    const pair = { publishableKey: created.body.publishableKey, secretKey: created.body.secretKey, environmentId: t.sandbox.environmentId };
    const listed = (await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/keys' })).body.data.find((k: { id: string }) => k.id === created.body.id);
    expect(listed).toMatchObject({ name: 'Reporting job', scopes: ['transactions.read', 'events.read'] });
    const [audit] = await queryRows<{ after: Record<string, unknown> }>(
      h.db,
      sql`select after from audit_log where tenant_id = ${t.tenantId} and action = 'api_key.created' and target_id = ${created.body.id}`,
    );
    expect(audit!.after).toMatchObject({ name: 'Reporting job', scopes: ['transactions.read', 'events.read'] });

    expect((await h.request('GET', '/v1/events?limit=1', { auth: pair })).status).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const [method, path, body] of [
      ['POST', '/v1/tenants/add-user', { name: 'Refused', email: uniqueEmail('refused'), phone: '+14155552671' }],
      ['POST', '/v1/webhook-endpoints', { url: 'https://hooks.example.com/refused', events: ['*'] }],
      ['GET', '/v1/tenants/me', undefined],
    ] as const) {
      const res = await h.request(method, path, { auth: pair, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(403);
      expect(code(res), path).toBe('key_forbidden');
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    // Without scopes: every scope, as every pair made before keys could be narrowed (the tenant's first pair included).
    const full = await send(sessions.owner, { method: 'POST', path: '/v1/dashboard/keys', body: { environment: 'sandbox' } });
    expect(full.body).toMatchObject({ name: null, scopes: API_SCOPES });
    const first = (await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/keys' })).body.data.find(
      (k: { publishableKey: string }) => k.publishableKey === t.sandbox.publishableKey,
    );
    expect(first).toMatchObject({ name: null, scopes: API_SCOPES });

    const snapshot = await tenantSnapshot(h.db, t.tenantId);
    for (const body of [
      { environment: 'sandbox', scopes: [] },
      { environment: 'sandbox', scopes: ['transactions.read', 'transactions.read'] },
      { environment: 'sandbox', scopes: ['root'] },
      { environment: 'sandbox', name: '' },
      { environment: 'sandbox', name: 'x'.repeat(101) },
    ]) {
      const res = await send(sessions.owner, { method: 'POST', path: '/v1/dashboard/keys', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe('validation_failed');
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(snapshot);
  });

  it('environments: both of the tenant', async () => {
    const res = await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/environments' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { type: string }) => e.type).sort()).toEqual(['live', 'sandbox']);
    const api = await h.request('GET', '/v1/environments', { auth: t.sandbox });
    expect(res.body.data.map((e: { id: string }) => e.id).sort()).toEqual(api.body.data.map((e: { id: string }) => e.id).sort());
  });

  it('webhooks: create (secret once), update, deliveries, redeliver, delete', async () => {
    const tt = await h.tenant();
    const dev = await memberSession(tt.tenantId, 'developer');
    const created = await send(dev, {
      method: 'POST',
      path: '/v1/dashboard/webhooks',
      body: { environment: 'sandbox', url: 'https://hooks.example.com/a', events: ['*'], description: 'Main' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.id;
    const api = await h.request('GET', `/v1/webhook-endpoints/${id}`, { auth: tt.sandbox });
    expect(api.body).toEqual({ ...created.body, secret: undefined });
    const updated = await send(dev, {
      method: 'PATCH',
      path: `/v1/dashboard/webhooks/${id}`,
      body: { environment: 'sandbox', events: ['transaction.*'], description: null },
    });
    expect(updated.status).toBe(200);
    expect((await h.request('GET', `/v1/webhook-endpoints/${id}`, { auth: tt.sandbox })).body).toMatchObject({ events: ['transaction.*'], description: null });
    const listed = await send(dev, { method: 'GET', path: '/v1/dashboard/webhooks?environment=sandbox' });
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([id]);
    // An event after the endpoint exists is delivered to it; redelivery queues another delivery.
    await makeUser(h, tt.sandbox, { kyc: false });
    const eventId = await anEventId(tt);
    const redelivered = await send(dev, {
      method: 'POST',
      path: `/v1/dashboard/events/${eventId}/redeliver`,
      body: { environment: 'sandbox', endpointId: id },
    });
    expect(redelivered.status, redelivered.text).toBe(200);
    expect(redelivered.body.deliveries).toHaveLength(1);
    const deliveries = await send(dev, { method: 'GET', path: `/v1/dashboard/webhooks/${id}/deliveries?environment=sandbox` });
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.data.map((d: { id: string }) => d.id)).toContain(redelivered.body.deliveries[0].id);
    const apiDeliveries = await h.request('GET', `/v1/webhook-endpoints/${id}/deliveries`, { auth: tt.sandbox });
    expect(deliveries.body).toEqual(apiDeliveries.body);
    const deliveryId = redelivered.body.deliveries[0].id;
    const detail = await send(dev, { method: 'GET', path: `/v1/dashboard/webhooks/${id}/deliveries/${deliveryId}?environment=sandbox` });
    expect(detail.body).toEqual((await h.request('GET', `/v1/webhook-endpoints/${id}/deliveries/${deliveryId}`, { auth: tt.sandbox })).body);
    const since = new Date(h.clock.now().getTime() - 3600_000).toISOString();
    const recovered = await send(dev, { method: 'POST', path: `/v1/dashboard/webhooks/${id}/recover`, body: { environment: 'sandbox', since } });
    expect(recovered.body).toEqual({ requeued: 0, hasMore: false });
    const deleted = await send(dev, { method: 'DELETE', path: `/v1/dashboard/webhooks/${id}?environment=sandbox` });
    expect(deleted.body).toEqual({ id, deleted: true });
    expect((await h.request('GET', `/v1/webhook-endpoints/${id}`, { auth: tt.sandbox })).status).toBe(404);
    // The member's own creation (as the CLI does it) aside.
    const audited = sql`select action from audit_log where tenant_id = ${tt.tenantId} and target_type <> 'member' order by id`;
    const actions = (await queryRows<{ action: string }>(h.db, audited)).map((r) => r.action);
    expect(actions).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.updated',
      'event.redelivered',
      'webhook_endpoint.recovered',
      'webhook_endpoint.deleted',
    ]);
    const rows = await queryRows(h.db, sql`select * from audit_log where tenant_id = ${tt.tenantId}`);
    expect(JSON.stringify(rows)).not.toContain(created.body.secret);
  });

  it('sanctions: the queue, and a true match disables the user', async () => {
    const match = await possibleMatch(t);
    const queue = await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/sanctions/queue?environment=sandbox&limit=100' });
    expect(queue.status).toBe(200);
    expect(queue.body.items.every((i: { status: string }) => i.status === 'possible_match')).toBe(true);
    expect(queue.body.items.map((i: { _id: string }) => i._id)).toContain(match.id);
    const reviewed = await send(sessions.admin, {
      method: 'POST',
      path: `/v1/dashboard/sanctions/${match.id}/review`,
      body: { environment: 'sandbox', decision: 'true_match', note: 'Confirmed.' },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body).toMatchObject({ status: 'true_match', reviewedBy: `member:${sessions.admin.memberId}`, reviewNote: 'Confirmed.' });
    expect((await h.request('GET', `/v1/users/${match.userId}`, { auth: t.sandbox })).body.status).toBe('disabled');
    const logs = await h.request('GET', `/v1/sanctions/logs?userId=${match.userId}`, { auth: t.sandbox });
    expect(logs.body.items.find((i: { _id: string }) => i._id === match.id).status).toBe('true_match');
    const again = await send(sessions.admin, {
      method: 'POST',
      path: `/v1/dashboard/sanctions/${match.id}/review`,
      body: { environment: 'sandbox', decision: 'false_positive' },
    });
    expect(again.status).toBe(409);
  });

  it('disputes: awaiting with evidence, and resolve', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    await h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, {
      auth: t.sandbox,
      body: { submittedBy: 'buyer', description: 'Photos of the damage.' },
    });
    const awaiting = await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/disputes?environment=sandbox' });
    expect(awaiting.status).toBe(200);
    const item = awaiting.body.data.find((d: { transaction: { id: string } }) => d.transaction.id === escrow.id);
    expect(item.dispute).toMatchObject({ status: 'open', transactionId: escrow.id });
    const apiDisputes = await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox });
    expect(item.dispute).toEqual(apiDisputes.body.data[0]);
    const resolved = await send(sessions.owner, {
      method: 'POST',
      path: `/v1/dashboard/disputes/${escrow.id}/resolve`,
      body: { environment: 'sandbox', outcome: 'refunded', note: 'Seller did not answer.' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', outcome: 'refunded', note: 'Seller did not answer.' });
    expect((await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('refunded');
    const after = await send(sessions.viewer, { method: 'GET', path: '/v1/dashboard/disputes?environment=sandbox' });
    expect(after.body.data.map((d: { transaction: { id: string } }) => d.transaction.id)).not.toContain(escrow.id);
    const twice = await send(sessions.owner, {
      method: 'POST',
      path: `/v1/dashboard/disputes/${escrow.id}/resolve`,
      body: { environment: 'sandbox', outcome: 'released' },
    });
    expect(twice.status).toBe(409);
  });

  it('members: invite → set password → log in; list', async () => {
    const email = uniqueEmail('newcomer');
    const invited = await send(sessions.admin, { method: 'POST', path: '/v1/dashboard/members', body: { email, name: 'Newcomer', role: 'developer' } });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body.member).toMatchObject({ email, role: 'developer', status: 'active', passwordSet: false });
    // The link goes to the invitee's mailbox only (decisions §13), never to the inviter.
    expect(invited.body).toEqual({ member: invited.body.member, emailed: false });
    const token = await invitationToken(h, email);
    const set = await h.request('POST', '/auth/set-password', { body: { token, password: PASSWORD } });
    expect(set.status, set.text).toBe(200);
    const s = await signIn(h, email);
    expect((await send(s, { method: 'GET', path: '/v1/dashboard/overview?environment=sandbox' })).status).toBe(200);
    const list = await send(sessions.owner, { method: 'GET', path: '/v1/dashboard/members' });
    expect(list.body.data.find((m: { id: string }) => m.id === invited.body.member.id)).toMatchObject({ passwordSet: true });
    const dup = await send(sessions.admin, { method: 'POST', path: '/v1/dashboard/members', body: { email, name: 'Again', role: 'viewer' } });
    expect(dup.status).toBe(409);
    const audit = await send(sessions.owner, { method: 'GET', path: '/v1/dashboard/audit?limit=100' });
    expect(
      audit.body.data.find((r: { action: string; targetId: string }) => r.action === 'member.created' && r.targetId === invited.body.member.id),
    ).toMatchObject({ actor: sessions.admin.email, after: { email, role: 'developer' } });
    expect(audit.text).not.toContain(token);
  });
});
