/**
 * Password sign-in of dashboard members (decisions §13): the password
 * belongs to the person's dashboard account, shared by their memberships; a
 * sign-in opens one organisation (the one asked for, else the one used
 * last), under the login throttle, refused where that organisation enforces
 * single sign-on.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { dashboardAccounts, members, ssoConnections, tenants } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { normalizeEmail } from '../user-input.ts';
import { clientTrust, issueDeviceToken, rememberAddress } from './devices.ts';
import type { MemberRow } from './members.ts';
import { verifyPassword, type ScryptCost } from './passwords.ts';
import { createSession, revokeSession, type SessionRow } from './sessions.ts';
import { checkThrottle, clearFailures, recordFailure, throttleKeys, type ThrottleKeys } from './throttle.ts';

export type AccountRow = typeof dashboardAccounts.$inferSelect;

export interface PasswordAttempt {
  email: string;
  password: string;
  ip: string | null;
  /** The browser's device cookie, if it sent one. */
  deviceToken?: string;
}

/** Where device cookies are verified (AppDeps.sessionKeys.deviceKey). */
export interface DeviceKey {
  deviceKey: string;
}

/**
 * An account's password, checked under the login throttle (sign-in, joining
 * an organisation from an invitation, confirming an SSO link). Unknown email
 * and wrong password fail alike, after the same scrypt work. `onSuccess`
 * decides, with the password known good, whether the attempt still fails
 * (a disabled member): then it counts as a failure too.
 */
export async function checkAccountPassword(
  db: Db,
  keys: DeviceKey,
  input: PasswordAttempt,
  now: Date,
  cost?: ScryptCost,
): Promise<{ account: AccountRow; throttle: ThrottleKeys }> {
  const normalized = normalizeEmail(input.email);
  const accountKey = normalized?.emailKey ?? input.email.trim().toLowerCase().slice(0, 320);
  const trust = await clientTrust(db, { key: keys.deviceKey, deviceToken: input.deviceToken, accountKey, ip: input.ip }, now);
  const throttle = throttleKeys(accountKey, input.ip, trust);
  await checkThrottle(db, throttle, now);
  const [account] = normalized ? await db.select().from(dashboardAccounts).where(eq(dashboardAccounts.emailKey, normalized.emailKey)) : [];
  const ok = await verifyPassword(input.password, account?.passwordHash ?? null, cost);
  if (!ok || !account) {
    await recordFailure(db, throttle, now);
    throw new AppError('invalid_credentials');
  }
  return { account, throttle };
}

export interface Organization {
  tenantId: string;
  name: string;
  role: MemberRow['role'];
  /** Password sign-in is off there: members sign in through its single sign-on. */
  ssoRequired: boolean;
}

/** The memberships an account may open: active members of active organisations, the one used last first. */
export async function accountMemberships(db: Db, accountId: string): Promise<{ member: MemberRow; organization: Organization }[]> {
  const rows = await db
    .select({
      member: members,
      name: tenants.name,
      tenantStatus: tenants.status,
      ssoRequired: sql<boolean>`exists (select 1 from ${ssoConnections} s where s.tenant_id = ${members.tenantId} and s.enabled and s.enforced)`,
    })
    .from(members)
    .innerJoin(tenants, eq(tenants.id, members.tenantId))
    .where(and(eq(members.accountId, accountId), eq(members.status, 'active')))
    .orderBy(sql`${members.lastSignedInAt} desc nulls last`, desc(members.claimedAt), asc(members.id));
  return rows
    .filter((r) => r.tenantStatus === 'active')
    .map((r) => ({
      member: r.member,
      organization: { tenantId: r.member.tenantId, name: r.name, role: r.member.role, ssoRequired: Boolean(r.ssoRequired) },
    }));
}

export interface LoginResult {
  session: SessionRow;
  sessionToken: string;
  member: MemberRow;
  organizations: Organization[];
  /** The device cookie's new value: this browser is now known to the account. */
  deviceToken: string;
}

