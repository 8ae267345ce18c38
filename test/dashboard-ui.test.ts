// Long on purpose: one browser session walks every dashboard page and flow, which share its tenant, member and Chromium.
/**
 * The dashboard single-page app (dashboard/src, built by scripts/build-dashboard.mjs)
 * in headless Chromium over real HTTP: sign in on its login page, create and
 * revoke an API key, review a sanctions hit, resolve a dispute — each outcome
 * read back over the API — and read the request log, with axe-core on every page shown.
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_DIST, dashboardPages } from '../src/pages/dashboard.ts';
import { importList } from '../src/services/sanctions/import.ts';
import { parseOfacSdn } from '../src/services/sanctions/ofac-sdn.ts';
import { screenPendingUsers } from '../src/services/sanctions/background-screening.ts';
import { invalidateSanctionsIndex } from '../src/services/sanctions/index-cache.ts';
import { browserSuite, expectAccessible, focusedId, open } from './helpers/browser.ts';
import { createTestEndpoint, escrowIn, makeMember, makeUser, partyLink, postForm, TEST_PASSWORD as PASSWORD } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { addUser, testWorker, withReceiver } from './helpers/webhooks.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// Sanctions lists are instance-wide: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });
const b = browserSuite(h);
let t: TestTenant;
let email: string;

beforeAll(async () => {
  if (!existsSync(`${DASHBOARD_DIST}assets/app.js`)) throw new Error('The dashboard is not built: run `npm run build:dashboard` (npm install does it).');
  t = await h.tenant();
  email = (await makeMember(h, t.tenantId, { role: 'owner', name: 'Olive Owner' })).email;
  await importList(h.db, await parseOfacSdn('test/fixtures/sanctions/ofac'));
  invalidateSanctionsIndex(h.db);
  await screenPendingUsers(h.db);
});

// Sign-in hashes with scrypt (~200 ms) and pages load over /trpc: wait longer than expect.poll's 1 s.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Sign in through the login page; lands on the overview (sandbox by default). */
async function signIn(page: Page, path = '/dashboard') {
  expect(await open(page, `${b.baseUrl}${path}`)).toBe(200);
  await poll(() => heading(page).innerText()).toBe('Sign in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Follow a navigation link like a user; the new page's heading has focus and axe passes. */
async function go(page: Page, link: string, title: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link, exact: true }).click();
  await poll(() => heading(page).innerText()).toBe(title);
  await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
  expect(await focusedId(page)).toBe('page-title');
  expect(await page.title()).toBe(`${title} – Dashboard`);
  await expectAccessible(page);
}

