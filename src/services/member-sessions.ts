/**
 * Dashboard members and their sessions (spec §5 "User sessions"):
 * POST /auth/login → a 15-minute JWT (HS256, key from SESSION_SECRET) plus an
 * httpOnly session cookie whose token is stored only as a SHA-256 digest.
 * The cookie refreshes the JWT; logout revokes the session row, which every
 * request checks, so a revoked session stops at once on every process.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../db/client.ts';
import { loginThrottle, members, memberSessions, ssoConnections, ssoRequests, tenants, type MemberRole } from '../db/schema/index.ts';
import { safeEqual, sha256Hex } from '../lib/crypto.ts';
import { newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { memberActor, recordAudit, type Actor } from './audit.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword, type ScryptCost } from './members/passwords.ts';
import { checkOwnerRule } from './roles.ts';
import { normalizeEmail } from './user-input.ts';

export type MemberRow = typeof members.$inferSelect;
export type SessionRow = typeof memberSessions.$inferSelect;

export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** A session lives 12 hours from login, and ends after 2 hours without a request. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Failed logins, counted per 15-minute window: 5 for one account from one
 * address lock that pair (1 minute, doubling to at most an hour), so a
 * stranger cannot lock the owner out from elsewhere; 50 for one account from
 * anywhere lock the account (15 minutes) against guessing spread over many
 * addresses; 20 from one address across accounts lock the address (15 minutes).
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  pairFailures: 5,
  pairLockMs: 60 * 1000,
  pairLockMaxMs: 60 * 60 * 1000,
  accountFailures: 50,
  accountLockMs: 15 * 60 * 1000,
  ipFailures: 20,
  ipLockMs: 15 * 60 * 1000,
};

/** A refreshed session cookie's previous token keeps working this long (a second tab refreshing at the same moment). */
export const SESSION_ROTATION_GRACE_MS = 60 * 1000;

export interface SessionKeys {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** HMAC key binding CSRF tokens to sessions. */
  csrfKey: string;
}

/** Keys from SESSION_SECRET, or derived from the instance signing secret when none is configured. */
export function sessionKeys(sessionSecret: string): SessionKeys {
  const derive = (label: string) => createHmac('sha256', sessionSecret).update(label).digest();
  return { jwtKey: derive('dashboard-jwt'), csrfKey: derive('dashboard-csrf').toString('base64url') };
}

export interface SessionPrincipal {
  kind: 'session';
  memberId: string;
  tenantId: string;
  role: MemberRole;
  email: string;
  name: string;
  sessionId: string;
  /** How the request proved the session: a bearer JWT, or the cookie (which needs a CSRF token on changes). */
  via: 'bearer' | 'cookie';
}

export function csrfTokenFor(keys: SessionKeys, sessionId: string): string {
  return createHmac('sha256', keys.csrfKey).update(`csrf.${sessionId}`).digest('base64url');
}

