import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { contrastRatio as wcagContrast, type Rgb } from '../../src/lib/colour.ts';
import { resolveChromium, type ChromiumBinary } from './chromium.ts';
import type { Harness } from './harness.ts';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Launch Chromium (see resolveChromium: CHROMIUM_PATH, else Debian's, else the
 * build `npm install` brought), or fail (never skip) saying which one failed.
 */
export async function launchChromium(binary?: ChromiumBinary): Promise<Browser> {
  const chosen = binary ?? (await resolveChromium());
  try {
    return await chromium.launch({
      executablePath: chosen.executablePath,
      args: CHROMIUM_ARGS,
      env: chosen.env ? { ...process.env, ...chosen.env } : undefined,
    });
  } catch (error) {
    throw new Error(`Chromium (${chosen.source}, ${chosen.executablePath}) did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface BrowserSuite {
  /** The origin the app is served on, e.g. http://127.0.0.1:41234 (also `h.deps.publicUrl`). */
  readonly baseUrl: string;
  /** This test's page, in a context of its own (fresh cookies and storage for every test). */
  readonly page: Page;
  /** This test's browser context (open more pages in it for a second party). */
  readonly context: BrowserContext;
}

/**
 * The app served over real HTTP on a free loopback port, one Chromium per
 * file and a new browser context per test. Call after `fileHarness()` so the
 * harness exists when this beforeAll runs (and is still open when this
 * afterAll closes the browser and the server).
 */
export function browserSuite(h: Harness, opts: { chromium?: () => Promise<ChromiumBinary> } = {}): BrowserSuite {
  let browser: Browser | undefined;
  let server: Server | undefined;
  let baseUrl = '';
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let launchError: unknown;

  beforeAll(async () => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve, reject) => {
      server!.once('listening', resolve);
      server!.once('error', reject);
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Links the app issues (invite, party, verification URLs) now point here.
    h.deps.publicUrl = baseUrl;
    // A launch failure fails every test (a failing beforeAll would only mark them skipped).
    browser = await (opts.chromium ? opts.chromium().then(launchChromium) : launchChromium()).catch((error: unknown) => {
      launchError = error;
      return undefined;
    });
  });
  afterAll(async () => {
    await browser?.close();
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
  });
  beforeEach(async () => {
    if (!browser) throw launchError;
    context = await browser.newContext();
    // Fail a missing element in seconds, not after Playwright's 30 s default.
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get baseUrl() {
      return baseUrl;
    },
    get page() {
      if (!page) throw new Error('browserSuite(): no page outside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('browserSuite(): no context outside a test');
      return context;
    },
  };
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Run axe-core on the page as it is and fail on any serious or critical
 * violation, naming the page and the rules. Nothing is excluded: fix the page.
 * Returns every violation (any impact); AXE_REPORT=1 prints them all, minor ones too.
 * With `shot` (or a string), the page is first saved as that screenshot (see `screenshot`).
 */
export async function expectAccessible(page: Page, opts: string | { shot?: string; frameCheckedApart?: string } = {}) {
  const { shot, frameCheckedApart } = typeof opts === 'string' ? { shot: opts, frameCheckedApart: undefined } : opts;
  if (shot) await screenshot(page, shot);
  const builder = new AxeBuilder({ page });
  // The one exception: a frame sandboxed without scripts (the outbox's HTML preview) cannot run axe at all — the caller checks its document on its own.
  if (frameCheckedApart) builder.exclude(frameCheckedApart);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const where = `${await page.title()} <${redact(page.url())}>`;
  if (process.env.AXE_REPORT) {
    for (const v of results.violations) console.log(`[axe] ${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  const detail = blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe found serious/critical violations on ${where}:\n${detail.join('\n')}`).toEqual([]);
  return results.violations;
}

/** Page URLs carry signed tokens; keep assertion messages short (long path segments cut, query dropped). */
function redact(url: string): string {
  const u = new URL(url);
  const path = u.pathname
    .split('/')
    .map((s) => (s.length > 24 ? `${s.slice(0, 8)}…` : s))
    .join('/');
  return `${path}${u.search ? '?…' : ''}`;
}

/** Open a URL in the page and wait for it to load; the HTTP status of the document. */
export async function open(page: Page, url: string): Promise<number> {
  const res = await page.goto(url, { waitUntil: 'load' });
  if (!res) throw new Error(`no response for ${redact(url)}`);
  return res.status();
}

/**
 * Press a form's submit button (by its accessible name) like a user, follow
 * the redirects, wait for the next page; the HTTP status of the page shown.
 */
export async function submit(page: Page, buttonName: string): Promise<number> {
  const shown = page.waitForResponse((r) => r.request().isNavigationRequest() && r.frame() === page.mainFrame() && !(r.status() >= 300 && r.status() < 400));
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const res = await shown;
  await page.waitForLoadState('load');
  return res.status();
}

/** WCAG contrast ratio of two CSS `rgb()`/`rgba()` colours (alpha ignored). */
export function contrastRatio(a: string, b: string): number {
  const rgb = (color: string): Rgb => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    if (bl === undefined) throw new Error(`not an rgb() colour: ${color}`);
    return [r!, g!, bl];
  };
  return wcagContrast(rgb(a), rgb(b));
}

// The tsconfig has no DOM library (server code): code run in the page is passed as a string.
export interface FocusIndicator {
  text: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  background: string;
}

/**
 * The focused element's focus indicator as drawn: outline style, width,
 * colour, and the background it is drawn on (the nearest opaque one around it).
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator | null> {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    let background = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== 'transparent' && !/rgba\\(.*,\\s*0\\)$/.test(bg)) {
        background = bg;
        break;
      }
    }
    return { text: el.innerText, outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor, background };
  })()`);
}

/** True when the page scrolls sideways (WCAG 1.4.10 reflow fails at a 320 CSS px wide viewport). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth');
}

/** The id of the element that has focus ('' when none has an id). */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate("document.activeElement ? document.activeElement.id : ''");
}

/** Where the browser tests leave a PNG of every page state they show (git-ignored; docs/testing.md). */
export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-output', 'screenshots');

const SCREEN_SIZES = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
const clearedFolders = new Set<string>();

/**
 * Save the page as it is, full length, at a desktop and a phone width, as
 * `test-output/screenshots/<test file>/<name>.<desktop|mobile>.png`. A file's
 * folder is emptied the first time it is written in a run, so a state no test
 * reaches any more leaves no stale picture. The viewport is put back afterwards.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const testPath = expect.getState().testPath ?? 'unknown';
  const dir = join(SCREENSHOT_DIR, basename(testPath).replace(/\.test\.ts$/, ''));
  if (!clearedFolders.has(dir)) {
    rmSync(dir, { recursive: true, force: true });
    clearedFolders.add(dir);
  }
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(dir, `${name}.${size}.png`), fullPage: true, animations: 'disabled' });
  }
  if (before) await page.setViewportSize(before);
}
