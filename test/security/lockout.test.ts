/**
 * Issue 33 #2, replayed: five wrong passwords from each of ten addresses
 * locked the owner out everywhere for 15 minutes. The account-wide ceiling
 * still stops spread-out guessing from strangers, but a browser that signed
 * in before (its device cookie) or an address the account signed in from
 * before gets the owner through; and a locked owner can mail themselves an
 * unlock link (issue 30 #6).
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emails, loginThrottle } from '../../src/db/schema/index.ts';
import { parseTrustProxy, TRUST_NONE } from '../../src/lib/client-address.ts';
import { openEmail } from '../../src/services/emails/outbox.ts';
import { THROTTLE } from '../../src/services/members/throttle.ts';
import { issueDeviceToken } from '../../src/services/members/devices.ts';
import { makeMember, TEST_PASSWORD as PASSWORD, uniqueEmail } from '../helpers/factories.ts';
import { fileHarness } from '../helpers/harness.ts';

const h = fileHarness();
afterEach(() => {
  h.deps.trustProxy = TRUST_NONE;
});

const login = (email: string, password: string, from: string, cookie?: string) =>
  h.request('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) } });
const deviceOf = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('device='))!
    .split(';')[0]!;

async function owner(): Promise<string> {
  const t = await h.tenant();
  return (await makeMember(h, t.tenantId, { role: 'owner' })).email;
}

/** The attack that worked: five wrong passwords from each of ten addresses. */
async function flood(email: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    for (let j = 0; j < THROTTLE.pairFailures; j++) expect([401, 429]).toContain((await login(email, `guess ${i}.${j}!`, `203.0.113.${i + 1}`)).status);
  }
}

describe('the account-wide lock stops strangers, not the owner (issue 33 #2)', () => {
  it('after the flood, a stranger with the right password is refused, but the owner’s browser and the owner’s usual address get in', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const email = await owner();
    const home = await login(email, PASSWORD, '198.51.100.7');
    expect(home.status).toBe(200);
    const device = deviceOf(home);
    expect(device).toMatch(/^device=dev_/);
    await flood(email);
    const stranger = await login(email, PASSWORD, '192.0.2.99');
    expect([stranger.status, stranger.body.error.code]).toEqual([429, 'rate_limit_exceeded']);
    // The owner's browser, travelling (a new address): through, and its cookie renewed.
    const travelling = await login(email, PASSWORD, '192.0.2.55', device);
    expect(travelling.status).toBe(200);
    expect(deviceOf(travelling)).toMatch(/^device=dev_/);
    // The owner's usual address, from a client that keeps no cookies: through.
    expect((await login(email, PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('a device cookie still needs the password: five wrong ones lock that browser alone, with backoff', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const email = await owner();
    const device = deviceOf(await login(email, PASSWORD, '198.51.100.8'));
    for (let i = 0; i < THROTTLE.pairFailures; i++) expect((await login(email, 'wrong password!', '192.0.2.60', device)).status).toBe(401);
    expect((await login(email, PASSWORD, '192.0.2.60', device)).status).toBe(429);
    // The account itself is not locked: the owner signs in elsewhere.
    expect((await login(email, PASSWORD, '198.51.100.8')).status).toBe(200);
    h.clock.advance(THROTTLE.pairLockMs + 1000);
    expect((await login(email, PASSWORD, '192.0.2.60', device)).status).toBe(200);
  });

  it('a device cookie of another account, or a forged one, is a stranger’s: the ceiling holds', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const email = await owner();
    const otherDevice = deviceOf(await login(await owner(), PASSWORD, '198.51.100.9'));
    const forged = `device=${issueDeviceToken('not the server key', email, h.clock.now())}`;
    await flood(email);
    for (const cookie of [otherDevice, forged]) expect((await login(email, PASSWORD, '192.0.2.70', cookie)).status).toBe(429);
  });
});

describe('unlock by email (issue 30 #6)', () => {
  it('a locked owner asks for a link: the same answer for any address; the link lifts the lock and marks the browser; it works once', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const email = await owner();
    await flood(email);
    expect((await login(email, PASSWORD, '192.0.2.80')).status).toBe(429);

    const nobody = uniqueEmail('nobody');
    const answers = [await h.request('POST', '/auth/unlock', { body: { email } }), await h.request('POST', '/auth/unlock', { body: { email: nobody } })];
    expect(answers.map((a) => [a.status, a.text])).toEqual([
      [200, '{"requested":true}'],
      [200, '{"requested":true}'],
    ]);
    expect(await h.db.select().from(emails).where(eq(emails.toAddress, nobody))).toHaveLength(0);
    const [mail] = await h.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, email), eq(emails.template, 'member.unlock')));
    expect(mail).toMatchObject({ audience: 'member', tenantId: null, environmentId: null });
    // Asked again at once: no second message (no mail flood), the same answer.
    expect((await h.request('POST', '/auth/unlock', { body: { email } })).status).toBe(200);
    expect(
      await h.db
        .select()
        .from(emails)
        .where(and(eq(emails.toAddress, email), eq(emails.template, 'member.unlock'))),
    ).toHaveLength(1);

    const link = new URL(openEmail(h.deps.emails.box, mail!).text.match(/http:\/\/\S+/)![0]);
    const token = link.searchParams.get('token')!;
    expect((await h.app.request(link.pathname + link.search)).status).toBe(200);
    const unlock = () =>
      h.app.request('/dashboard/unlock', {
        method: 'POST',
        body: new URLSearchParams({ token }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const used = await unlock();
    expect(used.status).toBe(200);
    const device = used.headers.get('set-cookie')!.split(';')[0]!;
    expect(device).toMatch(/^device=dev_/);
    expect(
      await h.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, `acct:${email}`)),
    ).toHaveLength(0);
    expect((await login(email, PASSWORD, '192.0.2.81', device)).status).toBe(200);
    expect((await unlock()).status).toBe(410);
  });
});
