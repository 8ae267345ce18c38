/**
 * The SAML flow: the SP metadata, the start (an AuthnRequest), the ACS that
 * verifies the IdP's cross-site POST, and the completion the browser comes
 * back to with its binding cookie.
 */
import { randomBytes } from 'node:crypto';
import type { Profile } from '@node-saml/node-saml';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { SamlSettings } from '../../services/sso/connections.ts';
import { consumeSsoRequest, samlAssertionId, samlRequestId, saveSsoRequest } from '../../services/sso/requests.ts';
import { checkAssertionTimes, samlFor } from '../../services/sso/saml.ts';
import { signInWithSso, SsoError, type SsoIdentity } from '../../services/sso/sign-in.ts';
import { expired, failed, ONE_TIME_TOKEN, refused, samlResultId, SETTINGS_CHANGED, type SsoEnv, type SsoFlow } from './flow.ts';

/** A verified SAML answer waits this long for its browser to come back for it (one redirect). */
const SAML_RESULT_TTL_MS = 2 * 60 * 1000;

export function samlRoutes(app: Hono<SsoEnv>, deps: AppDeps, flow: SsoFlow): void {
  const { bindBrowser, clientOf, connectionFor, expiry, fail, finish, openRequest } = flow;

  app.get('/auth/sso/:tenantId/saml/metadata', async (c) => {
    try {
      const connection = await connectionFor(c.req.param('tenantId'), 'saml');
      const xml = samlFor(deps, connection, { consumed: false }).generateServiceProviderMetadata(null, null);
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
      const url = await samlFor(deps, connection, { consumed: false }, bindBrowser(c)).getAuthorizeUrlAsync(connection.tenantId, undefined, {});
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
        ({ profile } = await samlFor(deps, connection, seen).validatePostResponseAsync({ SAMLResponse: samlResponse }));
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
}
