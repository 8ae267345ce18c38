import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { loginThrottle } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

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
export async function recordFailure(db: Db, keys: ReturnType<typeof throttleKeys>, now: Date): Promise<void> {
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
export async function checkThrottle(db: Db, keys: ReturnType<typeof throttleKeys>, now: Date): Promise<void> {
  const lockedUntil = await throttleState(db, [keys.pair, keys.account, ...(keys.ip ? [keys.ip] : [])], now);
  if (lockedUntil > now.getTime()) {
    const retryAfter = Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
    throw new AppError('rate_limit_exceeded', {
      message: `Too many failed logins; try again in ${retryAfter} s.`,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}
