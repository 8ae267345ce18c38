import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters. They are stored in every hash, which verifies with its own whatever the current cost. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * Member passwords: scrypt (memory-hard), N = 2^16, r = 8, p = 1 (64 MiB,
 * ~200 ms on one core, run on libuv's thread pool). The parameters are stored
 * with the hash, so they can be raised later without breaking old hashes.
 * Only code lowers it (AppDeps.passwordCost, for tests): it is deliberately
 * not configuration an operator could turn down in production.
 */
export const PASSWORD_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 16, r: 8, p: 1 });
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

export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost.N, cost.r, cost.p);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Hashes of random passwords, one per cost: unknown emails are checked against one, so they cost the same time as real ones. */
const decoys = new Map<string, Promise<string>>();

/**
 * Constant-time check against the parameters stored in the hash. `stored`
 * null (unknown member, or no password set) still runs one scrypt against a
 * decoy made at `cost` (the cost new hashes get), so timing does not reveal which.
 */
export async function verifyPassword(password: string, stored: string | null, cost: ScryptCost = PASSWORD_COST): Promise<boolean> {
  const costKey = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(costKey);
  if (!decoy) decoys.set(costKey, (decoy = hashPassword(randomBytes(24).toString('base64url'), cost)));
  const hash = stored ?? (await decoy);
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  const want = Buffer.from(expected, 'base64url');
  return stored !== null && want.length === key.length && timingSafeEqual(key, want);
}
