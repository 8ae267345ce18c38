import { access, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { DASHBOARD_ROUTES } from './dashboard-routes.ts';
import { html, page, PAGE_HEADERS } from './html.ts';

/** Where `npm run build:dashboard` writes the single-page app. */
export const DASHBOARD_DIST = fileURLToPath(new URL('../../dashboard/dist/', import.meta.url));

const ASSETS: Record<string, string> = {
  'app.js': 'text/javascript; charset=utf-8',
  'app.js.map': 'application/json',
  'app.css': 'text/css; charset=utf-8',
};

/** The shell runs only its own bundle; it talks only to this origin (/trpc). */
export const DASHBOARD_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

const readOrNull = (path: string) => readFile(path).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));

/** The dashboard single-page app (dashboard/src, built into dashboard/dist); mount after memberPages. */
export function dashboardPages(_deps: AppDeps, opts: { distDir?: string } = {}) {
  const dist = opts.distDir ?? DASHBOARD_DIST;
  const app = new Hono();
  const notBuilt = () =>
    page(
      'Dashboard not built',
      html`<h1>The dashboard is not built</h1>
        <p>This server has no dashboard bundle in <code>dashboard/dist</code>. Build it with <code>npm run build:dashboard</code> (it also runs on <code>npm install</code> and <code>npm start</code>), then reload.</p>`,
    );

  // The app's own paths answer its shell; listed rather than `/dashboard/*` so the set-password page and any other server route under /dashboard stay reachable.
  for (const path of DASHBOARD_ROUTES) {
    app.get(path, async (c) => {
      // The bundle only has to exist here (the browser fetches it next); reading it for every page load was wasted I/O.
      const [index, built] = await Promise.all([
        readOrNull(`${dist}index.html`),
        access(`${dist}assets/app.js`).then(
          () => true,
          () => false,
        ),
      ]);
      if (!index || !built) return c.body(notBuilt(), 503, { ...PAGE_HEADERS, 'Retry-After': '60' });
      return c.body(index, 200, DASHBOARD_HEADERS);
    });
  }

  app.get('/dashboard/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    const body = type ? await readOrNull(`${dist}assets/${file}`) : null;
    if (!type || !body) return c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    // Same names on every build: revalidate each time rather than cache stale code.
    return c.body(body, 200, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  });
  return app;
}
