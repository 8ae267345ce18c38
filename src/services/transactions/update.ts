/** Changing a transaction's title, timeline and metadata (no event: the status does not move). */
import type { DbOrTx } from '../../db/query.ts';
import { transactions, type Timeline } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Partition } from '../events.ts';
import { transactionWhere } from './read.ts';
import { EDITABLE_STATUSES } from './state-machine.ts';
import { transactionTime, type Now } from './time.ts';
import type { TransactionRow } from './types.ts';

export interface TransactionPatch {
  title?: string;
  timeline?: Partial<Timeline>;
  metadata?: Record<string, string | null>;
}

export const METADATA_MAX_PAIRS = 20;

export async function updateTransaction(db: DbOrTx, partition: Partition, id: string, patch: TransactionPatch, now: Now): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const time = await transactionTime(tx, partition, id, now);
    const [before] = await tx.select().from(transactions).where(transactionWhere(partition, id)).for('update');
    if (!before) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
    if ((patch.title !== undefined || patch.timeline !== undefined) && !EDITABLE_STATUSES.includes(before.status)) {
      throw new AppError('invalid_state', {
        param: patch.title !== undefined ? 'title' : 'timeline',
        message: `The transaction is ${before.status}; title and timeline can change only until it is funded.`,
      });
    }
    const metadata = { ...before.metadata };
    for (const [key, value] of Object.entries(patch.metadata ?? {})) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
    if (Object.keys(metadata).length > METADATA_MAX_PAIRS) {
      throw new AppError('validation_failed', {
        param: 'metadata',
        message: `At most ${METADATA_MAX_PAIRS} metadata pairs once merged.`,
        details: [{ path: 'metadata', message: `At most ${METADATA_MAX_PAIRS} pairs once merged.` }],
      });
    }
    const timeline = { ...before.timeline, ...Object.fromEntries(Object.entries(patch.timeline ?? {}).filter(([, v]) => v !== undefined)) };
    const [after] = await tx
      .update(transactions)
      .set({ title: patch.title ?? before.title, timeline, metadata, updatedAt: time.at })
      .where(transactionWhere(partition, id))
      .returning();
    return after!;
  });
}
