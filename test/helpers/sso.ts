/**
 * Counterparts for single sign-on tests: a real OpenID provider
 * (oidc-provider) on localhost, a browser-like cookie jar, a driver for the
 * provider's login and consent pages, and SAML responses signed with the test
 * IdP key through xml-crypto (the library node-saml itself verifies with).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import Provider from 'oidc-provider';
import { SignedXml } from 'xml-crypto';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/saml/${name}`, import.meta.url), 'utf8');
export const IDP_KEY = fixture('idp-key.pem');
export const IDP_CERT = fixture('idp-cert.pem');
export const OTHER_KEY = fixture('other-idp-key.pem');
export const OTHER_CERT = fixture('other-idp-cert.pem');
export const IDP_ISSUER = 'https://idp.example.test/saml';
export const IDP_CERT_FILE = new URL('../fixtures/saml/idp-cert.pem', import.meta.url).pathname;

/** A minimal browser cookie jar (per host:port; paths and expiry ignored). */
export class CookieJar {
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
  get(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }
}

export interface OidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * An OpenID provider on 127.0.0.1 with one confidential client whose redirect
 * URI is `${base}/auth/sso/oidc/callback`. Each account's email is
 * `emailOf(account)`; accounts named `unverified…` have `email_verified:
 * false`, accounts named `noverify…` send no `email_verified` claim at all.
 */
export async function startOidcProvider(base: string, emailOf: (account: string) => string): Promise<OidcIdp> {
  const clientSecret = `secret-${randomUUID()}`;
  const idp: Server = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'escrow-dashboard',
        client_secret: clientSecret,
        redirect_uris: [`${base}/auth/sso/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: emailOf(id),
        ...(id.startsWith('noverify') ? {} : { email_verified: !id.startsWith('unverified') }),
        name: `User ${id}`,
      }),
    }),
    cookies: { keys: ['test-cookie-key-0123456789'] },
  });
  idp.on('request', provider.callback());
  return {
    issuer,
    clientId: 'escrow-dashboard',
    clientSecret,
    close: async () => {
      idp.closeAllConnections();
      await new Promise<void>((resolve) => idp.close(() => resolve()));
    },
  };
}

/**
 * Drives the redirect flow like a browser: our start URL → provider → its
 * login and consent pages → our callback (rewritten by `atCallback` first,
 * if given). Returns our callback's answer and its URL, unfollowed.
 */
export async function browseOidc(
  base: string,
  startUrl: string,
  account: string,
  jar = new CookieJar(),
  atCallback?: (url: string) => string | Promise<string>,
) {
  let url = startUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 25; hop++) {
    if (url.startsWith(`${base}/auth/sso/oidc/callback`) && atCallback) url = await atCallback(url);
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: jar.header(url), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    jar.store(url, res);
    if (url.startsWith(`${base}/auth/sso/oidc/callback`)) return { res, text: await res.text(), callbackUrl: url, jar };
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

export interface AssertionOptions {
  /** Our service's base URL (Destination, Recipient). */
  base: string;
  /** The SP entity id (audience) unless `audience` says otherwise. */
  entityId: string;
  now: Date;
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

/** A SAML Response as an IdP sends it, the assertion signed (enveloped, exc-c14n, RSA-SHA256) with xml-crypto; base64. */
export function samlResponse(o: AssertionOptions): string {
  const now = o.now;
  const notBefore = (o.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
  const notOnOrAfter = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const issuer = o.issuer ?? IDP_ISSUER;
  const assertionId = `_a${randomUUID().replace(/-/g, '')}`;
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${o.nameId}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${o.inResponseTo}" NotOnOrAfter="${notOnOrAfter}" Recipient="${o.base}/auth/sso/saml/acs"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${o.audience ?? o.entityId}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (o.email
      ? `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue xsi:type="xs:string">${o.email}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`
      : '') +
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
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${o.base}/auth/sso/saml/acs" InResponseTo="${o.inResponseTo}">` +
    `<saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    signed +
    `</samlp:Response>`;
  return Buffer.from(response, 'utf8').toString('base64');
}

/** SP-initiated SAML start in a browser (its jar keeps our binding cookie): the AuthnRequest id and RelayState we issued. */
export async function startSaml(base: string, tenantId: string, jar: CookieJar): Promise<{ requestId: string; relayState: string; request: string }> {
  const url = `${base}/auth/sso/${tenantId}/saml`;
  const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
  jar.store(url, res);
  if (res.status !== 302) throw new Error(`SAML start answered ${res.status}: ${await res.text()}`);
  const location = new URL(res.headers.get('location')!);
  const request = inflateRawSync(Buffer.from(location.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  return { requestId: /ID="([^"]+)"/.exec(request)![1]!, relayState: location.searchParams.get('RelayState')!, request };
}

/**
 * The IdP's auto-submitted form: a cross-site POST to our ACS (no SameSite
 * cookie goes with it), then — like a browser — the 303 it answers is
 * followed with the jar's cookies. Returns the last answer, unfollowed.
 */
/** POST a SAML response to the ACS, then follow its redirect in `jar`'s browser (`beforeComplete` runs in between). */
export async function postAcs(base: string, samlResponseB64: string, relayState: string, jar: CookieJar, beforeComplete?: () => Promise<void>) {
  const acs = await fetch(`${base}/auth/sso/saml/acs`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ SAMLResponse: samlResponseB64, RelayState: relayState }),
  });
  const location = acs.headers.get('location');
  if (acs.status !== 303 || !location?.startsWith('/auth/sso/saml/complete')) return { res: acs, text: await acs.text(), acs };
  await acs.arrayBuffer();
  await beforeComplete?.();
  const url = new URL(location, base).href;
  const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
  jar.store(url, res);
  return { res, text: await res.text(), acs, completeUrl: url };
}
