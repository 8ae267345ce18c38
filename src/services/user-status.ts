import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/query.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { recordAudit, type Actor } from './audit.ts';
import { recordEvent, type Partition } from './events.ts';
import type { UserRow } from './users.ts';
import { inPartition } from './partition.ts';

/**
 * A dashboard member disables a user (decisions §1): the user can no longer be a
 * party to a new transaction, and its open transactions cannot be funded or
 * released. One transaction: the status, the `tenant.users.disabled` event and
 * the audit row. Re-enabling is not offered (a disabled user may be a confirmed
 * sanctions match; see docs/dashboard.md).
 */
export async function disableUser(db: Db, partition: Partition, userId: string, by: Actor, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), inPartition(users, partition)))
      .for('update');
    if (!current) throw new AppError('not_found', { param: 'id', message: `No such user: ${userId}` });
    if (current.status === 'disabled') throw new AppError('invalid_state', { message: 'The user is already disabled.' });
    const [row] = await tx.update(users).set({ status: 'disabled', updatedAt: now }).where(eq(users.id, current.id)).returning();
    await recordEvent(tx, partition, 'tenant.users.disabled', { userId: current.id, previousStatus: current.status, by: 'member' });
    const entry = { tenantId: partition.tenantId, environmentId: partition.environmentId, action: 'user.disabled', targetType: 'user', targetId: current.id };
    await recordAudit(tx, by, { ...entry, before: { status: current.status }, after: { status: 'disabled' } }, now);
    return row!;
  });
}
