/**
 * Dashboard members and their sessions (spec §5 "User sessions"):
 * POST /auth/login → a 15-minute JWT (HS256, key from SESSION_SECRET) plus an
 * httpOnly session cookie whose token is stored only as a SHA-256 digest.
 * The cookie refreshes the JWT; logout revokes the session row, which every
 * request checks, so a revoked session stops at once on every process.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/query.ts';
import { members, memberSessions, tenants, type MemberRole } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import type { MemberRow } from './members.ts';

export type SessionRow = typeof memberSessions.$inferSelect;

export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** A session lives 12 hours from login, and ends after 2 hours without a request. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** A refreshed session cookie's previous token keeps working this long (a second tab refreshing at the same moment). */
export const SESSION_ROTATION_GRACE_MS = 60 * 1000;

export interface SessionKeys {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** HMAC key binding CSRF tokens to sessions. */
  csrfKey: string;
  /** HMAC key of the device cookies that let the owner past the account-wide login lock (devices.ts). */
  deviceKey: string;
}

/** Keys from SESSION_SECRET, or derived from the instance signing secret when none is configured. */
export function sessionKeys(sessionSecret: string): SessionKeys {
  const derive = (label: string) => createHmac('sha256', sessionSecret).update(label).digest();
  return {
    jwtKey: derive('dashboard-jwt'),
    csrfKey: derive('dashboard-csrf').toString('base64url'),
    deviceKey: derive('dashboard-device').toString('base64url'),
  };
}

export interface SessionPrincipal {
  kind: 'session';
  memberId: string;
  tenantId: string;
  role: MemberRole;
  email: string;
  name: string;
  sessionId: string;
  /** How the session was opened: a password (the account's, which may open its other organisations) or single sign-on. */
  method: SessionRow['method'];
  /** The dashboard account behind the member; null for single sign-on members. */
  accountId: string | null;
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
    method: found.session.method,
    accountId: found.member.accountId,
    via,
  };
}
