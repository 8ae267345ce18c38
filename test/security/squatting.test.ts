/**
 * Issue 30, the finding: any tenant admin could claim any email address as a
 * dashboard member (invite it, open the set-password link themselves), after
 * which the real owner could never join their own organisation, and the
 * refusal told any admin whether an address was a member elsewhere. Now the
 * link goes only to the mailbox (a real SMTP server here), an invitation
 * reserves nothing, and an address may be a member of several organisations.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, members } from '../../src/db/schema/index.ts';
import { emailWorker, linksIn, startMailServer, type MailServer } from '../helpers/email.ts';
import { makeMember, signIn, uniqueEmail, type SignedIn } from '../helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness({ smtp: true });
let server: MailServer;
let a: TestTenant;
let b: TestTenant;
let adminA: SignedIn;
let adminB: SignedIn;
const BOB_PASSWORD = 'bob’s own long password';

beforeAll(async () => {
  server = await startMailServer();
  a = await h.tenant();
  b = await h.tenant();
  adminA = await signIn(h, (await makeMember(h, a.tenantId, { role: 'admin' })).email);
  adminB = await signIn(h, (await makeMember(h, b.tenantId, { role: 'admin' })).email);
});
afterAll(async () => {
  await server.close();
});

const invite = (admin: SignedIn, email: string) =>
  h.request('POST', '/v1/dashboard/members', { body: { email, name: 'Bob', role: 'viewer' }, headers: admin.bearer });
const form = (path: string, fields: Record<string, string>) =>
  h.app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** The one link of the newest message in `address`'s mailbox whose subject names `organization`. */
async function mailedLink(address: string, organization: string): Promise<string> {
  await emailWorker(h, server).drain();
  const mail = server.inbox(address).findLast((m) => m.mail.subject?.includes(organization));
  expect(mail, `no invitation from ${organization} for ${address}`).toBeDefined();
  const [link] = linksIn(mail!.mail);
  return new URL(link!).pathname + new URL(link!).search;
}

