/** Password sign-in of dashboard members, under the login throttle; refused where the tenant enforces single sign-on. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { loginThrottle, members, ssoConnections } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { normalizeEmail } from '../user-input.ts';
import { withTenantStatus, type MemberRow } from './members.ts';
import { verifyPassword, type ScryptCost } from './passwords.ts';
import { createSession, type SessionRow } from './sessions.ts';
import { checkThrottle, recordFailure, throttleKeys } from './throttle.ts';

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
