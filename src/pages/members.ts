import { Hono } from 'hono';
import { setPasswordWithToken } from '../services/members/set-password.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../services/members/passwords.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { html, page, PAGE_HEADERS } from './html.ts';

/** The page a set-password link opens (CLI `members create`): a no-JS form that sets the member's password once. */
export function memberPages(deps: AppDeps) {
  const app = new Hono();
  const form = (token: string, error?: string) =>
    page(
      error ? 'Error: Set your password – Dashboard' : 'Set your password – Dashboard',
      html`<p class="brand">Escrow dashboard</p>
        <h1>Set your password</h1>
        ${error ? html`<div class="error-summary" role="alert"><h2>There is a problem</h2><p><a href="#password">${error}</a></p></div>` : ''}
        <form method="post" action="/dashboard/set-password">
          <input type="hidden" name="token" value="${token}">
          <label for="password">New password (${PASSWORD_MIN}–${PASSWORD_MAX} characters)</label>
          <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"${error ? html` aria-invalid="true" aria-describedby="password-error"` : ''}>
          ${error ? html`<p class="error" id="password-error"><span class="visually-hidden">Error: </span>${error}</p>` : ''}
          <label for="confirm">Repeat it</label>
          <input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="${PASSWORD_MAX}">
          <button type="submit">Set password</button>
        </form>`,
    );

  app.get('/dashboard/set-password', (c) => c.body(form((c.req.query('token') ?? '').slice(0, 200)), 200, PAGE_HEADERS));
  // Byte limit and the per-address sign-in bucket: hostedPageGuard (pages/guards.ts).
  app.post('/dashboard/set-password', async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === 'string' ? body.token.slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (password !== body.confirm) return c.body(form(token, 'The two passwords differ.'), 400, PAGE_HEADERS);
    try {
      await setPasswordWithToken(deps.db, token, password, deps.clock.now(), deps.passwordCost);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.appCode === 'tenant_closed' || (error.appCode === 'invalid_state' && error.param === 'email')) {
        const refused = page('Password not set – Dashboard', html`<h1>Your password was not set</h1><p role="alert">${error.message}</p>`);
        return c.body(refused, error.appCode === 'tenant_closed' ? 403 : 409, PAGE_HEADERS);
      }
      const gone = error.appCode === 'invalid_state';
      return c.body(
        gone
          ? page(
              'Link no longer valid – Dashboard',
              html`<h1>This link is no longer valid</h1><p>It was used already or has expired. Ask an admin of your organization for a new one.</p>`,
            )
          : form(token, error.details?.[0]?.message ?? error.message),
        gone ? 410 : 400,
        PAGE_HEADERS,
      );
    }
    return c.body(
      page('Password set – Dashboard', html`<h1>Password set</h1><p>You can now <a href="/dashboard">sign in to the dashboard</a>.</p>`),
      200,
      PAGE_HEADERS,
    );
  });
  return app;
}