/**
 * Password login into one organisation: `tenantId` when given (404 when the
 * account is no member there), else the one used last where password
 * sign-in is allowed. A member who is disabled everywhere fails like a wrong
 * password; closed organisations answer 403 `tenant_closed` and enforced
 * single sign-on 403 `sso_required` — told only to someone who knows the password.
 */
export async function login(
  db: Db,
  keys: DeviceKey,
  input: PasswordAttempt & { userAgent: string | null; tenantId?: string },
  now: Date,
  cost?: ScryptCost,
): Promise<LoginResult> {
  const { account, throttle } = await checkAccountPassword(db, keys, input, now, cost);
  const open = await accountMemberships(db, account.id);
  if (open.length === 0) {
    const [anyActive] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.accountId, account.id), eq(members.status, 'active')))
      .limit(1);
    if (anyActive) throw new AppError('tenant_closed');
    await recordFailure(db, throttle, now);
    throw new AppError('invalid_credentials');
  }
  let chosen = open[0]!;
  if (input.tenantId) {
    const asked = open.find((m) => m.member.tenantId === input.tenantId);
    if (!asked) throw new AppError('not_found', { param: 'tenantId', message: 'You are not a member of this organization (or it is closed).' });
    chosen = asked;
  } else {
    chosen = open.find((m) => !m.organization.ssoRequired) ?? chosen;
  }
  if (chosen.organization.ssoRequired) {
    const [enforced] = await db
      .select({ protocol: ssoConnections.protocol })
      .from(ssoConnections)
      .where(and(eq(ssoConnections.tenantId, chosen.member.tenantId), eq(ssoConnections.enabled, true), eq(ssoConnections.enforced, true)));
    throw new AppError('sso_required', {
      message: `This organization signs in with single sign-on (${(enforced?.protocol ?? 'sso').toUpperCase()}); password login is off.`,
    });
  }
  await clearFailures(db, throttle);
  await rememberAddress(db, throttle.account.slice('acct:'.length), input.ip, now);
  const { session, sessionToken } = await createSession(db, chosen.member, 'password', { ip: input.ip, userAgent: input.userAgent }, now);
  await db.update(members).set({ lastSignedInAt: now }).where(eq(members.id, chosen.member.id));
  return {
    session,
    sessionToken,
    member: chosen.member,
    organizations: open.map((m) => m.organization),
    deviceToken: issueDeviceToken(keys.deviceKey, account.emailKey, now),
  };
}

/**
 * Open another organisation of the signed-in account without signing in
 * again (like Stripe's account switcher): only from a password session, since
 * the password is the account's; a single sign-on session proves one
 * organisation's identity only. The current session ends; the new one gets
 * its own cookie.
 */
export async function switchOrganization(
  db: Db,
  current: { sessionId: string; accountId: string | null; method: SessionRow['method'] },
  tenantId: string,
  client: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<Omit<LoginResult, 'deviceToken'>> {
  if (current.method !== 'password' || !current.accountId) {
    throw new AppError('invalid_state', { message: 'This session was opened with single sign-on: sign in to the other organization with its own sign-in.' });
  }
  const open = await accountMemberships(db, current.accountId);
  const target = open.find((m) => m.member.tenantId === tenantId);
  if (!target) throw new AppError('not_found', { param: 'tenantId', message: 'You are not a member of this organization (or it is closed).' });
  if (target.organization.ssoRequired)
    throw new AppError('sso_required', { message: 'This organization signs in with single sign-on; password login is off.' });
  return db.transaction(async (tx) => {
    const { session, sessionToken } = await createSession(tx, target.member, 'password', client, now);
    await revokeSession(tx, current.sessionId, now);
    await tx.update(members).set({ lastSignedInAt: now }).where(eq(members.id, target.member.id));
    return { session, sessionToken, member: target.member, organizations: open.map((m) => m.organization) };
  });
}
