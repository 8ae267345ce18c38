/**
 * Issue 17 #3, #5 (hosted half) and #14 (forms): the attacks on the hosted
 * pages, replayed. A body over the route's byte limit is refused before it
 * is read (declared or streamed), a bad token is refused without reading the
 * body at all, a closed tenant's or disabled environment's pages are
 * refused, and NUL in a form field is a 400 page — nothing changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_ROUTES } from '../../src/pages/guards.ts';
import { setTenantStatus } from '../../src/services/tenants.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { accept, createEscrow, escrowIn, makeUser } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const CHUNK = 64 * 1024;

/** A request body of `total` bytes produced on demand, counting what the server pulled. */
function meteredBody(total: number) {
  const meter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.pulled >= total) return controller.close();
        const size = Math.min(CHUNK, total - meter.pulled);
        meter.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

async function post(path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  const init = { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, duplex: 'half' };
  const res = await h.app.request(path, init as RequestInit);
  return { status: res.status, text: await res.text(), headers: res.headers };
}

const form = (path: string, fields: Record<string, string>) => post(path, new URLSearchParams(fields).toString());

async function kycSession(): Promise<string> {
  const userId = await makeUser(h, t.sandbox, { kyc: false });
  const session = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
  return new URL(session.body.url).pathname;
}

/** A real path for each documented route, its token valid. */
async function pathsFor(): Promise<Record<string, string>> {
  const escrow = await createEscrow(h, t.sandbox);
  const verify = await kycSession();
  return {
    'POST /accept/{inviteToken}[/…]': `/accept/${escrow.inviteToken}`,
    'POST /verify/{token}/document': `${verify}/document`,
    'POST /verify/{token}/…': `${verify}/identity`,
    'POST /t/{token}/…': `/t/${escrow.token}/dispute`,
    'POST /dashboard/set-password': '/dashboard/set-password',
    'POST /dashboard/unlock': '/dashboard/unlock',
    'POST /links/recover': '/links/recover',
    'POST /auth/sso/saml/acs': '/auth/sso/saml/acs',
    'POST /auth/sso/link': '/auth/sso/link',
  };
}

