import { Hono } from 'hono';
import { LOGO_PATH, readLogo } from '../services/presentation.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Tenants' logos, from our own origin so the hosted pages' CSP stays
 * `img-src 'self'`. A logo's path is its SHA-256, so a changed logo is a new
 * URL and each can be cached for good. The type is the one its bytes were
 * sniffed as at upload (PNG, JPEG or WebP, never SVG), sent with `nosniff`
 * and a CSP that runs nothing if the URL is opened directly.
 */
export function presentationPages(deps: AppDeps) {
  const app = new Hono();
  app.get(`${LOGO_PATH}:sha256`, async (c) => {
    const logo = await readLogo(deps.db, c.req.param('sha256'));
    if (!logo) return c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    return c.body(new Uint8Array(logo.bytes), 200, {
      'Content-Type': logo.contentType,
      'Content-Length': String(logo.bytes.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