export async function issueAccessToken(
  keys: SessionKeys,
  session: Pick<SessionRow, 'id' | 'memberId' | 'tenantId'>,
  now: Date,
): Promise<{ accessToken: string; expiresAt: string }> {
  const iat = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({ tid: session.tenantId, sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.memberId)
    .setIssuer('escrow-platform')
    .setAudience('dashboard')
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
    .sign(keys.jwtKey);
  return { accessToken, expiresAt: new Date((iat + ACCESS_TOKEN_TTL_S) * 1000).toISOString() };
}

// ---------------------------------------------------------------- members

export function memberEmail(raw: string): { email: string; emailKey: string } {
  const normalized = normalizeEmail(raw);
  if (!normalized) throw new AppError('validation_failed', { param: 'email', details: [{ path: 'email', message: 'Must be a valid email address.' }] });
  return normalized;
}

/**
 * A new member with a one-time set-password token (returned once; stored as
 * a digest). The email is reserved nowhere until the member claims it
 * (setPasswordWithToken or SSO), so inviting never reveals whether the
 * address belongs to another organization's member. Only an owner (or the
 * operator) may create an owner.
 */
export async function createMember(
  db: DbOrTx,
  input: { tenantId: string; email: string; name: string; role: MemberRole },
  by: Actor,
  now: Date,
): Promise<{ member: MemberRow; passwordToken: string }> {
  checkOwnerRule(by, input.role);
  const { email, emailKey } = memberEmail(input.email);
  const passwordToken = `pwt_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        id: newId('member'),
        tenantId: input.tenantId,
        email,
        emailKey,
        name: input.name,
        role: input.role,
        passwordTokenHash: sha256Hex(passwordToken),
        passwordTokenExpiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new AppError('invalid_state', { param: 'email', message: 'This organization already has a member with this email.' });
    await recordAudit(
      tx,
      by,
      { tenantId: input.tenantId, action: 'member.created', targetType: 'member', targetId: member.id, after: memberAudit(member) },
      now,
    );
    return { member, passwordToken };
  });
}

/** A tenant's dashboard members, oldest first, disabled ones included. */
export async function listMembers(db: DbOrTx, tenantId: string, limit?: number): Promise<MemberRow[]> {
  const query = db.select().from(members).where(eq(members.tenantId, tenantId)).orderBy(asc(members.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function memberById(db: DbOrTx, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export function memberAudit(m: MemberRow): Record<string, unknown> {
  return { email: m.email, name: m.name, role: m.role, status: m.status };
}

export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/dashboard/set-password?token=${encodeURIComponent(token)}`;
}

/** Whether a database error is a unique-index violation (both drivers report SQLSTATE 23505, possibly as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

const EMAIL_TAKEN = 'This email address already has a dashboard account in another organization; an address can belong to one organization only.';
const LINK_GONE = 'This set-password link is invalid, used or expired; ask an admin for a new one.';

/** Members with their tenant's status (a closed tenant's members neither sign in nor set passwords). */
const withTenantStatus = (db: DbOrTx) =>
  db.select({ member: members, tenantStatus: tenants.status }).from(members).innerJoin(tenants, eq(tenants.id, members.tenantId));

/**
 * Uses a one-time token: sets the password, clears the token, claims the
 * email, ends the member's other sessions. The token is looked up first, so a
 * wrong one costs no password hashing (decisions §12). `cost`: AppDeps.passwordCost (production's when absent).
 */
export async function setPasswordWithToken(db: Db, token: string, password: string, now: Date, cost?: ScryptCost): Promise<MemberRow> {
  checkPasswordPolicy(password);
  const digest = sha256Hex(token);
  const live = and(eq(members.passwordTokenHash, digest), gt(members.passwordTokenExpiresAt, now), eq(members.status, 'active'));
  const [found] = await withTenantStatus(db).where(live);
  if (!found) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
  if (found.tenantStatus !== 'active') throw new AppError('tenant_closed');
  const elsewhere = and(eq(members.emailKey, found.member.emailKey), isNotNull(members.claimedAt), ne(members.id, found.member.id));
  const claimedElsewhere = async (tx: DbOrTx) => (await tx.select({ id: members.id }).from(members).where(elsewhere)).length > 0;
  if (await claimedElsewhere(db)) throw new AppError('invalid_state', { param: 'email', message: EMAIL_TAKEN });
  const hash = await hashPassword(password, cost);
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .update(members)
        .set({ passwordHash: hash, passwordTokenHash: null, passwordTokenExpiresAt: null, claimedAt: found.member.claimedAt ?? now, updatedAt: now })
        .where(and(eq(members.id, found.member.id), live))
        .returning();
      if (!member) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
      await revokeMemberSessions(tx, member.id, now);
      const entry = { tenantId: member.tenantId, action: 'member.password_set', targetType: 'member', targetId: member.id };
      await recordAudit(tx, memberActor({ ...member, memberId: member.id }), entry, now);
      return member;
    });
  } catch (error) {
    // Another organization's member claimed the address between the check and the update.
    if (isUniqueViolation(error)) throw new AppError('invalid_state', { param: 'email', message: EMAIL_TAKEN });
    throw error;
  }
}

