/**
 * Browser redirect flows of single sign-on (services/sso/): every outcome
 * is a redirect or an accessible HTML page, never JSON or a stack trace.
 */
import { randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { Hono, type Context as HonoContext } from 'hono';
import * as oidc from 'openid-client';
import { safeEqual, sha256Hex } from '../lib/crypto.ts';
import { idPattern } from '../lib/ids.ts';
import { checkMemberPassword } from '../services/members/sign-in.ts';
import { memberById } from '../services/members/members.ts';
import { parseCookies, sessionCookie, setCookie } from '../http/cookies.ts';
import { SIGN_IN_BUCKET } from '../services/rate-limit.ts';
import { tenantStatus } from '../services/tenants.ts';
import { AppError } from '../errors.ts';
import { pageClientIp } from './guards.ts';
import {
  consumeSsoRequest,
  oidcStateId,
  peekSsoRequest,
  samlAssertionId,
  samlRequestId,
  saveSsoRequest,
  SSO_REQUEST_TTL_MS,
} from '../services/sso/requests.ts';
import {
  enabledConnection,
  isLoopback,
  oidcCallbackUrl,
  samlAcsUrl,
  samlEntityId,
  ssoSecretBox,
  type OidcSettings,
  type SamlSettings,
  type SsoConnectionRow,
} from '../services/sso/connections.ts';
import { linkConfirmedByPassword } from '../services/sso/linking.ts';
import { signInWithSso, SsoError, type SsoIdentity, type SsoSignIn } from '../services/sso/sign-in.ts';
import type { AppDeps } from '../deps.ts';
import { html, page, PAGE_HEADERS } from './html.ts';

type Env = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** How long discovered OIDC provider metadata is reused. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
/** Allowed difference between the IdP's clock and ours when checking SAML time conditions. */
const SAML_CLOCK_SKEW_MS = 30 * 1000;
/** A verified SAML answer waits this long for its browser to come back for it (one redirect). */
const SAML_RESULT_TTL_MS = 2 * 60 * 1000;

/**
 * Binds a sign-in to the browser that started it (decisions §12): the start
 * sets a random value in this cookie and keeps its SHA-256 with the request;
 * the callback (or the SAML completion) must come with it. A callback URL or
 * SAML response replayed in another browser (login CSRF) finds no cookie.
 * SameSite=Lax: sent on the top-level GET navigations that bring the browser
 * back (the OIDC callback, the redirect after the SAML POST), not cross-site POSTs.
 */
export const SSO_BINDING_COOKIE = 'sso_binding';

/** The page that asks a member with a password to confirm linking their SSO identity. */
function linkPage(token: string, email: string, error?: string): string {
  const invalid = error ? html` aria-invalid="true" aria-describedby="password-error"` : '';
  return page(
    `${error ? 'Error: ' : ''}Confirm it is you – Single sign-on`,
    html`<h1>Confirm it is you</h1>
      <p>Your organization already has a dashboard account for <strong>${email}</strong>.
        To sign in to it with single sign-on from now on, enter its password once.</p>
      ${error ? html`<div class="error-summary" role="alert"><h2>There is a problem</h2><p><a href="#password">${error}</a></p></div>` : ''}
      <form method="post" action="/auth/sso/link">
        <input type="hidden" name="link" value="${token}">
        <label for="password">Password of ${email}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${invalid}>
        ${error ? html`<p class="error" id="password-error"><span class="visually-hidden">Error: </span>${error}</p>` : ''}
        <button type="submit">Link and sign in</button>
      </form>
      <p><a href="/dashboard">Cancel</a></p>`,
  );
}

const samlResultId = (token: string) => `samlres_${sha256Hex(token)}`;
const ssoLinkId = (token: string) => `ssolink_${sha256Hex(token)}`;
const ONE_TIME_TOKEN = /^[\w-]{43}$/;

const refused = (message: string) => new SsoError(403, 'Sign-in refused', message);
const failed = (message: string) => new SsoError(400, 'Sign-in failed', message);
const expired = (message = 'This sign-in response was already used or has expired. Please start again.') => new SsoError(410, 'Sign-in link expired', message);
const UNKNOWN = 'This sign-in response does not match a sign-in we started. Please start again.';
const SETTINGS_CHANGED = 'The single sign-on settings changed during sign-in. Please start again.';

function errorPage(error: SsoError): string {
  return page(
    `${error.title} – Single sign-on`,
    html`<h1>${error.title}</h1>
      <div role="alert"><p>${error.message}</p></div>
      <p><a href="/dashboard">Back to the dashboard sign-in</a></p>`,
  );
}

export function ssoPages(deps: AppDeps) {
  const app = new Hono<Env>();
  const discovered = new Map<string, { at: number; server: oidc.ServerMetadata }>();
  const secure = () => deps.publicUrl.startsWith('https://');
  const clientOf = (c: HonoContext<Env>) => ({ ip: pageClientIp(deps, c), userAgent: c.req.header('user-agent') ?? null });
  const bindingCookie = (value: string, maxAgeS: number) => setCookie(SSO_BINDING_COOKIE, value, { path: '/auth/sso', maxAgeS, secure: secure() });
  const expiry = (now: Date, ms = SSO_REQUEST_TTL_MS) => new Date(now.getTime() + ms);

  /** A new browser binding: the cookie goes on the answer, its digest into the request's state. */
  const bindBrowser = (c: HonoContext<Env>): string => {
    const value = randomBytes(32).toString('base64url');
    c.header('Set-Cookie', bindingCookie(value, SSO_REQUEST_TTL_MS / 1000), { append: true });
    return sha256Hex(value);
  };

  /** The request's browser binding must match this browser's cookie; checked before anything is consumed or exchanged. */
  const checkBinding = (c: HonoContext<Env>, expected: unknown): void => {
    const value = parseCookies(c.req.header('cookie') ?? null)[SSO_BINDING_COOKIE];
    if (typeof expected !== 'string' || !value || value.length > 100 || !safeEqual(sha256Hex(value), expected)) {
      throw refused('This sign-in was started in another browser, or its cookie is missing. Start again from your organization’s sign-in link here.');
    }
  };

  /** A one-time request that is still open, for this browser: peeked, so a refusal does not use it up. */
  const openRequest = async (c: HonoContext<Env>, id: string, kind: 'oidc_state' | 'saml_result' | 'sso_link', now: Date) => {
    const pending = await peekSsoRequest(deps.db, id, kind);
    if (!pending) throw failed(UNKNOWN);
    if (pending.consumedAt || pending.expiresAt <= now) throw expired();
    checkBinding(c, pending.data.binding);
    return pending;
  };

  const signedIn = (c: HonoContext<Env>, sessionToken: string) => {
    c.header('Set-Cookie', sessionCookie(sessionToken, secure()), { append: true });
    c.header('Set-Cookie', bindingCookie('', 0), { append: true });
    return c.redirect('/dashboard', 303);
  };

  /** The end of a sign-in: a session, a request to confirm linking with the member's password, or a refusal. */
  const finish = async (c: HonoContext<Env>, result: SsoSignIn, identity: SsoIdentity, binding: string, method: 'oidc' | 'saml') => {
    if (result.kind === 'awaiting_admin') {
      throw new SsoError(
        403,
        'Confirmation needed',
        'Your organization already has a member with this email. An administrator must confirm that this single sign-on identity is yours ' +
          '(on the Members page); then sign in again.',
      );
    }
    if (result.kind === 'confirm') {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      const data = { memberId: result.member.id, subject: identity.subject, binding, method };
      await saveSsoRequest(deps.db, { id: ssoLinkId(token), tenantId: result.member.tenantId, kind: 'sso_link', data, expiresAt: expiry(now) }, now);
      return c.body(linkPage(token, result.member.email), 200, PAGE_HEADERS);
    }
    return signedIn(c, result.sessionToken);
  };

  // Every SSO route writes state or does crypto: one bucket per client address, shared with the other sign-in routes.
  app.use('/auth/sso/*', async (c, next) => {
    const headers: Record<string, string> = {};
    const limited = await deps.rateLimiter?.admitBucket(`ip:${pageClientIp(deps, c) ?? 'unknown'}`, SIGN_IN_BUCKET, headers);
    if (!limited) return next();
    const error = new SsoError(429, 'Too many attempts', `Wait ${limited.retryAfterSeconds} seconds, then start again.`);
    return c.body(errorPage(error), 429, { ...PAGE_HEADERS, ...headers });
  });

  const fail = (c: HonoContext<Env>, error: unknown) => {
    if (error instanceof SsoError) {
      deps.logger.info({ status: error.status, reason: error.message }, 'sso refused');
      return c.body(errorPage(error), error.status, PAGE_HEADERS);
    }
    deps.logger.error({ err: error }, 'sso failed');
    const fallback = new SsoError(400, 'Sign-in failed', 'Single sign-on could not be completed. Please start again.');
    return c.body(errorPage(fallback), 400, PAGE_HEADERS);
  };

  const connectionFor = async (tenantId: string, protocol: 'oidc' | 'saml'): Promise<SsoConnectionRow> => {
    const connection = idPattern('tenant').test(tenantId) ? await enabledConnection(deps.db, tenantId, protocol) : null;
    if (!connection) throw new SsoError(404, 'Single sign-on is not set up', `This organization has no ${protocol.toUpperCase()} single sign-on enabled.`);
    // A closed tenant's members cannot sign in, whichever way (decisions §12).
    if ((await tenantStatus(deps.db, connection.tenantId)) !== 'active') throw refused('This organization’s account is closed.');
    return connection;
  };

  // ------------------------------------------------------------ OIDC

  /** The openid-client configuration of a connection; the provider's metadata is discovered once per 10 minutes. */
  async function oidcConfig(connection: SsoConnectionRow): Promise<oidc.Configuration> {
    const settings = connection.config as unknown as OidcSettings;
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
    const clientSecret = ssoSecretBox(deps.signingSecret).open(settings.clientSecretSealed);
    // openid-client checks ID token times against Date.now() + clockSkew: follow the service clock.
    const metadata = { client_secret: clientSecret, [oidc.clockSkew]: Math.round((deps.clock.now().getTime() - Date.now()) / 1000) };
    let cached = discovered.get(settings.issuer);
    if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
      try {
        const config = await oidc.discovery(
          issuer,
          settings.clientId,
          metadata,
          oidc.ClientSecretBasic(clientSecret),
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
        cached = { at: Date.now(), server: config.serverMetadata() };
        discovered.set(settings.issuer, cached);
      } catch (error) {
        deps.logger.warn({ issuer: settings.issuer, reason: error instanceof Error ? error.message : String(error) }, 'oidc discovery failed');
        throw new SsoError(502, 'Identity provider unavailable', 'Your identity provider could not be reached. Try again in a moment.');
      }
    }
    const config = new oidc.Configuration(cached.server, settings.clientId, metadata, oidc.ClientSecretBasic(clientSecret));
    if (insecure) oidc.allowInsecureRequests(config);
    return config;
  }

  app.get('/auth/sso/:tenantId/oidc', async (c) => {
    try {
      const connection = await connectionFor(c.req.param('tenantId'), 'oidc');
      const config = await oidcConfig(connection);
      const now = deps.clock.now();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const data = { verifier, nonce, connectionId: connection.id, binding: bindBrowser(c) };
      await saveSsoRequest(deps.db, { id: oidcStateId(state), tenantId: connection.tenantId, kind: 'oidc_state', data, expiresAt: expiry(now) }, now);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: oidcCallbackUrl(deps.publicUrl),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return c.redirect(url.href, 302);
    } catch (error) {
      return fail(c, error);
    }
  });

  app.get('/auth/sso/oidc/callback', async (c) => {
    try {
      const state = c.req.query('state');
      if (!state || state.length > 200) throw failed('The sign-in response has no valid state. Please start again.');
      const now = deps.clock.now();
      // The binding before the state is used up: a callback replayed in another browser must not burn the real one.
      await openRequest(c, oidcStateId(state), 'oidc_state', now);
      const request = await consumeSsoRequest(deps.db, oidcStateId(state), 'oidc_state', now);
      if (!request) throw expired();
      const connection = await connectionFor(request.tenantId, 'oidc');
      if (connection.id !== request.data.connectionId) throw refused(SETTINGS_CHANGED);
      if (c.req.query('error')) throw refused('Your identity provider did not sign you in.');
      const config = await oidcConfig(connection);
      const currentUrl = new URL(`${oidcCallbackUrl(deps.publicUrl)}?${new URL(c.req.url).searchParams.toString()}`);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        const nonce = String(request.data.nonce);
        const checks = { pkceCodeVerifier: String(request.data.verifier), expectedState: state, expectedNonce: nonce, idTokenExpected: true };
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, checks);
      } catch (error) {
        deps.logger.warn({ tenantId: connection.tenantId, reason: error instanceof Error ? error.message : String(error) }, 'oidc code exchange refused');
        throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider could not be verified.');
      }
      const claims = tokens.claims()!;
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let verified = claims.email_verified;
      let name = typeof claims.name === 'string' ? claims.name : undefined;
      if (!email && tokens.access_token) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
        if (info?.email) {
          email = info.email;
          verified = info.email_verified;
          name ??= info.name;
        }
      }
      // Only an explicit `email_verified: true` vouches for the address (decisions §12).
      const identity: SsoIdentity = { subject: `${claims.iss}|${claims.sub}`, email, emailVerified: verified === true, name };
      const result = await signInWithSso(deps.db, connection, identity, clientOf(c), now);
      return await finish(c, result, identity, String(request.data.binding), 'oidc');
    } catch (error) {
      return fail(c, error);
    }
  });

  // ------------------------------------------------------------ SAML

  /** node-saml for one tenant; its InResponseTo cache is the sso_requests table. */
  function samlFor(connection: SsoConnectionRow, seen: { consumed: boolean }, binding?: string): SAML {
    const settings = connection.config as unknown as SamlSettings;
    const tenantId = connection.tenantId;
    const cacheProvider: CacheProvider = {
      saveAsync: async (key, value) => {
        const now = deps.clock.now();
        const data = { requestId: key, issuedAt: value, binding };
        await saveSsoRequest(deps.db, { id: samlRequestId(tenantId, key), tenantId, kind: 'saml_request', data, expiresAt: expiry(now) }, now);
        return { value, createdAt: now.getTime() };
      },
      getAsync: async (key) => {
        const row = await peekSsoRequest(deps.db, samlRequestId(tenantId, key), 'saml_request');
        if (!row || row.tenantId !== tenantId) return null;
        if (row.consumedAt || row.expiresAt <= deps.clock.now()) {
          seen.consumed = true;
          return null;
        }
        // node-saml reads the value back as the request's issue instant.
        return String(row.data.issuedAt);
      },
      // Consumption happens after validation (below), atomically; node-saml's removal is not needed.
      removeAsync: async () => null,
    };
    return new SAML({
      callbackUrl: samlAcsUrl(deps.publicUrl),
      entryPoint: settings.entryPoint,
      issuer: samlEntityId(deps.publicUrl, tenantId),
      audience: samlEntityId(deps.publicUrl, tenantId),
      idpCert: settings.idpCert,
      idpIssuer: settings.idpIssuer,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      cacheProvider,
      // Time conditions are checked below against the service clock.
      acceptedClockSkewMs: -1,
      disableRequestedAuthnContext: true,
    });
  }

  app.get('/auth/sso/:tenantId/saml/metadata', async (c) => {
    try {
      const connection = await connectionFor(c.req.param('tenantId'), 'saml');
      const xml = samlFor(connection, { consumed: false }).generateServiceProviderMetadata(null, null);
      return c.body(xml, 200, {
        'Content-Type': 'application/samlmetadata+xml; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    } catch (error) {
      return fail(c, error);
    }
  });

  app.get('/auth/sso/:tenantId/saml', async (c) => {
    try {
      const connection = await connectionFor(c.req.param('tenantId'), 'saml');
      // RelayState names the tenant whose certificate, audience and request ids the response is checked against.
      const url = await samlFor(connection, { consumed: false }, bindBrowser(c)).getAuthorizeUrlAsync(connection.tenantId, undefined, {});
      return c.redirect(url, 302);
    } catch (error) {
      return fail(c, error);
    }
  });

  // The IdP's cross-site POST carries no SameSite cookie: the ACS verifies the answer, and the browser comes back for it
  // with a top-level GET (/complete), where its binding cookie is checked. Byte limit: hostedPageGuard.
  app.post('/auth/sso/saml/acs', async (c) => {
    try {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const samlResponse = body.SAMLResponse;
      const relayState = body.RelayState;
      if (typeof samlResponse !== 'string' || !samlResponse || typeof relayState !== 'string') {
        throw new SsoError(400, 'Sign-in failed', 'The sign-in response is missing. Please start again from your organization’s sign-in page.');
      }
      const connection = await connectionFor(relayState, 'saml');
      const tenantId = connection.tenantId;
      const seen = { consumed: false };
      let profile: Profile | null;
      try {
        ({ profile } = await samlFor(connection, seen).validatePostResponseAsync({ SAMLResponse: samlResponse }));
      } catch (error) {
        deps.logger.warn({ tenantId, reason: error instanceof Error ? error.message : String(error) }, 'saml response refused');
        if (seen.consumed) throw new SsoError(410, 'Sign-in link expired', 'This sign-in response was already used or has expired. Please start again.');
        throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider could not be verified.');
      }
      if (!profile?.nameID || !profile.inResponseTo) throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider names no user.');
      const settings = connection.config as unknown as SamlSettings;
      if (profile.issuer !== settings.idpIssuer)
        throw new SsoError(403, 'Sign-in refused', 'The answer comes from an identity provider this organization does not use.');
      const now = deps.clock.now();
      const { assertionId, notOnOrAfter } = checkAssertionTimes(profile, now);
      // Single use: the AuthnRequest, then the assertion id until it expires.
      const request = await consumeSsoRequest(deps.db, samlRequestId(tenantId, String(profile.inResponseTo)), 'saml_request', now);
      if (!request) throw new SsoError(410, 'Sign-in link expired', 'This sign-in response was already used or has expired. Please start again.');
      const fresh = await saveSsoRequest(
        deps.db,
        { id: samlAssertionId(tenantId, assertionId), tenantId, kind: 'saml_assertion', data: {}, expiresAt: notOnOrAfter },
        now,
      );
      if (!fresh) throw new SsoError(410, 'Sign-in link expired', 'This sign-in response was already used. Please start again.');
      const attr = (name: string) => (typeof profile[name] === 'string' ? (profile[name] as string) : undefined);
      const email = profile.email ?? attr('email') ?? (profile.nameIDFormat?.endsWith(':emailAddress') ? profile.nameID : undefined);
      const name = attr('displayName') ?? attr('name');
      const identity: SsoIdentity = { subject: `${profile.issuer}|${profile.nameID}`, email, emailVerified: false, name };
      const token = randomBytes(32).toString('base64url');
      const data = { identity, connectionId: connection.id, binding: request.data.binding ?? null };
      await saveSsoRequest(deps.db, { id: samlResultId(token), tenantId, kind: 'saml_result', data, expiresAt: expiry(now, SAML_RESULT_TTL_MS) }, now);
      return c.redirect(`/auth/sso/saml/complete?result=${token}`, 303);
    } catch (error) {
      return fail(c, error);
    }
  });

  app.get('/auth/sso/saml/complete', async (c) => {
    try {
      const token = c.req.query('result') ?? '';
      if (!ONE_TIME_TOKEN.test(token)) throw failed('The sign-in response is missing. Please start again.');
      const now = deps.clock.now();
      await openRequest(c, samlResultId(token), 'saml_result', now);
      const verified = await consumeSsoRequest(deps.db, samlResultId(token), 'saml_result', now);
      if (!verified) throw expired();
      const connection = await connectionFor(verified.tenantId, 'saml');
      if (connection.id !== verified.data.connectionId) throw refused(SETTINGS_CHANGED);
      const identity = verified.data.identity as SsoIdentity;
      const result = await signInWithSso(deps.db, connection, identity, clientOf(c), now);
      return await finish(c, result, identity, String(verified.data.binding), 'saml');
    } catch (error) {
      return fail(c, error);
    }
  });

  // ------------------------------------------------------------ linking to a member with a password

  /** The member confirms, with their password, that the SSO identity is theirs. Byte limit: hostedPageGuard. */
  app.post('/auth/sso/link', async (c) => {
    try {
      const form = await c.req.parseBody();
      const token = typeof form.link === 'string' && ONE_TIME_TOKEN.test(form.link) ? form.link : '';
      const password = typeof form.password === 'string' ? form.password.slice(0, 1000) : '';
      if (!token) throw failed(UNKNOWN);
      const now = deps.clock.now();
      const pending = await openRequest(c, ssoLinkId(token), 'sso_link', now);
      const member = await memberById(deps.db, String(pending.data.memberId));
      if (!member) throw expired('This confirmation is no longer valid. Please start again.');
      try {
        const confirmed = await checkMemberPassword(deps.db, { email: member.email, password, ip: clientOf(c).ip }, now, deps.passwordCost);
        if (confirmed.id !== member.id) throw expired('This confirmation is no longer valid. Please start again.');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.appCode === 'invalid_credentials') return c.body(linkPage(token, member.email, 'That password is not correct.'), 400, PAGE_HEADERS);
        if (error.appCode === 'rate_limit_exceeded') throw new SsoError(429, 'Too many attempts', error.message);
        if (error.appCode === 'tenant_closed') throw refused('This organization’s account is closed.');
        throw error;
      }
      if (!(await consumeSsoRequest(deps.db, ssoLinkId(token), 'sso_link', now))) throw expired();
      const method = pending.data.method === 'saml' ? 'saml' : 'oidc';
      const session = await linkConfirmedByPassword(deps.db, member, String(pending.data.subject), method, clientOf(c), now);
      if (!session) throw expired('Another sign-in replaced this one. Please start again.');
      return signedIn(c, session.sessionToken);
    } catch (error) {
      return fail(c, error);
    }
  });

  return app;
}

