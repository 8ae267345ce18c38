// Long on purpose: the OIDC and SAML cases share one running OpenID provider and one signing IdP key.
/**
 * Single sign-on against real counterparts: a real OpenID provider
 * (oidc-provider) on localhost driven through its login and consent pages,
 * and SAML responses signed with a test IdP key through xml-crypto (the
 * library node-saml itself verifies with).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/program.ts';
import { queryRows } from '../src/db/query.ts';
import { auditLog, members, memberSessions, ssoConnections } from '../src/db/schema/index.ts';
import { makeMember, TEST_PASSWORD } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';
import {
  browseOidc,
  CookieJar,
  IDP_CERT_FILE,
  IDP_ISSUER,
  OTHER_CERT,
  OTHER_KEY,
  postAcs as postAcsAs,
  samlResponse as signedResponse,
  startOidcProvider,
  startSaml as startSamlAs,
  type AssertionOptions,
  type OidcIdp,
} from './helpers/sso.ts';

const h = fileHarness();

let app: ServerType;
let base: string;

beforeAll(async () => {
  app = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => app.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  h.deps.publicUrl = base;
});
afterAll(async () => {
  await new Promise<void>((resolve) => app.close(() => resolve()));
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, async () => h.db, { out: (s) => out.push(s), err: (s) => err.push(s), publicUrl: base, signingSecret: h.deps.signingSecret });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function rowCounts(tenantId: string) {
  const [m] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from members where tenant_id = ${tenantId}`);
  const [s] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from member_sessions where tenant_id = ${tenantId}`);
  return { members: Number(m!.n), sessions: Number(s!.n) };
}

async function sessionOf(cookie: string) {
  const res = await fetch(`${base}/auth/session`, { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as { member: { id: string; email: string; role: string; tenantId: string }; via: string } };
}

function expectErrorPage(res: Response, text: string, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(text).toMatch(/<html lang="en">/);
  expect(text).toMatch(/role="alert"/);
  expect(text).not.toMatch(/at .*\.ts:\d+|Error:|stack/);
  expect(res.headers.getSetCookie()).toEqual([]);
}

// ====================================================================== OIDC

describe('OIDC (authorization code + PKCE) against a real OpenID provider', () => {
  let idp: OidcIdp;
  let issuer: string;
  let clientSecret: string;
  let tenant: TestTenant;
  const emailOf = (account: string) => `${account}@oidc-${tenant.tenantId.slice(-8).toLowerCase()}.example.com`;

  beforeAll(async () => {
    tenant = await h.tenant();
    idp = await startOidcProvider(base, emailOf);
    ({ issuer, clientSecret } = idp);
    const res = await cli(
      'sso',
      'set-oidc',
      '--tenant',
      tenant.tenantId,
      '--issuer',
      issuer,
      '--client-id',
      idp.clientId,
      '--client-secret',
      clientSecret,
      '--default-role',
      'developer',
      '--enforce',
    );
    expect(res.code).toBe(0);
    expect(res.out + res.err).not.toContain(clientSecret);
  });
  afterAll(async () => {
    await idp.close();
  });

  /** Our start URL → provider → its login and consent pages → our callback, like a browser; returns our callback's answer. */
  const browse = (account: string, jar = new CookieJar(), stopAtCallback?: (url: string) => string | Promise<string>) =>
    browseOidc(base, `${base}/auth/sso/${tenant.tenantId}/oidc`, account, jar, stopAtCallback);

  it('stores the connection with the client secret sealed, and writes an audit row', async () => {
    const [row] = await h.db
      .select()
      .from(ssoConnections)
      .where(and(eq(ssoConnections.tenantId, tenant.tenantId), eq(ssoConnections.protocol, 'oidc')));
    expect(row).toMatchObject({ enabled: true, enforced: true, defaultRole: 'developer' });
    expect(JSON.stringify(row!.config)).not.toContain(clientSecret);
    expect(row!.config).toMatchObject({ issuer, clientId: 'escrow-dashboard', clientSecretSealed: expect.stringMatching(/^v1\./) });
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.tenantId), eq(auditLog.action, 'sso.connection_set')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: 'cli', memberId: null });
    expect(JSON.stringify(audits[0])).not.toContain(clientSecret);
  });

  it('the start redirects to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const res = await fetch(`${base}/auth/sso/${tenant.tenantId}/oidc`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${base}/auth/sso/oidc/callback`);
  });

  it('a first login creates the member just in time with the default role; the cookie works; a second login reuses the member', async () => {
    const before = await rowCounts(tenant.tenantId);
    const { res } = await browse('alice');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    const session = await sessionOf(cookie.split(';')[0]!);
    expect(session.status).toBe(200);
    expect(session.body.member).toMatchObject({ tenantId: tenant.tenantId, email: emailOf('alice'), role: 'developer' });

    const [member] = await h.db.select().from(members).where(eq(members.id, session.body.member.id));
    expect(member!.ssoSubject).toBe(`${issuer}|alice`);
    expect(member!.accountId).toBeNull();
    const [sess] = await h.db.select().from(memberSessions).where(eq(memberSessions.memberId, member!.id));
    expect(sess!.method).toBe('oidc');
    const jit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member!.id), eq(auditLog.action, 'member.created')));
    expect(jit).toHaveLength(1);
    expect(jit[0]).toMatchObject({ actor: 'sso', memberId: null });

    const again = await browse('alice');
    expect(again.res.status).toBe(303);
    const second = await sessionOf(
      again.res.headers
        .getSetCookie()
        .find((c) => c.startsWith('session='))!
        .split(';')[0]!,
    );
    expect(second.body.member.id).toBe(member!.id);
    expect(await rowCounts(tenant.tenantId)).toEqual({ members: before.members + 1, sessions: before.sessions + 2 });
  });

  it('a replayed callback (same state and code) is refused with an error page; nothing is created', async () => {
    const first = await browse('bob');
    expect(first.res.status).toBe(303);
    const snapshot = await tenantSnapshot(h.db, tenant.tenantId);
    const replay = await fetch(first.callbackUrl, { redirect: 'manual' });
    expectErrorPage(replay, await replay.text(), 410);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(snapshot);
  });

  it('a tampered state is refused with an error page before any code exchange; nothing is created', async () => {
    let snapshot: Awaited<ReturnType<typeof tenantSnapshot>> | undefined;
    const { res, text } = await browse('carol', new CookieJar(), async (url) => {
      // After the flow started (its state row written), before our callback.
      snapshot = await tenantSnapshot(h.db, tenant.tenantId);
      const u = new URL(url);
      u.searchParams.set('state', `${u.searchParams.get('state')}x`);
      return u.href;
    });
    expectErrorPage(res, text, 400);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(snapshot);
    const missing = await fetch(`${base}/auth/sso/oidc/callback?code=abc`, { redirect: 'manual' });
    expectErrorPage(missing, await missing.text(), 400);
  });

  it('an expired state (10 minutes) is refused', async () => {
    let snapshot: Awaited<ReturnType<typeof tenantSnapshot>> | undefined;
    let moved = false;
    const { res, text } = await browse('dave', new CookieJar(), async (url) => {
      snapshot = await tenantSnapshot(h.db, tenant.tenantId);
      h.clock.advance(11 * 60 * 1000);
      moved = true;
      return url;
    });
    h.clock.advance(-11 * 60 * 1000);
    expect(moved).toBe(true);
    expectErrorPage(res, text, 410);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(snapshot);
  });

  it('an email the provider marks unverified is refused for just-in-time creation', async () => {
    const before = await rowCounts(tenant.tenantId);
    const { res, text } = await browse('unverified-erin');
    expectErrorPage(res, text, 403);
    expect(await rowCounts(tenant.tenantId)).toEqual(before);
  });

  it('an address that is a member of another organization joins this one too, as its own membership (decisions §13)', async () => {
    const other = await h.tenant();
    const elsewhere = await makeMember(h, other.tenantId, { email: emailOf('frank'), name: 'Frank', role: 'owner' });
    const otherBefore = await tenantSnapshot(h.db, other.tenantId);
    const { res } = await browse('frank');
    expect(res.status).toBe(303);
    const [mine] = await h.db
      .select()
      .from(members)
      .where(and(eq(members.tenantId, tenant.tenantId), eq(members.email, emailOf('frank'))));
    // Joined here through the verified email, without the other organization's dashboard account (only the owner's mailed link attaches one).
    expect(mine).toMatchObject({ claimedAt: expect.any(Date), accountId: null, ssoSubject: `${issuer}|frank` });
    expect(mine!.id).not.toBe(elsewhere.id);
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(otherBefore);
  });

  it('an invitation another tenant has not seen taken up reserves nothing: the verified owner signs in here (issue 17 #11)', async () => {
    const other = await h.tenant();
    await makeMember(h, other.tenantId, { email: emailOf('gina'), name: 'Gina', role: 'owner', password: null });
    const { res } = await browse('gina');
    expect(res.status).toBe(303);
    const [mine] = await h.db
      .select()
      .from(members)
      .where(and(eq(members.tenantId, tenant.tenantId), eq(members.email, emailOf('gina'))));
    expect(mine!.claimedAt).not.toBeNull();
  });

  it('an enforced tenant refuses password login with 403 sso_required; disabling SSO lifts it', async () => {
    const { member } = await makeMember(h, tenant.tenantId, { email: `pw-${randomUUID()}@example.com`, name: 'Pat', role: 'owner' });
    const refused = await h.request('POST', '/auth/login', { body: { email: member.email, password: TEST_PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('sso_required');
    expect(refused.headers.get('set-cookie')).toBeNull();

    expect((await cli('sso', 'disable', '--tenant', tenant.tenantId, '--protocol', 'oidc')).code).toBe(0);
    const ok = await h.request('POST', '/auth/login', { body: { email: member.email, password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    const start = await fetch(`${base}/auth/sso/${tenant.tenantId}/oidc`, { redirect: 'manual' });
    expectErrorPage(start, await start.text(), 404);
  });
});

// ====================================================================== SAML

describe('SAML 2.0 (SP-initiated, signed assertions)', () => {
  let tenant: TestTenant;
  let entityId: string;
  let jar: CookieJar;

  beforeAll(async () => {
    tenant = await h.tenant();
    entityId = `${base}/auth/sso/${tenant.tenantId}/saml/metadata`;
    const res = await cli(
      'sso',
      'set-saml',
      '--tenant',
      tenant.tenantId,
      '--entry-point',
      'https://idp.example.test/sso',
      '--idp-issuer',
      IDP_ISSUER,
      '--idp-cert-file',
      IDP_CERT_FILE,
      '--default-role',
      'viewer',
    );
    expect(res.code).toBe(0);
    expect(res.out).toContain('/auth/sso/saml/acs');
  });

  /** Starts SP-initiated sign-in in a fresh browser: returns the AuthnRequest id our service issued and its RelayState. */
  async function startSaml(): Promise<{ requestId: string; relayState: string }> {
    jar = new CookieJar();
    const { requestId, relayState, request } = await startSamlAs(base, tenant.tenantId, jar);
    expect(request).toContain(`<saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${entityId}</saml:Issuer>`);
    expect(request).toContain(`AssertionConsumerServiceURL="${base}/auth/sso/saml/acs"`);
    return { requestId, relayState };
  }

  const samlResponse = (o: Omit<AssertionOptions, 'base' | 'entityId' | 'now'>) => signedResponse({ base, entityId, now: h.clock.now(), ...o });
  /** The IdP's POST to our ACS, then the browser (the jar of the last start) following it back. */
  const postAcs = (response: string, relayState: string) => postAcsAs(base, response, relayState, jar);

  const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@saml.example.com`;

  it('serves SP metadata with our entity id and ACS', async () => {
    const res = await fetch(`${base}/auth/sso/${tenant.tenantId}/saml/metadata`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`entityID="${entityId}"`);
    expect(xml).toContain(`Location="${base}/auth/sso/saml/acs"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });

  it('a valid signed response logs in: member created just in time with the default role, cookie works, second login reuses it', async () => {
    const email = uniqueEmail('grace');
    const { requestId, relayState } = await startSaml();
    expect(relayState).toBe(tenant.tenantId);
    const { res } = await postAcs(samlResponse({ inResponseTo: requestId, nameId: 'grace', email }), relayState);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))!
      .split(';')[0]!;
    const session = await sessionOf(cookie);
    expect(session.status).toBe(200);
    expect(session.body.member).toMatchObject({ tenantId: tenant.tenantId, email, role: 'viewer' });
    const [member] = await h.db.select().from(members).where(eq(members.id, session.body.member.id));
    expect(member!.ssoSubject).toBe(`${IDP_ISSUER}|grace`);
    const [sess] = await h.db.select().from(memberSessions).where(eq(memberSessions.memberId, member!.id));
    expect(sess!.method).toBe('saml');
    const jit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member!.id), eq(auditLog.action, 'member.created')));
    expect(jit[0]).toMatchObject({ actor: 'sso', memberId: null });

    const second = await startSaml();
    const again = await postAcs(samlResponse({ inResponseTo: second.requestId, nameId: 'grace', email }), second.relayState);
    expect(again.res.status).toBe(303);
    const reused = await sessionOf(
      again.res.headers
        .getSetCookie()
        .find((c) => c.startsWith('session='))!
        .split(';')[0]!,
    );
    expect(reused.body.member.id).toBe(member!.id);
  });

  /** Each refusal: an error page with the status, no member, no session, no row changed. */
  async function expectRefused(build: (requestId: string) => string, status: number, relay?: string) {
    const { requestId, relayState } = await startSaml();
    const snapshot = await tenantSnapshot(h.db, tenant.tenantId);
    const { res, text } = await postAcs(build(requestId), relay ?? relayState);
    expectErrorPage(res, text, status);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(snapshot);
  }

  it('refuses an unsigned assertion', async () => {
    await expectRefused((id) => samlResponse({ inResponseTo: id, nameId: 'mallory', email: uniqueEmail('mallory'), key: null }), 403);
  });

  it('refuses an assertion signed by another key (even with that key’s certificate embedded)', async () => {
    await expectRefused((id) => samlResponse({ inResponseTo: id, nameId: 'mallory', email: uniqueEmail('mallory'), key: OTHER_KEY, cert: OTHER_CERT }), 403);
  });

  it('refuses a signed assertion whose content was altered after signing', async () => {
    await expectRefused((id) => {
      const xml = Buffer.from(samlResponse({ inResponseTo: id, nameId: 'henry', email: uniqueEmail('henry') }), 'base64').toString('utf8');
      return Buffer.from(xml.replace('>henry<', '>admin<'), 'utf8').toString('base64');
    }, 403);
  });

  it('refuses an expired assertion (the service clock moved past NotOnOrAfter)', async () => {
    const { requestId, relayState } = await startSaml();
    const response = samlResponse({ inResponseTo: requestId, nameId: 'ivan', email: uniqueEmail('ivan') });
    const snapshot = await tenantSnapshot(h.db, tenant.tenantId);
    h.clock.advance(6 * 60_000);
    try {
      const { res, text } = await postAcs(response, relayState);
      expectErrorPage(res, text, 403);
      expect(text).toContain('expired');
    } finally {
      h.clock.advance(-6 * 60_000);
    }
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(snapshot);
  });

  it('refuses an assertion that is not yet valid', async () => {
    const now = h.clock.now().getTime();
    await expectRefused(
      (id) =>
        samlResponse({
          inResponseTo: id,
          nameId: 'judy',
          email: uniqueEmail('judy'),
          notBefore: new Date(now + 10 * 60_000),
          notOnOrAfter: new Date(now + 20 * 60_000),
        }),
      403,
    );
  });

  it('refuses a wrong audience (another SP, or another tenant’s entity id)', async () => {
    await expectRefused((id) => samlResponse({ inResponseTo: id, nameId: 'ken', email: uniqueEmail('ken'), audience: 'https://other-sp.example.test' }), 403);
    const other = await h.tenant();
    await expectRefused(
      (id) => samlResponse({ inResponseTo: id, nameId: 'ken', email: uniqueEmail('ken'), audience: `${base}/auth/sso/${other.tenantId}/saml/metadata` }),
      403,
    );
  });

  it('refuses an assertion from another issuer signed with the right key', async () => {
    await expectRefused((id) => samlResponse({ inResponseTo: id, nameId: 'leo', email: uniqueEmail('leo'), issuer: 'https://rogue.example.test' }), 403);
  });

  it('refuses an unknown InResponseTo', async () => {
    await expectRefused(() => samlResponse({ inResponseTo: '_unknown0123456789', nameId: 'mike', email: uniqueEmail('mike') }), 403);
  });

  it('refuses a replay: the same response posted twice signs in once', async () => {
    const { requestId, relayState } = await startSaml();
    const response = samlResponse({ inResponseTo: requestId, nameId: 'nina', email: uniqueEmail('nina') });
    const first = await postAcs(response, relayState);
    expect(first.res.status).toBe(303);
    const snapshot = await tenantSnapshot(h.db, tenant.tenantId);
    const replay = await postAcs(response, relayState);
    expectErrorPage(replay.res, replay.text, 410);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(snapshot);
  });

  it('refuses a missing or garbled response, and an unknown tenant in RelayState', async () => {
    const { relayState } = await startSaml();
    const snapshot = await tenantSnapshot(h.db, tenant.tenantId);
    const missing = await fetch(`${base}/auth/sso/saml/acs`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ RelayState: relayState }) });
    expectErrorPage(missing, await missing.text(), 400);
    const garbled = await postAcs('not base64 xml <<<', relayState);
    expectErrorPage(garbled.res, garbled.text, 403);
    const unknown = await postAcs(samlResponse({ inResponseTo: '_x', nameId: 'x', email: uniqueEmail('x') }), 'tnt_01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expectErrorPage(unknown.res, unknown.text, 404);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(snapshot);
  });
});

