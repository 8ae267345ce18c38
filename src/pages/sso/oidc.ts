/** The OIDC flow: the start (a redirect to the provider with state, nonce and PKCE) and the callback. */
import type { Hono } from 'hono';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../deps.ts';
import { oidcCallbackUrl } from '../../services/sso/connections.ts';
import { oidcConfigCache } from '../../services/sso/oidc.ts';
import { consumeSsoRequest, oidcStateId, saveSsoRequest } from '../../services/sso/requests.ts';
import { signInWithSso, SsoError, type SsoIdentity } from '../../services/sso/sign-in.ts';
import { expired, failed, refused, SETTINGS_CHANGED, type SsoEnv, type SsoFlow } from './flow.ts';

export function oidcRoutes(app: Hono<SsoEnv>, deps: AppDeps, flow: SsoFlow): void {
  const { bindBrowser, clientOf, connectionFor, expiry, fail, finish, openRequest } = flow;
  // One discovery cache per app: ssoPages, and so this, runs once per createApp.
  const oidcConfig = oidcConfigCache(deps);

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
}
