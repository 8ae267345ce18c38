import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { ping } from './db/client.ts';
import { newId } from './lib/ids.ts';
import { maskKey } from './logger.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { transactionPages } from './pages/transactions.ts';
import { verificationPages } from './pages/verification.ts';
import { memberPages } from './pages/members.ts';
import { ssoPages } from './pages/sso.ts';
import { dashboardPages } from './pages/dashboard.ts';
import { docsPages } from './pages/docs.ts';
import { DEFAULT_MAX_BODY_BYTES, isJsonContentType, parseJsonBody, readBodyLimited } from './rest/body.ts';
import { createRestHandler } from './rest/handler.ts';
import { appRouter, procedureMetas } from './routers/index.ts';
import { createContext, type AppDeps } from './trpc/context.ts';
import { ERRORS, resolveError, type ResolvedError } from './trpc/errors.ts';
import { API_KEY_HEADER } from './trpc/procedures.ts';

type Env = { Variables: { requestId: string }; Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** The TCP peer of the request (absent under app.request in tests). */
function peerAddress(c: { env: Env['Bindings'] | undefined }): string | null {
  return c.env?.incoming?.socket?.remoteAddress ?? null;
}

/** A pre-handler error for /trpc callers, in tRPC's own envelope with our fields in `data`. */
function trpcErrorBody(resolved: ResolvedError) {
  const { code, message, type, requestId } = resolved.body.error;
  const trpcCode = ERRORS[code as keyof typeof ERRORS]?.trpc ?? 'INTERNAL_SERVER_ERROR';
  return { error: { code: TRPC_ERROR_CODES_BY_KEY[trpcCode], message, data: { code, type, httpStatus: resolved.status, requestId } } };
}

/** The body limit of a /trpc call: the largest of the procedures it names (batches name several). */
function trpcBodyLimit(pathname: string): number {
  const paths = decodeURIComponent(pathname.replace(/^\/trpc\/?/, '')).split(',');
  return Math.max(DEFAULT_MAX_BODY_BYTES, ...paths.map((p) => procedureMetas.get(p)?.maxBodyBytes ?? 0));
}

export interface AppOptions {
  /** Whether the service is ready to take traffic (false while shutting down). */
  isReady?: () => boolean;
}

/** The whole HTTP surface; no module-level state, so tests build one per database. */
export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono<Env>();
  const rest = createRestHandler(appRouter, deps);
  let openApiJson: string | undefined;

  app.use('*', async (c, next) => {
    const requestId = newId('request');
    const started = performance.now();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    deps.logger[status >= 500 ? 'error' : 'info'](
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
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
    return c.json(resolved.body, resolved.status as 500);
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

  app.all('/trpc/*', async (c) => {
    const requestId = c.get('requestId');
    let req = c.req.raw;
    try {
      if (req.method === 'POST') {
        // Same limit and JSON check as REST, before authentication, so both transports answer alike.
        const bytes = await readBodyLimited(req, trpcBodyLimit(new URL(req.url).pathname));
        const type = req.headers.get('content-type');
        if (bytes.byteLength > 0 && (!type || isJsonContentType(type))) parseJsonBody(bytes);
        req = new Request(req.url, { method: req.method, headers: req.headers, body: bytes });
      }
    } catch (error) {
      const resolved = resolveError(error, requestId);
      return c.json(trpcErrorBody(resolved), resolved.status as 400);
    }
    return fetchRequestHandler({
      endpoint: '/trpc',
      req,
      router: appRouter,
      createContext: () => createContext(deps, { requestId, transport: 'trpc', headers: req.headers, peerIp: peerAddress(c) }),
      // Procedures set headers (Idempotent-Replayed, …) on ctx.res; tRPC answers carry them too.
      responseMeta: ({ ctx }) => ({ headers: ctx?.res.headers ?? {} }),
      onError: ({ error }) => {
        if (resolveError(error, requestId).unexpected) deps.logger.error({ err: error.cause ?? error, requestId }, 'unhandled error');
      },
    });
  });

  app.route('/verify', verificationPages(deps));
  app.route('/', memberPages(deps));
  app.route('/', ssoPages(deps));
  // After memberPages: /dashboard/set-password is served there, not by the app shell.
  app.route('/', dashboardPages(deps));
  app.route('/', transactionPages(deps));

  app.all('*', async (c) => {
    const result = await rest(c.req.raw, c.get('requestId'), peerAddress(c));
    if (result.contentType && result.status < 400) return c.body(String(result.body), result.status as 200, { ...result.headers, 'Content-Type': result.contentType });
    return c.json(result.body as object, result.status as 200, result.headers);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
