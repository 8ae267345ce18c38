import { sql } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { loginThrottle, memberSessions, ssoRequests } from '../../db/schema/index.ts';
import { THROTTLE } from './throttle.ts';

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