describe('byte limits on every route that reads a body (#3)', () => {
  it('every documented route refuses a declared Content-Length over its limit with 413, reading nothing; nothing changes', async () => {
    const paths = await pathsFor();
    expect(Object.keys(paths).sort()).toEqual(FORM_ROUTES.map((r) => r.route).sort());
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const route of FORM_ROUTES) {
      const { stream, meter } = meteredBody(300 * 1024 * 1024);
      const res = await post(paths[route.route]!, stream, { 'content-length': String(route.maxBytes + 1) });
      expect([route.route, res.status]).toEqual([route.route, 413]);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(meter.pulled).toBe(0);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('300 MiB streamed without Content-Length: 413 after at most the limit is read, on every route', async () => {
    const paths = await pathsFor();
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const route of FORM_ROUTES) {
      const { stream, meter } = meteredBody(300 * 1024 * 1024);
      const res = await post(paths[route.route]!, stream);
      expect([route.route, res.status]).toEqual([route.route, 413]);
      expect(meter.pulled).toBeLessThanOrEqual(route.maxBytes + 2 * CHUNK);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('a body of exactly the limit is read and reaches the page (which judges its fields)', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const limit = FORM_ROUTES.find((r) => r.route === 'POST /t/{token}/…')!.maxBytes;
    const fields = new URLSearchParams({ party: 'not-a-link', reason: '' }).toString();
    const body = fields + 'x'.repeat(limit - fields.length);
    expect(Buffer.byteLength(body)).toBe(limit);
    const res = await post(`/t/${escrow.token}/dispute`, body);
    expect(res.status).toBe(400);
    expect(res.text).toContain('This link is not valid');
  });

  it('a bad token in the path is refused before the body is read (invitation, verification, transaction)', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const path of [
      '/accept/inv_forged.sig',
      '/verify/vs_forged.sig/identity',
      '/t/tokn_unknownunknownunknown/dispute',
      '/t/%00/dispute',
      '/accept/%E0%A4%A/verify',
    ]) {
      const { stream, meter } = meteredBody(300 * 1024 * 1024);
      const res = await post(path, stream);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.text).toMatch(/not valid/);
      expect(meter.pulled).toBeLessThanOrEqual(CHUNK);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('tenant and environment status on the hosted pages (#5)', () => {
  async function pages(tenant: TestTenant) {
    const escrow = await createEscrow(h, tenant.sandbox);
    const funded = await escrowIn(h, tenant.sandbox, 'funded');
    const link = await h.request('POST', `/v1/transactions/${funded.id}/party-links`, { body: { userId: funded.buyerId }, auth: tenant.sandbox });
    const party = new URL(link.body.url);
    const userId = await makeUser(h, tenant.sandbox, { kyc: false });
    const session = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: tenant.sandbox });
    const verify = new URL(session.body.url).pathname;
    return {
      gets: [`/accept/${escrow.inviteToken}`, party.pathname + party.search, verify],
      posts: [
        [`/accept/${escrow.inviteToken}`, { decision: 'accept' }],
        [`/accept/${escrow.inviteToken}/verify`, {}],
        [`${party.pathname}/release`, { party: party.searchParams.get('party')! }],
        [`${party.pathname}/dispute`, { party: party.searchParams.get('party')!, reason: 'Broken' }],
        [`${verify}/identity`, { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'GB' }],
      ] as [string, Record<string, string>][],
    };
  }

  async function expectRefused(tenant: TestTenant, p: Awaited<ReturnType<typeof pages>>) {
    const before = await tenantSnapshot(h.db, tenant.tenantId);
    for (const path of p.gets) {
      const res = await h.app.request(path);
      expect([path, res.status]).toEqual([path, 403]);
      expect(await res.text()).toContain('This service is not available');
    }
    for (const [path, fields] of p.posts) {
      const res = await form(path, fields);
      expect([path, res.status]).toEqual([path, 403]);
    }
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(before);
  }

  it('a closed tenant: acceptance, party page (release) and verification are refused with a page; nothing changes; reopening restores them', async () => {
    const tenant = await h.tenant();
    const p = await pages(tenant);
    await setTenantStatus(h.db, tenant.tenantId, 'closed');
    await expectRefused(tenant, p);
    await setTenantStatus(h.db, tenant.tenantId, 'active');
    for (const path of p.gets) expect((await h.app.request(path)).status).toBe(200);
  });

  it('an environment the operator disabled: the same refusals; enabling it restores them', async () => {
    const tenant = await h.tenant();
    const p = await pages(tenant);
    await updateEnvironment(h.db, tenant.sandbox.environmentId, { status: 'disabled' });
    await expectRefused(tenant, p);
    await updateEnvironment(h.db, tenant.sandbox.environmentId, { status: 'active' });
    for (const path of p.gets) expect((await h.app.request(path)).status).toBe(200);
  });
});

describe('NUL in a hosted form field (#14)', () => {
  it('is a 400 page, never a 500, and nothing is written (dispute reason, legal name, invitation decision)', async () => {
    const funded = await escrowIn(h, t.sandbox, 'funded');
    const link = await h.request('POST', `/v1/transactions/${funded.id}/party-links`, { body: { userId: funded.sellerId }, auth: t.sandbox });
    const party = new URL(link.body.url);
    const verify = await kycSession();
    const invited = await createEscrow(h, t.sandbox);
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const [path, fields] of [
      [`${party.pathname}/dispute`, { party: party.searchParams.get('party')!, reason: 'Broken\u0000item' }],
      [`${verify}/identity`, { legalName: 'Ada\u0000Lovelace', dateOfBirth: '1990-12-10', country: 'GB' }],
      [`/accept/${invited.inviteToken}`, { decision: 'accept', ['x\u0000']: 'y' }],
    ] as [string, Record<string, string>][]) {
      const res = await form(path, fields);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.text).toContain('The form could not be read');
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // The same forms without the NUL go through.
    expect((await accept(h, invited)).status).toBe(303);
  });
});
