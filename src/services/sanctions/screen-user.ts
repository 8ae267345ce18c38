import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/query.ts';
import { ownSlot } from '../../db/handle.ts';
import { environments, kycRecords, sanctionsLists, sanctionsLogs, tenants, users, userScreenings } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { Partition } from '../events.ts';
import { sanctionsIndex } from './index-cache.ts';
import type { Hit, ListVersionRef, ScreenQuery } from './matcher.ts';
import {
  DEFAULT_THRESHOLD,
  fingerprintOf,
  type LogInsert,
  logInsert,
  type ScreeningTrigger,
  screenSubject,
  type SubjectRow,
  toSubject,
  writeLogs,
} from './screening.ts';

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

interface ScreeningRow extends SubjectRow {
  screened_at: Date | null;
  generation: number | null;
  log_id: string | null;
  fingerprint: string | null;
}

/**
 * Users as screening sees them, with their screening state (and `extra` columns), in id order. The ids as `= any(array)`,
 * not `in (select …)`: the planner takes a set-returning function for 100 rows and, in an environment of ~10,000 users,
 * hash-joined a scan of all of them for two parties (7.8 ms a create; the array is taken for 10 and probes the index: 0.16 ms).
 */
function loadSubjects(tx: DbOrTx, partition: Partition, userIds: readonly string[], extra: SQL = sql``): Promise<ScreeningRow[]> {
  return queryRows<ScreeningRow>(
    tx,
    sql`
    select u.id, u.tenant_id, u.environment_id, u.name, k.id as kyc_id, k.verified, t.sanctions_threshold as threshold, e.type as env_type,
      s.screened_at, s.generation, s.log_id, s.fingerprint ${extra}
    from users u join tenants t on t.id = u.tenant_id join environments e on e.id = u.environment_id
      left join kyc_records k on k.user_id = u.id left join user_screenings s on s.user_id = u.id
    where u.id = any(array(select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))) and u.environment_id = ${partition.environmentId}
    order by u.id`,
  );
}

/** Screen these users now against the whole of the active lists, in one statement; returns each one's new log entry. */
async function screenNow(tx: DbOrTx, rows: readonly SubjectRow[], trigger: ScreeningTrigger, transactionId: string | null): Promise<LogInsert[]> {
  if (rows.length === 0) return [];
  const index = await sanctionsIndex(tx);
  const now = new Date();
  const attemptId = newId('screeningRun');
  const inserts = rows.map((r) => logInsert(screenSubject(index, toSubject(r)), trigger, now, attemptId, index.generation, transactionId));
  await writeLogs(tx, inserts);
  return inserts;
}

/**
 * Screen one user now against the whole of the active lists and write the log entry (one per
 * attempt): `possible_match` with the best hit at or above the tenant's threshold (and a
 * `sanctions.possible_match` event), else `no_match`.
 */
export async function screenUser(tx: DbOrTx, partition: Partition, userId: string, trigger: ScreeningTrigger): Promise<void> {
  const rows = await loadSubjects(tx, partition, [userId]);
  if (rows.length === 0) throw new Error(`screenUser: no user ${userId}`);
  await screenNow(tx, rows, trigger, null);
}

/**
 * Called in the transaction that completes a KYC record, after `verified` is written: screens
 * the account name and the verified name, with the verified date of birth and country.
 */
export async function screenOnKycComplete(tx: DbOrTx, partition: Partition, userId: string): Promise<void> {
  await screenUser(tx, partition, userId, 'kyc_complete');
}

/** A transaction party as creation needs it: who it is (for the answer), what screening compares, and its screening state. */
export interface PartyRow extends ScreeningRow {
  email: string;
  status: string;
  kyc_status: string | null;
  /** The newest list generation, as this transaction sees the lists. */
  current_generation: number;
}

