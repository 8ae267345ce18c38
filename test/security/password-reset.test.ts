/**
 * The way out for an address whose dashboard account someone else set up
 * (an admin who opened a set-password link handed to them before migration
 * 0018): the owner of the mailbox resets the password with a link mailed to
 * it (a real SMTP server here), and every session of the squatter ends. The
 * operator can do the same (`members reset-account`). Asking answers alike
 * for any address; refusals change nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.ts';
import { auditLog, dashboardAccounts, emails, memberSessions } from '../../src/db/schema/index.ts';
import { emailWorker, linksIn, startMailServer, type MailServer } from '../helpers/email.ts';
import { makeMember, signIn, uniqueEmail } from '../helpers/factories.ts';
import { fileHarness, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness({ smtp: true });
let server: MailServer;
let a: TestTenant;
let b: TestTenant;
const SQUATTER_PASSWORD = 'the squatter’s long password';
const OWNER_PASSWORD = 'the owner’s own long password';

beforeAll(async () => {
  server = await startMailServer();
  a = await h.tenant();
  b = await h.tenant();
});
afterAll(async () => {
  await server.close();
});

const form = (path: string, fields: Record<string, string>) =>
  h.app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** An address whose account was made by someone else (a link opened by the inviter before 0018), a member of A and B, signed in there. */
async function squatted() {
  const email = uniqueEmail('bob');
  const inA = await makeMember(h, a.tenantId, { email, role: 'viewer', password: SQUATTER_PASSWORD });
  const inB = await makeMember(h, b.tenantId, { email, role: 'viewer', password: SQUATTER_PASSWORD });
  const squatter = await signIn(h, email, SQUATTER_PASSWORD);
  return { email, accountId: inA.member.accountId!, memberIds: [inA.id, inB.id], squatter };
}

/** What a refusal must leave as it was: the account (password, tokens), its sessions, its audit rows, the mail it got. */
async function state(accountId: string, email: string, memberIds: string[]) {
  return {
    account: await h.db.select().from(dashboardAccounts).where(eq(dashboardAccounts.id, accountId)),
    sessions: await h.db.select().from(memberSessions).where(inArray(memberSessions.memberId, memberIds)),
    audit: await h.db.select().from(auditLog).where(inArray(auditLog.targetId, memberIds)),
    mail: await h.db.select({ id: emails.id }).from(emails).where(eq(emails.toAddress, email)),
  };
}

async function mailedResetToken(address: string): Promise<{ path: string; token: string }> {
  await emailWorker(h, server).drain();
  const mail = server.inbox(address).findLast((m) => m.mail.subject === 'Reset your dashboard password');
  expect(mail, `no reset link for ${address}`).toBeDefined();
  const links = linksIn(mail!.mail);
  expect(links).toHaveLength(1);
  const url = new URL(links[0]!);
  return { path: url.pathname + url.search, token: url.searchParams.get('token')! };
}

