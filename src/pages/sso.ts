/**
 * Browser redirect flows of single sign-on (services/sso.ts): every outcome
 * is a redirect or an accessible HTML page, never JSON or a stack trace.
 */
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { Hono, type Context as HonoContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as oidc from 'openid-client';
import { idPattern } from '../lib/ids.ts';
import { sessionCookie } from '../services/member-sessions.ts';
import {
  consumeSsoRequest,
  enabledConnection,
  isLoopback,
  oidcCallbackUrl,
  oidcStateId,
  peekSsoRequest,
  samlAcsUrl,
  samlAssertionId,
  samlEntityId,
  samlRequestId,
  saveSsoRequest,
  signInWithSso,
  SSO_REQUEST_TTL_MS,
  SsoError,
  ssoSecretBox,
  type OidcSettings,
  type SamlSettings,
  type SsoConnectionRow,
} from '../services/sso.ts';
import type { AppDeps } from '../trpc/context.ts';
import { html, page, PAGE_HEADERS } from './html.ts';

type Env = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** How long discovered OIDC provider metadata is reused. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
/** Allowed difference between the IdP's clock and ours when checking SAML time conditions. */
const SAML_CLOCK_SKEW_MS = 30 * 1000;

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
  const clientOf = (c: HonoContext<Env>) => ({ ip: c.env?.incoming?.socket?.remoteAddress ?? null, userAgent: c.req.header('user-agent') ?? null });

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
        const config = await oidc.discovery(issuer, settings.clientId, metadata, oidc.ClientSecretBasic(clientSecret), insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
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
      await saveSsoRequest(deps.db, { id: oidcStateId(state), tenantId: connection.tenantId, kind: 'oidc_state', data: { verifier, nonce, connectionId: connection.id }, expiresAt: new Date(now.getTime() + SSO_REQUEST_TTL_MS) }, now);
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
      if (!state || state.length > 200) throw new SsoError(400, 'Sign-in failed', 'The sign-in response has no valid state. Please start again.');
      const now = deps.clock.now();
      const request = await consumeSsoRequest(deps.db, oidcStateId(state), 'oidc_state', now);
      if (!request) {
        const known = await peekSsoRequest(deps.db, oidcStateId(state), 'oidc_state');
        if (known) throw new SsoError(410, 'Sign-in link expired', 'This sign-in response was already used or has expired. Please start again.');
        throw new SsoError(400, 'Sign-in failed', 'This sign-in response does not match a sign-in we started. Please start again.');
      }
      const connection = await connectionFor(request.tenantId, 'oidc');
      if (connection.id !== request.data.connectionId) throw new SsoError(403, 'Sign-in refused', 'The single sign-on settings changed during sign-in. Please start again.');
      if (c.req.query('error')) throw new SsoError(403, 'Sign-in refused', 'Your identity provider did not sign you in.');
      const config = await oidcConfig(connection);
      const currentUrl = new URL(`${oidcCallbackUrl(deps.publicUrl)}?${new URL(c.req.url).searchParams.toString()}`);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, { pkceCodeVerifier: String(request.data.verifier), expectedState: state, expectedNonce: String(request.data.nonce), idTokenExpected: true });
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
      const result = await signInWithSso(deps.db, connection, { subject: `${claims.iss}|${claims.sub}`, email, emailVerified: verified !== false, name }, clientOf(c), now);
      c.header('Set-Cookie', sessionCookie(result.sessionToken, secure()));
      return c.redirect('/dashboard', 303);
    } catch (error) {
      return fail(c, error);
    }
  });

  // ------------------------------------------------------------ SAML

  /** node-saml for one tenant; its InResponseTo cache is the sso_requests table. */
  function samlFor(connection: SsoConnectionRow, seen: { consumed: boolean }): SAML {
    const settings = connection.config as unknown as SamlSettings;
    const tenantId = connection.tenantId;
    const cacheProvider: CacheProvider = {
      saveAsync: async (key, value) => {
        const now = deps.clock.now();
        await saveSsoRequest(deps.db, { id: samlRequestId(tenantId, key), tenantId, kind: 'saml_request', data: { requestId: key, issuedAt: value }, expiresAt: new Date(now.getTime() + SSO_REQUEST_TTL_MS) }, now);
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
      return c.body(xml, 200, { 'Content-Type': 'application/samlmetadata+xml; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    } catch (error) {
      return fail(c, error);
    }
  });

  app.get('/auth/sso/:tenantId/saml', async (c) => {
    try {
      const connection = await connectionFor(c.req.param('tenantId'), 'saml');
      // RelayState names the tenant whose certificate, audience and request ids the response is checked against.
      const url = await samlFor(connection, { consumed: false }).getAuthorizeUrlAsync(connection.tenantId, undefined, {});
      return c.redirect(url, 302);
    } catch (error) {
      return fail(c, error);
    }
  });

  app.post('/auth/sso/saml/acs', bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.body(errorPage(new SsoError(400, 'Sign-in failed', 'The sign-in response is too large.')), 400, PAGE_HEADERS) }), async (c) => {
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
      if (profile.issuer !== settings.idpIssuer) throw new SsoError(403, 'Sign-in refused', 'The answer comes from an identity provider this organization does not use.');
      const now = deps.clock.now();
      const { assertionId, notOnOrAfter } = checkAssertionTimes(profile, now);
      // Single use: the AuthnRequest, then the assertion id until it expires.
      const request = await consumeSsoRequest(deps.db, samlRequestId(tenantId, String(profile.inResponseTo)), 'saml_request', now);
      if (!request) throw new SsoError(410, 'Sign-in link expired', 'This sign-in response was already used or has expired. Please start again.');
      const fresh = await saveSsoRequest(deps.db, { id: samlAssertionId(tenantId, assertionId), tenantId, kind: 'saml_assertion', data: {}, expiresAt: notOnOrAfter }, now);
      if (!fresh) throw new SsoError(410, 'Sign-in link expired', 'This sign-in response was already used. Please start again.');
      const attr = (name: string) => (typeof profile[name] === 'string' ? (profile[name] as string) : undefined);
      const email = profile.email ?? attr('email') ?? (profile.nameIDFormat?.endsWith(':emailAddress') ? profile.nameID : undefined);
      const name = attr('displayName') ?? attr('name');
      const result = await signInWithSso(deps.db, connection, { subject: `${profile.issuer}|${profile.nameID}`, email, emailVerified: true, name }, clientOf(c), now);
      c.header('Set-Cookie', sessionCookie(result.sessionToken, secure()));
      return c.redirect('/dashboard', 303);
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
  if (!assertionId || limits.length === 0 || limits.some(Number.isNaN)) throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider has no validity period.');
  const notOnOrAfter = Math.min(...limits);
  const t = now.getTime();
  if (notBefore && t + SAML_CLOCK_SKEW_MS < Date.parse(notBefore)) throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider is not valid yet.');
  if (t - SAML_CLOCK_SKEW_MS >= notOnOrAfter) throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider has expired. Please start again.');
  return { assertionId, notOnOrAfter: new Date(notOnOrAfter + SAML_CLOCK_SKEW_MS) };
}
