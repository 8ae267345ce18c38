/**
 * "Email me a new link" (decisions §13): the form the invalid, expired and
 * used-link pages carry, the generic page a marketplace can link to
 * (`/links/recover?ref={environmentId}`), and the answer — the same page,
 * status and timing for a party, a stranger and an unknown address (the
 * lookup runs after the answer: src/lib/deferred.ts). Throttled per client
 * address here and per recipient address in the service.
 */
import type { Hono } from 'hono';
import { TRANSACTION_TOKEN_PATTERN } from '../../lib/ids.ts';
import { recoverPartyLinks, type RecoveryScope } from '../../services/emails/recovery.ts';
import { presentationForTransactionToken } from '../../services/presentation.ts';
import type { Bucket } from '../../services/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { html, type SafeHtml } from '../html.ts';
import { pageClientIp } from '../guards.ts';
import { respond } from '../hosted.ts';

/** Ten requests per client address, one more every six minutes. */
export const RECOVERY_BUCKET: Bucket = { capacity: 10, refillPerSecond: 1 / 360 };

const ENVIRONMENT_REF = /^[0-9a-f]{24}$/;

function scopeOf(ref: string): RecoveryScope | null {
  if (TRANSACTION_TOKEN_PATTERN.test(ref)) return { transactionToken: ref };
  if (ENVIRONMENT_REF.test(ref)) return { environmentId: ref };
  return null;
}

/** The self-contained form: where it is shown, the party asks for a new link to its address on file. */
export function recoveryForm(ref: string, error?: string): SafeHtml {
  return html`<section class="recovery" aria-labelledby="recovery-title">
<h2 id="recovery-title">Get a new link by email</h2>
<p>Enter the email address the marketplace has for you. If it belongs to a party of this transaction, we send a new link to it.</p>
<form method="post" action="/links/recover">
  <input type="hidden" name="ref" value="${ref}">
  <label for="recovery-email">Your email address</label>
  <input id="recovery-email" name="email" type="email" autocomplete="email" required maxlength="320"${error ? html` aria-invalid="true" aria-describedby="recovery-error"` : ''}>
  ${error ? html`<p class="error" id="recovery-error"><span class="visually-hidden">Error: </span>${error}</p>` : ''}
  <button type="submit">Email me a new link</button>
</form>
</section>`;
}

export function recoveryRoutes(app: Hono, deps: AppDeps): void {
  // A transaction's ref says whose escrow it is (the same for every address asked about).
  const presentationOf = (ref: string) => presentationForTransactionToken(deps.db, ref);

  app.get('/links/recover', async (c) => {
    const ref = (c.req.query('ref') ?? '').slice(0, 100);
    const body = html`<h1>Get a new link to your transaction</h1>${recoveryForm(scopeOf(ref) ? ref : '')}`;
    return respond(c, 200, 'Get a new link to your transaction', body, await presentationOf(ref));
  });

  // Byte limit: hostedPageGuard (FORM_ROUTES).
  app.post('/links/recover', async (c) => {
    const form = await c.req.parseBody();
    const ref = typeof form.ref === 'string' ? form.ref.slice(0, 100) : '';
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 320) : '';
    if (!email) {
      const body = html`<h1>Get a new link by email</h1>${recoveryForm(ref, 'Enter your email address.')}`;
      return respond(c, 400, 'Error: Get a new link by email', body, null);
    }
    const headers: Record<string, string> = {};
    const limited = await deps.rateLimiter?.admitBucket(
      `recover:${pageClientIp(deps, c as unknown as Parameters<typeof pageClientIp>[1]) ?? 'unknown'}`,
      RECOVERY_BUCKET,
      headers,
    );
    if (limited) {
      const wait = html`<h1>Too many requests</h1><p class="notice" role="alert">Wait ${Math.ceil(limited.retryAfterSeconds / 60)} minutes, then try again.</p>`;
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      return respond(c, 429, 'Too many requests', wait, null);
    }
    const scope = scopeOf(ref);
    if (scope) {
      const compose = { signingSecret: deps.signingSecret, publicUrl: deps.publicUrl, settings: deps.emails };
      deps.deferred?.run('link recovery', async () => void (await recoverPartyLinks(deps.db, compose, email, scope, deps.clock.now())));
    }
    return respond(
      c,
      200,
      'Check your inbox',
      html`<h1>Check your inbox</h1>
<p class="notice" role="status">If ${email} belongs to a party of this transaction, a new link is on its way to it. It can take a few minutes; check your spam folder too.</p>`,
      // The same answer whatever is asked (decisions §13): it names no tenant, since the ref may be made up.
      null,
    );
  });
}
