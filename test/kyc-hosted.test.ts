// Long on purpose: the hosted verification flow's steps, limits and outcomes, each case walking the same pages.
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { kycDocuments, users } from '../src/db/schema/index.ts';
import { KYC_SESSION_TTL_MS } from '../src/services/kyc-sessions.ts';
import { makeUser, postForm } from './helpers/factories.ts';
import { countRows, fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(200, 7)]);

async function startSession(name = 'Flow User', options: { returnUrl?: string } = {}) {
  const userId = await makeUser(h, t.sandbox, { kyc: false, name });
  const session = await h.request('POST', '/kyc/sandbox', { body: { userId, ...options }, auth: t.sandbox });
  const path = new URL(session.body.url).pathname;
  return { userId, path, token: session.body.sessionToken as string };
}

const page = async (path: string) => {
  const res = await h.app.request(path);
  return { status: res.status, headers: res.headers, text: await res.text() };
};
function upload(
  path: string,
  bytes: Uint8Array,
  type: string,
  name = 'doc',
  fields: Record<string, string> = { documentType: 'passport', documentNumber: 'P1234 5678' },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('document', new File([bytes], name, { type }));
  return h.app.request(path, { method: 'POST', body: form });
}
const kyc = async (userId: string) => (await h.request('GET', `/v1/kyc/${userId}`, { auth: t.sandbox })).body;

