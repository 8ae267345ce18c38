/**
 * Single sign-on against real counterparts: a real OpenID provider
 * (oidc-provider) on localhost driven through its login and consent pages,
 * and SAML responses signed with a test IdP key through xml-crypto (the
 * library node-saml itself verifies with).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { SignedXml } from 'xml-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/program.ts';
import { queryRows } from '../src/db/client.ts';
import { auditLog, members, memberSessions, ssoConnections } from '../src/db/schema/index.ts';
import { createMember, setPasswordWithToken } from '../src/services/member-sessions.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
const fixture = (name: string) => readFileSync(new URL(`./fixtures/saml/${name}`, import.meta.url), 'utf8');
const IDP_KEY = fixture('idp-key.pem');
const IDP_CERT = fixture('idp-cert.pem');
const OTHER_KEY = fixture('other-idp-key.pem');
const OTHER_CERT = fixture('other-idp-cert.pem');
const IDP_ISSUER = 'https://idp.example.test/saml';

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

/** A minimal browser cookie jar (per host:port; paths and expiry ignored). */
class CookieJar {
  private jars = new Map<string, Map<string, string>>();
  store(url: string, res: Response) {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    this.jars.set(host, jar);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=.*1970/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
  }
  header(url: string): string {
    return [...(this.jars.get(new URL(url).host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }
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
  let idp: Server;
  let issuer: string;
  let tenant: TestTenant;
  const clientSecret = `secret-${randomUUID()}`;
  const emailOf = (account: string) => `${account}@oidc-${tenant.tenantId.slice(-8).toLowerCase()}.example.com`;

  beforeAll(async () => {
    tenant = await h.tenant();
    idp = createServer();
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', () => resolve()));
    issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [{ client_id: 'escrow-dashboard', client_secret: clientSecret, redirect_uris: [`${base}/auth/sso/oidc/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: async (_ctx, id) => ({
        accountId: id,
        claims: async () => ({ sub: id, email: emailOf(id), email_verified: !id.startsWith('unverified'), name: `User ${id}` }),
      }),
      cookies: { keys: ['test-cookie-key-0123456789'] },
    });
    idp.on('request', provider.callback());
    const res = await cli('sso', 'set-oidc', '--tenant', tenant.tenantId, '--issuer', issuer, '--client-id', 'escrow-dashboard', '--client-secret', clientSecret, '--default-role', 'developer', '--enforce');
    expect(res.code).toBe(0);
    expect(res.out + res.err).not.toContain(clientSecret);
  });
  afterAll(async () => {
    idp.closeAllConnections();
    await new Promise<void>((resolve) => idp.close(() => resolve()));
  });

  /**
   * Drives the redirect flow like a browser: our start URL → provider →
   * its login and consent pages → our callback. Returns our callback's answer.
   */
  async function browse(account: string, jar = new CookieJar(), stopAtCallback?: (url: string) => string) {
    let url = `${base}/auth/sso/${tenant.tenantId}/oidc`;
    let method = 'GET';
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 25; hop++) {
      if (url.startsWith(`${base}/auth/sso/oidc/callback`) && stopAtCallback) url = stopAtCallback(url);
      const res = await fetch(url, { method, body, redirect: 'manual', headers: { cookie: jar.header(url), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) } });
      jar.store(url, res);
      if (url.startsWith(`${base}/auth/sso/oidc/callback`)) return { res, text: await res.text(), callbackUrl: url };
      if ([301, 302, 303, 307, 308].includes(res.status)) {
        url = new URL(res.headers.get('location')!, url).href;
        method = 'GET';
        body = undefined;
        await res.arrayBuffer();
        continue;
      }
      const text = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(text)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(text)?.[1];
      if (res.status !== 200 || !action || !prompt) throw new Error(`unexpected page ${res.status} at ${url}: ${text.slice(0, 300)}`);
      url = new URL(action.replace(/&amp;/g, '&'), url).href;
      method = 'POST';
      body = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt });
    }
    throw new Error('too many hops');
  }

  it('stores the connection with the client secret sealed, and writes an audit row', async () => {
    const [row] = await h.db.select().from(ssoConnections).where(and(eq(ssoConnections.tenantId, tenant.tenantId), eq(ssoConnections.protocol, 'oidc')));
    expect(row).toMatchObject({ enabled: true, enforced: true, defaultRole: 'developer' });
    expect(JSON.stringify(row!.config)).not.toContain(clientSecret);
    expect(row!.config).toMatchObject({ issuer, clientId: 'escrow-dashboard', clientSecretSealed: expect.stringMatching(/^v1\./) });
    const audits = await h.db.select().from(auditLog).where(and(eq(auditLog.tenantId, tenant.tenantId), eq(auditLog.action, 'sso.connection_set')));
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
    expect(member!.passwordHash).toBeNull();
    const [sess] = await h.db.select().from(memberSessions).where(eq(memberSessions.memberId, member!.id));
    expect(sess!.method).toBe('oidc');
    const jit = await h.db.select().from(auditLog).where(and(eq(auditLog.targetId, member!.id), eq(auditLog.action, 'member.created')));
    expect(jit).toHaveLength(1);
    expect(jit[0]).toMatchObject({ actor: 'sso', memberId: null });

    const again = await browse('alice');
    expect(again.res.status).toBe(303);
    const second = await sessionOf(again.res.headers.getSetCookie().find((c) => c.startsWith('session='))!.split(';')[0]!);
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
    const snapshot = await tenantSnapshot(h.db, tenant.tenantId);
    const { res, text } = await browse('carol', new CookieJar(), (url) => {
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
    const snapshot = await tenantSnapshot(h.db, tenant.tenantId);
    let moved = false;
    const { res, text } = await browse('dave', new CookieJar(), (url) => {
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

  it('an email already used by another tenant’s member is refused', async () => {
    const other = await h.tenant();
    await createMember(h.db, { tenantId: other.tenantId, email: emailOf('frank'), name: 'Frank', role: 'owner' }, { memberId: null, actor: 'cli' }, new Date());
    const before = await rowCounts(tenant.tenantId);
    const { res, text } = await browse('frank');
    expectErrorPage(res, text, 403);
    expect(text).toContain('another organization');
    expect(await rowCounts(tenant.tenantId)).toEqual(before);
  });

  it('an enforced tenant refuses password login with 403 sso_required; disabling SSO lifts it', async () => {
    const { passwordToken } = await createMember(h.db, { tenantId: tenant.tenantId, email: `pw-${randomUUID()}@example.com`, name: 'Pat', role: 'owner' }, { memberId: null, actor: 'cli' }, new Date());
    const member = await setPasswordWithToken(h.db, passwordToken, 'correct horse battery staple', h.clock.now());
    const refused = await h.request('POST', '/auth/login', { body: { email: member.email, password: 'correct horse battery staple' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('sso_required');
    expect(refused.headers.get('set-cookie')).toBeNull();

    expect((await cli('sso', 'disable', '--tenant', tenant.tenantId, '--protocol', 'oidc')).code).toBe(0);
    const ok = await h.request('POST', '/auth/login', { body: { email: member.email, password: 'correct horse battery staple' } });
    expect(ok.status).toBe(200);
    const start = await fetch(`${base}/auth/sso/${tenant.tenantId}/oidc`, { redirect: 'manual' });
    expectErrorPage(start, await start.text(), 404);
  });
});

// ====================================================================== SAML

describe('SAML 2.0 (SP-initiated, signed assertions)', () => {
  let tenant: TestTenant;
  let entityId: string;

  beforeAll(async () => {
    tenant = await h.tenant();
    entityId = `${base}/auth/sso/${tenant.tenantId}/saml/metadata`;
    const certFile = new URL('./fixtures/saml/idp-cert.pem', import.meta.url).pathname;
    const res = await cli('sso', 'set-saml', '--tenant', tenant.tenantId, '--entry-point', 'https://idp.example.test/sso', '--idp-issuer', IDP_ISSUER, '--idp-cert-file', certFile, '--default-role', 'viewer');
    expect(res.code).toBe(0);
    expect(res.out).toContain('/auth/sso/saml/acs');
  });

  /** Starts SP-initiated sign-in: returns the AuthnRequest id our service issued and its RelayState. */
  async function startSaml(): Promise<{ requestId: string; relayState: string }> {
    const res = await fetch(`${base}/auth/sso/${tenant.tenantId}/saml`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://idp.example.test/sso');
    const request = inflateRawSync(Buffer.from(location.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    expect(request).toContain(`<saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${entityId}</saml:Issuer>`);
    expect(request).toContain(`AssertionConsumerServiceURL="${base}/auth/sso/saml/acs"`);
    return { requestId: /ID="([^"]+)"/.exec(request)![1]!, relayState: location.searchParams.get('RelayState')! };
  }

  interface AssertionOptions {
    inResponseTo: string;
    nameId: string;
    email?: string;
    audience?: string;
    issuer?: string;
    notBefore?: Date;
    notOnOrAfter?: Date;
    /** Key that signs the assertion; null leaves it unsigned. */
    key?: string | null;
    cert?: string;
  }

  /** A SAML Response as an IdP sends it, the assertion signed (enveloped, exc-c14n, RSA-SHA256) with xml-crypto. */
  function samlResponse(o: AssertionOptions): string {
    const now = h.clock.now();
    const notBefore = (o.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
    const notOnOrAfter = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const issuer = o.issuer ?? IDP_ISSUER;
    const assertionId = `_a${randomUUID().replace(/-/g, '')}`;
    const assertion =
      `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${o.nameId}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${o.inResponseTo}" NotOnOrAfter="${notOnOrAfter}" Recipient="${base}/auth/sso/saml/acs"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${o.audience ?? entityId}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      (o.email ? `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue xsi:type="xs:string">${o.email}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` : '') +
      `</saml:Assertion>`;
    let signed = assertion;
    if (o.key !== null) {
      const sig = new SignedXml({
        privateKey: o.key ?? IDP_KEY,
        publicCert: o.cert ?? IDP_CERT,
        canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
        signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      });
      sig.addReference({
        xpath: "//*[local-name(.)='Assertion']",
        digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
        transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
      });
      sig.computeSignature(assertion, { location: { reference: "//*[local-name(.)='Issuer']", action: 'after' } });
      signed = sig.getSignedXml();
    }
    const response =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${base}/auth/sso/saml/acs" InResponseTo="${o.inResponseTo}">` +
      `<saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      signed +
      `</samlp:Response>`;
    return Buffer.from(response, 'utf8').toString('base64');
  }

  async function postAcs(samlResponseB64: string, relayState: string) {
    const res = await fetch(`${base}/auth/sso/saml/acs`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ SAMLResponse: samlResponseB64, RelayState: relayState }) });
    return { res, text: await res.text() };
  }

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
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='))!.split(';')[0]!;
    const session = await sessionOf(cookie);
    expect(session.status).toBe(200);
    expect(session.body.member).toMatchObject({ tenantId: tenant.tenantId, email, role: 'viewer' });
    const [member] = await h.db.select().from(members).where(eq(members.id, session.body.member.id));
    expect(member!.ssoSubject).toBe(`${IDP_ISSUER}|grace`);
    const [sess] = await h.db.select().from(memberSessions).where(eq(memberSessions.memberId, member!.id));
    expect(sess!.method).toBe('saml');
    const jit = await h.db.select().from(auditLog).where(and(eq(auditLog.targetId, member!.id), eq(auditLog.action, 'member.created')));
    expect(jit[0]).toMatchObject({ actor: 'sso', memberId: null });

    const second = await startSaml();
    const again = await postAcs(samlResponse({ inResponseTo: second.requestId, nameId: 'grace', email }), second.relayState);
    expect(again.res.status).toBe(303);
    const reused = await sessionOf(again.res.headers.getSetCookie().find((c) => c.startsWith('session='))!.split(';')[0]!);
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
    await expectRefused((id) => samlResponse({ inResponseTo: id, nameId: 'judy', email: uniqueEmail('judy'), notBefore: new Date(now + 10 * 60_000), notOnOrAfter: new Date(now + 20 * 60_000) }), 403);
  });

  it('refuses a wrong audience (another SP, or another tenant’s entity id)', async () => {
    await expectRefused((id) => samlResponse({ inResponseTo: id, nameId: 'ken', email: uniqueEmail('ken'), audience: 'https://other-sp.example.test' }), 403);
    const other = await h.tenant();
    await expectRefused((id) => samlResponse({ inResponseTo: id, nameId: 'ken', email: uniqueEmail('ken'), audience: `${base}/auth/sso/${other.tenantId}/saml/metadata` }), 403);
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
    const http = await cli('sso', 'set-oidc', '--tenant', tenant.tenantId, '--issuer', 'http://login.example.com', '--client-id', 'x', '--client-secret', 'top-secret-value');
    expect(http.code).toBe(2);
    expect(http.err).toContain('https');
    expect(http.out + http.err).not.toContain('top-secret-value');
    const notPem = await cli('sso', 'set-saml', '--tenant', tenant.tenantId, '--entry-point', 'https://idp.example.test/sso', '--idp-issuer', 'x', '--idp-cert-file', new URL('./fixtures/saml/idp-key.pem', import.meta.url).pathname);
    expect(notPem.code).toBe(2);
    const noFile = await cli('sso', 'set-saml', '--tenant', tenant.tenantId, '--entry-point', 'https://idp.example.test/sso', '--idp-issuer', 'x', '--idp-cert-file', '/nonexistent/cert.pem');
    expect(noFile.code).toBe(2);
    expect((await cli('sso', 'disable', '--tenant', tenant.tenantId, '--protocol', 'saml')).code).toBe(1);
    expect((await cli('sso', 'set-oidc', '--tenant', 'tnt_01ARZ3NDEKTSV4RRFFQ69G5FAV', '--issuer', 'https://login.example.com', '--client-id', 'x', '--client-secret', 'y')).code).toBe(1);
    expect(await h.db.select().from(ssoConnections).where(eq(ssoConnections.tenantId, tenant.tenantId))).toEqual([]);
  });
});
