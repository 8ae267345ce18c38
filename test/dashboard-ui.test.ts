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
import { DASHBOARD_ROUTES } from '../src/pages/dashboard-routes.ts';
import { importList } from '../src/services/sanctions/import.ts';
import { parseOfacSdn } from '../src/services/sanctions/ofac-sdn.ts';
import { screenPendingUsers } from '../src/services/sanctions/background-screening.ts';
import { invalidateSanctionsIndex } from '../src/services/sanctions/index-cache.ts';
import { browserSuite, expectAccessible, focusedId, open, scrollsSideways } from './helpers/browser.ts';
import { createClock, T0 } from './helpers/clocks.ts';
import {
  createEscrow,
  createTestEndpoint,
  escrowIn,
  makeMember,
  makeUser,
  partyLink,
  postForm,
  signIn as signInOverApi,
  TEST_PASSWORD as PASSWORD,
} from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { addUser, testWorker, withReceiver } from './helpers/webhooks.ts';
import { composeEmails } from './helpers/email.ts';

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

const signInApi = () => signInOverApi(h, email);

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
    await makeUser(h, t.sandbox, { kyc: false, name: 'Ola Overview' });
    expect(await open(page, `${b.baseUrl}/dashboard/login`)).toBe(200);
    await poll(() => heading(page).innerText()).toBe('Sign in');
    await expectAccessible(page, 'login');
    // A wrong password first: an error, no session.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => page.getByRole('alert').innerText()).toContain('not correct');
    await expectAccessible(page, 'login-error');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => heading(page).innerText()).toBe('Overview');
    await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
    // "Recent events" once: the heading names the table (no second caption).
    expect(await page.getByText('Recent events', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Recent events' }).count()).toBe(1);
    await expectAccessible(page);

    for (const [link, title] of [
      ['Transactions', 'Transactions'],
      ['Disputes', 'Disputes'],
      ['Sanctions', 'Sanctions review'],
      ['Users', 'Users and KYC'],
      ['Events', 'Events'],
      ['Webhooks', 'Webhooks'],
      ['API keys', 'API keys'],
      ['Hosted pages', 'Hosted pages'],
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
    await expectAccessible(page, 'live-members');
    // A live page with data: the live transactions.
    await createEscrow(h, t.live, { title: 'Live lamp' });
    await go(page, 'Transactions', 'Transactions');
    expect(await page.getByLabel('Environment').inputValue()).toBe('live');
    await poll(() => page.getByRole('main').innerText()).toContain('Live lamp');
    await expectAccessible(page, 'live-transactions');
    await go(page, 'Members', 'Members');
    await page.getByLabel('Environment').selectOption('sandbox');
    await poll(() => page.getByRole('main').innerText()).toContain('Sandbox data');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await poll(() => heading(page).innerText()).toBe('Sign in');
    await page.goto(`${b.baseUrl}/dashboard`);
    await poll(() => heading(page).innerText()).toBe('Sign in');
  });

  it('creates a named key and shows its secret once, then revokes it; the API refuses it afterwards', async () => {
    const { page } = b;
    await signIn(page);
    await go(page, 'API keys', 'API keys');
    await page.getByLabel('Name').fill('Checkout backend');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.locator('.secret-value');
    await poll(() => secret.count()).toBe(1);
    const secretKey = await secret.innerText();
    const label = await page.locator('.secret-label').innerText();
    const publishableKey = /for (\S+):/.exec(label)![1]!;
    expect(secretKey).toMatch(/^sk_test_/);
    await expectAccessible(page, 'keys-created');

    const creds = { publishableKey, secretKey, environmentId: t.sandbox.environmentId };
    expect((await h.request('GET', '/v1/tenants/me', { auth: creds })).status).toBe(200);
    // Shown once: not after a reload, only its last four characters.
    await page.reload();
    await poll(() => page.getByRole('main').innerText()).toContain(publishableKey);
    expect(await page.locator('.secret-value').count()).toBe(0);
    expect(await page.getByRole('main').innerText()).toContain(`…${secretKey.slice(-4)}`);
    expect(await page.getByRole('main').innerText()).not.toContain(secretKey);

    const row = page.getByRole('row').filter({ hasText: publishableKey });
    expect(await row.innerText()).toMatch(/^Checkout backend\s/);
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('All');
    await row.getByRole('button', { name: 'Revoke' }).click();
    await expectAccessible(page, 'keys-revoke-confirm');
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await poll(() => page.getByRole('row').filter({ hasText: publishableKey }).innerText()).toContain('revoked');
    const refused = await h.request('GET', '/v1/tenants/me', { auth: creds });
    expect(refused.status).toBe(401);
    expect((await h.request('GET', '/v1/tenants/me', { auth: t.sandbox })).status).toBe(200);
  });

  it('creates a key limited to the scopes chosen: the API answers 403 key_forbidden outside them', async () => {
    const { page } = b;
    await signIn(page);
    await go(page, 'API keys', 'API keys');
    await page.getByLabel('Name').fill('Read-only reporting');
    await page.getByLabel('Only the scopes I choose').check();
    await page.getByLabel('transactions.read').check();
    await page.getByLabel('events.read').check();
    await expectAccessible(page, 'keys-scopes');
    await page.getByRole('button', { name: 'Create key' }).click();
    await poll(() => page.locator('.secret-value').count()).toBe(1);
    const secretKey = await page.locator('.secret-value').innerText();
    const publishableKey = /for (\S+):/.exec(await page.locator('.secret-label').innerText())![1]!;
    const creds = { publishableKey, secretKey, environmentId: t.sandbox.environmentId };

    expect((await h.request('GET', '/v1/transactions?limit=1', { auth: creds })).status).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const refused = await h.request('POST', '/v1/tenants/add-user', { body: { name: 'Nope', email: 'nope@example.com', phone: '+14155552671' }, auth: creds });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('key_forbidden');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    const row = page.getByRole('row').filter({ hasText: publishableKey });
    expect(await row.getByRole('cell').nth(2).innerText()).toContain('2 of');
    // The confirmation's buttons stay uncovered by the status line (it sits in the page, not over it).
    await row.getByRole('button', { name: 'Revoke' }).click();
    const cancel = row.getByRole('button', { name: 'Cancel' });
    const [status, button] = [await page.locator('.status').boundingBox(), await cancel.boundingBox()];
    const overlaps = (a: typeof status, c: typeof button) =>
      !!a && !!c && a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height;
    expect(overlaps(status, button)).toBe(false);
    await cancel.click();
    await poll(() => row.getByRole('button', { name: 'Revoke' }).count()).toBe(1);
  });

  it('reviews a sanctions hit, headed by the person, as a false positive; the sanctions log shows it reviewed', async () => {
    const { page } = b;
    const userId = await makeUser(h, t.sandbox, { kyc: false, name: 'Joaquin Guzman Loera' });
    await screenPendingUsers(h.db);
    const logs = async () =>
      (await h.request('GET', `/v1/sanctions/logs?userId=${userId}&status=possible_match`, { auth: t.sandbox })).body.items as { _id: string }[];
    const pending = await logs();
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const { body: user } = await h.request('GET', `/v1/users/${userId}`, { auth: t.sandbox });

    await signIn(page);
    await go(page, 'Sanctions', 'Sanctions review');
    const cards = () => page.getByRole('article', { name: 'Joaquin Guzman Loera' });
    await poll(() => cards().count()).toBe(pending.length);
    // Above the queue, the list versions this environment screens against (a real import here: no warning, no excerpt note).
    expect(await page.getByText(/^Screened against ofac-sdn \(/).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'No sanctions list' }).count()).toBe(0);
    const card = cards().first();
    // The person's name and email head the card; the listed entity is beside them, never an id.
    expect(await card.innerText()).toContain(user.email);
    expect(await card.getByRole('region', { name: /^The listed entity: / }).innerText()).toContain('Lists');
    expect(await card.innerText()).not.toContain(userId);
    // Two decisions of equal weight: the same style, neither the page's primary blue nor danger red.
    // The tsconfig has no DOM library: code run in the page is a string.
    const styles = (await card
      .locator('button.decision')
      .evaluateAll(
        new Function(
          'els',
          'return els.map((el) => { const cs = getComputedStyle(el); return [cs.backgroundColor, cs.color, cs.borderColor, cs.borderWidth, cs.fontWeight].join(" "); })',
        ) as (els: unknown[]) => string[],
      )) as string[];
    expect(styles).toHaveLength(2);
    expect(styles[0]).toBe(styles[1]);
    await expectAccessible(page, 'sanctions-queue');
    for (let left = pending.length; left > 0; left--) {
      const hit = cards().first();
      await hit.getByLabel('Note (optional)').fill('Different date of birth');
      await hit.getByRole('button', { name: 'Not the same: false positive' }).click();
      await poll(() => cards().count()).toBe(left - 1);
    }
    await expectAccessible(page, 'sanctions-reviewed');
    expect(await logs()).toEqual([]);
    const reviewed = (await h.request('GET', `/v1/sanctions/logs?userId=${userId}&status=false_positive`, { auth: t.sandbox })).body.items;
    expect(reviewed[0]).toMatchObject({ status: 'false_positive', reviewNote: 'Different date of birth' });
  });

  it('takes a dispute from the list to a decision on its transaction page: reason, evidence by party, refund', async () => {
    const { page } = b;
    const sellerId = await makeUser(h, t.sandbox, { name: 'Sid Seller' });
    const buyerId = await makeUser(h, t.sandbox, { name: 'Bo Buyer' });
    const escrow = await escrowIn(h, t.sandbox, 'disputed', { sellerId, buyerId, title: 'Teak garden bench' });
    // Each party adds its own evidence on its page.
    for (const [userId, description] of [
      [buyerId, 'Photos show a cracked leg on arrival.'],
      [sellerId, 'Packed with corner guards; courier receipt 88-1.'],
    ] as const) {
      const { party } = await partyLink(h, t.sandbox, escrow.id, userId);
      expect((await postForm(h, `/t/${escrow.token}/evidence`, { party, description })).status).toBe(303);
    }
    await signIn(page);
    await go(page, 'Disputes', 'Disputes');
    const card = page.getByRole('article', { name: 'Teak garden bench' });
    expect(await card.innerText()).toContain('Item not as described');
    expect(await card.innerText()).toContain('Evidence: 1 from the seller · 1 from the buyer');
    await expectAccessible(page, 'disputes');
    await card.getByRole('link', { name: /Read the evidence and decide/ }).click();
    await poll(() => heading(page).innerText()).toBe('Teak garden bench');
    await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
    const dispute = page.getByRole('region', { name: /^Dispute/ });
    expect(await dispute.getByRole('region', { name: 'Buyer: Bo Buyer (1)' }).innerText()).toContain('cracked leg');
    expect(await dispute.getByRole('region', { name: 'Seller: Sid Seller (1)' }).innerText()).toContain('courier receipt 88-1');
    await expectAccessible(page, 'transaction-disputed');

    await dispute.getByLabel(/Refund .* to the buyer, Bo Buyer/).check();
    await dispute.getByLabel('Note').fill('The damage photos are dated on arrival.');
    await dispute.getByRole('button', { name: 'Decide' }).click();
    await poll(async () => (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('refunded');
    await poll(() => page.getByRole('region', { name: /^Dispute/ }).innerText()).toContain('Decided refunded to the buyer');
    await poll(() => page.getByRole('list').filter({ hasText: 'disputed' }).innerText()).toContain('refunded');
    await expectAccessible(page, 'transaction-dispute-decided');
    const disputes = (await h.request('GET', `/v1/transactions/${escrow.id}/disputes`, { auth: t.sandbox })).body.data;
    expect(disputes[0]).toMatchObject({ status: 'resolved', outcome: 'refunded', note: 'The damage photos are dated on arrival.' });
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
    await expectAccessible(page, 'user-disabled');
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
    await expectAccessible(page, 'transactions-requests');
    await row.getByRole('link', { name: 'Requested refund item' }).click();
    await poll(() => heading(page).innerText()).toBe('Requested refund item');
    const section = page.getByRole('region', { name: 'Party request' });
    await poll(() => section.innerText()).toContain('Arrived broken');
    await expectAccessible(page, 'transaction-request');
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
      await expectAccessible(page, 'webhook-deliveries');

      r.defaultReply = { status: 200, headers: { 'content-type': 'text/plain' }, body: 'thanks, got it' };
      await row.getByRole('button', { name: 'Send test event' }).click();
      await poll(() => page.getByRole('main').innerText()).toContain('thanks, got it');
      expect(await page.getByRole('main').innerText()).toContain('Answered 200');
      await expectAccessible(page, 'webhook-test-event');

      await row.getByRole('button', { name: 'Resend failed' }).click();
      await page.getByRole('button', { name: 'Resend failed deliveries' }).click();
      await poll(() => page.locator('.status').innerText()).toContain('2 failed deliveries queued again');
      await expectAccessible(page, 'webhook-resent');
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

  it('opens an event from the overview by its id', async () => {
    const { page } = b;
    await makeUser(h, t.sandbox, { kyc: false, name: 'Eve Eventful' });
    const [latest] = (await h.request('GET', '/v1/events?limit=1', { auth: t.sandbox })).body.data;
    await signIn(page);
    await poll(() => heading(page).innerText()).toBe('Overview');
    await page.getByRole('link', { name: latest.id }).click();
    await poll(() => heading(page).innerText()).toBe(latest.type);
    await poll(() => page.getByRole('main').innerText()).toContain('Eve Eventful');
    expect(new URL(page.url()).pathname).toBe(`/dashboard/events/${latest.id}`);
    await expectAccessible(page, 'event');
  });

  it('sets how the sandbox hosted pages present the tenant: a too-light accent is refused, the rest shows on an invitation', async () => {
    const { page } = b;
    await signIn(page);
    await go(page, 'Hosted pages', 'Hosted pages');
    await page.getByLabel('Display name').fill('Juniper Lane Market');
    await page.getByLabel('Accent colour', { exact: true }).fill('#ffd966');
    await poll(() => page.locator('#accent-contrast').innerText()).toContain('too light');
    await page.getByLabel('Support email').fill('care@juniper.example');
    await page.getByLabel('Funding instructions').fill('Wire the amount to Juniper Lane Escrow; details at https://juniper.example/pay');
    await page.getByLabel('Logo').setInputFiles('test/fixtures/logo.png');
    await page.getByRole('button', { name: 'Save the sandbox hosted pages' }).click();
    await poll(() => page.getByRole('alert').innerText()).toContain('contrast');
    await expectAccessible(page, 'hosted-pages-error');
    const unchanged = await h.request('GET', '/v1/dashboard/presentation?environment=sandbox', {
      headers: { authorization: `Bearer ${(await signInApi()).accessToken}` },
    });
    expect(unchanged.body).toMatchObject({ displayName: null, logo: null });

    await page.getByLabel('Accent colour', { exact: true }).fill('#7c2d12');
    await poll(() => page.locator('#accent-contrast').innerText()).toContain('readable');
    await page.getByRole('button', { name: 'Save the sandbox hosted pages' }).click();
    await poll(() => page.locator('.status').innerText()).toContain('saved');
    await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
    expect(await page.getByLabel('Display name').inputValue()).toBe('Juniper Lane Market');
    await expectAccessible(page, 'hosted-pages');

    const escrow = await createEscrow(h, t.sandbox, { title: 'Oak dresser' });
    expect(await open(page, escrow.inviteUrl)).toBe(200);
    const text = await page.locator('body').innerText();
    expect(text).toContain('Juniper Lane Market');
    expect(text).toContain('care@juniper.example');
    expect(text).toContain('Test mode — no real money.');
    const logo = await page.locator('header img').getAttribute('src');
    const served = await fetch(`${b.baseUrl}${logo}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  // Every route, each with two screenshots and axe at two widths: longer than one page's walk-through.
  it('answers every dashboard URL on a reload or a link from outside, each page whole (axe and a screenshot of each)', { timeout: 360_000 }, async () => {
    const { page } = b;
    await updateEnvironment(h.db, t.sandbox.environmentId, { partyEmails: true });
    const escrow = await escrowIn(h, t.sandbox, 'funded', { title: 'Reloaded bench' });
    await composeEmails(h);
    await updateEnvironment(h.db, t.sandbox.environmentId, { partyEmails: false });
    const [email] = (await h.request('GET', '/v1/emails?limit=1', { auth: t.sandbox })).body.data;
    const [event] = (await h.request('GET', '/v1/events?limit=1', { auth: t.sandbox })).body.data;
    await updateEnvironment(h.db, t.sandbox.environmentId, { debugLogging: true });
    await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox });
    await h.deps.requestLogs!.drain();
    await updateEnvironment(h.db, t.sandbox.environmentId, { debugLogging: false });
    const [logged] = (await h.request('GET', '/v1/request-logs?limit=1', { auth: t.sandbox })).body.data;
    const clock = await createClock(h, t.sandbox, T0);
    const ids: Record<string, string> = {
      '/dashboard/test-clocks/:id': clock.id,
      '/dashboard/transactions/:id': escrow.id,
      '/dashboard/events/:id': event.id,
      '/dashboard/request-logs/:id': logged.id,
      '/dashboard/emails/:id': email.id,
    };
    await signIn(page);
    await poll(() => heading(page).innerText()).toBe('Overview');
    for (const route of DASHBOARD_ROUTES.filter((r) => r !== '/dashboard/login')) {
      if (route.includes(':id') && !ids[route]) throw new Error(`${route}: give the test an id to open it with`);
      const path = route.replace(':id', ids[route] ?? '');
      expect(await open(page, `${b.baseUrl}${path}`), path).toBe(200);
      await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
      const title = await heading(page).innerText();
      expect(title, path).not.toBe('Page not found');
      expect(await page.getByRole('alert').count(), `${path} shows an error`).toBe(0);
      const shot = `page${route.replace('/dashboard', '').replaceAll('/', '-').replace(':id', 'one') || '-overview'}`;
      // A message's HTML sits in a frame sandboxed without scripts, where axe cannot run: browser-email.test.ts checks it on its own.
      await expectAccessible(page, route === '/dashboard/emails/:id' ? { shot, frameCheckedApart: 'iframe.email-preview' } : shot);
    }
  });

  it('keeps words and numbers in tables whole on a phone: the table scrolls in its frame, the page does not', async () => {
    const { page } = b;
    await escrowIn(h, t.sandbox, 'funded', { title: 'Reclaimed oak dining table', amount: 1_250_000 });
    await signIn(page);
    await poll(() => heading(page).innerText()).toBe('Overview');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [link, title] of [
      ['Transactions', 'Transactions'],
      ['API keys', 'API keys'],
    ] as const) {
      await go(page, link, title);
      // One line box per header, amount, key and time: nothing is broken inside a word or a number.
      // Lines counted as runs of text boxes that do not overlap vertically (a smaller font on the same line still overlaps).
      const broken = (await page.evaluate(`[...document.querySelectorAll('main th, main .num, main .nowrap, main td code')]
        .filter((el) => {
          const r = document.createRange();
          r.selectNodeContents(el);
          const boxes = [...r.getClientRects()].filter((x) => x.width > 0).sort((a, b) => a.top - b.top);
          let lines = 0, bottom = -Infinity;
          for (const b of boxes) if (b.top >= bottom - 1) { lines++; bottom = b.bottom; } else bottom = Math.max(bottom, b.bottom);
          return lines > 1;
        })
        .map((el) => el.textContent)`)) as string[];
      expect(broken, `${title}: broken across lines`).toEqual([]);
      expect(await scrollsSideways(page), `${title}: the page scrolls sideways`).toBe(false);
      expect(await page.evaluate("[...document.querySelectorAll('.table-wrap')].some((w) => w.scrollWidth > w.clientWidth)"), title).toBe(true);
    }
  });
});