/** The users that may be parties of a new transaction: `loadSubjects`' columns and the party's, as a statement to prepare. */
function partyRowsQuery(db: DbOrTx) {
  return (
    db
      .select({
        id: users.id,
        tenant_id: users.tenantId,
        environment_id: users.environmentId,
        name: users.name,
        kyc_id: kycRecords.id,
        verified: kycRecords.verified,
        threshold: tenants.sanctionsThreshold,
        env_type: environments.type,
        screened_at: userScreenings.screenedAt,
        generation: userScreenings.generation,
        log_id: userScreenings.logId,
        fingerprint: userScreenings.fingerprint,
        email: users.email,
        status: users.status,
        kyc_status: kycRecords.status,
        current_generation: sql<number>`(select coalesce(max(${sanctionsLists.generation}), 0) from ${sanctionsLists} where ${sanctionsLists.active})`,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .innerJoin(environments, eq(environments.id, users.environmentId))
      .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
      .leftJoin(userScreenings, eq(userScreenings.userId, users.id))
      // As `loadSubjects`: `= any(array)`, which the planner takes for a few ids and answers from the index.
      .where(
        and(
          sql`${users.id} = any(array(select jsonb_array_elements_text(${sql.placeholder('ids')}::jsonb)))`,
          eq(users.environmentId, sql.placeholder('environmentId')),
        ),
      )
      .orderBy(users.id)
  );
}

const PARTY_ROWS = Symbol('transaction_parties');

/**
 * The users that may be parties of a new transaction, with what screening needs and the list generation, in one
 * statement prepared once per database handle: drizzle sends ad hoc queries unprepared, and PostgreSQL planned this
 * five-table join on every create (0.8 ms at load 16, more than running it: docs/benchmarks.md).
 */
export async function loadPartyRows(tx: DbOrTx, partition: Partition, userIds: readonly string[]): Promise<PartyRow[]> {
  const prepared = ownSlot(tx, PARTY_ROWS, () => partyRowsQuery(tx).prepare('transaction_parties'));
  return prepared.execute({ ids: JSON.stringify(userIds), environmentId: partition.environmentId });
}

/** Per party of a transaction being created: the log entry it relies on when its last screening holds, or due to be screened. */
export interface PartyScreenings {
  reliedOn: Map<string, string>;
  due: PartyRow[];
}

/**
 * Which parties of a transaction being created need screening (decisions §9, amended 2026-11-26): a party whose last
 * screening covered the active list generation and compared what it would compare now (its names, verified identity
 * and the tenant's threshold: `fingerprintOf`) is not screened again. Reads nothing: the rows carry the state.
 */
export function partyScreenings(parties: readonly PartyRow[]): PartyScreenings {
  const reliedOn = new Map<string, string>();
  const due: PartyRow[] = [];
  for (const row of parties) {
    const current =
      row.screened_at !== null &&
      row.log_id !== null &&
      Number(row.generation) >= Number(row.current_generation) &&
      row.fingerprint === fingerprintOf(toSubject(row));
    if (current) reliedOn.set(row.id, row.log_id!);
    else due.push(row);
  }
  return { reliedOn, due };
}

/** Screen the parties `partyScreenings` found due, together, in one statement; returns, per user, the log entry the transaction relies on. */
export async function screenTransactionParties(tx: DbOrTx, screenings: PartyScreenings, transactionId: string): Promise<Map<string, string>> {
  const reliedOn = new Map(screenings.reliedOn);
  for (const entry of await screenNow(tx, screenings.due, 'transaction_created', transactionId)) reliedOn.set(entry.user_id, entry.id);
  return reliedOn;
}

/**
 * The funding/release gate (decisions §7): a party never screened is screened now; any unreviewed
 * `possible_match` holds the money. The parties' screening state is locked first, so a background
 * worker that is screening one of them finishes before the gate decides (and the gate does not
 * screen it twice).
 */
export async function hasSanctionsHold(tx: DbOrTx, partition: Partition, userIds: readonly string[]): Promise<boolean> {
  const unscreened = await tx
    .select({ id: userScreenings.userId })
    .from(userScreenings)
    .where(and(inArray(userScreenings.userId, [...userIds]), eq(userScreenings.environmentId, partition.environmentId), isNull(userScreenings.screenedAt)))
    .orderBy(userScreenings.userId)
    .for('update');
  if (unscreened.length > 0) {
    await screenNow(
      tx,
      await loadSubjects(
        tx,
        partition,
        unscreened.map((u) => u.id),
      ),
      'gate',
      null,
    );
  }
  const [held] = await tx
    .select({ id: sanctionsLogs.id })
    .from(sanctionsLogs)
    .where(
      and(eq(sanctionsLogs.environmentId, partition.environmentId), inArray(sanctionsLogs.userId, [...userIds]), eq(sanctionsLogs.status, 'possible_match')),
    )
    .limit(1);
  return Boolean(held);
}
