/**
 * Issue 31: the parties' messages present the environment as its hosted
 * pages do — the display name (the tenant's name until one is set), the
 * support email and page, the accent colour and the logo (an absolute URL
 * under PUBLIC_URL) — and say [TEST] in sandbox only. Read from the stored,
 * sealed message as the composer wrote it.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../src/db/schema/index.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { openEmail } from '../src/services/emails/outbox.ts';
import { composeEmails } from './helpers/email.ts';
import { createEscrow, makeMember, postForm, setPresentation, signIn } from './helpers/factories.ts';
import { fileHarness, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness({ isolated: true });
// Bytes of its own: logos are content-addressed and shared by digest.
const LOGO = Buffer.concat([readFileSync('test/fixtures/logo.png'), Buffer.from('presentation-messages')]);
let t: TestTenant;
let logoUrl: string;
let tenantName: string;

beforeAll(async () => {
  t = await h.tenant();
  tenantName = (await h.request('GET', '/v1/tenants/me', { auth: t.sandbox })).body.name;
  for (const env of [t.sandbox, t.live]) await updateEnvironment(h.db, env.environmentId, { partyEmails: true });
  const set = await setPresentation(h, t.tenantId, t.sandbox, {
    displayName: 'Harbour Market',
    supportEmail: 'help@harbour.example',
    supportUrl: 'https://harbour.example/help',
    accentColor: '#0f766e',
    logo: LOGO,
  });
  logoUrl = `${h.deps.publicUrl}${set.logo!.path}`;
});

/** The messages of one template for a transaction, opened. */
async function messagesOf(transactionId: string, template: string) {
  const rows = await h.db
    .select()
    .from(emails)
    .where(and(eq(emails.transactionId, transactionId), eq(emails.template, template)));
  return rows.map((r) => openEmail(h.deps.emails.box, r));
}

async function invitationOf(auth: KeyCreds) {
  const escrow = await createEscrow(h, auth);
  await composeEmails(h);
  const [message] = await messagesOf(escrow.id, 'transaction.invited');
  expect(message, 'the invitation message').toBeDefined();
  return { escrow, message: message! };
}

function expectPresented(m: { subject: string; text: string; html: string }) {
  expect(m.subject).toMatch(/^\[TEST\] /);
  expect(m.text).toMatch(/^TEST MESSAGE/);
  expect(m.text).toContain('\nHarbour Market\n');
  expect(m.text).toContain('Questions? Contact Harbour Market at help@harbour.example or https://harbour.example/help.');
  expect(m.html).toContain('color:#0f766e">Harbour Market</p>');
  expect(m.html).toContain('background:#0f766e;color:#fff');
  expect(m.html).toContain(`<img src="${logoUrl}" alt="" height="40">`);
  expect(m.html).toContain(
    'Contact Harbour Market at <a href="mailto:help@harbour.example">help@harbour.example</a> or <a href="https://harbour.example/help">https://harbour.example/help</a>.',
  );
  expect(m.text).not.toContain(tenantName);
  expect(m.html).not.toContain(tenantName);
}

describe('party messages carry the presentation', () => {
  it('an invitation: display name, support email and page, accent colour, logo URL under PUBLIC_URL, and [TEST] in sandbox', async () => {
    const { message } = await invitationOf(t.sandbox);
    expectPresented(message);
    // The logo URL is the one the hosted pages serve.
    const logo = await h.app.request(new URL(logoUrl).pathname);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(LOGO)).toBe(true);
    // The dashboard's preview admits PUBLIC_URL's origin for images, so the logo shows on an http dev setup too.
    const member = await signIn(h, (await makeMember(h, t.tenantId, { role: 'viewer' })).email);
    const preview = await h.app.request(`/dashboard/emails/${message.id}/preview`, { headers: { cookie: member.cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-security-policy')).toContain(`img-src https: data: ${new URL(h.deps.publicUrl).origin};`);
    expect(await preview.text()).toContain(`<img src="${logoUrl}"`);
  });

  it("live: its own (unset) presentation — the tenant's name, no logo, no [TEST]", async () => {
    const { message } = await invitationOf(t.live);
    expect(message.subject).not.toContain('[TEST]');
    expect(message.text).not.toContain('TEST MESSAGE');
    expect(message.text).toContain(`\n${tenantName}\n`);
    expect(message.text).toContain(`Questions? Contact ${tenantName}.`);
    expect(message.html).not.toContain('<img');
    expect(message.text).not.toContain('Harbour Market');
  });

  it('link.recovery: the same presentation as the transaction’s other messages', async () => {
    const { escrow } = await invitationOf(t.sandbox);
    const buyer = (await h.request('GET', `/v1/users/${escrow.buyerId}`, { auth: t.sandbox })).body.email as string;
    expect((await postForm(h, '/links/recover', { ref: escrow.token, email: buyer })).status).toBe(200);
    await h.deps.deferred!.drain();
    const [recovery] = await messagesOf(escrow.id, 'link.recovery');
    expect(recovery, 'the recovery message').toBeDefined();
    expectPresented(recovery!);
    expect(recovery!.text).toContain('You asked for a new link to your escrow transaction on Harbour Market');
  });
});