describe('sso CLI', () => {
  it('refuses bad settings with a usage error, and disabling a missing connection', async () => {
    const tenant = await h.tenant();
    const http = await cli(
      'sso',
      'set-oidc',
      '--tenant',
      tenant.tenantId,
      '--issuer',
      'http://login.example.com',
      '--client-id',
      'x',
      '--client-secret',
      'top-secret-value',
    );
    expect(http.code).toBe(2);
    expect(http.err).toContain('https');
    expect(http.out + http.err).not.toContain('top-secret-value');
    const notPem = await cli(
      'sso',
      'set-saml',
      '--tenant',
      tenant.tenantId,
      '--entry-point',
      'https://idp.example.test/sso',
      '--idp-issuer',
      'x',
      '--idp-cert-file',
      new URL('./fixtures/saml/idp-key.pem', import.meta.url).pathname,
    );
    expect(notPem.code).toBe(2);
    const noFile = await cli(
      'sso',
      'set-saml',
      '--tenant',
      tenant.tenantId,
      '--entry-point',
      'https://idp.example.test/sso',
      '--idp-issuer',
      'x',
      '--idp-cert-file',
      '/nonexistent/cert.pem',
    );
    expect(noFile.code).toBe(2);
    expect((await cli('sso', 'disable', '--tenant', tenant.tenantId, '--protocol', 'saml')).code).toBe(1);
    expect(
      (
        await cli(
          'sso',
          'set-oidc',
          '--tenant',
          'tnt_01ARZ3NDEKTSV4RRFFQ69G5FAV',
          '--issuer',
          'https://login.example.com',
          '--client-id',
          'x',
          '--client-secret',
          'y',
        )
      ).code,
    ).toBe(1);
    expect(await h.db.select().from(ssoConnections).where(eq(ssoConnections.tenantId, tenant.tenantId))).toEqual([]);
  });
});