type Xml2Js = { $?: Record<string, string> } & Record<string, unknown>;
const first = (node: unknown, key: string): Xml2Js | undefined => ((node as Xml2Js | undefined)?.[key] as Xml2Js[] | undefined)?.[0];

/** NotBefore / NotOnOrAfter of the (verified) assertion's Conditions and bearer confirmation, against the service clock. */
function checkAssertionTimes(profile: Profile, now: Date): { assertionId: string; notOnOrAfter: Date } {
  const assertion = (profile.getAssertion?.() as { Assertion?: Xml2Js } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  const conditions = first(assertion, 'Conditions');
  const confirmation = first(first(first(assertion, 'Subject'), 'SubjectConfirmation'), 'SubjectConfirmationData');
  const notBefore = conditions?.$?.NotBefore;
  const limits = [conditions?.$?.NotOnOrAfter, confirmation?.$?.NotOnOrAfter].filter((v): v is string => typeof v === 'string').map((v) => Date.parse(v));
  if (!assertionId || limits.length === 0 || limits.some(Number.isNaN))
    throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider has no validity period.');
  const notOnOrAfter = Math.min(...limits);
  const t = now.getTime();
  if (notBefore && t + SAML_CLOCK_SKEW_MS < Date.parse(notBefore))
    throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider is not valid yet.');
  if (t - SAML_CLOCK_SKEW_MS >= notOnOrAfter)
    throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider has expired. Please start again.');
  return { assertionId, notOnOrAfter: new Date(notOnOrAfter + SAML_CLOCK_SKEW_MS) };
}
