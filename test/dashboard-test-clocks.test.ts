/**
 * The dashboard's test clock pages in headless Chromium, with the background jobs running as in `npm start`: create a
 * clock, see a transaction's upcoming steps, advance with the "+1 day" and "past the inspection period" presets, and see what
 * the advance did; axe on every page shown. In live, the pages say clocks are sandbox-only.
 */
import { existsSync } from 'node:fs';
import { pino } from 'pino';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobs, type Jobs } from '../src/jobs.ts';
import { DASHBOARD_DIST } from '../src/pages/dashboard.ts';
import { WebhookSender } from '../src/services/webhooks/sender.ts';
import { DEFAULT_WEBHOOK_CONFIG } from '../src/services/webhooks/worker.ts';
import { browserSuite, expectAccessible, open } from './helpers/browser.ts';
import { DAY, T0, at } from './helpers/clocks.ts';
import { escrowIn, makeMember, TEST_PASSWORD } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The clock job reaches every advancing clock: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });
const b = browserSuite(h);
let t: TestTenant;
let email: string;
let jobs: Jobs;
let sender: WebhookSender;

beforeAll(async () => {
  if (!existsSync(`${DASHBOARD_DIST}assets/app.js`)) throw new Error('The dashboard is not built: run `npm run build:dashboard` (npm install does it).');
  t = await h.tenant();
  email = (await makeMember(h, t.tenantId, { role: 'developer', name: 'Dev Eloper' })).email;
  sender = new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: true });
  jobs = startJobs(
    { db: h.db, logger: pino({ level: 'silent' }), clock: h.clock, signingSecret: h.deps.signingSecret, publicUrl: h.deps.publicUrl, emails: h.deps.emails },
    { worker: { sender, config: { ...DEFAULT_WEBHOOK_CONFIG, pollIntervalMs: 50 } } },
  );
});
afterAll(async () => {
  await jobs?.stop();
  await sender?.close();
});

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main').innerText();
/** A clock time as the page shows it. */
const shown = (ms: number) => at(ms).replace('.000Z', 'Z').replace('T', ' ');
/** The page looks again every second while the clock advances: wait until it shows the clock ready at `ms`. */
async function readyAt(page: Page, ms: number) {
  await poll(async () => {
    const text = await main(page);
    return text.includes(`Frozen time (UTC)\n${shown(ms)}`) && !text.includes('Advancing…');
  }).toBe(true);
}

describe('test clocks in the dashboard', () => {
  it('creates a clock, shows what is due, advances with presets until the funds are released, and shows what it did', async () => {
    const { page } = b;
    expect(await open(page, `${b.baseUrl}/dashboard/login`)).toBe(200);
    await poll(() => heading(page).innerText()).toBe('Sign in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => heading(page).innerText()).toBe('Overview');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Test clocks', exact: true }).click();
    await poll(() => heading(page).innerText()).toBe('Test clocks');
    await poll(() => main(page)).toContain('none yet');
    await expectAccessible(page);
    await page.getByLabel('Name (optional)').fill('Browser rehearsal');
    await page.getByLabel('Frozen time').fill(at(T0));
    await page.getByRole('button', { name: 'Create a clock' }).click();
    await poll(() => heading(page).innerText()).toBe('Browser rehearsal');
    const clockId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(clockId).toMatch(/^clk_/);

    // Delivery days count toward the auto-release too: the preset goes there, not just the inspection days on.
    const escrow = await escrowIn(h, t.sandbox, 'funded', { testClockId: clockId, timeline: { deliveryDays: 1, inspectionDays: 2 } });
    await page.reload();
    await poll(() => main(page)).toContain('Auto-release');
    expect(await main(page)).toContain(`${shown(T0 + 2 * DAY)}\tReminder: inspection ending`);
    await expectAccessible(page);

    await page.getByRole('button', { name: '+1 day' }).click();
    await readyAt(page, T0 + DAY);
    expect((await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('funded');

    await page.getByRole('button', { name: `Past the inspection period: to the auto-release at ${shown(T0 + 3 * DAY)}` }).click();
    await readyAt(page, T0 + 3 * DAY);
    expect((await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('released');
    const text = await main(page);
    expect(text.match(/test_clock\.ready/g)).toHaveLength(2);
    expect(text).toContain('transaction.inspection_ending');
    expect(text).toContain('status: released');
    expect(text).toContain('nothing is waiting on a deadline');
    await expectAccessible(page);

    // A bad custom time is refused with the server's message, next to the form.
    await page.getByLabel('Or advance to').fill('next tuesday');
    await page.getByRole('button', { name: 'Advance', exact: true }).click();
    await poll(() => page.getByRole('alert').innerText()).toContain('ISO 8601');

    await page.getByLabel('Environment').selectOption('live');
    await poll(() => main(page)).toContain('Test clocks exist in sandbox only');
  });
});