describe('the dashboard shell', () => {
  it('is served with a strict CSP, no framing and no caching; set-password still has its own page', async () => {
    const res = await fetch(`${b.baseUrl}/dashboard/keys`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('/dashboard/assets/app.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    expect((await fetch(`${b.baseUrl}/dashboard/assets/app.js`)).headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${b.baseUrl}/dashboard/assets/../../package.json`)).status).toBe(404);
    expect(await (await fetch(`${b.baseUrl}/dashboard/set-password?token=x`)).text()).toContain('This link is no longer valid');
  });

  it('answers 503 with what to run when the bundle is not built', async () => {
    const res = await dashboardPages(h.deps, { distDir: '/nonexistent/dashboard-dist/' }).request('/dashboard/transactions');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:dashboard');
  });
});

describe('the dashboard in a browser', () => {
  it('signs in on the login page, shows every page (axe on each), keeps the session over a reload, signs out', async () => {
    const { page } = b;
    expect(await open(page, `${b.baseUrl}/dashboard/login`)).toBe(200);
    await poll(() => heading(page).innerText()).toBe('Sign in');
    await expectAccessible(page);
    // A wrong password first: an error, no session.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => page.getByRole('alert').innerText()).toContain('not correct');
    await expectAccessible(page);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => heading(page).innerText()).toBe('Overview');
    await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
    expect(await page.getByRole('main').innerText()).toContain('Recent events');
    await expectAccessible(page);

    for (const [link, title] of [
      ['Transactions', 'Transactions'],
      ['Users', 'Users and KYC'],
      ['Webhooks', 'Webhooks'],
      ['Sanctions', 'Sanctions review'],
      ['Disputes', 'Disputes'],
      ['API keys', 'API keys'],
      ['Environments', 'Environments'],
      ['Members', 'Members'],
      ['Audit log', 'Audit log'],
      ['Request logs', 'Request logs'],
      ['Overview', 'Overview'],
    ] as const) {
      await go(page, link, title);
      expect(await page.getByRole('alert').count(), `${title} shows an error`).toBe(0);
    }

    // The access token is in memory only: a reload restores it from the session cookie.
    await page.goto(`${b.baseUrl}/dashboard/members`);
    await poll(() => heading(page).innerText()).toBe('Members');
    await poll(() => page.getByRole('main').innerText()).toContain(email);
    expect(await page.evaluate('JSON.stringify(localStorage) + JSON.stringify(sessionStorage)')).not.toMatch(/eyJ/);

    // The live/sandbox switch.
    await page.getByLabel('Environment').selectOption('live');
    await poll(() => page.getByRole('main').innerText()).not.toContain('Sandbox data');
    await page.getByLabel('Environment').selectOption('sandbox');
    await poll(() => page.getByRole('main').innerText()).toContain('Sandbox data');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await poll(() => heading(page).innerText()).toBe('Sign in');
    await page.goto(`${b.baseUrl}/dashboard`);
    await poll(() => heading(page).innerText()).toBe('Sign in');
  });

  it('creates a key and shows its secret once, then revokes it; the API refuses it afterwards', async () => {
    const { page } = b;
    await signIn(page);
    await go(page, 'API keys', 'API keys');
    await page.getByRole('button', { name: 'Create a sandbox key' }).click();
    const secret = page.locator('.secret-value');
    await poll(() => secret.count()).toBe(1);
    const secretKey = await secret.innerText();
    const label = await page.locator('.secret-label').innerText();
    const publishableKey = /for (\S+):/.exec(label)![1]!;
    expect(secretKey).toMatch(/^sk_test_/);
    await expectAccessible(page);

    const creds = { publishableKey, secretKey, environmentId: t.sandbox.environmentId };
    expect((await h.request('GET', '/v1/tenants/me', { auth: creds })).status).toBe(200);
    // Shown once: not after a reload, only its last four characters.
    await page.reload();
    await poll(() => page.getByRole('main').innerText()).toContain(publishableKey);
    expect(await page.locator('.secret-value').count()).toBe(0);
    expect(await page.getByRole('main').innerText()).toContain(`…${secretKey.slice(-4)}`);
    expect(await page.getByRole('main').innerText()).not.toContain(secretKey);

    const row = page.getByRole('row').filter({ hasText: publishableKey });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await poll(() => page.getByRole('row').filter({ hasText: publishableKey }).innerText()).toContain('revoked');
    const refused = await h.request('GET', '/v1/tenants/me', { auth: creds });
    expect(refused.status).toBe(401);
    expect((await h.request('GET', '/v1/tenants/me', { auth: t.sandbox })).status).toBe(200);
  });

  it('reviews a sanctions hit as a false positive; the sanctions log shows it reviewed', async () => {
    const { page } = b;
    const userId = await makeUser(h, t.sandbox, { kyc: false, name: 'Joaquin Guzman Loera' });
    await screenPendingUsers(h.db);
    const logs = async () =>
      (await h.request('GET', `/v1/sanctions/logs?userId=${userId}&status=possible_match`, { auth: t.sandbox })).body.items as { _id: string }[];
    const pending = await logs();
    expect(pending.length).toBeGreaterThanOrEqual(1);

    await signIn(page);
    await go(page, 'Sanctions', 'Sanctions review');
    for (let left = pending.length; left > 0; left--) {
      const hit = page.getByRole('article').filter({ hasText: userId }).first();
      await hit.getByLabel('Note (optional)').fill('Different date of birth');
      await hit.getByRole('button', { name: 'False positive' }).click();
      await poll(() => page.getByRole('article').filter({ hasText: userId }).count()).toBe(left - 1);
    }
    await expectAccessible(page);
    expect(await logs()).toEqual([]);
    const reviewed = (await h.request('GET', `/v1/sanctions/logs?userId=${userId}&status=false_positive`, { auth: t.sandbox })).body.items;
    expect(reviewed[0]).toMatchObject({ status: 'false_positive', reviewNote: 'Different date of birth' });
  });

  it('resolves a dispute with a refund; the transaction is refunded over the API', async () => {
    const { page } = b;
    const escrow = await escrowIn(h, t.sandbox, 'disputed');
    const { body: tx } = await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox });
    await signIn(page);
    await go(page, 'Disputes', 'Disputes');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: tx.title }) })
      .filter({ hasText: tx.buyer.name })
      .first();
    await card.getByLabel(/Refund the buyer/).check();
    await card.getByLabel('Note').fill('Item not as described; seller agreed.');
    await card.getByRole('button', { name: 'Resolve dispute' }).click();
    await poll(async () => (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('refunded');
    await expectAccessible(page);

    // The transaction's page shows the history.
    await page.goto(`${b.baseUrl}/dashboard/transactions/${escrow.id}`);
    await poll(() => heading(page).innerText()).toBe(tx.title);
    await poll(() => page.getByRole('list').filter({ hasText: 'disputed' }).innerText()).toContain('refunded');
    await expectAccessible(page);
  });

  it('disables a user after a confirmation; the API shows it disabled', async () => {
    const { page } = b;
    const userId = await makeUser(h, t.sandbox, { kyc: false, name: 'Dora Disabled' });
    await signIn(page);
    await go(page, 'Users', 'Users and KYC');
    const row = page.getByRole('row').filter({ hasText: 'Dora Disabled' });
    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByRole('button', { name: 'Yes, disable' }).click();
    await poll(async () => (await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox })).body.status).toBe('disabled');
    await poll(() => page.getByRole('row').filter({ hasText: 'Dora Disabled' }).innerText()).toContain('disabled');
    await expectAccessible(page);
  });

  it("shows a party's refund request on the overview, the filtered list and the transaction's page", async () => {
    const { page } = b;
    const buyerId = await makeUser(h, t.sandbox, { name: 'Bea Requester' });
    const escrow = await escrowIn(h, t.sandbox, 'funded', { buyerId, title: 'Requested refund item' });
    const { party } = await partyLink(h, t.sandbox, escrow.id, escrow.buyerId);
    expect((await postForm(h, `/t/${escrow.token}/request-refund`, { party, reason: 'Arrived broken' })).status).toBe(303);
    await signIn(page);
    await poll(() => heading(page).innerText()).toBe('Overview');
    await page.getByRole('link', { name: 'Party requests awaiting an answer' }).click();
    await poll(() => heading(page).innerText()).toBe('Transactions');
    const row = page.getByRole('row').filter({ hasText: 'Requested refund item' });
    await poll(() => row.innerText()).toContain('Refund asked by the buyer, awaiting an answer');
    expect(await page.getByLabel('Only requests awaiting an answer').isChecked()).toBe(true);
    await expectAccessible(page);
    await row.getByRole('link', { name: 'Requested refund item' }).click();
    await poll(() => heading(page).innerText()).toBe('Requested refund item');
    const section = page.getByRole('region', { name: 'Party request' });
    await poll(() => section.innerText()).toContain('Arrived broken');
    await expectAccessible(page);
  });

  it("shows a delivery's attempts with the receiver's answer, sends a test event, and resends failed deliveries after an outage", async () => {
    const { page } = b;
    await withReceiver(async (r) => {
      await updateEnvironment(h.db, t.sandbox.environmentId, { webhookRetries: 0 });
      r.defaultReply = { status: 500, headers: { 'content-type': 'text/plain' }, body: 'receiver down for a deploy' };
      const ep = await createTestEndpoint(h, t.sandbox, r.url, ['tenant.users.invite']);
      await addUser(h, t.sandbox);
      await addUser(h, t.sandbox);
      await testWorker(h).drain();

      await signIn(page);
      await go(page, 'Webhooks', 'Webhooks');
      const row = page.getByRole('row').filter({ hasText: r.url });
      await row.getByRole('button', { name: 'Deliveries' }).click();
      await poll(() => page.getByRole('heading', { name: `Deliveries to ${r.url}` }).count()).toBe(1);
      await page
        .getByRole('button', { name: /^Attempts/ })
        .first()
        .click();
      await poll(() => page.getByRole('main').innerText()).toContain('receiver down for a deploy');
      expect(await page.getByRole('main').innerText()).toContain('Answered 500');
      await expectAccessible(page);

      r.defaultReply = { status: 200, headers: { 'content-type': 'text/plain' }, body: 'thanks, got it' };
      await row.getByRole('button', { name: 'Send test event' }).click();
      await poll(() => page.getByRole('main').innerText()).toContain('thanks, got it');
      expect(await page.getByRole('main').innerText()).toContain('Answered 200');
      await expectAccessible(page);

      await row.getByRole('button', { name: 'Resend failed' }).click();
      await page.getByRole('button', { name: 'Resend failed deliveries' }).click();
      await poll(() => page.locator('.status').innerText()).toContain('2 failed deliveries queued again');
      await expectAccessible(page);
      await testWorker(h).drain();
      const log = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: t.sandbox })).body.data as { status: string }[];
      expect(log.filter((d) => d.status === 'succeeded')).toHaveLength(2);
      expect(r.received).toHaveLength(5); // two failures, the test event, two recovered
    });
  });
  it('lists the request log of a debugLogging environment, filters it by status class and opens one request with its redacted bodies', async () => {
    const { page } = b;
    await updateEnvironment(h.db, t.sandbox.environmentId, { debugLogging: true });
    try {
      const endpoint = await createTestEndpoint(h, t.sandbox, 'https://hooks.example.com/logged');
      await h.request('GET', '/v1/users/usr_01ARZ3NDEKTSV4RRFFQ69G5FAV', { auth: t.sandbox });
      await h.deps.requestLogs!.drain();
      await signIn(page);
      await go(page, 'Request logs', 'Request logs');
      await poll(() => page.getByRole('main').innerText()).toContain('/v1/webhook-endpoints');
      await page.getByLabel('Status').fill('4xx');
      await page.getByRole('button', { name: 'Filter' }).click();
      await poll(() => page.getByRole('main').innerText()).toContain('not_found');
      expect(await page.getByRole('main').innerText()).not.toContain('/v1/webhook-endpoints');
      await page.getByLabel('Status').fill('');
      await page.getByRole('button', { name: 'Filter' }).click();
      await poll(() => page.getByRole('main').innerText()).toContain('/v1/webhook-endpoints');
      await page.getByRole('row').filter({ hasText: 'POST' }).filter({ hasText: '/v1/webhook-endpoints' }).first().getByRole('link').click();
      await poll(() => heading(page).innerText()).toBe('POST /v1/webhook-endpoints');
      const text = await page.getByRole('main').innerText();
      expect(text).toContain(endpoint.id);
      expect(text).toContain('[redacted]');
      expect(text).not.toContain(endpoint.secret);
      await expectAccessible(page);
    } finally {
      await updateEnvironment(h.db, t.sandbox.environmentId, { debugLogging: false });
    }
  });
});
