import { Hono } from 'hono';
import { ping } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { Deferred } from './lib/deferred.ts';
import { newId } from './lib/ids.ts';
import { loggedPath, maskKey } from './logger.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { transactionPages } from './pages/transactions/index.ts';
import { verificationPages } from './pages/verification/index.ts';
import { memberPages } from './pages/members.ts';
import { emailPreviewPages } from './pages/email-preview.ts';
import { ssoPages } from './pages/sso/index.ts';
import { dashboardPages } from './pages/dashboard.ts';
import { docsPages } from './pages/docs.ts';
import { presentationPages } from './pages/presentation.ts';
import { hostedPageGuard } from './pages/guards.ts';
import { createRestHandler } from './rest/handler.ts';
import { bindAppState } from './services/app-state.ts';
import { RequestLogWriter } from './services/request-logs.ts';
import { appRouter } from './routers/index.ts';
import { resolveError } from './trpc/errors.ts';
import { createTrpcHandler, type TrpcHandlerOptions } from './trpc/handler.ts';
import { API_KEY_HEADER } from './trpc/procedures.ts';

type Env = { Variables: { requestId: string }; Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** The TCP peer of the request (absent under app.request in tests). */
function peerAddress(c: { env: Env['Bindings'] | undefined }): string | null {
  return c.env?.incoming?.socket?.remoteAddress ?? null;
}

export interface AppOptions {
  /** Whether the service is ready to take traffic (false while shutting down). */
  isReady?: () => boolean;
  /** How /trpc answers (src/trpc/handler.ts): tests make it answer through tRPC's adapter only, or record its calls. */
  trpc?: TrpcHandlerOptions;
}

/** The whole HTTP surface; no module-level state, so tests build one per database. */
export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  bindAppState(deps.db, deps.state);
  const app = new Hono<Env>();
  // On deps, where procedures find it (and tests wait for its writes with drain()).
  deps.requestLogs ??= new RequestLogWriter(deps);
  deps.deferred ??= new Deferred(deps.logger);
  const rest = createRestHandler(appRouter, deps);
  const trpc = createTrpcHandler(appRouter, deps, opts.trpc);
  let openApiJson: string | undefined;

  app.use('*', async (c, next) => {
    const requestId = newId('request');
    const started = performance.now();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const level = status >= 500 ? 'error' : 'info';
    // The access line is built only when it will be written (production runs at warn: no per-request work).
    if (!deps.logger.isLevelEnabled(level)) return;
    deps.logger[level](
      {
        requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        key: maskKey(c.req.header(API_KEY_HEADER)),
      },
      'request',
    );
  });

  app.onError((error, c) => {
    const resolved = resolveError(error, c.get('requestId') ?? 'unknown');
    if (resolved.unexpected) deps.logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return c.json(resolved.body, resolved.status as 500, resolved.headers);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (opts.isReady && !opts.isReady()) return c.json({ status: 'shutting_down' }, 503);
    try {
      await ping(deps.db);
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database_unavailable' }, 503);
    }
  });

  app.get('/openapi.json', (c) => {
    openApiJson ??= JSON.stringify(buildOpenApiDocument(deps.publicUrl));
    return c.body(openApiJson, 200, { 'Content-Type': 'application/json' });
  });
  app.route('/', docsPages(deps));

  // /trpc: its own edge (src/trpc/handler.ts), as /v1 has src/rest/handler.ts.
  app.all('/trpc/*', (c) => trpc(c.req.raw, c.get('requestId'), peerAddress(c)));

  // Byte limits, path tokens and tenant/environment status of every hosted page and browser form, before their handlers.
  app.use('*', hostedPageGuard(deps));
  app.route('/verify', verificationPages(deps));
  app.route('/', memberPages(deps));
  app.route('/', emailPreviewPages(deps));
  app.route('/', ssoPages(deps));
  // After memberPages: /dashboard/set-password is served there, not by the app shell.
  app.route('/', dashboardPages(deps));
  app.route('/', transactionPages(deps));
  app.route('/', presentationPages(deps));

  app.all('*', async (c) => {
    const result = await rest(c.req.raw, c.get('requestId'), peerAddress(c));
    if (result.contentType && result.status < 400)
      return c.body(String(result.body), result.status as 200, { ...result.headers, 'Content-Type': result.contentType });
    return c.json(result.body as object, result.status as 200, result.headers);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
