import type { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { ping } from './db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { newId } from './lib/ids.ts';
import { byteStream, isTextStream } from './lib/text-stream.ts';
import { loggedPath, maskKey } from './logger.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { transactionPages } from './pages/transactions/index.ts';
import { verificationPages } from './pages/verification/index.ts';
import { memberPages } from './pages/members.ts';
import { ssoPages } from './pages/sso/index.ts';
import { dashboardPages } from './pages/dashboard.ts';
import { docsPages } from './pages/docs.ts';
import { hostedPageGuard } from './pages/guards.ts';
import { DEFAULT_MAX_BODY_BYTES, isJsonContentType, parseJsonBody, readBodyLimited } from './rest/body.ts';
import { createRestHandler } from './rest/handler.ts';
import { RequestLogWriter } from './services/request-logs.ts';
import { appRouter, procedureMetas, procedureTypes } from './routers/index.ts';
import { type Context, createContext } from './trpc/context.ts';
import { createDirectTrpc } from './trpc/http.ts';
import { resolveError, trpcErrorBody } from './trpc/errors.ts';
import { API_KEY_HEADER } from './trpc/procedures.ts';

type Env = { Variables: { requestId: string }; Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** The TCP peer of the request (absent under app.request in tests). */
function peerAddress(c: { env: Env['Bindings'] | undefined }): string | null {
  return c.env?.incoming?.socket?.remoteAddress ?? null;
}

const trpcPaths = (pathname: string) => decodeURIComponent(pathname.replace(/^\/trpc\/?/, '')).split(',');

/** The body limit of a /trpc call: the largest of the procedures it names (batches name several). */
function trpcBodyLimit(pathname: string): number {
  return Math.max(DEFAULT_MAX_BODY_BYTES, ...trpcPaths(pathname).map((p) => procedureMetas.get(p)?.maxBodyBytes ?? 0));
}

/** A batch runs under one HTTP method, so it may not mix queries and mutations: 400, not tRPC's unformatted refusal. */
function checkBatch(pathname: string): void {
  const types = new Set(
    trpcPaths(pathname)
      .map((p) => procedureTypes.get(p))
      .filter(Boolean),
  );
  if (types.size > 1) {
    throw new AppError('validation_failed', {
      message: 'A batch cannot mix queries and mutations; send them in separate requests.',
      details: [{ path: '', message: `The batch mixes ${[...types].sort().join(' and ')} procedures.` }],
    });
  }
}

export interface AppOptions {
  /** Whether the service is ready to take traffic (false while shutting down). */
  isReady?: () => boolean;
  /** Every /trpc call through tRPC's fetch adapter (tests compare it with src/trpc/http.ts). */
  trpcAdapterOnly?: boolean;
}

/** A /trpc call's unexpected error is logged (with its cause), as on REST. */
function logTrpcError(deps: AppDeps, error: TRPCError, requestId: string): void {
  if (resolveError(error, requestId).unexpected) deps.logger.error({ err: error.cause ?? error, requestId }, 'unhandled error');
}

/** The whole HTTP surface; no module-level state, so tests build one per database. */
export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono<Env>();
  // On deps, where procedures find it (and tests wait for its writes with drain()).
  deps.requestLogs ??= new RequestLogWriter(deps);
  const rest = createRestHandler(appRouter, deps);
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

  // /trpc: the calls every client sends are answered by src/trpc/http.ts (the same procedures, tRPC's own answer
  // shape, without the fetch adapter's cost); streaming, subscriptions and what tRPC refuses go to its adapter.
  const trpcHeaders = (ctx: Context | undefined, errors: unknown[]) =>
    errors.some(isDatabaseUnavailable) ? { ...ctx?.res.headers, 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } : (ctx?.res.headers ?? {});
  const directTrpc = opts.trpcAdapterOnly
    ? undefined
    : createDirectTrpc(appRouter, {
        responseHeaders: trpcHeaders,
        onError: (error, ctx) => logTrpcError(deps, error, ctx.requestId),
      });

  app.all('/trpc/*', async (c) => {
    const requestId = c.get('requestId');
    let req = c.req.raw;
    let inputError: AppError | undefined;
    let url: URL;
    // The call's input as parsed here (a POST's body, a GET's `input`), so the direct path does not parse it again.
    let body: unknown;
    try {
      url = new URL(req.url);
      checkBatch(url.pathname);
      if (req.method === 'POST') {
        // The byte limit comes before authentication (nothing is read past it); what the bytes say is judged after it,
        // so a malformed body is answered, like on REST, once the caller is known and counted.
        const bytes = await readBodyLimited(req, trpcBodyLimit(url.pathname));
        const headers = new Headers(req.headers);
        let text: Uint8Array | string = bytes;
        try {
          if (bytes.byteLength > 0 && !isJsonContentType(req.headers.get('content-type'))) throw new AppError('unsupported_media_type');
          if (bytes.byteLength > 0) body = parseJsonBody(bytes);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          inputError = error;
          text = '{}';
          body = {};
          headers.set('content-type', 'application/json');
          headers.delete('content-length');
        }
        req = new Request(req.url, { method: req.method, headers, body: text });
      } else if (url.searchParams.has('input')) {
        try {
          body = parseJsonBody(Buffer.from(url.searchParams.get('input')!, 'utf8'));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const notJson = error.appCode === 'invalid_json';
          inputError = notJson ? new AppError('invalid_json', { param: 'input', message: 'The `input` query parameter is not valid JSON.' }) : error;
          url.searchParams.delete('input');
          req = new Request(url, { method: req.method, headers: req.headers });
        }
      }
    } catch (error) {
      const resolved = resolveError(error, requestId);
      return c.json(trpcErrorBody(resolved), resolved.status as 400);
    }
    const context = () => createContext(deps, { requestId, transport: 'trpc', headers: req.headers, peerIp: peerAddress(c), inputError });
    const direct = directTrpc?.({ method: req.method, url, headers: req.headers, input: body });
    const call = direct
      ? async () => {
          const answer = await direct(context());
          return c.body(answer.body, answer.status as 200, answer.headers);
        }
      : () =>
          fetchRequestHandler({
            endpoint: '/trpc',
            req,
            router: appRouter,
            createContext: context,
            // Procedures set headers (Idempotent-Replayed, …) on ctx.res; tRPC answers carry them too.
            // A database outage answers 503 with Retry-After (src/db/unavailable.ts), as on REST.
            responseMeta: ({ ctx, errors }) => ({ headers: trpcHeaders(ctx, errors) }),
            onError: ({ error }) => logTrpcError(deps, error, requestId),
          });
    if (!deps.admission) return call();
    // Admission after the body is read, as on REST; refused → 503 in tRPC's error shape.
    try {
      return await deps.admission.run(call);
    } catch (error) {
      const resolved = resolveError(error, requestId);
      return c.json(trpcErrorBody(resolved), resolved.status as 503, resolved.headers);
    }
  });

  // Byte limits, path tokens and tenant/environment status of every hosted page and browser form, before their handlers.
  app.use('*', hostedPageGuard(deps));
  app.route('/verify', verificationPages(deps));
  app.route('/', memberPages(deps));
  app.route('/', ssoPages(deps));
  // After memberPages: /dashboard/set-password is served there, not by the app shell.
  app.route('/', dashboardPages(deps));
  app.route('/', transactionPages(deps));

  app.all('*', async (c) => {
    const result = await rest(c.req.raw, c.get('requestId'), peerAddress(c));
    if (result.contentType && result.status < 400) {
      const body = isTextStream(result.body) ? byteStream(result.body) : String(result.body);
      return c.body(body, result.status as 200, { ...result.headers, 'Content-Type': result.contentType });
    }
    return c.json(result.body as object, result.status as 200, result.headers);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
