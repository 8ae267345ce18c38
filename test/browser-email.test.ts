/**
 * Issue 30 in headless Chromium, with axe on every page shown: a party
 * meets an expired link and asks for a new one by email; a dashboard member
 * reads the sandbox outbox like a mail catcher (text, and the HTML in a
 * sandboxed frame) and is told plainly that live sends nothing without SMTP.
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_DIST } from '../src/pages/dashboard.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { PARTY_LINK_TTL_MS } from '../src/services/transactions/links.ts';
import { browserSuite, expectAccessible, open } from './helpers/browser.ts';
import { composeEmails } from './helpers/email.ts';
import { createEscrow, makeMember, partyLink, TEST_PASSWORD as PASSWORD } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const h = fileHarness({ isolated: true });
const b = browserSuite(h);
let t: TestTenant;
let tenantName: string;

beforeAll(async () => {
  if (!existsSync(`${DASHBOARD_DIST}assets/app.js`)) throw new Error('The dashboard is not built: run `npm run build:dashboard` (npm install does it).');
  t = await h.tenant();
  tenantName = (await h.request('GET', '/v1/tenants/me', { auth: t.sandbox })).body.name;
  await updateEnvironment(h.db, t.sandbox.environmentId, { partyEmails: true });
});

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('getting a new link by email', () => {
  it('an expired party link shows the form; the party asks and is told to check the inbox', async () => {
    const escrow = await createEscrow(h, t.sandbox);
    const link = await partyLink(h, t.sandbox, escrow.id, escrow.buyerId);
    h.clock.advance(PARTY_LINK_TTL_MS + 1000);
    const page = b.page;
    expect(await open(page, `${b.baseUrl}${link.path}`)).toBe(410);
    await poll(() => heading(page).innerText()).toBe('This link has expired');
    await expectAccessible(page, 'recovery-expired-link');
    const buyer = (await h.request('GET', `/v1/users/${escrow.buyerId}`, { auth: t.sandbox })).body.email as string;
    await page.getByLabel('Your email address').fill(buyer);
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await poll(() => heading(page).innerText()).toBe('Check your inbox');
    await expectAccessible(page, 'recovery-check-inbox');
    await h.deps.deferred!.drain();
    const list = await h.request('GET', '/v1/emails', { auth: t.sandbox });
    expect(list.body.data.some((m: { template: string; to: { address: string } }) => m.template === 'link.recovery' && m.to.address === buyer)).toBe(true);
  });

  it('the generic page a marketplace links to has the same form', async () => {
    const page = b.page;
    expect(await open(page, `${b.baseUrl}/links/recover?ref=${t.sandbox.environmentId}`)).toBe(200);
    await poll(() => heading(page).innerText()).toBe('Get a new link to your transaction');
    // Whose page it is, from the environment in the ref.
    expect(await page.locator('.site-header .name').innerText()).toBe(tenantName);
    expect(await page.locator('.test-mode').isVisible()).toBe(true);
    await expectAccessible(page, 'recovery-generic');
  });
});

describe('the outbox in the dashboard', () => {
  it('lists the sandbox messages, shows one with its text and its HTML framed; live says email is not configured', async () => {
    const email = (await makeMember(h, t.tenantId, { role: 'viewer', name: 'Vera Viewer' })).email;
    const escrow = await createEscrow(h, t.sandbox, { title: 'Brass lamp' });
    await composeEmails(h);
    const page = b.page;
    expect(await open(page, `${b.baseUrl}/dashboard/emails`)).toBe(200);
    await poll(() => heading(page).innerText()).toBe('Sign in');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => heading(page).innerText()).toBe('Emails');
    await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
    await poll(() => page.getByText('This server has no SMTP server configured').isVisible()).toBe(true);
    await expectAccessible(page, 'emails-list');

    await page.getByRole('link', { name: /invites you to an escrow transaction — Brass lamp/ }).click();
    await poll(() => heading(page).innerText()).toMatch(/^\[TEST\] .* invites you to an escrow transaction — Brass lamp$/);
    await poll(() => page.locator('.page-body[aria-busy]').count()).toBe(0);
    await poll(() => page.getByLabel('Plain-text part').innerText()).toContain('Review the invitation');
    const frame = page.frameLocator('iframe.email-preview');
    await poll(() => frame.getByRole('link', { name: 'Review the invitation' }).isVisible()).toBe(true);
    expect(await page.locator('iframe.email-preview').getAttribute('sandbox')).toBe('');
    await expectAccessible(page, { shot: 'email-message', frameCheckedApart: 'iframe.email-preview' });
    // The framed document on its own, as a mail client would show it.
    const previewed = await h.request('GET', '/v1/emails?limit=1', { auth: t.sandbox });
    const message = await h.request('GET', `/v1/emails/${previewed.body.data[0].id}`, { auth: t.sandbox });
    const alone = await b.context.newPage();
    await alone.setContent(message.body.html);
    await expectAccessible(alone, 'email-html');
    expect(escrow.id).toMatch(/^tx_/);

    // Live, with no SMTP server: said plainly.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Emails', exact: true }).click();
    await poll(() => heading(page).innerText()).toBe('Emails');
    await page.getByLabel('Environment').selectOption('live');
    await poll(() => page.getByRole('alert').innerText()).toContain('Email is not configured on this server: nothing is sent.');
    await expectAccessible(page, 'emails-live-no-smtp');
  });

  it('the HTML part is served under a CSP without scripts, sandboxed, and only to a signed-in member', async () => {
    const res = await fetch(`${b.baseUrl}/dashboard/emails/eml_01JD0000000000000000000000/preview`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox$/);
  });
});
