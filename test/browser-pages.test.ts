// Long on purpose: one browser and one server shared by every hosted page's walk-through (starting Chromium per file costs seconds).
/**
 * The hosted pages (invitation, party page, KYC verification) driven in a
 * real headless Chromium over real HTTP: a user's clicks, typing and uploads,
 * redirects followed, the outcome read back over the API — and axe-core run
 * on every page shown, failing on any serious or critical violation.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { KYC_SESSION_TTL_MS } from '../src/services/kyc-sessions.ts';
import { INVITE_TTL_MS } from '../src/services/transactions/links.ts';
import { browserSuite, contrastRatio, expectAccessible, focusedId, focusIndicator, open, scrollsSideways, submit } from './helpers/browser.ts';
import { readFileSync } from 'node:fs';
import { createEscrow, escrowIn, makeMember, makeUser, setPresentation } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';
import { updateEnvironment } from '../src/services/environments.ts';

// A browser round trip plus an axe run per page: more than the suite's default.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const h = fileHarness();
const b = browserSuite(h);
let t: TestTenant;
/** The marketplace every page here belongs to, as its owners set it in the dashboard. */
const TENANT_NAME = 'Harbour Market';
const FUNDING = 'Pay by bank transfer to Harbour Market Escrow, IBAN GB33 BUKB 2020 1555 5555 55.\nHelp: https://harbour.example/pay-in.';
beforeAll(async () => {
  t = await h.tenant();
  await setPresentation(h, t.tenantId, t.sandbox, {
    displayName: TENANT_NAME,
    supportEmail: 'help@harbour.example',
    supportUrl: 'https://harbour.example/help',
    accentColor: '#0f766e',
    fundingInstructions: FUNDING,
    logo: readFileSync('test/fixtures/logo.png'),
  });
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(200, 7)]);

const api = async (method: string, path: string, body?: unknown) => {
  const res = await h.request(method, path, { body, auth: t.sandbox });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.body;
};
const partyLink = async (id: string, userId: string): Promise<string> => (await api('POST', `/v1/transactions/${id}/party-links`, { userId })).url;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

/** The introduction before the first step: who checks, why, what is kept, and (sandbox) that it is a test. */
async function startVerification(page: Page) {
  expect(await page.locator('.steps').innerText()).toBe('Before you start');
  expect(await heading(page)).toBe(`Verify your identity for ${TENANT_NAME}`);
  const main = await page.getByRole('main').innerText();
  expect(main).toContain('This is a test.');
  expect(main).toContain('What is kept, and for how long');
  await expectAccessible(page, 'kyc-0-intro');
  expect(await submit(page, 'Start')).toBe(200);
}

/** Walk the three sandbox steps as a person would, checking each page with axe. */
async function completeVerification(page: Page, legalName: string, document: { name: string; mimeType: string; buffer: Buffer }) {
  await startVerification(page);
  expect(await page.locator('.steps').innerText()).toBe('Step 1 of 3');
  expect(await page.title()).toBe('Step 1 of 3: Your identity – Verify your identity');
  await expectAccessible(page, 'kyc-1-identity');
  await page.getByLabel('Full legal name').fill(legalName);
  await page.getByLabel('Date of birth').fill('1990-12-10');
  await page.getByLabel('Country of residence').selectOption({ label: 'United Kingdom' });
  expect(await submit(page, 'Continue')).toBe(200);

  expect(await page.locator('.steps').innerText()).toBe('Step 2 of 3');
  expect(await page.title()).toBe('Step 2 of 3: Your identity document – Verify your identity');
  await expectAccessible(page, 'kyc-2-document');
  await page.getByLabel('Type of document').selectOption({ label: 'Passport' });
  await page.getByLabel('Document number').fill('533 380 006');
  await page.getByLabel(/Photo of your passport/).setInputFiles(document);
  expect(await submit(page, 'Upload')).toBe(200);

  expect(await page.locator('.steps').innerText()).toBe('Step 3 of 3');
  expect(await page.title()).toBe('Step 3 of 3: A quick liveness check – Verify your identity');
  await expectAccessible(page, 'kyc-3-liveness');
  await page.getByLabel('I am the person in the document and I am present now').check();
  expect(await submit(page, 'Finish')).toBe(200);
  await expectAccessible(page, 'kyc-outcome');
}