describe('password reset by mailbox', () => {
  it('the owner of the address takes the account back; the squatter’s sessions end; every address gets the same answer', async () => {
    const { email, accountId, memberIds, squatter } = await squatted();
    const nobody = uniqueEmail('nobody');

    const answers = [
      await h.request('POST', '/auth/forgot-password', { body: { email } }),
      await h.request('POST', '/auth/forgot-password', { body: { email: nobody } }),
      await h.request('POST', '/trpc/auth.forgotPassword', { body: { email: uniqueEmail('stranger') } }),
    ];
    expect(answers.slice(0, 2).map((r) => [r.status, r.text])).toEqual([
      [200, '{"requested":true}'],
      [200, '{"requested":true}'],
    ]);
    expect([answers[2]!.status, answers[2]!.body.result.data]).toEqual([200, { requested: true }]);
    expect(await h.db.select().from(emails).where(eq(emails.toAddress, nobody))).toHaveLength(0);
    const mailed = await h.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, email), eq(emails.template, 'member.password_reset')));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toMatchObject({ audience: 'member', tenantId: null, environmentId: null });
    // Asked again at once: no second message (no mail flood), the same answer.
    expect((await h.request('POST', '/auth/forgot-password', { body: { email } })).text).toBe('{"requested":true}');
    expect(
      await h.db
        .select()
        .from(emails)
        .where(and(eq(emails.toAddress, email), eq(emails.template, 'member.password_reset'))),
    ).toHaveLength(1);

    const { path, token } = await mailedResetToken(email);
    expect(token).toMatch(/^pwr_/);
    const page = await h.app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a new password');

    // Refusals change nothing: a made-up token, a password outside the policy, two passwords that differ on the page.
    const before = await state(accountId, email, memberIds);
    const guessed = await h.request('POST', '/auth/reset-password', { body: { token: `pwr_${'A'.repeat(43)}`, password: OWNER_PASSWORD } });
    expect([guessed.status, guessed.body.error.code]).toEqual([409, 'invalid_state']);
    const short = await h.request('POST', '/auth/reset-password', { body: { token, password: 'short' } });
    expect([short.status, short.body.error.code]).toEqual([400, 'validation_failed']);
    expect((await form('/dashboard/reset-password', { token, password: OWNER_PASSWORD, confirm: 'something else entirely' })).status).toBe(400);
    expect((await form('/dashboard/reset-password', { token: 'pwr_nope', password: OWNER_PASSWORD, confirm: OWNER_PASSWORD })).status).toBe(410);
    expect(await state(accountId, email, memberIds)).toEqual(before);
    expect((await h.request('GET', '/auth/session', { headers: squatter.bearer })).status).toBe(200);

    // The mailbox's owner sets a new password on the page.
    const done = await form('/dashboard/reset-password', { token, password: OWNER_PASSWORD, confirm: OWNER_PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password is changed');
    // The squatter is out: the session and its cookie end, the old password no longer works.
    expect((await h.request('GET', '/auth/session', { headers: squatter.bearer })).status).toBe(401);
    expect((await h.request('POST', '/auth/refresh', { headers: { cookie: squatter.cookie } })).status).toBe(401);
    expect((await h.request('POST', '/auth/login', { body: { email, password: SQUATTER_PASSWORD } })).status).toBe(401);
    // The owner is in, with both memberships; both organisations recorded the reset.
    const owner = await h.request('POST', '/auth/login', { body: { email, password: OWNER_PASSWORD } });
    expect(owner.status).toBe(200);
    expect(owner.body.organizations.map((o: { tenantId: string }) => o.tenantId).sort()).toEqual([a.tenantId, b.tenantId].sort());
    const audit = await h.db.select().from(auditLog).where(inArray(auditLog.targetId, memberIds));
    expect(
      audit
        .filter((r) => r.action === 'member.password_reset')
        .map((r) => r.tenantId)
        .sort(),
    ).toEqual([a.tenantId, b.tenantId].sort());
    // The link works once.
    const again = await h.request('POST', '/auth/reset-password', { body: { token, password: 'yet another long password' } });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
    expect((await h.app.request(path)).status).toBe(410);
  });

  it('POST /auth/reset-password with the mailed token works the same without the page', async () => {
    const { email, squatter } = await squatted();
    await h.request('POST', '/auth/forgot-password', { body: { email } });
    const { token } = await mailedResetToken(email);
    const res = await h.request('POST', '/auth/reset-password', { body: { token, password: OWNER_PASSWORD } });
    expect([res.status, res.body]).toEqual([200, { reset: true }]);
    expect((await h.request('GET', '/auth/session', { headers: squatter.bearer })).status).toBe(401);
    expect((await h.request('POST', '/auth/login', { body: { email, password: OWNER_PASSWORD } })).status).toBe(200);
  });
});

describe('members reset-account (operator CLI)', () => {
  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, async () => h.db, { out: (s) => out.push(s), err: (s) => err.push(s), publicUrl: 'http://localhost:3000' });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('stops the old password, ends every session, audits in each organisation and prints a one-time reset link; an unknown address fails', async () => {
    const { email, accountId, memberIds, squatter } = await squatted();
    const res = await cli('members', 'reset-account', '--email', email, '--json');
    expect(res.code, res.err).toBe(0);
    const printed = JSON.parse(res.out);
    expect(printed).toMatchObject({ accountId, email });
    expect((await h.request('GET', '/auth/session', { headers: squatter.bearer })).status).toBe(401);
    expect((await h.request('POST', '/auth/login', { body: { email, password: SQUATTER_PASSWORD } })).status).toBe(401);
    const audit = await h.db.select().from(auditLog).where(inArray(auditLog.targetId, memberIds));
    expect(audit.filter((r) => r.action === 'member.account_reset').map((r) => [r.tenantId, r.actor])).toHaveLength(2);
    expect(audit.filter((r) => r.action === 'member.account_reset').every((r) => r.actor === 'cli')).toBe(true);

    const link = new URL(printed.resetPasswordUrl);
    expect(link.pathname).toBe('/dashboard/reset-password');
    const token = link.searchParams.get('token')!;
    expect((await h.request('POST', '/auth/reset-password', { body: { token, password: OWNER_PASSWORD } })).status).toBe(200);
    expect((await h.request('POST', '/auth/login', { body: { email, password: OWNER_PASSWORD } })).status).toBe(200);

    // An operator's pending link does not stop the owner asking the mailbox; the mailed link replaces it.
    const again = JSON.parse((await cli('members', 'reset-account', '--email', email, '--json')).out);
    expect((await h.request('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
    const mailed = await mailedResetToken(email);
    const stale = new URL(again.resetPasswordUrl).searchParams.get('token');
    expect((await h.request('POST', '/auth/reset-password', { body: { token: stale, password: SQUATTER_PASSWORD } })).status).toBe(409);
    expect((await h.request('POST', '/auth/reset-password', { body: { token: mailed.token, password: OWNER_PASSWORD } })).status).toBe(200);

    const before = await h.db.select().from(dashboardAccounts).where(eq(dashboardAccounts.id, accountId));
    expect((await cli('members', 'reset-account', '--email', uniqueEmail('nobody'))).code).toBe(1);
    expect(await h.db.select().from(dashboardAccounts).where(eq(dashboardAccounts.id, accountId))).toEqual(before);
  });
});
