/**
 * Recognising the owner's own clients at sign-in (issue 33 #2): a browser by
 * the signed device cookie a successful sign-in (or the unlock link) gives
 * it, a cookie-less client by an address the account signed in from before.
 * Either lets the owner past the account-wide lock that a flood of wrong
 * passwords from elsewhere sets (throttle.ts). The cookie names the account
 * only by a digest and grants nothing by itself: the password is still needed.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { loginKnownAddresses } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { signToken, verifyToken } from '../../lib/signed-token.ts';
import type { ClientTrust } from './throttle.ts';

/** A device cookie lasts 180 days from the sign-in that set it (each sign-in renews it). */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** An address is remembered 90 days after its last successful sign-in. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const PURPOSE = 'dashboard-device';

interface DeviceClaims {
  /** Digest of the account's email key. */
  a: string;
  /** This device's own id: its failures are counted under it. */
  n: string;
  exp: number;
}

const accountTag = (accountKey: string) => sha256Hex(`device.${accountKey}`).slice(0, 32);

export function issueDeviceToken(key: string, accountKey: string, now: Date): string {
  return signToken<DeviceClaims>(
    key,
    PURPOSE,
    { a: accountTag(accountKey), n: randomBytes(12).toString('base64url'), exp: now.getTime() + DEVICE_TTL_MS },
    'dev_',
  );
}

/** The device id a cookie carries when it is valid and this account's; null otherwise. */
export function deviceOf(key: string, token: string | undefined, accountKey: string, now: Date): string | null {
  if (!token || token.length > 300) return null;
  const check = verifyToken<DeviceClaims>(key, PURPOSE, token, now.getTime(), 'dev_');
  return check.ok && check.payload.a === accountTag(accountKey) && typeof check.payload.n === 'string' ? check.payload.n : null;
}

/** How the account knows this client: by its device cookie, else by its address, else not at all. */
export async function clientTrust(
  db: Db,
  input: { key: string; deviceToken?: string; accountKey: string; ip: string | null },
  now: Date,
): Promise<ClientTrust> {
  const device = deviceOf(input.key, input.deviceToken, input.accountKey, now);
  if (device) return { kind: 'device', device };
  if (!input.ip) return { kind: 'stranger' };
  const since = new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS);
  const [known] = await db
    .select({ ip: loginKnownAddresses.ip })
    .from(loginKnownAddresses)
    .where(and(eq(loginKnownAddresses.accountKey, input.accountKey), eq(loginKnownAddresses.ip, input.ip), gt(loginKnownAddresses.lastSuccessAt, since)));
  return known ? { kind: 'address' } : { kind: 'stranger' };
}

export async function rememberAddress(db: Db, accountKey: string, ip: string | null, now: Date): Promise<void> {
  if (!ip) return;
  await db
    .insert(loginKnownAddresses)
    .values({ accountKey, ip, lastSuccessAt: now })
    .onConflictDoUpdate({ target: [loginKnownAddresses.accountKey, loginKnownAddresses.ip], set: { lastSuccessAt: now } });
}

/** Addresses not signed in from for 90 days (the housekeeping sweep). */
export async function sweepKnownAddresses(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS).toISOString();
  const gone = await db
    .delete(loginKnownAddresses)
    .where(sql`${loginKnownAddresses.lastSuccessAt} < ${cutoff}::timestamptz`)
    .returning({ ip: loginKnownAddresses.ip });
  return gone.length;
}
