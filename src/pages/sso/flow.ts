/**
 * What the SSO browser routes share: binding a sign-in to the browser that
 * started it, reading a one-time request back for that browser, the
 * connection a route names, and the end of a flow (a session, a link to
 * confirm, or a refusal page).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { parseCookies, sessionCookie, setCookie } from '../../http/cookies.ts';
import { safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { idPattern } from '../../lib/ids.ts';
import { SESSION_TTL_MS } from '../../services/members/sessions.ts';
import { enabledConnection, type SsoConnectionRow } from '../../services/sso/connections.ts';
import { peekSsoRequest, saveSsoRequest, SSO_REQUEST_TTL_MS } from '../../services/sso/requests.ts';
import { SsoError, type SsoIdentity, type SsoSignIn } from '../../services/sso/sign-in.ts';
import { tenantStatus } from '../../services/tenants.ts';
import { pageClientIp } from '../guards.ts';
import { PAGE_HEADERS } from '../html.ts';
import { errorPage, linkPage } from './views.ts';

export type SsoEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/**
 * Binds a sign-in to the browser that started it (decisions §12): the start
 * sets a random value in this cookie and keeps its SHA-256 with the request;
 * the callback (or the SAML completion) must come with it. A callback URL or
 * SAML response replayed in another browser (login CSRF) finds no cookie.
 * SameSite=Lax: sent on the top-level GET navigations that bring the browser
 * back (the OIDC callback, the redirect after the SAML POST), not cross-site POSTs.
 */
export const SSO_BINDING_COOKIE = 'sso_binding';

export const samlResultId = (token: string) => `samlres_${sha256Hex(token)}`;
export const ssoLinkId = (token: string) => `ssolink_${sha256Hex(token)}`;
export const ONE_TIME_TOKEN = /^[\w-]{43}$/;

export const refused = (message: string) => new SsoError(403, 'Sign-in refused', message);
export const failed = (message: string) => new SsoError(400, 'Sign-in failed', message);
export const expired = (message = 'This sign-in response was already used or has expired. Please start again.') =>
  new SsoError(410, 'Sign-in link expired', message);
export const UNKNOWN = 'This sign-in response does not match a sign-in we started. Please start again.';
export const SETTINGS_CHANGED = 'The single sign-on settings changed during sign-in. Please start again.';

export type SsoFlow = ReturnType<typeof ssoFlow>;

export function ssoFlow(deps: AppDeps) {
  const secure = () => deps.publicUrl.startsWith('https://');
  const clientOf = (c: Context<SsoEnv>) => ({ ip: pageClientIp(deps, c), userAgent: c.req.header('user-agent') ?? null });
  const bindingCookie = (value: string, maxAgeS: number) => setCookie(SSO_BINDING_COOKIE, value, { path: '/auth/sso', maxAgeS, secure: secure() });
  const expiry = (now: Date, ms = SSO_REQUEST_TTL_MS) => new Date(now.getTime() + ms);

  /** A new browser binding: the cookie goes on the answer, its digest into the request's state. */
  const bindBrowser = (c: Context<SsoEnv>): string => {
    const value = randomBytes(32).toString('base64url');
    c.header('Set-Cookie', bindingCookie(value, SSO_REQUEST_TTL_MS / 1000), { append: true });
    return sha256Hex(value);
  };

  /** The request's browser binding must match this browser's cookie; checked before anything is consumed or exchanged. */
  const checkBinding = (c: Context<SsoEnv>, expected: unknown): void => {
    const value = parseCookies(c.req.header('cookie') ?? null)[SSO_BINDING_COOKIE];
    if (typeof expected !== 'string' || !value || value.length > 100 || !safeEqual(sha256Hex(value), expected)) {
      throw refused('This sign-in was started in another browser, or its cookie is missing. Start again from your organization’s sign-in link here.');
    }
  };

  /** A one-time request that is still open, for this browser: peeked, so a refusal does not use it up. */
  const openRequest = async (c: Context<SsoEnv>, id: string, kind: 'oidc_state' | 'saml_result' | 'sso_link', now: Date) => {
    const pending = await peekSsoRequest(deps.db, id, kind);
    if (!pending) throw failed(UNKNOWN);
    if (pending.consumedAt || pending.expiresAt <= now) throw expired();
    checkBinding(c, pending.data.binding);
    return pending;
  };

  const signedIn = (c: Context<SsoEnv>, sessionToken: string) => {
    c.header('Set-Cookie', sessionCookie(sessionToken, secure(), SESSION_TTL_MS / 1000), { append: true });
    c.header('Set-Cookie', bindingCookie('', 0), { append: true });
    return c.redirect('/dashboard', 303);
  };

  /** The end of a sign-in: a session, a request to confirm linking with the member's password, or a refusal. */
  const finish = async (c: Context<SsoEnv>, result: SsoSignIn, identity: SsoIdentity, binding: string, method: 'oidc' | 'saml') => {
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

  const fail = (c: Context<SsoEnv>, error: unknown) => {
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

  return { clientOf, expiry, bindBrowser, openRequest, signedIn, finish, fail, connectionFor };
}
