import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { environments, kycRecords, sanctionsEntries, sanctionsLists, sanctionsLogs, tenants, users } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { recordEvent, type Partition } from './events.ts';
import { SanctionsIndex, type Hit, type ListEntry } from './sanctions-matcher.ts';

export const SCREENING_PROVIDER = 'builtin';
export const POSSIBLE_MATCH_EVENT = 'sanctions.possible_match';
export const REVIEWED_EVENT = 'sanctions.reviewed';
export const DEFAULT_THRESHOLD = 0.85;
/** How often a process checks whether another process imported a new list version. */
const INDEX_RECHECK_MS = 5_000;

interface CachedIndex {
  version: string;
  index: SanctionsIndex;
  checkedAt: number;
}

const indexes = new WeakMap<object, CachedIndex>();

/**
 * The in-memory index of the active lists, per database. Rebuilt when the set
 * of active list versions changes (checked at most every 5 s, so every process
 * picks up another process's import); `invalidateSanctionsIndex` forces it.
 */
export async function sanctionsIndex(db: DbOrTx): Promise<SanctionsIndex> {
  const key = db as object;
  const cached = indexes.get(key);
  if (cached && Date.now() - cached.checkedAt < INDEX_RECHECK_MS) return cached.index;
  const active = await db.select({ id: sanctionsLists.id, source: sanctionsLists.source }).from(sanctionsLists).where(eq(sanctionsLists.active, true)).orderBy(sanctionsLists.id);
  const version = active.map((l) => l.id).join(',');
  if (cached && cached.version === version) {
    cached.checkedAt = Date.now();
    return cached.index;
  }
  const sourceOf = new Map(active.map((l) => [l.id, l.source]));
  const rows = active.length
    ? await db.select().from(sanctionsEntries).where(inArray(sanctionsEntries.listId, active.map((l) => l.id)))
    : [];
  const entries: ListEntry[] = rows.map((r) => ({ id: r.id, source: sourceOf.get(r.listId)!, name: r.name, type: r.type, country: r.country, aliases: r.aliases }));
  const index = new SanctionsIndex(entries);
  indexes.set(key, { version, index, checkedAt: Date.now() });
  return index;
}

export function invalidateSanctionsIndex(db: DbOrTx): void {
  indexes.delete(db as object);
}

/** Why a screening ran: `background` covers new users (bulk included) and re-screens after a list import. */
export const SCREENING_TRIGGERS = ['background', 'kyc_complete', 'transaction_created', 'gate'] as const;
export type ScreeningTrigger = (typeof SCREENING_TRIGGERS)[number];

export function caseIdFor(userId: string): string {
  return `case_${userId.slice(userId.indexOf('_') + 1)}`;
}

export type SanctionsLogRow = typeof sanctionsLogs.$inferSelect;

/**
 * Screen one user against the active lists and write the log entry (one per
 * attempt): `possible_match` with the best hit at or above the tenant's
 * threshold (and a `sanctions.possible_match` event), else `no_match`.
 */
export async function screenUser(
  tx: DbOrTx,
  partition: Partition,
  userId: string,
  trigger: ScreeningTrigger,
  refs: { transactionId?: string } = {},
  index?: SanctionsIndex,
): Promise<SanctionsLogRow> {
  const [row] = await tx
    .select({ name: users.name, threshold: tenants.sanctionsThreshold, envType: environments.type, kycId: kycRecords.id })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(environments, eq(environments.id, users.environmentId))
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.environmentId, partition.environmentId)));
  if (!row) throw new Error(`screenUser: no user ${userId}`);
  const hits = (index ?? (await sanctionsIndex(tx))).search({ name: row.name, type: 'individual' }, Math.min(row.threshold, 0.5));
  const best: Hit | undefined = hits[0];
  const match = best && best.score >= row.threshold ? best : undefined;
  const now = new Date();
  const [log] = await tx
    .insert(sanctionsLogs)
    .values({
      id: newId('sanctionsLog'),
      tenantId: partition.tenantId,
      environmentId: partition.environmentId,
      caseId: caseIdFor(userId),
      attemptId: newId('screeningRun'),
      userId,
      kycId: row.kycId,
      transactionId: refs.transactionId ?? null,
      trigger,
      provider: SCREENING_PROVIDER,
      status: match ? 'possible_match' : 'no_match',
      matchScore: Math.round((best?.score ?? 0) * 1000) / 1000,
      matchedLists: match ? [...new Set(hits.filter((h) => h.score >= row.threshold).map((h) => h.entry.source))] : [],
      entityName: match?.entry.name ?? null,
      entityCountry: match?.entry.country ?? null,
      entryId: match?.entry.id ?? null,
      billable: row.envType === 'live',
      createdAt: now,
    })
    .returning();
  await tx.update(users).set({ screenedAt: now }).where(eq(users.id, userId));
  if (match) {
    await recordEvent(tx, partition, POSSIBLE_MATCH_EVENT, {
      logId: log!.id,
      userId,
      caseId: log!.caseId,
      matchScore: log!.matchScore,
      entityName: log!.entityName,
      matchedLists: log!.matchedLists,
    });
  }
  return log!;
}

/** Called in the transaction that completes a KYC record. */
export async function screenOnKycComplete(tx: DbOrTx, partition: Partition, userId: string): Promise<void> {
  await screenUser(tx, partition, userId, 'kyc_complete');
}

/**
 * The funding/release gate (decisions §7): a party never screened is screened
 * now; any unreviewed `possible_match` holds the money.
 */
export async function hasSanctionsHold(tx: DbOrTx, partition: Partition, userIds: readonly string[]): Promise<boolean> {
  const unscreened = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.environmentId, partition.environmentId), isNull(users.screenedAt)));
  for (const { id } of unscreened) await screenUser(tx, partition, id, 'gate');
  const [held] = await tx
    .select({ id: sanctionsLogs.id })
    .from(sanctionsLogs)
    .where(and(eq(sanctionsLogs.environmentId, partition.environmentId), inArray(sanctionsLogs.userId, [...userIds]), eq(sanctionsLogs.status, 'possible_match')))
    .limit(1);
  return Boolean(held);
}

/**
 * Background screening: users created (bulk included) or awaiting a
 * re-screen after a list import, claimed with SKIP LOCKED so several
 * processes share the work. Returns how many it screened.
 */
export async function screenPendingUsers(db: Db, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: users.id, tenantId: users.tenantId, environmentId: users.environmentId })
      .from(users)
      .where(isNull(users.screenedAt))
      .orderBy(users.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return 0;
    const index = await sanctionsIndex(tx);
    for (const user of pending) await screenUser(tx, { tenantId: user.tenantId, environmentId: user.environmentId }, user.id, 'background', {}, index);
    return pending.length;
  });
}
