import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

/**
 * Scalar's browser bundle, copied from the @scalar/api-reference devDependency by `npm install` / `npm run build`
 * (scripts/lib/build.mjs, buildDocsBundle): the one file /docs needs, without the ~300 packages of the server-side
 * reference in the runtime dependencies. Two levels below the repository here and in dist/server, so the path holds in both.
 */
export const DOCS_BUNDLE = fileURLToPath(new URL('../../dist/docs/scalar.js', import.meta.url));

let scalarBundle: string | null | undefined;
/** The API reference's script, served from here so /docs needs no CDN; null when it was never built. */
function scalarScript(): string | null {
  if (scalarBundle === undefined) {
    try {
      scalarBundle = readFileSync(DOCS_BUNDLE, 'utf8');
    } catch {
      scalarBundle = null;
    }
  }
  return scalarBundle;
}

/**
 * Scalar, switched to stay on this machine: no web fonts (fonts.scalar.com),
 * no request proxy (proxy.scalar.com: "Test request" calls this server
 * directly), no telemetry, no "Ask AI" agent or MCP, no developer toolbar
 * (it offers to publish the document to Scalar's registry).
 */
const SCALAR_CONFIG = {
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
} as const;

/**
 * The headers of /docs: scripts only with this response's nonce (the local
 * bundle and its start-up call), connections only to this server and its
 * PUBLIC_URL, and never inside a frame (the page sends key headers on
 * "Test request", so it must not be framed by another site).
 */
function docsHeaders(nonce: string, publicUrl: string): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    // Scalar injects its stylesheet at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${new URL(publicUrl).origin}`,
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
}

/** A value as JSON inside a <script> element: `<` escaped so no string in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value, null, 2).replaceAll('<', '\\u003c');

/** The page: the bundle, then its start-up call with the configuration (both carrying this response's nonce). */
function docsHtml(nonce: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <title>API reference</title>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta property="csp-nonce" content="${nonce}" />
  </head>
  <body>
    <div id="app"></div>
    <script src="/docs/scalar.js" nonce="${nonce}"></script>
    <script nonce="${nonce}">
      Scalar.createApiReference('#app', ${scriptJson(SCALAR_CONFIG)});
    </script>
  </body>
</html>
`;
}

/** The interactive API reference at /docs, served entirely by this server. */
export function docsPages(deps: AppDeps) {
  const app = new Hono();
  app.get('/docs/scalar.js', (c) => {
    const script = scalarScript();
    if (script === null) {
      return c.body('The API reference script is not built: run `npm run build` (it copies it from @scalar/api-reference).\n', 503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      });
    }
    return c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get('/docs', (c) => {
    const nonce = randomBytes(18).toString('base64');
    return c.html(docsHtml(nonce), 200, docsHeaders(nonce, deps.publicUrl));
  });
  return app;
}
