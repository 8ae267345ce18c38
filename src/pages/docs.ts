import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

const require = createRequire(import.meta.url);
let scalarBundle: string | undefined;
/** The API reference's script, served from here so /docs needs no CDN. */
function scalarScript(): string {
  scalarBundle ??= readFileSync(require.resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
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
  cdn: '/docs/scalar.js',
  pageTitle: 'API reference',
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

/** The interactive API reference at /docs, served entirely by this server. */
export function docsPages(deps: AppDeps) {
  const app = new Hono();
  app.get('/docs/scalar.js', (c) =>
    c.body(scalarScript(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    }),
  );
  app.get('/docs', async (c) => {
    const nonce = randomBytes(18).toString('base64');
    const res = await Scalar({ ...SCALAR_CONFIG, nonce })(c, async () => {});
    for (const [name, value] of Object.entries(docsHeaders(nonce, deps.publicUrl))) res!.headers.set(name, value);
    return res!;
  });
  return app;
}
