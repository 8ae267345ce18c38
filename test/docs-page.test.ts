/**
 * /docs, the interactive API reference (Scalar), in headless Chromium: it
 * renders the operations, and every request the page makes — the page, its
 * script, the document, a "Test Request" call — goes to this server; nothing
 * to a CDN, font host, proxy, telemetry or AI service. It refuses to be
 * framed by another origin.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserSuite, open } from './helpers/browser.ts';
import { fileHarness } from './helpers/harness.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const h = fileHarness();
const b = browserSuite(h);
const DOC = JSON.parse(readFileSync('openapi.json', 'utf8')) as { tags: { name: string }[] };

/** Content-Security-Policy violations the page reports (init scripts run before the page's own). */
const RECORD_VIOLATIONS = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile }));`;

describe('/docs in a browser', () => {
  it('renders every tag and operation using this server alone; "Test Request" calls this server directly (no proxy)', async () => {
    const { page, context } = b;
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    await page.addInitScript(RECORD_VIOLATIONS);
    // The reference is a 3 MB script that parses and renders a 30,000-line document: slower than a hosted page.
    page.setDefaultNavigationTimeout(60_000);
    page.setDefaultTimeout(30_000);

    expect(await open(page, `${b.baseUrl}/docs`)).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Escrow, Identity and Compliance API' }).waitFor();
    const text = await page.locator('body').innerText();
    for (const tag of DOC.tags) expect(text, `tag ${tag.name}`).toContain(tag.name);
    // The first tag's operation is open: its responses and the request panel are rendered from the document.
    await page.getByRole('heading', { name: 'Retrieve the calling tenant' }).waitFor();
    await page.getByRole('button', { name: 'Transactions' }).first().click();
    await page.getByText('Create an escrow transaction').first().click();
    // The request example is the document's whole example (src/openapi/examples.ts), not one pieced together from properties.
    await page.getByText('"Vintage camera"').first().waitFor();
    expect(await page.getByText('"title": ""').count()).toBe(0);

    // "Test Request" opens Scalar's client; Send calls the server in the document (this one) straight from the page.
    await page
      .getByRole('button', { name: /Test Request/ })
      .first()
      .click();
    const answered = page.waitForResponse((r) => r.url() === `${b.baseUrl}/v1/tenants/me`);
    await page.getByRole('button', { name: /^Send/ }).first().click();
    expect((await answered).status()).toBe(401); // no key entered: the API's own answer

    expect(await page.getByText(/Ask AI/i).count()).toBe(0);
    const origin = new URL(b.baseUrl).origin;
    expect(requests).toEqual(expect.arrayContaining([`${origin}/docs`, `${origin}/docs/scalar.js`, `${origin}/openapi.json`, `${origin}/v1/tenants/me`]));
    expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
    // The only thing the policy stops is the bundle probing whether `new Function` works (it then uses its fallback).
    const violations = (await page.evaluate('window.__violations')) as { directive: string; blocked: string; source: string }[];
    expect(violations.filter((v) => !(v.directive === 'script-src' && v.blocked === 'eval' && v.source === `${origin}/docs/scalar.js`))).toEqual([]);
  });

  describe('framing', () => {
    let other: Server;
    let otherOrigin = '';
    beforeAll(async () => {
      // Another origin on this machine (a different port), framing /docs and, as a control, /healthz.
      other = createServer((_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.end(`<iframe id="docs" src="${b.baseUrl}/docs"></iframe><iframe id="health" src="${b.baseUrl}/healthz"></iframe>`);
      });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => other.close(resolve)));

    it('another site cannot frame /docs (frame-ancestors none, X-Frame-Options DENY); an unprotected route in the same page can', async () => {
      const { page } = b;
      expect(await open(page, `${otherOrigin}/`)).toBe(200);
      await page.waitForFunction(() => true);
      const health = page.frames().find((f) => f.url() === `${b.baseUrl}/healthz`);
      await expect.poll(async () => health && (await health.evaluate('document.body.innerText')), { timeout: 10_000 }).toContain('"status":"ok"');
      await expect.poll(() => page.frames().map((f) => f.url()), { timeout: 10_000 }).toContain('chrome-error://chromewebdata/');
      expect(page.frames().some((f) => f.url().startsWith(`${b.baseUrl}/docs`))).toBe(false);
    });
  });
});

describe('/docs headers', () => {
  it('a fresh script nonce per response, the local bundle only, connections only to this server, no framing', async () => {
    const first = await h.app.request('/docs');
    const second = await h.app.request('/docs');
    const html = await first.text();
    const csp = first.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/[^;\s]+;/);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(html).toContain('src="/docs/scalar.js"');
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)[a-z0-9.-]+\.[a-z]{2,}\/(?!docs)/i);
    expect(html).toContain('"withDefaultFonts": false');
    expect(html).toMatch(/"agent": \{\s*"disabled": true\s*\}/);

    const bundle = await h.app.request('/docs/scalar.js');
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
