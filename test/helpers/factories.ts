/**
 * Test factories: API users (KYC complete unless told otherwise),
 * transactions driven to a state, webhook endpoints, sanctions hits and
 * dashboard members, made through the public surface or the services the
 * operator CLI uses (a sanctions hit, which needs an imported list, is
 * written directly), so each file does not grow its own copy.
 */
import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { dashboardAccounts, emails, requestLogs, sanctionsLogs, type MemberRole } from '../../src/db/schema/index.ts';
import { renderEmail } from '../../src/services/emails/layout.ts';
import { enqueueEmail, openEmail } from '../../src/services/emails/outbox.ts';
import { newId } from '../../src/lib/ids.ts';
import { createMember, type MemberRow } from '../../src/services/members/members.ts';
import { setPasswordWithToken } from '../../src/services/members/set-password.ts';
import { toRequestLogRow } from '../../src/services/request-logs.ts';
import { updatePresentation, type PresentationPatch } from '../../src/services/presentation.ts';
import { CLI_ACTOR } from '../../src/services/audit.ts';
import type { Harness, KeyCreds } from './harness.ts';

let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}.${seq++}.${Date.now().toString(36)}@example.com`;

// ------------------------------------------------------------------ users and transactions

/** A user of `auth`'s environment, optionally with KYC already complete. */
export async function makeUser(h: Harness, auth: KeyCreds, opts: { kyc?: boolean; name?: string } = {}): Promise<string> {
  const res = await h.request('POST', '/v1/tenants/add-user', {
    body: { name: opts.name ?? 'Party', email: uniqueEmail('party'), phone: '+14155552671' },
    auth,
  });
  if (res.status !== 200) throw new Error(`add-user failed: ${res.text}`);
  if (opts.kyc !== false) {
    const kyc = await h.request('PATCH', `/v1/kyc/${res.body.id}`, { body: { status: 'complete' }, auth });
    if (kyc.status !== 200) throw new Error(`kyc failed: ${kyc.text}`);
  }
  return res.body.id;
}

export interface Escrow {
  id: string;
  sellerId: string;
  buyerId: string;
  inviteToken: string;
  inviteUrl: string;
  token: string;
}

export async function createEscrow(h: Harness, auth: KeyCreds, extra: Record<string, unknown> = {}, opts: { kyc?: boolean } = {}): Promise<Escrow> {
  const sellerId = (extra.sellerId as string | undefined) ?? (await makeUser(h, auth, opts));
  const buyerId = (extra.buyerId as string | undefined) ?? (await makeUser(h, auth, opts));
  const res = await h.request('POST', '/v1/transactions/create', {
    body: { accountType: 'escrow', title: 'Vintage camera', amount: 12_500, currency: 'USD', sellerId, buyerId, ...extra },
    auth,
  });
  if (res.status !== 200) throw new Error(`create failed: ${res.text}`);
  return { id: res.body.id, sellerId, buyerId, inviteToken: res.body.inviteToken, inviteUrl: res.body.inviteUrl, token: res.body.token };
}

/** Accept through the hosted page, as the counterparty does. */
export async function accept(h: Harness, escrow: Escrow): Promise<Response> {
  return h.app.request(`/accept/${escrow.inviteToken}`, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'accept' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export type EscrowState = 'invited' | 'accepted' | 'funded' | 'disputed' | 'released' | 'refunded' | 'cancelled';

/** A new transaction driven to `state` through the public surface. */
export async function escrowIn(h: Harness, auth: KeyCreds, state: EscrowState, extra: Record<string, unknown> = {}): Promise<Escrow> {
  const escrow = await createEscrow(h, auth, extra);
  const post = async (path: string, body: unknown = {}) => {
    const res = await h.request('POST', `/v1/transactions/${escrow.id}${path}`, { body, auth });
    if (res.status !== 200) throw new Error(`${path} failed: ${res.text}`);
  };
  if (state === 'invited') return escrow;
  if (state === 'cancelled') {
    await post('/cancel', { reason: 'Changed plans' });
    return escrow;
  }
  if ((await accept(h, escrow)).status !== 303) throw new Error('accept failed');
  if (state === 'accepted') return escrow;
  await post('/mark-funded', { reference: 'wire-123' });
  if (state === 'funded') return escrow;
  if (state === 'released') await post('/release');
  else if (state === 'refunded') await post('/refund');
  else await post('/disputes', { openedBy: 'buyer', reason: 'Item not as described' });
  return escrow;
}

/** A form post to a hosted page, as a browser without JavaScript sends it. */
export async function postForm(h: Harness, path: string, fields: Record<string, string>): Promise<Response> {
  return h.app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** A party link for one user (path and query, as the hosted pages use them) and its `party` token. */
export async function partyLink(h: Harness, auth: KeyCreds, id: string, userId: string): Promise<{ path: string; party: string }> {
  const res = await h.request('POST', `/v1/transactions/${id}/party-links`, { body: { userId }, auth });
  if (res.status !== 200) throw new Error(`party-links failed: ${res.text}`);
  const url = new URL(res.body.url);
  return { path: url.pathname + url.search, party: url.searchParams.get('party')! };
}

/** Set how an environment presents itself on hosted pages (the dashboard's Branding page does this for owners and admins). */
export function setPresentation(h: Harness, tenantId: string, auth: KeyCreds, patch: PresentationPatch) {
  return updatePresentation(h.db, { tenantId, environmentId: auth.environmentId }, patch, CLI_ACTOR, h.clock.now());
}

// ------------------------------------------------------------------ webhook endpoints

/** Create an endpoint over the API; fails the test unless it is created. */
export async function createTestEndpoint(h: Harness, auth: KeyCreds, url: string, events: string[] = ['*']) {
  const res = await h.request('POST', '/v1/webhook-endpoints', { body: { url, events }, auth });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; secret: string; url: string };
}

// ------------------------------------------------------------------ sanctions

/** A screening log in `possible_match` for `userId` (a new user when absent) of `auth`'s environment, written directly (no list import needed). */
export async function possibleMatch(h: Harness, tenantId: string, auth: KeyCreds, existingUserId?: string): Promise<{ id: string; userId: string }> {
  const userId = existingUserId ?? (await makeUser(h, auth));
  const id = newId('sanctionsLog');
  await h.db.insert(sanctionsLogs).values({
    id,
    tenantId,
    environmentId: auth.environmentId,
    caseId: `case_${userId}`,
    attemptId: newId('sanctionsLog'),
    userId,
    trigger: 'background',
    provider: 'builtin',
    status: 'possible_match',
    matchScore: 0.93,
    matchedLists: ['ofac-sdn'],
    entityName: 'Test Entity',
    billable: false,
  });
  return { id, userId };
}

// ------------------------------------------------------------------ emails

/** A party message stored in `auth`'s environment (as the composer stores one); returns its id. */
export async function emailIn(h: Harness, tenantId: string, auth: KeyCreds): Promise<string> {
  const rendered = renderEmail(
    { subject: 'Sample', greeting: 'Hello Ada,', paragraphs: ['A sample message.'], facts: [], reason: 'A test.' },
    { name: 'Test tenant' },
    { test: true },
  );
  const row = await enqueueEmail(
    h.db,
    h.deps.emails,
    { audience: 'party', template: 'transaction.invited', tenantId, environmentId: auth.environmentId, to: { address: uniqueEmail('party') }, rendered },
    h.clock.now(),
  );
  return row.id;
}

/** The token of the newest invitation mailed to `address` (the mailbox is the only place the link goes). */
export async function invitationToken(h: Harness, address: string): Promise<string> {
  const [row] = await h.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, 'member.invite')))
    .orderBy(desc(emails.id))
    .limit(1);
  if (!row) throw new Error(`no invitation mailed to ${address}`);
  const link = openEmail(h.deps.emails.box, row).text.match(/https?:\/\/\S+/)![0];
  return new URL(link).searchParams.get('token')!;
}

// ------------------------------------------------------------------ request logs

/** A request log row of `auth`'s environment, written directly (as if its debugLogging had been on); returns its id. */
export async function requestLogIn(h: Harness, tenantId: string, auth: KeyCreds): Promise<string> {
  const row = toRequestLogRow({
    partition: { tenantId, environmentId: auth.environmentId },
    requestId: newId('request'),
    transport: 'rest',
    method: 'GET',
    path: '/v1/tenants/me',
    status: 200,
    durationMs: 3,
    errorCode: null,
    requestBody: undefined,
    responseBody: { id: tenantId },
    createdAt: h.clock.now(),
  });
  await h.db.insert(requestLogs).values(row);
  return row.id;
}

// ------------------------------------------------------------------ dashboard members

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestMember {
  id: string;
  email: string;
  member: MemberRow;
  /** The one-time set-password token (already used when the factory set the password). */
  passwordToken: string;
}

/**
 * A dashboard member of `tenantId`, created as the operator CLI does, with
 * its password set (which claims the address) unless `password` is null.
 * Hashing runs at the harness's scrypt cost (cheap in tests).
 */
export async function makeMember(
  h: Harness,
  tenantId: string,
  opts: { role?: MemberRole; email?: string; name?: string; password?: string | null } = {},
): Promise<TestMember> {
  const role = opts.role ?? 'owner';
  const email = opts.email ?? uniqueEmail(`member-${role}`);
  const created = await createMember(h.db, { tenantId, email, name: opts.name ?? `A ${role}`, role }, { memberId: null, actor: 'cli' }, h.clock.now());
  const password = opts.password === undefined ? TEST_PASSWORD : opts.password;
  const { passwordToken } = created;
  const member = password === null ? created.member : await setPasswordWithToken(h.db, passwordToken, password, h.clock.now(), h.deps.passwordCost);
  return { id: member.id, email: member.email, member, passwordToken };
}

/** The password hash of a member's dashboard account (null while the member has none). */
export async function passwordHashOf(db: Harness['db'], member: { accountId: string | null }): Promise<string | null> {
  if (!member.accountId) return null;
  const [account] = await db.select().from(dashboardAccounts).where(eq(dashboardAccounts.id, member.accountId));
  return account?.passwordHash ?? null;
}

export interface SignedIn {
  memberId: string;
  email: string;
  accessToken: string;
  csrfToken: string;
  /** `session=…`, as a Cookie header value. */
  cookie: string;
  bearer: { authorization: string };
}

/** POST /auth/login; fails the test unless it answers 200. */
export async function signIn(h: Harness, email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}): Promise<SignedIn> {
  const res = await h.request('POST', '/auth/login', { body: { email, password }, headers });
  expect(res.status, res.text).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { accessToken, csrfToken } = res.body;
  return { memberId: res.body.member.id, email, accessToken, csrfToken, cookie, bearer: { authorization: `Bearer ${accessToken}` } };
}
