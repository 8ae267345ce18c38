import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { loginThrottle } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * Failed logins, counted per 15-minute window: 5 for one account from one
 * address lock that pair (1 minute, doubling to at most an hour); 50 for one
 * account from anywhere lock the account (15 minutes) against guessing
 * spread over many addresses; 20 from one address across accounts lock the
 * address (15 minutes). The account-wide and address-wide locks apply to
 * strangers only (issue 33 #2): a browser holding the account's device
 * cookie counts against its own lock (5, then doubling like a pair), and an
 * address the account signed in from before skips the account-wide one, so
 * a flood of wrong passwords from elsewhere never keeps the owner out.
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

/** How a login attempt's client is known to the account: its device cookie, an address it signed in from, or not at all. */
export type ClientTrust = { kind: 'device'; device: string } | { kind: 'address' } | { kind: 'stranger' };

export interface ThrottleKeys {
  pair: string;
  account: string;
  ip: string | null;
  trust: ClientTrust;
}

/** The throttle rows a login attempt counts against: the (account, address) pair, the account, the address — or its device. */
export function throttleKeys(accountKey: string, ip: string | null, trust: ClientTrust = { kind: 'stranger' }): ThrottleKeys {
  return { pair: `acct:${accountKey}|ip:${ip ?? 'unknown'}`, account: `acct:${accountKey}`, ip: ip ? `ip:${ip}` : null, trust };
}

/** The rows an attempt is checked and counted against, by how its client is known. */
function countedKeys(keys: ThrottleKeys): string[] {
  if (keys.trust.kind === 'device') return [`dev:${keys.trust.device}`];
  if (keys.trust.kind === 'address') return [keys.pair, ...(keys.ip ? [keys.ip] : [])];
  return [keys.pair, keys.account, ...(keys.ip ? [keys.ip] : [])];
}

/** Counts one failure against each of the attempt's rows, in one statement each (safe across processes). */
export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
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
  const backoff = (f: number) => Math.min(THROTTLE.pairLockMs * 2 ** (f - THROTTLE.pairFailures), THROTTLE.pairLockMaxMs);
  for (const key of countedKeys(keys)) {
    if (key === keys.account) await bump(key, THROTTLE.accountFailures, () => THROTTLE.accountLockMs);
    else if (key === keys.ip) await bump(key, THROTTLE.ipFailures, () => THROTTLE.ipLockMs);
    else await bump(key, THROTTLE.pairFailures, backoff);
  }
}

/** A successful sign-in ends the failure streak of its pair and device (the account and address counts run out on their own). */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  const cleared = [keys.pair, ...(keys.trust.kind === 'device' ? [`dev:${keys.trust.device}`] : [])];
  await db.delete(loginThrottle).where(sql`${loginThrottle.key} in ${cleared}`);
}

/** The account-wide lock, lifted by the owner's unlock link (together with the pairs of the account). */
export async function clearAccountLock(db: Db, accountKey: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(sql`${loginThrottle.key} = ${`acct:${accountKey}`} or ${loginThrottle.key} like ${`acct:${accountKey.replace(/[\\%_]/g, '\\$&')}|ip:%`}`);
}

/** 429 while any of the attempt's throttle rows is locked. */
export async function checkThrottle(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const lockedUntil = await throttleState(db, countedKeys(keys), now);
  if (lockedUntil > now.getTime()) {
    const retryAfter = Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
    throw new AppError('rate_limit_exceeded', {
      message: `Too many failed logins; try again in ${retryAfter} s.`,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}
