import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { environments, kycRecords, sanctionsLogs, tenants, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { Partition } from '../events.ts';
import { sanctionsIndex } from './index-cache.ts';
import type { Hit, ListVersionRef, ScreenQuery } from './matcher.ts';
import { DEFAULT_THRESHOLD, logInsert, type ScreeningTrigger, screenSubject, toSubject, writeLogs } from './screening.ts';

/**
 * Ad hoc screening (`POST /v1/sanctions/screen`): the best hits at or above the tenant's
 * threshold, and the list versions screened against (a live environment's leave the sandbox-only
 * excerpt out); writes nothing.
 */
export async function screenAdHoc(
  db: DbOrTx,
  scope: { tenantId: string; live: boolean },
  query: ScreenQuery,
  limit: number,
): Promise<{ threshold: number; hits: Hit[]; lists: ListVersionRef[] }> {
  const [tenant] = await db.select({ threshold: tenants.sanctionsThreshold }).from(tenants).where(eq(tenants.id, scope.tenantId));
  const threshold = tenant?.threshold ?? DEFAULT_THRESHOLD;
  const index = await sanctionsIndex(db);
  return { threshold, hits: index.search({ ...query, live: scope.live }, threshold, limit), lists: index.listsFor(scope.live) };
}

/**
 * Screen one user now against the whole of the active lists and write the log entry (one per
 * attempt): `possible_match` with the best hit at or above the tenant's threshold (and a
 * `sanctions.possible_match` event), else `no_match`.
 */
export async function screenUser(
  tx: DbOrTx,
  partition: Partition,
  userId: string,
  trigger: ScreeningTrigger,
  refs: { transactionId?: string } = {},
): Promise<void> {
  const [row] = await tx
    .select({
      id: users.id,
      tenant_id: users.tenantId,
      environment_id: users.environmentId,
      name: users.name,
      kyc_id: kycRecords.id,
      verified: kycRecords.verified,
      threshold: tenants.sanctionsThreshold,
      env_type: environments.type,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(environments, eq(environments.id, users.environmentId))
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.environmentId, partition.environmentId)));
  if (!row) throw new Error(`screenUser: no user ${userId}`);
  const index = await sanctionsIndex(tx);
  const now = new Date();
  await writeLogs(tx, [logInsert(screenSubject(index, toSubject(row)), trigger, now, newId('screeningRun'), refs.transactionId ?? null)]);
  await tx
    .update(users)
    .set({ screenedAt: now, screenedGeneration: sql`greatest(${users.screenedGeneration}, ${index.generation})` })
    .where(eq(users.id, userId));
}

/**
 * Called in the transaction that completes a KYC record, after `verified` is written: screens
 * the account name and the verified name, with the verified date of birth and country.
 */
export async function screenOnKycComplete(tx: DbOrTx, partition: Partition, userId: string): Promise<void> {
  await screenUser(tx, partition, userId, 'kyc_complete');
}

/**
 * The funding/release gate (decisions §7): a party never screened is screened now; any unreviewed
 * `possible_match` holds the money. The parties are locked first, so a background worker that is
 * screening one of them finishes before the gate decides (and the gate does not screen it twice).
 */
export async function hasSanctionsHold(tx: DbOrTx, partition: Partition, userIds: readonly string[]): Promise<boolean> {
  const unscreened = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.environmentId, partition.environmentId), isNull(users.screenedAt)))
    .orderBy(users.id)
    .for('update');
  for (const { id } of unscreened) await screenUser(tx, partition, id, 'gate');
  const [held] = await tx
    .select({ id: sanctionsLogs.id })
    .from(sanctionsLogs)
    .where(
      and(eq(sanctionsLogs.environmentId, partition.environmentId), inArray(sanctionsLogs.userId, [...userIds]), eq(sanctionsLogs.status, 'possible_match')),
    )
    .limit(1);
  return Boolean(held);
}
