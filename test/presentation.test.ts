// Long on purpose: the presentation's settings (happy, error, security, audit) and every hosted page that shows them share one tenant's fixtures.
/**
 * How an environment presents itself (issue 31): the dashboard's settings
 * (owners and admins, audited, validated: contrast, URLs, the logo's bytes),
 * the logo served from our origin, and every hosted page naming whose escrow
 * it is, whether the money is real, and whom to ask — with the buyer's
 * funding instructions rendered as text with safe links.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { PARTY_LINK_TTL_MS } from '../src/services/transactions/links.ts';
import { createEscrow, escrowIn, makeMember, makeUser, partyLink, postForm, setPresentation, signIn, type SignedIn } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
const LOGO = readFileSync('test/fixtures/logo.png');

let t: TestTenant;
let owner: SignedIn;

beforeAll(async () => {
  t = await h.tenant();
  owner = await signIn(h, (await makeMember(h, t.tenantId, { role: 'owner' })).email);
});

const patch = (s: SignedIn, body: Record<string, unknown>) => h.request('PATCH', '/v1/dashboard/presentation', { headers: s.bearer, body });
const read = (s: SignedIn, environment = 'sandbox') => h.request('GET', `/v1/dashboard/presentation?environment=${environment}`, { headers: s.bearer });
const page = async (path: string) => {
  const res = await h.app.request(path);
  return { status: res.status, text: await res.text(), headers: res.headers };
};
const audits = (tenantId: string) =>
  queryRows<{ actor: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    h.db,
    sql`select actor, before, after from audit_log where tenant_id = ${tenantId} and action = 'presentation.updated' order by id`,
  );

describe('the presentation settings (dashboard)', () => {
  it("start from the tenant's name; an owner sets every field and a logo; one audit row; the logo is served from our origin with its sniffed type", async () => {
    const tt = await h.tenant();
    const me = await signIn(h, (await makeMember(h, tt.tenantId, { role: 'owner' })).email);
    const name = (await h.request('GET', '/v1/tenants/me', { auth: tt.sandbox })).body.name;
    const before = await read(me);
    expect(before.status, before.text).toBe(200);
    expect(before.body).toEqual({
      environment: 'sandbox',
      livemode: false,
      tenantName: name,
      displayName: null,
      supportEmail: null,
      supportUrl: null,
      accentColor: null,
      fundingInstructions: null,
      logo: null,
      updatedAt: null,
    });

    const res = await patch(me, {
      environment: 'sandbox',
      displayName: '  Harbour Market ',
      supportEmail: 'Help@Harbour.EXAMPLE',
      supportUrl: 'http://harbour.example/help',
      accentColor: '#0F766E',
      fundingInstructions: 'Wire it to IBAN GB33 BUKB 2020 1555 5555 55.',
      logo: LOGO.toString('base64'),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      displayName: 'Harbour Market',
      supportEmail: 'Help@harbour.example',
      supportUrl: 'http://harbour.example/help',
      accentColor: '#0f766e',
      fundingInstructions: 'Wire it to IBAN GB33 BUKB 2020 1555 5555 55.',
      logo: { url: expect.stringMatching(/^\/presentation\/logos\/[0-9a-f]{64}$/), contentType: 'image/png', bytes: LOGO.length },
      updatedAt: expect.any(String),
    });
    expect((await read(me)).body).toEqual(res.body);

    const logo = await h.app.request(res.body.logo.url);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(logo.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await logo.arrayBuffer()).equals(LOGO)).toBe(true);

    const [row] = await audits(tt.tenantId);
    expect(row!.actor).toBe(me.email);
    expect(row!.before).toMatchObject({ displayName: null, logo: null });
    expect(row!.after).toMatchObject({ displayName: 'Harbour Market', accentColor: '#0f766e', logo: res.body.logo.url.split('/').pop() });
    // The live environment is untouched: presentation is per environment.
    expect((await read(me, 'live')).body).toMatchObject({ displayName: null, logo: null, livemode: true });
  });

  it('changes only the fields sent; null clears one (the logo too, whose URL then answers 404)', async () => {
    const tt = await h.tenant();
    const me = await signIn(h, (await makeMember(h, tt.tenantId, { role: 'admin' })).email);
    // Bytes of its own: logos are content-addressed, and the fixture's bytes are other tenants' logo too.
    const own = Buffer.concat([LOGO, Buffer.from(`trailer ${Math.random()}`)]);
    const set = await patch(me, { environment: 'sandbox', displayName: 'Juniper', supportEmail: 'care@juniper.example', logo: own.toString('base64') });
    expect(set.status, set.text).toBe(200);
    const cleared = await patch(me, { environment: 'sandbox', displayName: null, logo: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ displayName: null, supportEmail: 'care@juniper.example', logo: null });
    expect((await h.app.request(set.body.logo.url)).status).toBe(404);
    expect((await h.app.request('/presentation/logos/not-a-digest')).status).toBe(404);
  });

  it('refuses what the pages could not show safely, naming each field, and changes nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ accentColor: '#ffd966' }, 'accentColor', /contrast of 1\.\d\d:1 with white/],
      [{ accentColor: 'teal' }, 'accentColor', /#rrggbb/],
      [{ supportEmail: 'not an email' }, 'supportEmail', /valid email/],
      [{ supportUrl: 'javascript:alert(1)' }, 'supportUrl', /https URL/],
      [{ supportUrl: 'https://user:pw@harbour.example/' }, 'supportUrl', /without credentials/],
      [{ displayName: '' }, 'displayName', /send null/],
      [{ displayName: 'Tab\there' }, 'displayName', /control characters/],
      [{ fundingInstructions: 'x'.repeat(2001) }, 'fundingInstructions', /2000/],
      [{ logo: svg.toString('base64') }, 'logo', /PNG, JPEG or WebP/],
      [{ logo: html.toString('base64') }, 'logo', /PNG, JPEG or WebP/],
      [{ logo: Buffer.concat([LOGO, Buffer.alloc(100 * 1024)]).toString('base64') }, 'logo', /larger than 100 KiB|at most 102400/],
      [{ logo: 'not base64!' }, 'logo', /base64/],
    ];
    const snapshot = await tenantSnapshot(h.db, t.tenantId);
    for (const [body, field, message] of cases) {
      const res = await patch(owner, { environment: 'sandbox', ...body });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      const detail = res.body.error.details?.find((d: { path: string }) => d.path === field);
      expect(detail?.message ?? res.body.error.message, field).toMatch(message);
    }
    // A live support page must be https.
    const live = await patch(owner, { environment: 'live', supportUrl: 'http://harbour.example/help' });
    expect(live.status).toBe(400);
    expect(live.body.error).toMatchObject({ code: 'validation_failed', param: 'supportUrl' });
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(snapshot);
  });

  it('developers and viewers may read but not change it, API keys neither; nothing changes', async () => {
    const snapshot = await tenantSnapshot(h.db, t.tenantId);
    for (const role of ['developer', 'viewer'] as const) {
      const member = await signIn(h, (await makeMember(h, t.tenantId, { role })).email);
      const before = await tenantSnapshot(h.db, t.tenantId);
      expect((await read(member)).status).toBe(200);
      const res = await patch(member, { environment: 'sandbox', displayName: 'Taken over' });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('role_forbidden');
      const after = await tenantSnapshot(h.db, t.tenantId);
      expect(after.environment_presentations).toEqual(before.environment_presentations);
      expect(after.audit_log).toEqual(before.audit_log);
    }
    const keyed = await h.request('PATCH', '/v1/dashboard/presentation', { auth: t.sandbox, body: { environment: 'sandbox', displayName: 'Taken over' } });
    expect(keyed.status).toBe(403);
    expect(keyed.body.error.code).toBe('key_forbidden');
    expect((await tenantSnapshot(h.db, t.tenantId)).environment_presentations).toEqual(snapshot.environment_presentations);
  });

  it("a member changes only their own tenant's environments", async () => {
    const other = await h.tenant();
    const theirs = await tenantSnapshot(h.db, other.tenantId);
    expect((await patch(owner, { environment: 'sandbox', displayName: 'Ours' })).status).toBe(200);
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(theirs);
    const escrow = await createEscrow(h, other.sandbox);
    const invite = await page(new URL(escrow.inviteUrl).pathname);
    expect(invite.text).not.toContain('Ours');
  });
});

describe('hosted pages show the presentation', () => {
  it('name the tenant (its own name until a display name is set), a way to reach it, and in sandbox only, the test-mode band', async () => {
    const tt = await h.tenant();
    const name = (await h.request('GET', '/v1/tenants/me', { auth: tt.sandbox })).body.name;
    const escrow = await createEscrow(h, tt.sandbox);
    const invitePath = new URL(escrow.inviteUrl).pathname;
    let invite = await page(invitePath);
    expect(invite.text).toContain(`<p class="name">${name}</p>`);
    expect(invite.text).toContain('Test mode — no real money.');
    expect(invite.text).toContain(`Questions? Contact ${name}, the marketplace that sent you here.`);

    await setPresentation(h, tt.tenantId, tt.sandbox, { displayName: 'Juniper Lane', supportEmail: 'care@juniper.example', accentColor: '#7c2d12' });
    invite = await page(invitePath);
    expect(invite.text).toContain('<p class="name">Juniper Lane</p>');
    expect(invite.text).toContain('<a href="mailto:care@juniper.example">care@juniper.example</a>');
    expect(invite.text).toContain(':root { --accent: #7c2d12; }');

    // Every page of the flow says the same.
    expect((await accept(invitePath)).status).toBe(303);
    const seller = await partyLink(h, tt.sandbox, escrow.id, escrow.sellerId);
    const paths = [
      seller.path,
      `/t/${escrow.token}/confirm?party=${encodeURIComponent(seller.party)}&action=cancel`,
      (await h.request('POST', '/kyc/sandbox', { body: { userId: await makeUser(h, tt.sandbox, { kyc: false }) }, auth: tt.sandbox })).body.url.replace(
        /^https?:\/\/[^/]+/,
        '',
      ),
    ];
    for (const path of paths) {
      const shown = await page(path);
      expect(shown.status, path).toBe(200);
      expect(shown.text, path).toContain('<p class="name">Juniper Lane</p>');
      expect(shown.text, path).toContain('Test mode — no real money.');
      expect(shown.text, path).toContain('care@juniper.example');
    }

    // Live pages have no band.
    const live = await createEscrow(h, tt.live);
    const livePage = await page(new URL(live.inviteUrl).pathname);
    expect(livePage.status).toBe(200);
    expect(livePage.text).toContain(`<p class="name">${name}</p>`);
    expect(livePage.text).not.toContain('Test mode');
  });

  it("show the buyer the tenant's funding instructions on the accepted page, escaped, with only http(s) links, the amount and the reference", async () => {
    const tt = await h.tenant();
    await setPresentation(h, tt.tenantId, tt.sandbox, {
      displayName: 'Harbour Market',
      fundingInstructions:
        'Transfer to IBAN GB33 BUKB 2020 1555 5555 55 <b>today</b>.\nSee https://harbour.example/pay?a=1&b=2. Not a link: javascript:alert(1) or <a href="https://evil.example">x</a>',
    });
    const escrow = await escrowIn(h, tt.sandbox, 'accepted', { amount: 1_250_000, currency: 'USD' });
    const buyer = await page((await partyLink(h, tt.sandbox, escrow.id, escrow.buyerId)).path);
    expect(buyer.text).toContain('Next: pay into escrow');
    expect(buyer.text).toContain('Pay <strong>$12,500.00</strong> into escrow as Harbour Market describes');
    expect(buyer.text).toContain(`<span class="reference">${escrow.id}</span>`);
    expect(buyer.text).toContain('GB33 BUKB 2020 1555 5555 55 &lt;b&gt;today&lt;/b&gt;.<br>See ');
    expect(buyer.text).toContain(
      '<a href="https://harbour.example/pay?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">https://harbour.example/pay?a=1&amp;b=2</a>.',
    );
    expect(buyer.text).not.toContain('href="javascript');
    expect(buyer.text).not.toContain('<a href="https://evil.example">');
    // The https URL inside the written tag is text around a link of its own, never the tag.
    expect(buyer.text).toContain('&lt;a href=&quot;');
    // The seller is told the buyer pays; the instructions are the buyer's.
    const seller = await page((await partyLink(h, tt.sandbox, escrow.id, escrow.sellerId)).path);
    expect(seller.text).not.toContain('GB33 BUKB');
    expect(seller.text).toContain('pays the amount into escrow');
  });

  it('without instructions, tell the buyer the marketplace will contact them and whom to ask', async () => {
    const tt = await h.tenant();
    await setPresentation(h, tt.tenantId, tt.sandbox, { displayName: 'Juniper Lane', supportUrl: 'https://juniper.example/help' });
    const escrow = await escrowIn(h, tt.sandbox, 'accepted');
    const buyer = await page((await partyLink(h, tt.sandbox, escrow.id, escrow.buyerId)).path);
    expect(buyer.text).toContain('Juniper Lane will contact you with how to pay <strong>$125.00</strong> into escrow.');
    expect(buyer.text).toContain('<a href="https://juniper.example/help" rel="noopener noreferrer">juniper.example/help</a>');
    expect(buyer.text).toContain(`<span class="reference">${escrow.id}</span>`);
  });

  it('an expired or broken link says whom to ask for a new one when its tenant is known, and never guesses it', async () => {
    await setPresentation(h, t.tenantId, t.sandbox, { displayName: 'Harbour Market', supportEmail: 'help@harbour.example' });
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const { path, party } = await partyLink(h, t.sandbox, escrow.id, escrow.buyerId);
    const invite = new URL((await createEscrow(h, t.sandbox)).inviteUrl).pathname;
    // A cut party token: the transaction in the path still says whose it is.
    const cut = await page(`/t/${escrow.token}?party=${encodeURIComponent(party.slice(0, -3))}`);
    expect(cut.status).toBe(400);
    expect(cut.text).toContain('For a new link or any question, contact Harbour Market at <a href="mailto:help@harbour.example">');
    // A broken invitation: nothing verifiable names a tenant.
    const broken = await page(`${invite}x`);
    expect(broken.status).toBe(400);
    expect(broken.text).toContain('For a new link, contact the marketplace that sent it to you.');
    expect(broken.text).not.toContain('Harbour Market');
    h.clock.advance(PARTY_LINK_TTL_MS + 1000);
    try {
      const expired = await page(path);
      expect(expired.status).toBe(410);
      expect(expired.text).toContain('This link has expired');
      expect(expired.text).toContain('For a new link or any question, contact Harbour Market at');
      expect(expired.text).toContain('Test mode — no real money.');
    } finally {
      h.clock.advance(-(PARTY_LINK_TTL_MS + 1000));
    }
  });
});

function accept(invitePath: string) {
  return postForm(h, invitePath, { decision: 'accept' });
}
