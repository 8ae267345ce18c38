/**
 * Browser redirect flows of single sign-on (services/sso/): every outcome
 * is a redirect or an accessible HTML page, never JSON or a stack trace.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { SIGN_IN_BUCKET } from '../../services/rate-limit.ts';
import { SsoError } from '../../services/sso/sign-in.ts';
import { pageClientIp } from '../guards.ts';
import { PAGE_HEADERS } from '../html.ts';
import { ssoFlow, type SsoEnv } from './flow.ts';
import { linkRoutes } from './link.ts';
import { oidcRoutes } from './oidc.ts';
import { samlRoutes } from './saml.ts';
import { errorPage } from './views.ts';

export function ssoPages(deps: AppDeps) {
  const app = new Hono<SsoEnv>();
  const flow = ssoFlow(deps);

  // Every SSO route writes state or does crypto: one bucket per client address, shared with the other sign-in routes.
  app.use('/auth/sso/*', async (c, next) => {
    const headers: Record<string, string> = {};
    const limited = await deps.rateLimiter?.admitBucket(`ip:${pageClientIp(deps, c) ?? 'unknown'}`, SIGN_IN_BUCKET, headers);
    if (!limited) return next();
    const error = new SsoError(429, 'Too many attempts', `Wait ${limited.retryAfterSeconds} seconds, then start again.`);
    return c.body(errorPage(error), 429, { ...PAGE_HEADERS, ...headers });
  });

  oidcRoutes(app, deps, flow);
  samlRoutes(app, deps, flow);
  linkRoutes(app, deps, flow);
  return app;
}