describe('invitation page in a browser', () => {
  it('the invited party reads the offer and accepts; the API shows the transaction accepted', async () => {
    const { page } = b;
    const sellerId = await makeUser(h, t.sandbox, { name: 'Sam Seller' });
    const escrow = await createEscrow(h, t.sandbox, {
      sellerId,
      title: 'Vintage camera',
      amount: 123_456,
      currency: 'EUR',
      timeline: { deliveryDays: 7, inspectionDays: 1 },
    });
    expect(escrow.inviteUrl.startsWith(`${b.baseUrl}/accept/`)).toBe(true);

    expect(await open(page, escrow.inviteUrl)).toBe(200);
    expect(await page.title()).toBe('Sam Seller invites you to an escrow transaction');
    expect(await heading(page)).toBe('Sam Seller invites you to an escrow transaction');
    const main = page.getByRole('main');
    await expect(main.innerText()).resolves.toContain('€1,234.56');
    await expect(main.innerText()).resolves.toContain('Delivery: 7 days');
    await expectAccessible(page, 'invite');

    expect(await submit(page, 'Accept the transaction')).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/t/${escrow.token}`);
    expect(await page.title()).toBe('Vintage camera – your escrow transaction');
    expect(await heading(page)).toBe('Vintage camera');
    await expect(main.innerText()).resolves.toContain('Accepted — waiting for the funds');
    // Before funding, the only thing a party can do is cancel (after a confirmation).
    expect(await page.getByRole('button').allInnerTexts()).toEqual(['Cancel the transaction']);
    await expectAccessible(page, 'party-accepted');

    const tx = await api('GET', `/v1/transactions/${escrow.id}`);
    expect(tx).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) });
    expect(tx.history.map((e: { status: string }) => e.status)).toEqual(['created', 'invited', 'accepted']);

    // The invitation is used up: a clear page, itself accessible.
    expect(await open(page, escrow.inviteUrl)).toBe(410);
    expect(await heading(page)).toBe('This invitation was already used');
    await expectAccessible(page, 'invite-used');
  });

  it('a counterparty without KYC verifies from the invitation, comes back and accepts', async () => {
    const { page } = b;
    const escrow = await createEscrow(h, t.sandbox, {}, { kyc: false });
    expect(await open(page, escrow.inviteUrl)).toBe(200);
    await expectAccessible(page);
    expect(await submit(page, 'Verify my identity')).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/^\/verify\/vs_/);
    expect((await api('GET', `/v1/kyc/${escrow.buyerId}`)).status).toBe('pending');

    await completeVerification(page, 'Bea Buyer', { name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    expect(await heading(page)).toBe('You are verified');
    expect(await api('GET', `/v1/kyc/${escrow.buyerId}`)).toMatchObject({
      status: 'complete',
      result: { identity: 'clear', document: 'clear', liveness: 'clear' },
    });

    // The last page leads back to the invitation.
    await page.getByRole('link', { name: 'Back to the invitation' }).click();
    await page.waitForURL(escrow.inviteUrl);
    expect(await page.getByRole('button', { name: 'Verify my identity' }).count()).toBe(0);
    expect(await submit(page, 'Accept the transaction')).toBe(200);
    const tx = await api('GET', `/v1/transactions/${escrow.id}`);
    expect(tx).toMatchObject({ status: 'accepted', counterparty: { userId: escrow.buyerId, kycStatus: 'complete' } });
  });
  it('works by keyboard alone on a 320 px wide screen: no sideways scrolling, a focus ring with 3:1 contrast', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 320, height: 640 });
    const sellerId = await makeUser(h, t.sandbox, { name: 'Maximilian Featherstonehaugh-Worthington' });
    // Tenant-supplied text with no break opportunity must wrap, not widen the page (WCAG 1.4.10).
    const title = `Hand-built-mechanical-keyboard-${'x'.repeat(60)}`;
    const escrow = await createEscrow(h, t.sandbox, {
      sellerId,
      title,
      amount: 123_456_789,
      currency: 'EUR',
      timeline: { deliveryDays: 7, inspectionDays: 1 },
    });
    expect(await open(page, escrow.inviteUrl)).toBe(200);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'invite-320px');

    await page.keyboard.press('Tab');
    const ring = (await focusIndicator(page))!;
    expect(ring.text).toBe('Accept the transaction');
    expect(ring.outlineStyle).not.toBe('none');
    expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
    // WCAG 1.4.11: the focus indicator against what it is drawn on.
    expect(contrastRatio(ring.outlineColor, ring.background), `${ring.outlineColor} on ${ring.background}`).toBeGreaterThanOrEqual(3);

    const shown = page.waitForURL((u) => u.pathname === `/t/${escrow.token}`);
    await page.keyboard.press('Enter');
    await shown;
    expect(await heading(page)).toBe(title);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'party-320px');
    expect(await api('GET', `/v1/transactions/${escrow.id}`)).toMatchObject({ status: 'accepted' });
  });
});

describe('party page in a browser', () => {
  it('the buyer releases the funds after a confirmation page that restates the amount and the seller; the API shows it released', async () => {
    const { page } = b;
    const sellerId = await makeUser(h, t.sandbox, { name: 'Sam Seller' });
    const escrow = await escrowIn(h, t.sandbox, 'funded', { sellerId, amount: 123_456, currency: 'EUR' });
    expect(await open(page, await partyLink(escrow.id, escrow.buyerId))).toBe(200);
    const main = page.getByRole('main');
    await expect(main.innerText()).resolves.toContain('Funds held in escrow');
    expect(await page.getByRole('heading', { name: 'History' }).isVisible()).toBe(true);
    expect(await page.locator('ol.history li').count()).toBe(4);
    await expectAccessible(page, 'party-funded-buyer');

    expect(await submit(page, 'Release the funds to the seller')).toBe(200);
    expect(await heading(page)).toBe('Release the funds to the seller?');
    await expect(main.innerText()).resolves.toContain('You are about to release €1,234.56 to Sam Seller, the seller');
    await expectAccessible(page, 'confirm-release');
    // Going back changes nothing.
    await page.getByRole('link', { name: 'No, go back to the transaction' }).click();
    await page.waitForURL((u) => u.pathname === `/t/${escrow.token}`);
    expect(await api('GET', `/v1/transactions/${escrow.id}`)).toMatchObject({ status: 'funded' });

    expect(await submit(page, 'Release the funds to the seller')).toBe(200);
    expect(await submit(page, 'Yes, release €1,234.56 to Sam Seller')).toBe(200);
    expect(await page.getByRole('status').innerText()).toBe('The funds were released to the seller.');
    await expect(main.innerText()).resolves.toContain('Released to the seller');
    expect(await page.getByRole('button').count()).toBe(0);
    await expectAccessible(page, 'party-released');

    expect(await api('GET', `/v1/transactions/${escrow.id}`)).toMatchObject({ status: 'released' });
    const events = (await api('GET', '/v1/events?type=transaction.status.changed&limit=100')).data;
    const event = events.find((e: { data: { transactionId: string } }) => e.data.transactionId === escrow.id);
    expect(event?.data).toMatchObject({ status: 'released', previousStatus: 'funded', settledBy: 'buyer' });
  });

  it('end to end on the hosted pages: the buyer accepts, the seller asks for release, the buyer agrees after confirming', async () => {
    const seller = b.page;
    const buyer = await b.context.newPage();
    const sellerId = await makeUser(h, t.sandbox, { name: 'Sam Seller' });
    const buyerId = await makeUser(h, t.sandbox, { name: 'Bea Buyer' });
    const escrow = await createEscrow(h, t.sandbox, { sellerId, buyerId, title: 'Road bike', amount: 80_000, currency: 'GBP' });
    expect(await open(buyer, escrow.inviteUrl)).toBe(200);
    expect(await submit(buyer, 'Accept the transaction')).toBe(200);
    // The deposit arrives through the marketplace's settlement process.
    await api('POST', `/v1/transactions/${escrow.id}/mark-funded`, { reference: 'wire-77' });

    expect(await open(seller, await partyLink(escrow.id, sellerId))).toBe(200);
    await expect(seller.getByRole('main').innerText()).resolves.not.toContain('Release the funds to the seller');
    await expectAccessible(seller, 'party-funded-seller');
    // The request's text box is behind its own disclosure: one box per action, saying who reads it.
    await seller.getByText('Ask Bea Buyer to release the funds', { exact: true }).click();
    const why = seller.getByRole('textbox', { name: 'Why? (optional)' });
    expect(await why.getAttribute('aria-describedby').then((id) => seller.locator(`#${id}`).innerText())).toBe(`Bea Buyer and ${TENANT_NAME} will read this.`);
    await expectAccessible(seller, 'party-request-form');
    await why.fill('Delivered on Monday, signed for');
    expect(await submit(seller, 'Send the request to Bea Buyer')).toBe(200);
    expect(await seller.getByRole('status').innerText()).toContain('Your request was sent.');
    await expect(seller.getByRole('main').innerText()).resolves.toContain('You asked Bea Buyer to release the funds to the seller');
    await expectAccessible(seller, 'party-request-sent');
    expect(await api('GET', `/v1/transactions/${escrow.id}`)).toMatchObject({
      status: 'funded',
      settlementRequest: { type: 'release', requestedBy: 'seller', status: 'pending' },
    });

    await buyer.reload();
    expect(await buyer.getByRole('heading', { name: 'Sam Seller asks you to release the funds to the seller' }).isVisible()).toBe(true);
    await expect(buyer.getByRole('main').innerText()).resolves.toContain('Delivered on Monday, signed for');
    await expectAccessible(buyer, 'party-request-received');
    expect(await submit(buyer, 'Agree and release the funds')).toBe(200);
    expect(await heading(buyer)).toBe('Release the funds to the seller?');
    await expect(buyer.getByRole('main').innerText()).resolves.toContain("This answers Sam Seller's request.");
    await expectAccessible(buyer, 'confirm-release-answering');
    expect(await submit(buyer, 'Yes, release £800.00 to Sam Seller')).toBe(200);
    await expect(buyer.getByRole('main').innerText()).resolves.toContain('Released to the seller');

    const tx = await api('GET', `/v1/transactions/${escrow.id}`);
    expect(tx).toMatchObject({ status: 'released', settlementRequest: { status: 'agreed' } });
    expect(tx.history.map((e: { status: string }) => e.status)).toEqual(['created', 'invited', 'accepted', 'funded', 'released']);
  });

  it('cancelling from the party page and declining an invitation each go through an accessible confirmation', async () => {
    const { page } = b;
    const escrow = await createEscrow(h, t.sandbox);
    expect(await open(page, await partyLink(escrow.id, escrow.sellerId))).toBe(200);
    expect(await submit(page, 'Cancel the transaction')).toBe(200);
    expect(await heading(page)).toBe('Cancel the transaction?');
    await expectAccessible(page, 'confirm-cancel');
    await page.getByLabel(/Why are you cancelling\?/).fill('Sold elsewhere');
    expect(await submit(page, 'Yes, cancel the transaction')).toBe(200);
    expect(await page.getByRole('status').innerText()).toBe('The transaction was cancelled.');
    await expectAccessible(page, 'party-cancelled');
    expect(await open(page, escrow.inviteUrl)).toBe(410);
    expect(await heading(page)).toBe('This transaction was cancelled');
    await expectAccessible(page, 'invite-cancelled');

    const other = await createEscrow(h, t.sandbox);
    expect(await open(page, other.inviteUrl)).toBe(200);
    await page.getByRole('link', { name: 'Decline the invitation' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/decline'));
    expect(await heading(page)).toBe('Decline the invitation?');
    await expectAccessible(page, 'decline-confirm');
    expect(await submit(page, 'Yes, decline and cancel the transaction')).toBe(200);
    expect(await heading(page)).toBe('You declined the invitation');
    await expectAccessible(page, 'declined');
    expect(await api('GET', `/v1/transactions/${other.id}`)).toMatchObject({ status: 'cancelled', cancellation: { cancelledBy: 'buyer' } });
  });

  it('the seller opens a dispute and adds evidence; the API lists both', async () => {
    const { page } = b;
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    expect(await open(page, await partyLink(escrow.id, escrow.sellerId))).toBe(200);
    await page.getByText('Open a dispute', { exact: true }).click();
    await expectAccessible(page, 'party-dispute-form');
    await page.getByRole('textbox', { name: 'What went wrong?' }).fill('The buyer says it never arrived, but it was <b>signed</b> for');
    expect(await submit(page, 'Open the dispute')).toBe(200);
    expect(await page.getByRole('status').innerText()).toBe('Your dispute was opened.');
    await expect(page.getByRole('main').innerText()).resolves.toContain('In dispute');
    await expectAccessible(page, 'party-disputed');

    await page.getByRole('textbox', { name: 'Add evidence' }).fill('Courier receipt no. 4411');
    expect(await submit(page, 'Add evidence')).toBe(200);
    expect(await page.getByRole('status').innerText()).toBe('Your evidence was added.');
    await expect(page.getByRole('main').innerText()).resolves.toMatch(/You \(the seller\), .*: Courier receipt no\. 4411/);
    await expectAccessible(page, 'party-disputed-evidence');

    expect((await api('GET', `/v1/transactions/${escrow.id}`)).status).toBe('disputed');
    const disputes = (await api('GET', `/v1/transactions/${escrow.id}/disputes`)).data;
    expect(disputes).toHaveLength(1);
    expect(disputes[0]).toMatchObject({
      status: 'open',
      openedBy: 'seller',
      reason: 'The buyer says it never arrived, but it was <b>signed</b> for',
      evidence: [{ submittedBy: 'seller', description: 'Courier receipt no. 4411' }],
    });
  });

  it('the seller refunds; the buyer, on a page opened before, is refused with a clear page', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const seller = b.page;
    const buyer = await b.context.newPage();
    expect(await open(buyer, await partyLink(escrow.id, escrow.buyerId))).toBe(200);
    expect(await open(seller, await partyLink(escrow.id, escrow.sellerId))).toBe(200);

    expect(await submit(seller, 'Refund the buyer')).toBe(200);
    expect(await heading(seller)).toBe('Refund the buyer?');
    await expectAccessible(seller, 'confirm-refund');
    expect(await submit(seller, 'Yes, refund $125.00 to Party')).toBe(200);
    await expect(seller.getByRole('main').innerText()).resolves.toContain('Refunded to the buyer');
    expect(await api('GET', `/v1/transactions/${escrow.id}`)).toMatchObject({ status: 'refunded' });

    expect(await submit(buyer, 'Release the funds to the seller')).toBe(409);
    expect(await heading(buyer)).toBe('That could not be done');
    await expect(buyer.getByRole('main').innerText()).resolves.toMatch(/refunded/);
    await expectAccessible(buyer, 'refused-stale');
    expect(await api('GET', `/v1/transactions/${escrow.id}`)).toMatchObject({ status: 'refunded' });
    // The refusal page leads back to the party's page, which shows what happened.
    await buyer.getByRole('link', { name: 'Back to your transaction' }).click();
    await buyer.waitForURL((u) => u.pathname === `/t/${escrow.token}`);
    await expect(buyer.getByRole('main').innerText()).resolves.toContain('Refunded to the buyer');
    expect(await buyer.getByRole('button').count()).toBe(0);
  });
});

describe('verification pages in a browser', () => {
  let seq = 0;
  async function session(name = 'Flow User', returnUrl?: string) {
    const user = await api('POST', '/v1/tenants/add-user', { name, email: `browser.${seq++}.${Date.now().toString(36)}@example.com`, phone: '+14155552671' });
    const started = await api('POST', '/kyc/sandbox', { userId: user.id, returnUrl });
    expect(started.url.startsWith(`${b.baseUrl}/verify/vs_`)).toBe(true);
    return { userId: user.id as string, url: started.url as string };
  }

  it('completes identity, document (PNG upload) and liveness; the API shows the record complete', async () => {
    const { page } = b;
    const { userId, url } = await session('Ada Lovelace', `${b.baseUrl}/healthz?from=kyc`);
    expect(await open(page, url)).toBe(200);
    await completeVerification(page, 'Ada Lovelace', { name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    expect(await heading(page)).toBe('You are verified');
    // The integrator's returnUrl, named by its host.
    const back = page.getByRole('link', { name: `Return to ${new URL(b.baseUrl).host}` });
    expect(await back.getAttribute('href')).toBe(`${b.baseUrl}/healthz?from=kyc`);
    expect(await api('GET', `/v1/kyc/${userId}`)).toMatchObject({
      status: 'complete',
      currentStep: 3,
      result: { identity: 'clear', document: 'clear', liveness: 'clear' },
      submittedOn: expect.any(String),
      verified: { name: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'GB', documentType: 'passport', documentNumberLast4: '0006' },
      nameMismatch: false,
    });
  });

  it('shows field errors tied to their fields, refuses a non-image, then rejects a "reject" name', async () => {
    const { page } = b;
    const { userId, url } = await session();
    expect(await open(page, url)).toBe(200);
    expect(await submit(page, 'Start')).toBe(200);
    await page.getByLabel('Full legal name').fill('Please Reject Me');
    await page.getByLabel('Date of birth').fill('2999-01-01');
    await page.getByLabel('Country of residence').selectOption('FR');
    expect(await submit(page, 'Continue')).toBe(400);
    // The title says so, a summary links each problem to its field, and the field is
    // marked invalid and described by its message.
    expect(await page.title()).toBe('Error: Step 1 of 3: Your identity – Verify your identity');
    const summary = page.getByRole('alert');
    expect(await summary.getByRole('heading').innerText()).toBe('There is a problem');
    const problem = summary.getByRole('link', { name: /Enter a real date of birth/ });
    expect(await problem.getAttribute('href')).toBe('#dateOfBirth');
    await problem.click();
    expect(await focusedId(page)).toBe('dateOfBirth');
    const dob = page.getByLabel('Date of birth');
    expect(await dob.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await dob.getAttribute('aria-describedby'))!;
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Error: Enter a real date of birth in the past, as YYYY-MM-DD.');
    expect(await page.getByLabel('Full legal name').inputValue()).toBe('Please Reject Me');
    await expectAccessible(page, 'kyc-error-identity');
    expect(await api('GET', `/v1/kyc/${userId}`)).toMatchObject({ currentStep: 0 });

    await dob.fill('1985-01-31');
    expect(await submit(page, 'Continue')).toBe(200);
    // A text file passed off as a PNG is refused, with the error on the file field.
    await page.getByLabel('Type of document').selectOption('id_card');
    await page.getByLabel('Document number').fill('X1234567');
    await page.getByLabel(/Photo of your passport/).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    expect(await submit(page, 'Upload')).toBe(415);
    expect(await page.title()).toBe('Error: Step 2 of 3: Your identity document – Verify your identity');
    expect(await page.getByLabel(/Photo of your passport/).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').getByRole('link').getAttribute('href')).toBe('#document');
    await expectAccessible(page, 'kyc-error-document');
    expect(await api('GET', `/v1/kyc/${userId}`)).toMatchObject({ currentStep: 1, result: { document: null } });

    // The number is never shown back: it is typed again with the photo; the type is kept.
    expect(await page.getByLabel('Document number').inputValue()).toBe('');
    expect(await page.getByLabel('Type of document').inputValue()).toBe('id_card');
    await page.getByLabel('Document number').fill('X1234567');
    await page.getByLabel(/Photo of your passport/).setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    expect(await submit(page, 'Upload')).toBe(200);
    // Submitting without the consent box: the browser's own required check stops it; the box is then ticked.
    await page.getByLabel('I am the person in the document and I am present now').check();
    expect(await submit(page, 'Finish')).toBe(200);
    expect(await heading(page)).toBe('We could not verify you');
    await expectAccessible(page, 'kyc-rejected');
    expect(await api('GET', `/v1/kyc/${userId}`)).toMatchObject({ status: 'rejected', result: { identity: 'rejected', document: 'clear', liveness: 'clear' } });
  });
});

describe('pages of other tenants and states', () => {
  it('an unbranded tenant, a live page, a managed dispute and a broken party link each say whose escrow it is and what comes next', async () => {
    const { page } = b;
    // A tenant that set nothing: its own name, no band in live, "they will contact you" without funding instructions.
    const plain = await h.tenant();
    const { name } = await h.request('GET', '/v1/tenants/me', { auth: plain.live }).then((r) => r.body);
    const live = await createEscrow(h, plain.live, { title: 'Walnut desk' });
    expect(await open(page, live.inviteUrl)).toBe(200);
    expect(await page.locator('header').innerText()).not.toContain('Test mode');
    expect(await page.locator('header').innerText()).toContain(name);
    await expectAccessible(page, 'invite-live-unbranded');
    expect(await submit(page, 'Accept the transaction')).toBe(200);
    expect(await page.getByRole('region', { name: 'Next: pay into escrow' }).innerText()).toContain(`${name} will contact you with how to pay`);
    await expectAccessible(page, 'party-accepted-no-instructions');

    // A managed dispute: who decides, and the evidence deadline in the reader's time.
    const managed = await h.tenant();
    await updateEnvironment(h.db, managed.sandbox.environmentId, { managedDisputes: true });
    const disputed = await escrowIn(h, managed.sandbox, 'funded');
    const buyerUrl = (await h.request('POST', `/v1/transactions/${disputed.id}/party-links`, { body: { userId: disputed.buyerId }, auth: managed.sandbox }))
      .body.url;
    expect(await open(page, buyerUrl)).toBe(200);
    await page.getByText('Open a dispute', { exact: true }).click();
    await page.getByRole('textbox', { name: 'What went wrong?' }).fill('The desk arrived with a split top.');
    expect(await submit(page, 'Open the dispute')).toBe(200);
    const dispute = await page.getByRole('region', { name: 'Dispute' }).innerText();
    expect(dispute).toContain('The escrow platform decides who gets the money');
    expect(dispute).toMatch(/Add your evidence by .+\. A party that has added none on this page by then\s+loses/);
    await expectAccessible(page, 'party-managed-dispute');

    // A party link cut short: the transaction in its path still names whom to ask.
    const cut = `${buyerUrl.slice(0, -4)}`;
    expect(await open(page, cut)).toBe(400);
    expect(await page.getByRole('main').innerText()).toContain('For a new link or any question, contact');
    await expectAccessible(page, 'invalid-party-link-known-tenant');
  });
});

describe("times in the reader's time zone", () => {
  it("the script allowed by its hash shows times in the browser's zone; without script the page shows UTC", async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const url = await partyLink(escrow.id, escrow.buyerId);
    const browser = b.context.browser()!;
    const newYork = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
    const noScript = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US', javaScriptEnabled: false });
    try {
      const local = await newYork.newPage();
      const errors: string[] = [];
      local.on('console', (m) => /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
      expect(await open(local, url)).toBe(200);
      const time = local.locator('ol.history time').first();
      const at = (await time.getAttribute('datetime'))!;
      expect(new Date(at).toISOString()).toBe(at);
      // November in New York is EST; the CSP let the script run (no violation reported).
      await expect.poll(() => time.innerText()).toMatch(/EST$/);
      expect(errors).toEqual([]);
      await expectAccessible(local, 'party-local-times');

      const plain = await noScript.newPage();
      expect(await open(plain, url)).toBe(200);
      expect(await plain.locator('ol.history time').first().innerText()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
    } finally {
      await newYork.close();
      await noScript.close();
    }
  });
});

describe('error pages in a browser', () => {
  it('tampered and expired links show clear, accessible pages', async () => {
    const { page } = b;
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const party = await partyLink(escrow.id, escrow.buyerId);
    const { url: verify } = await (async () => {
      const user = await api('POST', '/v1/tenants/add-user', {
        name: 'Late User',
        email: `late.${Date.now().toString(36)}@example.com`,
        phone: '+14155552671',
      });
      return api('POST', '/kyc/sandbox', { userId: user.id });
    })();
    const invite = (await createEscrow(h, t.sandbox)).inviteUrl;

    const tampered: [string, string, string][] = [
      [`${invite}x`, 'This invitation link is not valid', 'invalid-invite'],
      [`${party}x`, 'This link is not valid', 'invalid-party-link'],
      [`${verify}x`, 'This link is not valid', 'invalid-verification-link'],
    ];
    for (const [url, title, shot] of tampered) {
      expect(await open(page, url), title).toBe(400);
      expect(await heading(page)).toBe(title);
      expect(await page.title()).toBe(title);
      await expectAccessible(page, shot);
    }

    // Past every lifetime (invite 14 days > party link 1 hour > session 15 minutes).
    const ms = Math.max(INVITE_TTL_MS, KYC_SESSION_TTL_MS) + 60_000;
    h.clock.advance(ms);
    try {
      const expired: [string, string, string][] = [
        [invite, 'This invitation has expired', 'expired-invite'],
        [party, 'This link has expired', 'expired-party-link'],
        [verify, 'This link has expired', 'expired-verification-link'],
      ];
      for (const [url, title, shot] of expired) {
        expect(await open(page, url), title).toBe(410);
        expect(await heading(page)).toBe(title);
        await expectAccessible(page, shot);
      }
    } finally {
      h.clock.advance(-ms);
    }
    expect((await api('GET', `/v1/transactions/${escrow.id}`)).status).toBe('funded');
  });
  it('the sign-in pages outside the dashboard app (SSO refusals, set-password) are accessible', async () => {
    const { page, baseUrl } = b;
    // No SSO connection for this tenant, and a callback with a state nobody issued.
    expect(await open(page, `${baseUrl}/auth/sso/${t.tenantId}/oidc`)).toBe(404);
    await expectAccessible(page, 'sso-no-connection');
    expect(await open(page, `${baseUrl}/auth/sso/oidc/callback?state=never-issued&code=x`)).toBe(400);
    await expectAccessible(page, 'sso-bad-state');
    // The set-password form of a mailed invitation, its error state, and the link once used (no longer valid).
    const invited = await makeMember(h, t.tenantId, { role: 'viewer', password: null });
    const link = `${baseUrl}/dashboard/set-password?token=${invited.passwordToken}`;
    expect(await open(page, link)).toBe(200);
    await expectAccessible(page, 'set-password');
    await page.getByLabel(/New password/).fill('a long enough password');
    await page.getByLabel('Repeat it').fill('a different password!');
    expect(await submit(page, 'Set password')).toBe(400);
    expect(await page.title()).toMatch(/^Error: /);
    await expectAccessible(page, 'set-password-error');
    await page.getByLabel(/New password/).fill('a long enough password');
    await page.getByLabel('Repeat it').fill('a long enough password');
    expect(await submit(page, 'Set password')).toBe(200);
    await expectAccessible(page, 'set-password-done');
    expect(await open(page, link)).toBe(410);
    await expectAccessible(page, 'set-password-used');
  });
});
