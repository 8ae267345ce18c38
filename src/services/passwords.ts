import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * Member passwords: scrypt (memory-hard), N = 2^16, r = 8, p = 1 (64 MiB,
 * ~200 ms on one core, run on libuv's thread pool). The parameters are stored
 * with the hash, so they can be raised later without breaking old hashes.
 */
const N = 2 ** 16;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

let derivations = 0;
/** How many scrypt derivations this process has run: each costs ~200 ms of the crypto pool, so refusals must not start one. */
export function scryptDerivations(): number {
  return derivations;
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  derivations++;
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A hash of a random password: unknown emails are checked against it, so they cost the same time as real ones. */
let decoy: Promise<string> | undefined;

/**
 * Constant-time check. `stored` null (unknown member, or no password set)
 * still runs one scrypt against the decoy, so timing does not reveal which.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  const hash = stored ?? (await decoy);
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  const want = Buffer.from(expected, 'base64url');
  return stored !== null && want.length === key.length && timingSafeEqual(key, want);
}
