import { Hono } from 'hono';
import { DEVICE_COOKIE, deviceCookie, parseCookies } from '../http/cookies.ts';
import { DEVICE_TTL_MS, issueDeviceToken } from '../services/members/devices.ts';
import { invitationByToken, setPasswordWithToken } from '../services/members/set-password.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../services/members/passwords.ts';
import { useUnlockToken } from '../services/members/unlock.ts';
import { tenantName } from '../services/tenants.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { pageClientIp, type PeerEnv } from './guards.ts';
import { html, page, PAGE_HEADERS, type SafeHtml } from './html.ts';

/** The member pages are the dashboard's, not a tenant's: their header names the dashboard. */
const dashboardPage = (title: string, body: SafeHtml) => page(title, body, { brand: 'Escrow dashboard' });

/**
 * The pages a member's mailed links open, working without JavaScript: the
 * set-password link of an invitation (joining the organisation: choosing a
 * password, or confirming the one of an existing dashboard account), and the
 * unlock link of a locked-out account.
 */
export function memberPages(deps: AppDeps) {
  const app = new Hono<PeerEnv>();
  const errorBlock = (error?: string) =>
    error ? html`<div class="error-summary" role="alert"><h2>There is a problem</h2><p><a href="#password">${error}</a></p></div>` : '';
  const invalid = (error?: string) => (error ? html` aria-invalid="true" aria-describedby="password-error"` : '');
  const errorLine = (error?: string) => (error ? html`<p class="error" id="password-error"><span class="visually-hidden">Error: </span>${error}</p>` : '');
  const form = (token: string, opts: { organization?: string; existing?: boolean; error?: string } = {}) => {
    const { organization, existing, error } = opts;
    const title = existing ? `Join ${organization}` : 'Set your password';
    return dashboardPage(
      error ? `Error: ${title} – Dashboard` : `${title} – Dashboard`,
      html`<h1>${title}</h1>
        ${organization && !existing ? html`<p>You are joining ${organization}.</p>` : ''}
        ${existing ? html`<p>You already have a dashboard password. Enter it to join ${organization}; you can then switch between your organisations.</p>` : ''}
        ${errorBlock(error)}
        <form method="post" action="/dashboard/set-password">
          <input type="hidden" name="token" value="${token}">
          ${
            existing
              ? html`<label for="password">Your dashboard password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX}"${invalid(error)}>
          ${errorLine(error)}
          <button type="submit">Join ${organization}</button>`
              : html`<label for="password">New password (${PASSWORD_MIN}–${PASSWORD_MAX} characters)</label>
          <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"${invalid(error)}>
          ${errorLine(error)}
          <label for="confirm">Repeat it</label>
          <input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="${PASSWORD_MAX}">
          <button type="submit">Set password</button>`
          }
        </form>`,
    );
  };
  const gone = () =>
    dashboardPage(
      'Link no longer valid – Dashboard',
      html`<h1>This link is no longer valid</h1><p>It was used already or has expired. Ask an admin of your organization for a new one.</p>`,
    );
  /** What the page needs to know about the invitation a link names (shown only to whoever holds the mailed link). */
  const invitation = async (token: string) => {
    const found = await invitationByToken(deps.db, token, deps.clock.now());
    return found ? { organization: await tenantName(deps.db, found.member.tenantId), existing: found.hasAccount } : null;
  };

  app.get('/dashboard/set-password', async (c) => {
    const token = (c.req.query('token') ?? '').slice(0, 200);
    const found = await invitation(token);
    return found ? c.body(form(token, found), 200, PAGE_HEADERS) : c.body(gone(), 410, PAGE_HEADERS);
  });
  // Byte limit and the per-address sign-in bucket: hostedPageGuard (pages/guards.ts).
  app.post('/dashboard/set-password', async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === 'string' ? body.token.slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const found = await invitation(token);
    if (!found) return c.body(gone(), 410, PAGE_HEADERS);
    if (!found.existing && password !== body.confirm) return c.body(form(token, { ...found, error: 'The two passwords differ.' }), 400, PAGE_HEADERS);
    try {
      const client = { keys: deps.sessionKeys, ip: pageClientIp(deps, c), deviceToken: parseCookies(c.req.header('cookie') ?? null)[DEVICE_COOKIE] };
      await setPasswordWithToken(deps.db, token, password, deps.clock.now(), deps.passwordCost, client);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.appCode === 'tenant_closed') {
        const refused = dashboardPage('Password not set – Dashboard', html`<h1>Your password was not set</h1><p role="alert">${error.message}</p>`);
        return c.body(refused, 403, PAGE_HEADERS);
      }
      if (error.appCode === 'invalid_state') return c.body(gone(), 410, PAGE_HEADERS);
      if (error.appCode === 'invalid_credentials') return c.body(form(token, { ...found, error: 'That is not your dashboard password.' }), 401, PAGE_HEADERS);
      if (error.appCode === 'rate_limit_exceeded') return c.body(form(token, { ...found, error: error.message }), 429, PAGE_HEADERS);
      return c.body(form(token, { ...found, error: error.details?.[0]?.message ?? error.message }), 400, PAGE_HEADERS);
    }
    return c.body(
      dashboardPage(
        found.existing ? 'Joined – Dashboard' : 'Password set – Dashboard',
        html`<h1>${found.existing ? `You joined ${found.organization}` : 'Password set'}</h1><p>You can now <a href="/dashboard">sign in to the dashboard</a>.</p>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });

  // The unlock link (POST /auth/unlock mails it): a button, so a mail scanner that follows links does not use it up.
  app.get('/dashboard/unlock', (c) => {
    const token = (c.req.query('token') ?? '').slice(0, 200);
    return c.body(
      dashboardPage(
        'Unlock your sign-in – Dashboard',
        html`<h1>Unlock your sign-in</h1>
        <p>This lifts the lock on your dashboard sign-in and lets this browser sign in even while someone else keeps trying wrong passwords.</p>
        <form method="post" action="/dashboard/unlock"><input type="hidden" name="token" value="${token}"><button type="submit">Unlock my sign-in</button></form>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });
  app.post('/dashboard/unlock', async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === 'string' ? body.token.slice(0, 200) : '';
    const now = deps.clock.now();
    const account = await useUnlockToken(deps.db, token, now);
    if (!account) return c.body(gone(), 410, PAGE_HEADERS);
    c.header(
      'Set-Cookie',
      deviceCookie(issueDeviceToken(deps.sessionKeys.deviceKey, account.emailKey, now), deps.publicUrl.startsWith('https://'), DEVICE_TTL_MS / 1000),
    );
    return c.body(
      dashboardPage(
        'Sign-in unlocked – Dashboard',
        html`<h1>Your sign-in is unlocked</h1><p>You can now <a href="/dashboard">sign in to the dashboard</a> from this browser.</p>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });
  return app;
}