describe('hosted verification flow', () => {
  it('clears all three steps and completes the record (no JavaScript needed)', async () => {
    const { userId, path } = await startSession();
    // An introduction first (who checks, why, what is kept), then the first step.
    const intro = await page(path);
    expect(intro.status).toBe(200);
    expect(intro.text).toContain('Before you start');
    expect(intro.text).toContain(`action="/verify/`);
    const first = await page(`${path}?start=1`);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Step 1 of 3');
    // The one script is the local-times one, allowed by its hash: no other script can run.
    expect(first.text.match(/<script/g)).toHaveLength(1);
    expect(first.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');

    let res = await postForm(h, `${path}/identity`, { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'GB' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    expect(await kyc(userId)).toMatchObject({ status: 'pending', currentStep: 1, result: { identity: 'clear', document: null, liveness: null } });
    expect((await page(path)).text).toContain('Step 2 of 3');

    res = await upload(`${path}/document`, PNG, 'image/png', 'passport.png');
    expect(res.status).toBe(303);
    expect(await kyc(userId)).toMatchObject({ currentStep: 2, result: { document: 'clear' } });
    const [doc] = await h.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.kycId, (await kyc(userId)).id));
    expect(doc).toMatchObject({ contentType: 'image/png', size: PNG.length, environmentId: t.sandbox.environmentId });
    expect(Buffer.compare(doc!.content, PNG)).toBe(0);

    res = await postForm(h, `${path}/liveness`, { consent: 'yes' });
    expect(res.status).toBe(303);
    const done = await kyc(userId);
    expect(done).toMatchObject({
      status: 'complete',
      currentStep: 3,
      result: { identity: 'clear', document: 'clear', liveness: 'clear' },
      submittedOn: expect.any(String),
    });
    // What the flow established is kept; of the document number, its last four characters only.
    expect(done.verified).toEqual({ name: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'GB', documentType: 'passport', documentNumberLast4: '5678' });
    expect(done.nameMismatch).toBe(true);
    const finished = await page(path);
    expect(finished.text).toContain('You are verified');
    expect(finished.text).toContain('You can close this page.');
    const [user] = await h.db.select().from(users).where(eq(users.id, userId));
    expect(user!.status).toBe('active');
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, sql`type = 'kyc.updated' and data->>'userId' = ${userId}`)).toBe(2);

    // Reusable: a complete record is not asked again.
    const again = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    expect(again.body.error.code).toBe('kyc_already_complete');
  });

  it('rejects when the legal name contains "reject"', async () => {
    const { userId, path } = await startSession();
    await postForm(h, `${path}/identity`, { legalName: 'Please Reject Me', dateOfBirth: '1985-01-31', country: 'FR' });
    await upload(`${path}/document`, JPEG, 'image/jpeg');
    await postForm(h, `${path}/liveness`, { consent: 'yes' });
    expect(await kyc(userId)).toMatchObject({ status: 'rejected', currentStep: 3, result: { identity: 'rejected', document: 'clear', liveness: 'clear' } });
    expect((await page(path)).text).toContain('could not verify you');
    const [user] = await h.db.select().from(users).where(eq(users.id, userId));
    expect(user!.status).toBe('invited');
    // A rejected user may try again with a new session.
    const retry = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    expect(retry.status).toBe(200);
    expect(await kyc(userId)).toMatchObject({ status: 'pending', currentStep: 0, result: { identity: null } });
  });

  it('re-renders the form with errors for bad identity input, escaping what was typed', async () => {
    const { userId, path } = await startSession();
    const res = await postForm(h, `${path}/identity`, { legalName: '<script>alert(1)</script>', dateOfBirth: '2999-02-30', country: 'XX' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).not.toContain('<script>alert');
    expect(text).toContain('Enter a real date of birth');
    expect(text).toContain('Choose your country');
    expect(await kyc(userId)).toMatchObject({ currentStep: 0 });
  });

  it('ignores a repeated step: a double submit shows the current state and records nothing twice', async () => {
    const { userId, path } = await startSession();
    await postForm(h, `${path}/identity`, { legalName: 'Ada', dateOfBirth: '1990-01-01', country: 'GB' });
    const again = await postForm(h, `${path}/identity`, { legalName: 'Someone Else', dateOfBirth: '1990-01-01', country: 'GB' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Step 2 of 3');
    expect(await kyc(userId)).toMatchObject({ currentStep: 1 });
  });
});

describe('document upload checks', () => {
  it.each([
    ['SVG with a script, declared as PNG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png'],
    ['HTML declared as JPEG', Buffer.from('<!doctype html><html><body>hi</body></html>'), 'image/jpeg'],
    ['SVG declared honestly', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'application/pdf'],
    ['PNG bytes declared as text/html', PNG, 'text/html'],
    ['JPEG bytes declared as PNG', JPEG, 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes, type) => {
    const { userId, path } = await startSession();
    await postForm(h, `${path}/identity`, { legalName: 'Ada', dateOfBirth: '1990-01-01', country: 'GB' });
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await upload(`${path}/document`, bytes, type);
    expect(res.status).toBe(415);
    expect(await res.text()).toContain('JPEG, PNG or WebP');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect(await kyc(userId)).toMatchObject({ currentStep: 1, result: { document: null } });
  });

  it('refuses an empty upload (400) and one over 5 MB (413)', async () => {
    const { path } = await startSession();
    await postForm(h, `${path}/identity`, { legalName: 'Ada', dateOfBirth: '1990-01-01', country: 'GB' });
    const empty = await upload(`${path}/document`, new Uint8Array(), 'image/png');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Choose a photo');
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(`${path}/document`, big, 'image/png');
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('too large');
  });
});

describe('session tokens on the hosted pages', () => {
  it('expire after 15 minutes with a clear page (clock injected)', async () => {
    const { path } = await startSession();
    h.clock.advance(KYC_SESSION_TTL_MS - 1000);
    expect((await page(path)).status).toBe(200);
    h.clock.advance(2000);
    const expired = await page(path);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('This link has expired');
    const post = await postForm(h, `${path}/identity`, { legalName: 'Late', dateOfBirth: '1990-01-01', country: 'GB' });
    expect(post.status).toBe(410);
  });

  it('refuse tampered tokens with a clear page, never a stack trace', async () => {
    const { path, token } = await startSession();
    const [body, sig] = token.slice(3).split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const other = await startSession();
    const forged = `vs_${Buffer.from(JSON.stringify({ ...claims, u: other.userId })).toString('base64url')}.${sig}`;
    for (const bad of [`/verify/${forged}`, `${path}x`, '/verify/vs_abc', '/verify/nothing', `/verify/${token.replace('vs_', 'xx_')}`]) {
      const res = await page(bad);
      expect(res.status, bad).toBe(400);
      expect(res.text).toContain('This link is not valid');
      expect(res.text).not.toMatch(/Error:|at .*\.ts|stack/);
    }
    const post = await postForm(h, `/verify/${forged}/identity`, { legalName: 'Forger', dateOfBirth: '1990-01-01', country: 'GB' });
    expect(post.status).toBe(400);
    expect(await kyc(other.userId)).toMatchObject({ currentStep: 0 });
  });

  it('a cursor or another signed value is not a session token', async () => {
    const list = await h.request('GET', '/v1/environments?limit=1', { auth: t.sandbox });
    expect((await page(`/verify/vs_${list.body.nextCursor}`)).status).toBe(400);
  });
});

describe('country of residence', () => {
  it('offers the ISO 3166-1 countries (i18n-iso-countries): one entry per name, no withdrawn or made-up codes, sorted by name', async () => {
    const { path } = await startSession();
    const options = [...(await page(`${path}?start=1`)).text.matchAll(/<option value="([A-Z]{2})"(?: selected)?>([^<]+)<\/option>/g)].map((m) => ({
      code: m[1]!,
      name: m[2]!,
    }));
    expect(options.length).toBeGreaterThanOrEqual(249);
    expect(new Set(options.map((o) => o.name)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    const byCode = Object.fromEntries(options.map((o) => [o.code, o.name]));
    expect(byCode).toMatchObject({ GB: 'United Kingdom', DE: 'Germany', RS: 'Serbia', RU: 'Russian Federation', CZ: 'Czech Republic' });
    // What Intl.DisplayNames offered before: withdrawn (DD, SU, YU, CS), reserved (UK, EU) or unknown (ZZ) codes.
    for (const code of ['DD', 'SU', 'YU', 'CS', 'UK', 'EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA']) expect(byCode[code], code).toBeUndefined();
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('a withdrawn code is refused with the field error and nothing recorded; a listed one in any case is taken', async () => {
    const { userId, path } = await startSession();
    const refused = await postForm(h, `${path}/identity`, { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'DD' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose your country from the list.');
    expect(await kyc(userId)).toMatchObject({ status: 'pending', currentStep: 0, result: { identity: null } });
    const taken = await postForm(h, `${path}/identity`, { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'rs' });
    expect(taken.status).toBe(303);
    expect(await kyc(userId)).toMatchObject({ currentStep: 1, result: { identity: 'clear' } });
  });
});

describe('the verified identity from the flow', () => {
  it('asks for the document type and number; refused input re-renders with field errors, never echoes the number, stores nothing', async () => {
    const { userId, path } = await startSession();
    await postForm(h, `${path}/identity`, { legalName: 'Ada', dateOfBirth: '1990-01-01', country: 'GB' });
    const form = await page(path);
    expect(form.text).toContain('<label for="documentType">Type of document</label>');
    expect(form.text).toContain('<label for="documentNumber">Document number</label>');
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const [fields, error] of [
      [{ documentType: 'library_card', documentNumber: 'X9876543' }, 'Choose the type of your document.'],
      [{ documentType: 'id_card', documentNumber: 'QZ9' }, 'Enter the document number as printed'],
      [{ documentType: 'id_card', documentNumber: 'AB<script>1234' }, 'Enter the document number as printed'],
      [{ documentType: 'id_card', documentNumber: 'X'.repeat(31) }, 'Enter the document number as printed'],
    ] as const) {
      const res = await upload(`${path}/document`, PNG, 'image/png', 'id.png', fields);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain(error);
      expect(text).toContain('aria-invalid="true"');
      expect(text).not.toContain(fields.documentNumber);
      expect(text).not.toContain(fields.documentNumber.replace('<', '&lt;'));
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect(await kyc(userId)).toMatchObject({ currentStep: 1, verified: { name: 'Ada', documentType: null, documentNumberLast4: null } });
  });

  it('the whole document number is nowhere: not in any row, event, idempotency record or log line', async () => {
    const lines: string[] = [];
    const savedLogger = h.deps.logger;
    h.deps.logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    try {
      const { userId, path } = await startSession('Grace Hopper');
      await postForm(h, `${path}/identity`, { legalName: 'Grace Hopper', dateOfBirth: '1906-12-09', country: 'US' });
      // Spaces and hyphens are dropped before anything is kept.
      expect(
        (await upload(`${path}/document`, JPEG, 'image/jpeg', 'id.jpg', { documentType: 'driving_license', documentNumber: 'zq-7731 9902x' })).status,
      ).toBe(303);
      await postForm(h, `${path}/liveness`, { consent: 'yes' });
      expect((await kyc(userId)).verified).toEqual({
        name: 'Grace Hopper',
        dateOfBirth: '1906-12-09',
        country: 'US',
        documentType: 'driving_license',
        documentNumberLast4: '902X',
      });
      expect(lines.length).toBeGreaterThan(0);
    } finally {
      h.deps.logger = savedLogger;
    }
    const everything = JSON.stringify(await tenantSnapshot(h.db, t.tenantId)) + lines.join('\n');
    for (const form of ['ZQ77319902X', 'zq-7731 9902x', '77319902', 'ZQ7731']) expect(everything).not.toContain(form);
  });

  it('sets nameMismatch when the verified name is far from the account name', async () => {
    for (const [account, legal, mismatch] of [
      ['Ann Ordinary', 'Ann Ordinary', false],
      ['Ann Ordinary', 'Viktor Bout', true],
    ] as const) {
      const { userId, path } = await startSession(account);
      await postForm(h, `${path}/identity`, { legalName: legal, dateOfBirth: '1967-01-13', country: 'TJ' });
      expect(await kyc(userId)).toMatchObject({ verified: { name: legal, dateOfBirth: '1967-01-13', country: 'TJ' }, nameMismatch: mismatch });
    }
  });

  it('a new check (the API restarting a rejected one) starts with no identity from the last attempt', async () => {
    const { userId, path } = await startSession('Flow User');
    await postForm(h, `${path}/identity`, { legalName: 'Please Reject Flow User', dateOfBirth: '1985-01-31', country: 'FR' });
    await upload(`${path}/document`, JPEG, 'image/jpeg');
    await postForm(h, `${path}/liveness`, { consent: 'yes' });
    expect(await kyc(userId)).toMatchObject({ status: 'rejected', verified: { name: 'Please Reject Flow User', documentNumberLast4: '5678' } });
    await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    expect(await kyc(userId)).toMatchObject({ status: 'pending', verified: null, nameMismatch: false });
  });
});

describe('returnUrl on the last page', () => {
  const finish = async (path: string, legalName: string) => {
    await postForm(h, `${path}/identity`, { legalName, dateOfBirth: '1990-01-01', country: 'GB' });
    await upload(`${path}/document`, PNG, 'image/png');
    await postForm(h, `${path}/liveness`, { consent: 'yes' });
    return page(path);
  };

  it('links back to the integrator after success and after a rejection, escaped, naming where it leads', async () => {
    const returnUrl = 'https://shop.example.com/kyc/done?user=42&next="x"';
    for (const [name, heading] of [
      ['Ada Lovelace', 'You are verified'],
      ['Reject Me', 'We could not verify you'],
    ] as const) {
      const { path } = await startSession(name, { returnUrl });
      const last = await finish(path, name);
      expect(last.text).toContain(heading);
      expect(last.text).toContain('<a href="https://shop.example.com/kyc/done?user=42&amp;next=%22x%22">Return to shop.example.com</a>');
      expect(last.text).not.toContain('You can close this page.');
    }
  });

  it('is not shown on the steps before the end', async () => {
    const { path } = await startSession('Ada', { returnUrl: 'https://shop.example.com/done' });
    expect((await page(path)).text).not.toContain('shop.example.com');
  });
});
