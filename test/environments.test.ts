import { beforeAll, describe, expect, it } from 'vitest';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

describe('GET /v1/environments/{id}', () => {
  it('returns the documented record with the documented defaults', async () => {
    const res = await h.request('GET', `/v1/environments/${t.live.environmentId}`, { auth: t.sandbox });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: t.live.environmentId,
      tenantId: t.tenantId,
      name: 'Live',
      type: 'live',
      status: 'active',
      disabledBy: null,
      apiVersion: 'v1',
      webhookRetries: 3,
      debugLogging: false,
      rateLimitPerMinute: null,
      managedDisputes: false,
      partyEmails: false,
      livemode: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('404 not_found for an unknown id, 400 for a malformed one, 401 without keys', async () => {
    const unknown = await h.request('GET', '/v1/environments/ffffffffffffffffffffffff', { auth: t.sandbox });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const malformed = await h.request('GET', '/v1/environments/XYZ', { auth: t.sandbox });
    expect(malformed.status).toBe(400);
    const anonymous = await h.request('GET', `/v1/environments/${t.live.environmentId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('key_missing');
  });

  it('400 tenant_unresolved is the documented 400 for an unresolvable tenant', async () => {
    const closed = await h.tenant();
    const { setTenantStatus } = await import('../src/services/tenants.ts');
    await setTenantStatus(h.db, closed.tenantId, 'closed');
    const before = await tenantSnapshot(h.db, closed.tenantId);
    const res = await h.request('GET', `/v1/environments/${closed.live.environmentId}`, { auth: closed.live });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('tenant_unresolved');
    expect(await tenantSnapshot(h.db, closed.tenantId)).toEqual(before);
  });
});

describe('GET /v1/environments', () => {
  it('lists both environments of the tenant, newest first, and filters by type', async () => {
    const res = await h.request('GET', '/v1/environments', { auth: t.live });
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.nextCursor).toBeNull();
    const ids = res.body.data.map((e: { id: string }) => e.id);
    expect(new Set(ids)).toEqual(new Set([t.live.environmentId, t.sandbox.environmentId]));
    expect([...ids].sort().reverse()).toEqual(ids);
    const sandboxOnly = await h.request('GET', '/v1/environments?type=sandbox', { auth: t.live });
    expect(sandboxOnly.body.data.map((e: { id: string }) => e.id)).toEqual([t.sandbox.environmentId]);
  });
});
