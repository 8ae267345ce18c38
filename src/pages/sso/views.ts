import type { SsoError } from '../../services/sso/sign-in.ts';
import { html, page } from '../html.ts';

/** The page that asks a member with a password to confirm linking their SSO identity. */
export function linkPage(token: string, email: string, error?: string): string {
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

export function errorPage(error: SsoError): string {
  return page(
    `${error.title} – Single sign-on`,
    html`<h1>${error.title}</h1>
      <div role="alert"><p>${error.message}</p></div>
      <p><a href="/dashboard">Back to the dashboard sign-in</a></p>`,
  );
}
