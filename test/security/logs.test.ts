/**
 * Issue 17 #9 and #14 (logging), replayed: the access log wrote full
 * hosted-page paths (14-day invitations, party and verification tokens), and
 * a failed query was logged with its parameters. The service's own logger
 * writes into a buffer here; the test greps it.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, loggedPath } from '../../src/logger.ts';
import { escrowIn, makeUser } from '../helpers/factories.ts';
import { failInsertsContaining } from '../helpers/faults.ts';
import { fileHarness, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  t = await h.tenant();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  h.deps.logger = createLogger('info', sink);
});
afterAll(() => {
  lines.length = 0;
});

describe('bearer tokens never reach the log (#9)', () => {
  it('invitation, party link, transaction token and verification session: paths are logged with the token replaced', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'funded');
    const link = await h.request('POST', `/v1/transactions/${escrow.id}/party-links`, { body: { userId: escrow.buyerId }, auth: t.sandbox });
    const party = new URL(link.body.url);
    const userId = await makeUser(h, t.sandbox, { kyc: false });
    const session = await h.request('POST', '/kyc/sandbox', { body: { userId }, auth: t.sandbox });
    lines.length = 0;
    const form = (path: string, fields: Record<string, string>) =>
      h.app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await h.app.request(`/accept/${escrow.inviteToken}`);
    await form(`/accept/${escrow.inviteToken}/verify`, {});
    await h.app.request(party.pathname + party.search);
    await form(`${party.pathname}/dispute`, { party: party.searchParams.get('party')!, reason: 'Arrived broken' });
    await h.app.request(new URL(session.body.url).pathname);
    await form(`${new URL(session.body.url).pathname}/identity`, { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'GB' });
    await h.app.request(`/accept/${escrow.inviteToken}/unknown-page`);

    const text = log();
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(7);
    for (const secret of [escrow.inviteToken, escrow.token, party.searchParams.get('party')!, session.body.sessionToken]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/accept/:token', '/accept/:token/verify', '/accept/:token/unknown-page']));
    expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/t/:token', '/t/:token/dispute', '/verify/:token', '/verify/:token/identity']));
  });

  it('the redaction covers exactly the token segment', () => {
    expect(loggedPath('/verify/vs_abc.def/document')).toBe('/verify/:token/document');
    expect(loggedPath('/v1/transactions/txn_01')).toBe('/v1/transactions/txn_01');
    expect(loggedPath('/trpc/transactions.get')).toBe('/trpc/transactions.get');
  });
});

describe('a failed query is logged without its parameters (#14)', () => {
  it('the error and the SQL statement are there for the operator; the values the client sent are not', async () => {
    const marker = `secret-marker-${Date.now().toString(36)}`;
    const restore = await failInsertsContaining(h.db, 'users', 'name', marker);
    try {
      lines.length = 0;
      const res = await h.request('POST', '/v1/tenants/add-user', {
        body: { name: marker, email: `${marker}@example.com`, phone: '+14155552671' },
        auth: t.sandbox,
      });
      expect(res.status).toBe(500);
      expect(res.text).not.toContain(marker);
    } finally {
      await restore();
    }
    const text = log();
    expect(text).toContain('unhandled error');
    expect(text).toContain('injected failure');
    expect(text).toMatch(/insert into/i);
    expect(text).not.toContain(marker);
  });
});
