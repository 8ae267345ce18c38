/** Linking an SSO identity to a member who has a password: the member confirms with it. */
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { memberById } from '../../services/members/members.ts';
import { checkAccountPassword } from '../../services/members/sign-in.ts';
import { linkConfirmedByPassword } from '../../services/sso/linking.ts';
import { consumeSsoRequest } from '../../services/sso/requests.ts';
import { SsoError } from '../../services/sso/sign-in.ts';
import { PAGE_HEADERS } from '../html.ts';
import { expired, failed, ONE_TIME_TOKEN, refused, ssoLinkId, UNKNOWN, type SsoEnv, type SsoFlow } from './flow.ts';
import { linkPage } from './views.ts';

export function linkRoutes(app: Hono<SsoEnv>, deps: AppDeps, flow: SsoFlow): void {
  const { clientOf, fail, openRequest, signedIn } = flow;

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
        const attempt = { email: member.email, password, ip: clientOf(c).ip };
        const { account } = await checkAccountPassword(deps.db, deps.sessionKeys, attempt, now, deps.passwordCost);
        if (account.id !== member.accountId || member.status !== 'active') throw expired('This confirmation is no longer valid. Please start again.');
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
}
