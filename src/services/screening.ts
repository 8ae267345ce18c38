import type { DbOrTx } from '../db/client.ts';
import type { Partition } from './events.ts';

/**
 * Sanctions screening hook, called in the transaction that completes a KYC
 * record. A seam for now: screening itself arrives with the sanctions issue (#7).
 */
export async function screenOnKycComplete(_tx: DbOrTx, _partition: Partition, _userId: string): Promise<void> {}