describe('the squatting scenario (issue 30)', () => {
  it('admin of A invites bob@x and cannot open the link; bob joins B from his mailbox; nothing discloses membership elsewhere', async () => {
    const bob = uniqueEmail('bob');
    const nameOf = async (t: TestTenant) => (await h.request('GET', '/v1/tenants/me', { auth: t.sandbox })).body.name as string;
    const [nameA, nameB] = [await nameOf(a), await nameOf(b)];
    const bBefore = await tenantSnapshot(h.db, b.tenantId);

    // 1. A's admin invites bob: the answer carries no link, and nothing A's admin can read does.
    const invited = await invite(adminA, bob);
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ emailed: true, member: { email: bob, passwordSet: false, joined: false } });
    expect(invited.text).not.toMatch(/pwt_|set-password/);
    const readable = [
      await h.request('GET', '/v1/dashboard/members', { headers: adminA.bearer }),
      await h.request('GET', '/v1/dashboard/emails?environment=sandbox', { headers: adminA.bearer }),
      await h.request('GET', '/v1/dashboard/emails?environment=live', { headers: adminA.bearer }),
      await h.request('GET', '/v1/emails', { auth: a.sandbox }),
      await h.request('GET', '/v1/emails', { auth: a.live }),
      await h.request('GET', '/v1/dashboard/audit', { headers: adminA.bearer }),
    ];
    for (const res of readable) {
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/pwt_/);
    }
    // At rest: the token only as a digest, the message sealed.
    const [row] = await h.db.select().from(members).where(eq(members.id, invited.body.member.id));
    expect(row!.passwordTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await h.db.select().from(emails).where(eq(emails.toAddress, bob));
    expect(stored).toMatchObject({ audience: 'member', template: 'member.invite', environmentId: null });
    expect(`${stored!.textSealed}${stored!.htmlSealed}`).not.toMatch(/pwt_|set-password/);

    // 2. Without the mailbox, A's admin has nothing to open: any token they make up is refused, and nothing changes.
    const aBefore = await tenantSnapshot(h.db, a.tenantId);
    const guess = await h.request('POST', '/auth/set-password', { body: { token: `pwt_${'A'.repeat(43)}`, password: 'the admin’s password' } });
    expect([guess.status, guess.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await tenantSnapshot(h.db, a.tenantId)).toEqual(aBefore);
    expect(await tenantSnapshot(h.db, b.tenantId)).toEqual(bBefore);

    // 3. Bob joins B from B's invitation in his mailbox; A's pending invitation is no obstacle.
    expect((await invite(adminB, bob)).status).toBe(200);
    const linkB = await mailedLink(bob, nameB);
    const pageB = await h.app.request(linkB);
    expect(pageB.status).toBe(200);
    expect(await pageB.text()).toContain('Set your password');
    const joinedB = await form('/dashboard/set-password', {
      token: new URLSearchParams(linkB.split('?')[1]).get('token')!,
      password: BOB_PASSWORD,
      confirm: BOB_PASSWORD,
    });
    expect(joinedB.status).toBe(200);
    const signedIn = await h.request('POST', '/auth/login', { body: { email: bob, password: BOB_PASSWORD } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.member.tenantId).toBe(b.tenantId);
    // Only his own memberships are listed: A's invitation is not one until he takes it up.
    expect(signedIn.body.organizations.map((o: { tenantId: string }) => o.tenantId)).toEqual([b.tenantId]);
    // A's member list says only what A did: an invitation not taken up.
    const listA = await h.request('GET', '/v1/dashboard/members', { headers: adminA.bearer });
    expect(listA.body.data.find((m: { email: string }) => m.email === bob)).toMatchObject({ joined: false, passwordSet: false });

    // 4. A's invitation, opened by bob (its mailbox owner), asks for his existing password; a wrong one joins nothing.
    const linkA = await mailedLink(bob, nameA);
    const tokenA = new URLSearchParams(linkA.split('?')[1]).get('token')!;
    const pageA = await (await h.app.request(linkA)).text();
    expect(pageA).toContain(`Join ${nameA}`);
    const aBeforeJoin = await tenantSnapshot(h.db, a.tenantId);
    expect((await form('/dashboard/set-password', { token: tokenA, password: 'not bob’s password' })).status).toBe(401);
    expect(await tenantSnapshot(h.db, a.tenantId)).toEqual(aBeforeJoin);
    expect((await form('/dashboard/set-password', { token: tokenA, password: BOB_PASSWORD })).status).toBe(200);
    const both = await h.request('POST', '/auth/login', { body: { email: bob, password: BOB_PASSWORD, tenantId: a.tenantId } });
    expect(both.body.member.tenantId).toBe(a.tenantId);
    expect(both.body.organizations.map((o: { tenantId: string }) => o.tenantId).sort()).toEqual([a.tenantId, b.tenantId].sort());
  });

  it('an invitation answers alike for an address that is a member elsewhere and one that is nobody’s', async () => {
    const member = await makeMember(h, b.tenantId, { role: 'viewer' });
    const elsewhere = await invite(adminA, member.email);
    const nobody = await invite(adminA, uniqueEmail('nobody'));
    const shape = (body: { member: Record<string, unknown>; emailed: boolean }) => ({
      ...body,
      member: { ...body.member, id: 'ID', email: 'EMAIL', createdAt: 'T', updatedAt: 'T' },
    });
    expect([elsewhere.status, shape(elsewhere.body)]).toEqual([nobody.status, shape(nobody.body)]);
  });

  it('switching organizations: a password session opens the person’s other membership; another tenant is 404', async () => {
    const bob = uniqueEmail('multi');
    await invite(adminA, bob);
    await invite(adminB, bob);
    const tokenB = new URLSearchParams((await mailedLink(bob, (await h.request('GET', '/v1/tenants/me', { auth: b.sandbox })).body.name)).split('?')[1]).get(
      'token',
    )!;
    expect((await h.request('POST', '/auth/set-password', { body: { token: tokenB, password: BOB_PASSWORD } })).status).toBe(200);
    const tokenA = new URLSearchParams((await mailedLink(bob, (await h.request('GET', '/v1/tenants/me', { auth: a.sandbox })).body.name)).split('?')[1]).get(
      'token',
    )!;
    expect((await h.request('POST', '/auth/set-password', { body: { token: tokenA, password: BOB_PASSWORD } })).status).toBe(200);
    const session = await signIn(h, bob, BOB_PASSWORD);
    const current = (await h.request('GET', '/auth/session', { headers: session.bearer })).body.member.tenantId as string;
    const target = current === a.tenantId ? b.tenantId : a.tenantId;
    const switched = await h.request('POST', '/auth/switch', { body: { tenantId: target }, headers: session.bearer });
    expect(switched.status).toBe(200);
    expect(switched.body.member.tenantId).toBe(target);
    // The old session ended; the new one works.
    expect((await h.request('GET', '/auth/session', { headers: session.bearer })).status).toBe(401);
    expect((await h.request('GET', '/auth/session', { headers: { authorization: `Bearer ${switched.body.accessToken}` } })).status).toBe(200);
    const stranger = await h.tenant();
    const refused = await h.request('POST', '/auth/switch', {
      body: { tenantId: stranger.tenantId },
      headers: { authorization: `Bearer ${switched.body.accessToken}` },
    });
    expect([refused.status, refused.body.error.code]).toEqual([404, 'not_found']);
  });
});
