import type { DbOrTx } from '../db/client.ts';
import type { Partition } from './events.ts';

/**
 * Sanctions screening hook, called in the transaction that completes a KYC
 * record. A seam for now: screening itself arrives with the sanctions issue (#7).
 */
export async function screenOnKycComplete(_tx: DbOrTx, _partition: Partition, _userId: string): Promise<void> {}

/**
 * Whether any of these users has an unreviewed `possible_match` (the funding
 * and release gate, decisions §7). A seam for now: always false until the
 * sanctions issue (#7) writes screening results.
 */
export async function hasSanctionsHold(_db: DbOrTx, _partition: Partition, _userIds: readonly string[]): Promise<boolean> {
  return false;
}
