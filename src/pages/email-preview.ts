/**
 * The HTML part of a sandbox message, for the dashboard's outbox page to
 * frame (`<iframe sandbox>`): served on its own, under a CSP that allows
 * inline styles and nothing else (no scripts, no forms, no requests but
 * https images, sandboxed to an opaque origin), to a member whose session
 * cookie it sees. Live messages are not shown (they carry the parties' links).
 */
import { Hono } from 'hono';
import { parseCookies, SESSION_COOKIE } from '../http/cookies.ts';
import { environmentOfType } from '../services/environments.ts';
import { getEmail, openEmail } from '../services/emails/outbox.ts';
import { authenticateMember } from '../services/members/sessions.ts';
import { idPattern } from '../lib/ids.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';

export const EMAIL_PREVIEW_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export function emailPreviewPages(deps: AppDeps) {
  const app = new Hono();
  app.get('/dashboard/emails/:id/preview', async (c) => {
    const plain = (status: number, text: string) => c.body(text, status as 404, { ...EMAIL_PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    const now = deps.clock.now();
    const sessionToken = parseCookies(c.req.header('cookie') ?? null)[SESSION_COOKIE];
    let session: Awaited<ReturnType<typeof authenticateMember>>;
    try {
      session = sessionToken ? await authenticateMember(deps.db, deps.sessionKeys, { sessionToken }, { mutation: false, now }) : null;
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'tenant_closed') return plain(403, 'This organization is closed.');
      throw error;
    }
    if (!session) return plain(401, 'Sign in to the dashboard first.');
    const id = c.req.param('id');
    const env = await environmentOfType(deps.db, session.tenantId, 'sandbox');
    if (!env || !idPattern('email').test(id)) return plain(404, 'No such message.');
    try {
      const row = await getEmail(deps.db, env, id);
      return c.body(openEmail(deps.emails.box, row).html, 200, EMAIL_PREVIEW_HEADERS);
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'not_found') return plain(404, 'No such message.');
      throw error;
    }
  });
  return app;
}
