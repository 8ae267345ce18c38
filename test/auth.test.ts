import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/schema/index.ts';
import { revokeKeyPair, rotateSecret } from '../src/services/keys.ts';
import { setTenantStatus } from '../src/services/tenants.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();

type Transport = 'rest' | 'trpc';

/** Call GET /v1/tenants/me over either transport and return status + our error code. */
async function me(transport: Transport, headers: Record<string, string>) {
  if (transport === 'rest') {
    const res = await h.request('GET', '/v1/tenants/me', { headers });
    return { status: res.status, code: res.body?.error?.code as string | undefined, body: res.body, headers: res.headers };
  }
  const res = await h.request('GET', '/trpc/tenants.me', { headers });
  return { status: res.status, code: res.body?.error?.data?.code as string | undefined, body: res.body, headers: res.headers };
}

const keyHeaders = (c: KeyCreds) => ({ 'x-api-key': c.publishableKey, 'x-api-secret': c.secretKey });

describe.each<Transport>(['rest', 'trpc'])('authentication matrix over %s', (transport) => {
  let t: TestTenant;
  let other: TestTenant;
  beforeAll(async () => {
    t = await h.tenant();
    other = await h.tenant();
  });

  it('accepts a valid pair and resolves the tenant from it', async () => {
    const res = await me(transport, keyHeaders(t.sandbox));
    expect(res.status).toBe(200);
    const data = transport === 'rest' ? res.body : res.body.result.data;
    expect(data).toMatchObject({ tenantId: t.tenantId, livemode: false, environmentId: t.sandbox.environmentId, status: 'active' });
    const live = await me(transport, keyHeaders(t.live));
    expect((transport === 'rest' ? live.body : live.body.result.data).livemode).toBe(true);
  });

  it.each([
    ['no headers', {}],
    ['only x-api-key', { 'x-api-key': 'pk_test_aaaaaaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['only x-api-secret', { 'x-api-secret': 'sk_test_aaaaaaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['empty values', { 'x-api-key': '', 'x-api-secret': '' }],
  ])('401 key_missing with %s', async (_name, headers) => {
    const res = await me(transport, headers as Record<string, string>);
    expect(res.status).toBe(401);
    expect(res.code).toBe('key_missing');
  });

  it('401 key_invalid for an unknown or malformed publishable key', async () => {
    for (const pk of ['pk_test_unknownunknownunknownunknown00', 'not-a-key', 'sk_test_' + 'a'.repeat(32)]) {
      const res = await me(transport, { 'x-api-key': pk, 'x-api-secret': t.sandbox.secretKey });
      expect(res.status).toBe(401);
      expect(res.code).toBe('key_invalid');
    }
  });

  it('401 key_invalid when pk and sk belong to different pairs', async () => {
    const mixed = await me(transport, { 'x-api-key': t.sandbox.publishableKey, 'x-api-secret': other.sandbox.secretKey });
    expect(mixed.status).toBe(401);
    expect(mixed.code).toBe('key_invalid');
    const crossEnv = await me(transport, { 'x-api-key': t.sandbox.publishableKey, 'x-api-secret': t.live.secretKey });
    expect(crossEnv.code).toBe('key_invalid');
  });

  it('401 authentication_error for a wrong secret', async () => {
    for (const sk of ['sk_test_' + 'Z'.repeat(32), 'garbage']) {
      const res = await me(transport, { 'x-api-key': t.sandbox.publishableKey, 'x-api-secret': sk });
      expect(res.status).toBe(401);
      expect(res.code).toBe('authentication_error');
    }
  });

  it('401 key_revoked from the next request after revocation', async () => {
    const tt = await h.tenant();
    expect((await me(transport, keyHeaders(tt.sandbox))).status).toBe(200);
    await revokeKeyPair(h.db, tt.sandbox.publishableKey);
    const res = await me(transport, keyHeaders(tt.sandbox));
    expect(res.status).toBe(401);
    expect(res.code).toBe('key_revoked');
    // The other environment's pair is untouched.
    expect((await me(transport, keyHeaders(tt.live))).status).toBe(200);
  });

  it('401 authentication_error for a rotated-away secret; the new secret works at once', async () => {
    const tt = await h.tenant();
    const rotated = await rotateSecret(h.db, tt.sandbox.publishableKey);
    const old = await me(transport, keyHeaders(tt.sandbox));
    expect(old.status).toBe(401);
    expect(old.code).toBe('authentication_error');
    const fresh = await me(transport, { 'x-api-key': tt.sandbox.publishableKey, 'x-api-secret': rotated.secretKey });
    expect(fresh.status).toBe(200);
  });

  it('403 environment_disabled from the next request; re-enabling restores access', async () => {
    const tt = await h.tenant();
    await updateEnvironment(h.db, tt.sandbox.environmentId, { status: 'disabled' });
    const res = await me(transport, keyHeaders(tt.sandbox));
    expect(res.status).toBe(403);
    expect(res.code).toBe('environment_disabled');
    expect((await me(transport, keyHeaders(tt.live))).status).toBe(200);
    await updateEnvironment(h.db, tt.sandbox.environmentId, { status: 'active' });
    expect((await me(transport, keyHeaders(tt.sandbox))).status).toBe(200);
  });

  it('400 tenant_unresolved when the tenant of the key is closed', async () => {
    const tt = await h.tenant();
    await setTenantStatus(h.db, tt.tenantId, 'closed');
    const res = await me(transport, keyHeaders(tt.sandbox));
    expect(res.status).toBe(400);
    expect(res.code).toBe('tenant_unresolved');
  });

  it('checks in the documented order: revoked beats wrong secret, mixed pair beats revoked', async () => {
    const tt = await h.tenant();
    await revokeKeyPair(h.db, tt.sandbox.publishableKey);
    expect((await me(transport, { 'x-api-key': tt.sandbox.publishableKey, 'x-api-secret': 'sk_test_' + 'Q'.repeat(32) })).code).toBe('key_revoked');
    expect((await me(transport, { 'x-api-key': tt.sandbox.publishableKey, 'x-api-secret': other.sandbox.secretKey })).code).toBe('key_invalid');
  });

  it('error bodies carry the request id of the X-Request-Id header and no stack', async () => {
    const res = await me(transport, {});
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^req_/);
    const data = transport === 'rest' ? res.body.error : res.body.error.data;
    expect(data.requestId).toBe(requestId);
    expect(JSON.stringify(res.body)).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('dashboard-only routes', () => {
  it('answer 403 key_forbidden to a valid key and change nothing', async () => {
    const t = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, {
      auth: t.sandbox,
      body: { status: 'disabled', webhookRetries: 9 },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'key_forbidden', type: 'permission_error' });
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('still authenticate the key first (401 for a bad secret), then refuse', async () => {
    const t = await h.tenant();
    const res = await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, {
      headers: { 'x-api-key': t.sandbox.publishableKey, 'x-api-secret': 'sk_test_' + 'x'.repeat(32) },
      body: { name: 'Hacked' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_error');
  });

  it('answer 401 session_required without any credential, over REST and tRPC', async () => {
    const t = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const rest = await h.request('PATCH', `/v1/environments/${t.sandbox.environmentId}`, { body: { name: 'Nope' } });
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('session_required');
    const trpc = await h.request('POST', '/trpc/environments.update', { body: { id: t.sandbox.environmentId, name: 'Nope' }, auth: t.live });
    expect(trpc.status).toBe(403);
    expect(trpc.body.error.data.code).toBe('key_forbidden');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('tenant and environment isolation', () => {
  it('a key of tenant A gets 404 for tenant B environments, and nothing of B is read or changed', async () => {
    const a = await h.tenant();
    const b = await h.tenant();
    const before = await tenantSnapshot(h.db, b.tenantId);
    for (const id of [b.live.environmentId, b.sandbox.environmentId]) {
      const res = await h.request('GET', `/v1/environments/${id}`, { auth: a.sandbox });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(res.text).not.toContain(b.tenantId);
    }
    const list = await h.request('GET', '/v1/environments', { auth: a.live });
    expect(list.body.data.map((e: { tenantId: string }) => e.tenantId)).toEqual([a.tenantId, a.tenantId]);
    expect(await tenantSnapshot(h.db, b.tenantId)).toEqual(before);
  });

  it('stores only the SHA-256 of secrets; no response ever returns a secret', async () => {
    const t = await h.tenant();
    const [row] = await h.db.select().from(apiKeys).where(eq(apiKeys.publishableKey, t.sandbox.publishableKey));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(t.sandbox.secretKey);
    for (const path of ['/v1/tenants/me', '/v1/environments', `/v1/environments/${t.sandbox.environmentId}`]) {
      const res = await h.request('GET', path, { auth: t.sandbox });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(t.sandbox.secretKey);
      expect(res.text).not.toContain(row!.secretHash);
    }
  });
});
