/**
 * Issue 17 #4, #6 and #12, replayed against /auth/login and the
 * set-password form: X-Forwarded-For spoofing (with and without trusted
 * proxies), the lockout a stranger could impose on an account, and the
 * set-password form's unthrottled scrypt work.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/db/query.ts';
import { clientAddress, parseTrustProxy, TRUST_NONE } from '../../src/lib/client-address.ts';
import { THROTTLE } from '../../src/services/members/throttle.ts';
import { scryptDerivations } from '../../src/services/members/passwords.ts';
import { SIGN_IN_BUCKET } from '../../src/services/rate-limit.ts';
import { makeMember, TEST_PASSWORD as PASSWORD } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness({ rateLimits: 'memory' });
let t: TestTenant;
let seq = 0;
beforeAll(async () => {
  t = await h.tenant();
});
afterEach(() => {
  h.deps.trustProxy = TRUST_NONE;
  h.clock.unfreeze();
});

const member = async () => (await makeMember(h, t.tenantId, { role: 'viewer', name: 'Member' })).email;

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  h.request('POST', '/auth/login', { body: { email, password }, headers });
const throttleRow = async (key: string) =>
  (await queryRows<{ failures: number; locked_until: string | null }>(h.db, sql`select failures, locked_until from login_throttle where key = ${key}`))[0];

describe('X-Forwarded-For is read from the right, behind trusted proxies only (#4)', () => {
  it('TRUST_PROXY parses false, true, a hop count and a proxy list, and refuses anything else at startup', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    const list = loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 2001:db8::/32' }).trustProxy;
    expect(list).toMatchObject({ kind: 'list', entries: ['loopback', '10.0.0.0/8', '2001:db8::/32'] });
    for (const bad of ['yes', '0', '11', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('a client-chosen left-most entry is never the client: each setting, spoofed chains', () => {
    const spoofed = '6.6.6.6, 203.0.113.9';
    expect(clientAddress(TRUST_NONE, '198.51.100.1', spoofed)).toBe('198.51.100.1');
    expect(clientAddress(parseTrustProxy('true'), '10.0.0.2', spoofed)).toBe('203.0.113.9');
    expect(clientAddress(parseTrustProxy('2'), '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
    // Fewer hops than configured: the furthest one there is, never beyond the chain.
    expect(clientAddress(parseTrustProxy('3'), '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    const list = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(clientAddress(list, '::ffff:127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    // A peer that is not a trusted proxy speaks for itself, whatever the header says.
    expect(clientAddress(list, '198.51.100.7', spoofed)).toBe('198.51.100.7');
    expect(clientAddress(parseTrustProxy('true'), '10.0.0.2', 'garbage')).toBe('10.0.0.2');
  });

  it('behind one trusted proxy, rotating the left-most entry does not escape the lockout (the attack that worked)', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const email = await member();
    for (let i = 0; i < THROTTLE.pairFailures; i++) {
      expect((await login(email, 'wrong password!', { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.66` })).status).toBe(401);
    }
    const rotated = await login(email, PASSWORD, { 'x-forwarded-for': '192.0.2.200, 203.0.113.66' });
    expect(rotated.status).toBe(429);
    expect(await throttleRow(`ip:192.0.2.0`)).toBeUndefined();
    expect((await throttleRow(`acct:${email}|ip:203.0.113.66`))!.failures).toBe(THROTTLE.pairFailures);
  });

  it('without TRUST_PROXY the header is ignored: rotating it changes nothing', async () => {
    const email = await member();
    for (let i = 0; i < THROTTLE.pairFailures; i++) {
      expect((await login(email, 'wrong password!', { 'x-forwarded-for': `192.0.2.${i}` })).status).toBe(401);
    }
    expect((await login(email, PASSWORD, { 'x-forwarded-for': '192.0.2.99' })).status).toBe(429);
    expect(await throttleRow(`ip:192.0.2.0`)).toBeUndefined();
  });

  it('with a trusted proxy list, over a real socket: the right-most untrusted address is the client', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const attempt = (xff: string) => {
        const body = JSON.stringify({ email: `nobody.${seq++}@example.com`, password: 'wrong password!' });
        return fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': xff }, body });
      };
      h.deps.trustProxy = parseTrustProxy('loopback');
      expect((await attempt('6.6.6.6, 198.51.100.23')).status).toBe(401);
      expect((await throttleRow('ip:198.51.100.23'))!.failures).toBe(1);
      expect(await throttleRow('ip:6.6.6.6')).toBeUndefined();
      // The peer (127.0.0.1) is not trusted under this list: it is the client, whatever the header says.
      h.deps.trustProxy = parseTrustProxy('10.0.0.0/8');
      expect((await attempt('6.6.6.6, 198.51.100.24')).status).toBe(401);
      expect(await throttleRow('ip:198.51.100.24')).toBeUndefined();
      expect((await throttleRow('ip:127.0.0.1'))!.failures).toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('lockout per (account, address) with a per-account ceiling (#12)', () => {
  it('five wrong passwords from a stranger lock the stranger out, not the owner at their own address', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const email = await member();
    const stranger = { 'x-forwarded-for': '203.0.113.13' };
    for (let i = 0; i < THROTTLE.pairFailures; i++) expect((await login(email, `guess number ${i}!`, stranger)).status).toBe(401);
    const lockedOut = await login(email, PASSWORD, stranger);
    expect(lockedOut.status).toBe(429);
    expect(Number(lockedOut.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const owner = await login(email, PASSWORD, { 'x-forwarded-for': '198.51.100.31' });
    expect(owner.status).toBe(200);
  });

  it('the account ceiling: failures spread over many addresses lock the account everywhere for 15 minutes', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const email = await member();
    // 49 failures from 49 addresses already counted this window; the 50th (from yet another address) locks the account.
    const seeded = sql`insert into login_throttle (key, failures, window_started_at)
      values (${`acct:${email}`}, ${THROTTLE.accountFailures - 1}, ${h.clock.now().toISOString()}::timestamptz)`;
    await h.db.execute(seeded);
    expect((await login(email, 'yet another guess!', { 'x-forwarded-for': '203.0.113.50' })).status).toBe(401);
    const owner = await login(email, PASSWORD, { 'x-forwarded-for': '198.51.100.32' });
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    h.clock.advance(THROTTLE.accountLockMs + 1000);
    expect((await login(email, PASSWORD, { 'x-forwarded-for': '198.51.100.32' })).status).toBe(200);
  });
});

describe('set-password: the token first, then a per-address bucket (#6)', () => {
  it('24 parallel bad tokens cost no scrypt work and change nothing (page and API)', async () => {
    h.deps.trustProxy = parseTrustProxy('true');
    const before = scryptDerivations();
    const snapshot = await tenantSnapshot(h.db, t.tenantId);
    const page = Array.from({ length: 12 }, (_, i) =>
      h.app.request('/dashboard/set-password', {
        method: 'POST',
        body: new URLSearchParams({ token: `pwt_bad_${i}`, password: PASSWORD, confirm: PASSWORD }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `192.0.2.${i}` },
      }),
    );
    const api = Array.from({ length: 12 }, (_, i) =>
      h.request('POST', '/auth/set-password', {
        body: { token: `pwt_bad_api_${i}`, password: PASSWORD },
        headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
      }),
    );
    const answers = await Promise.all([...page, ...api]);
    expect(answers.map((r) => r.status)).toEqual([...Array(12).fill(410), ...Array(12).fill(409)]);
    expect(scryptDerivations()).toBe(before);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(snapshot);
  });

  it('the form counts in the per-address sign-in bucket: past the burst, 429 with Retry-After', async () => {
    h.clock.freeze();
    h.deps.trustProxy = parseTrustProxy('true');
    const from = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.77' };
    const setPasswordForm = (headers: Record<string, string>) =>
      h.app.request('/dashboard/set-password', {
        method: 'POST',
        body: new URLSearchParams({ token: 'pwt_x', password: PASSWORD, confirm: PASSWORD }),
        headers,
      });
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_BUCKET.capacity; i++) {
      const res = await setPasswordForm(from);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await res.text()).toContain('Too many attempts');
      }
    }
    expect(statuses.slice(0, SIGN_IN_BUCKET.capacity)).toEqual(Array(SIGN_IN_BUCKET.capacity).fill(410));
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await setPasswordForm({ ...from, 'x-forwarded-for': '203.0.113.78' });
    expect(other.status).toBe(410);
  });

  it('a valid token still sets the password (one scrypt derivation)', async () => {
    const { passwordToken } = await makeMember(h, t.tenantId, { role: 'viewer', name: 'Valid', password: null });
    h.deps.trustProxy = parseTrustProxy('true');
    const before = scryptDerivations();
    const res = await h.request('POST', '/auth/set-password', {
      body: { token: passwordToken, password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(res.status).toBe(200);
    expect(scryptDerivations()).toBe(before + 1);
  });
});