export function checkPasswordPolicy(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new AppError('validation_failed', {
      param: 'password',
      details: [{ path: 'password', message: `Passwords are ${PASSWORD_MIN}–${PASSWORD_MAX} characters.` }],
    });
  }
}

// ---------------------------------------------------------------- login throttling

async function throttleState(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(loginThrottle).where(sql`${loginThrottle.key} in ${keys}`);
  let until = 0;
  for (const row of rows) if (row.lockedUntil && row.lockedUntil > now) until = Math.max(until, row.lockedUntil.getTime());
  return until;
}

/** The throttle rows a login attempt counts against: the (account, address) pair, the account, the address. */
export function throttleKeys(accountKey: string, ip: string | null): { pair: string; account: string; ip: string | null } {
  return { pair: `acct:${accountKey}|ip:${ip ?? 'unknown'}`, account: `acct:${accountKey}`, ip: ip ? `ip:${ip}` : null };
}

/** Counts one failure for the pair, the account and the address, in one statement each (safe across processes). */
async function recordFailure(db: Db, keys: ReturnType<typeof throttleKeys>, now: Date): Promise<void> {
  // Timestamps go into raw SQL as ISO text: postgres.js does not serialize Date parameters inside sql``.
  const windowStart = sql`${new Date(now.getTime() - THROTTLE.windowMs).toISOString()}::timestamptz`;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const bump = async (key: string, threshold: number, lockMs: (failures: number) => number) => {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < ${nowAt}) and ${loginThrottle.failures} < ${threshold} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} and ${loginThrottle.failures} < ${threshold} then ${nowAt} else ${loginThrottle.windowStartedAt} end`,
        },
      })
      .returning();
    if (row && row.failures >= threshold) {
      await db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + lockMs(row.failures)) })
        .where(eq(loginThrottle.key, key));
    }
  };
  await bump(keys.pair, THROTTLE.pairFailures, (f) => Math.min(THROTTLE.pairLockMs * 2 ** (f - THROTTLE.pairFailures), THROTTLE.pairLockMaxMs));
  await bump(keys.account, THROTTLE.accountFailures, () => THROTTLE.accountLockMs);
  if (keys.ip) await bump(keys.ip, THROTTLE.ipFailures, () => THROTTLE.ipLockMs);
}

/** 429 while any of the attempt's throttle rows is locked. */
async function checkThrottle(db: Db, keys: ReturnType<typeof throttleKeys>, now: Date): Promise<void> {
  const lockedUntil = await throttleState(db, [keys.pair, keys.account, ...(keys.ip ? [keys.ip] : [])], now);
  if (lockedUntil > now.getTime()) {
    const retryAfter = Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
    throw new AppError('rate_limit_exceeded', {
      message: `Too many failed logins; try again in ${retryAfter} s.`,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}

/**
 * A member's password, checked under the login throttle (login, and the
 * password that confirms linking an SSO identity). Unknown email, wrong
 * password, no password and a disabled member all fail alike, after the same
 * scrypt work; only claimed members have passwords.
 */
export async function checkMemberPassword(
  db: Db,
  input: { email: string; password: string; ip: string | null },
  now: Date,
  cost?: ScryptCost,
): Promise<MemberRow> {
  const normalized = normalizeEmail(input.email);
  const keys = throttleKeys(normalized?.emailKey ?? input.email.trim().toLowerCase().slice(0, 320), input.ip);
  await checkThrottle(db, keys, now);
  const [found] = normalized ? await withTenantStatus(db).where(and(eq(members.emailKey, normalized.emailKey), isNotNull(members.claimedAt))) : [];
  const member = found?.member;
  const ok = await verifyPassword(input.password, member?.passwordHash ?? null, cost);
  if (!ok || !member || member.status !== 'active') {
    await recordFailure(db, keys, now);
    throw new AppError('invalid_credentials');
  }
  // Told only to someone who knows the password.
  if (found.tenantStatus !== 'active') throw new AppError('tenant_closed');
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.pair));
  return member;
}

// ---------------------------------------------------------------- login, refresh, logout

export interface LoginResult {
  session: SessionRow;
  sessionToken: string;
  member: MemberRow;
}

/** Password login (checkMemberPassword), refused for tenants that enforce single sign-on. */
export async function login(
  db: Db,
  input: { email: string; password: string; ip: string | null; userAgent: string | null },
  now: Date,
  cost?: ScryptCost,
): Promise<LoginResult> {
  const member = await checkMemberPassword(db, input, now, cost);
  const [enforced] = await db
    .select({ protocol: ssoConnections.protocol })
    .from(ssoConnections)
    .where(and(eq(ssoConnections.tenantId, member.tenantId), eq(ssoConnections.enabled, true), eq(ssoConnections.enforced, true)));
  if (enforced)
    throw new AppError('sso_required', {
      message: `This organization signs in with single sign-on (${enforced.protocol.toUpperCase()}); password login is off.`,
    });
  const { session, sessionToken } = await createSession(db, member, 'password', { ip: input.ip, userAgent: input.userAgent }, now);
  return { session, sessionToken, member };
}

/** A new server-side session for a member (password or SSO login). */
export async function createSession(
  db: DbOrTx,
  member: MemberRow,
  method: SessionRow['method'],
  client: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<{ session: SessionRow; sessionToken: string }> {
  const sessionToken = `sess_${randomBytes(32).toString('base64url')}`;
  const [session] = await db
    .insert(memberSessions)
    .values({
      id: newId('memberSession'),
      tenantId: member.tenantId,
      memberId: member.id,
      tokenHash: sha256Hex(sessionToken),
      method,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning();
  return { session: session!, sessionToken };
}

/** A live session and its member; a closed tenant's sessions answer 403 tenant_closed (decisions §12). */
async function liveSession(db: DbOrTx, where: ReturnType<typeof eq>, now: Date): Promise<{ session: SessionRow; member: MemberRow } | null> {
  const [row] = await db
    .select({ session: memberSessions, member: members, tenantStatus: tenants.status })
    .from(memberSessions)
    .innerJoin(members, and(eq(members.id, memberSessions.memberId), eq(members.tenantId, memberSessions.tenantId)))
    .innerJoin(tenants, eq(tenants.id, memberSessions.tenantId))
    .where(and(where, isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)));
  if (!row || row.member.status !== 'active') return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (row.tenantStatus !== 'active') throw new AppError('tenant_closed');
  return { session: row.session, member: row.member };
}

export interface CookieSession {
  session: SessionRow;
  member: MemberRow;
  /** The cookie was the token before the last rotation, still within its grace: do not rotate again. */
  previous: boolean;
}

/**
 * The session a cookie token names, if it is live; marks it seen (at most
 * once a minute). The token before the last refresh is accepted for
 * SESSION_ROTATION_GRACE_MS; presented later, it can only be a copy that
 * outlived its rotation, so the session is revoked.
 */
export async function sessionFromCookie(db: DbOrTx, token: string, now: Date): Promise<CookieSession | null> {
  if (!token.startsWith('sess_') || token.length > 100) return null;
  const digest = sha256Hex(token);
  const found = await liveSession(db, or(eq(memberSessions.tokenHash, digest), eq(memberSessions.previousTokenHash, digest))!, now);
  if (!found) return null;
  const previous = found.session.tokenHash !== digest;
  if (previous && now.getTime() - (found.session.rotatedAt?.getTime() ?? 0) > SESSION_ROTATION_GRACE_MS) {
    await revokeSession(db, found.session.id, now);
    return null;
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() > 60_000) {
    await db.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.id, found.session.id));
  }
  return { ...found, previous };
}

/**
 * A new cookie token for a session (on refresh), so a cookie copied earlier
 * stops working; the old token stays valid for the grace period. Null when a
 * concurrent refresh rotated it first (that one's cookie is the current one).
 */
export async function rotateSessionToken(db: DbOrTx, session: SessionRow, now: Date): Promise<string | null> {
  const sessionToken = `sess_${randomBytes(32).toString('base64url')}`;
  const [rotated] = await db
    .update(memberSessions)
    .set({ tokenHash: sha256Hex(sessionToken), previousTokenHash: session.tokenHash, rotatedAt: now, lastSeenAt: now })
    .where(and(eq(memberSessions.id, session.id), eq(memberSessions.tokenHash, session.tokenHash), isNull(memberSessions.revokedAt)))
    .returning({ id: memberSessions.id });
  return rotated ? sessionToken : null;
}

/** The session a bearer JWT names: signature and expiry, then the session row (so logout and role changes apply at once). */
export async function sessionFromBearer(db: DbOrTx, keys: SessionKeys, jwt: string, now: Date): Promise<{ session: SessionRow; member: MemberRow } | null> {
  let payload: { sub?: string; sid?: unknown; tid?: unknown };
  try {
    ({ payload } = await jwtVerify(jwt, keys.jwtKey, { algorithms: ['HS256'], issuer: 'escrow-platform', audience: 'dashboard', currentDate: now }));
  } catch {
    return null;
  }
  if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
  const found = await liveSession(db, eq(memberSessions.id, payload.sid), now);
  return found && found.member.id === payload.sub && found.member.tenantId === payload.tid ? found : null;
}

/** Ends every live session of a member (password set, member disabled). */
export async function revokeMemberSessions(db: DbOrTx, memberId: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/**
 * What a request presented to prove a dashboard session, as the transport
 * read it: an access token (a bearer JWT, which wins when present), or the
 * session cookie's token with the CSRF token sent beside it.
 */
export type MemberCredentials = { accessToken: string } | { sessionToken?: string; csrfToken?: string };

/**
 * Resolves the dashboard session of a request from its access token, else
 * its session cookie's token. Cookie-authenticated changes must carry the
 * session's CSRF token (compared in constant time).
 */
export async function authenticateMember(
  db: DbOrTx,
  keys: SessionKeys,
  credentials: MemberCredentials,
  opts: { mutation: boolean; now: Date },
): Promise<SessionPrincipal | null> {
  const bearer = 'accessToken' in credentials;
  let found: { session: SessionRow; member: MemberRow } | null = null;
  if ('accessToken' in credentials) found = await sessionFromBearer(db, keys, credentials.accessToken, opts.now);
  else if (credentials.sessionToken) found = await sessionFromCookie(db, credentials.sessionToken, opts.now);
  if (!found) return null;
  if (!('accessToken' in credentials) && opts.mutation && !safeEqual(credentials.csrfToken ?? '', csrfTokenFor(keys, found.session.id))) {
    throw new AppError('csrf_failed');
  }
  const via: SessionPrincipal['via'] = bearer ? 'bearer' : 'cookie';
  return {
    kind: 'session',
    memberId: found.member.id,
    tenantId: found.member.tenantId,
    role: found.member.role,
    email: found.member.email,
    name: found.member.name,
    sessionId: found.session.id,
    via,
  };
}

/**
 * Housekeeping, run by the server's sweeper: SSO state past its expiry,
 * throttle rows whose window and lock are over, sessions ended more than 30 days ago.
 */
export async function sweepExpiredAuthState(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const sso = await db.delete(ssoRequests).where(sql`${ssoRequests.expiresAt} < ${at}::timestamptz`).returning({ id: ssoRequests.id });
  const throttle = await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.windowStartedAt} < ${windowStart}::timestamptz and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < ${at}::timestamptz)`,
    )
    .returning({ key: loginThrottle.key });
  const sessions = await db
    .delete(memberSessions)
    .where(sql`coalesce(${memberSessions.revokedAt}, ${memberSessions.expiresAt}) < ${monthAgo}::timestamptz`)
    .returning({ id: memberSessions.id });
  return sso.length + throttle.length + sessions.length;
}
