import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client.ts';
import { environments, kycRecords, sanctionsEntries, sanctionsLists, sanctionsLogs, tenants, users, type VerifiedIdentity } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import type { Partition } from './events.ts';
import { type FeatureResult, type Hit, type ListEntry, SanctionsIndex, type ScreenQuery } from './sanctions/matcher.ts';
import { normalizeName } from './sanctions/names.ts';

export const SCREENING_PROVIDER = 'builtin';
export const POSSIBLE_MATCH_EVENT = 'sanctions.possible_match';
export const REVIEWED_EVENT = 'sanctions.reviewed';
export const DEFAULT_THRESHOLD = 0.85;
/** How often a process checks whether another process imported a new list version. */
const INDEX_RECHECK_MS = 5_000;

/**
 * Why a screening ran: `background` is a user's first screening (new users, bulk included),
 * `list_update` a re-screen against entries a list import added or changed.
 */
export const SCREENING_TRIGGERS = ['background', 'list_update', 'kyc_complete', 'transaction_created', 'gate'] as const;
export type ScreeningTrigger = (typeof SCREENING_TRIGGERS)[number];
/** Which of a user's names made a hit: the account's, or the one a KYC verification established. */
export const NAME_SOURCES = ['account', 'verified'] as const;
export type NameSource = (typeof NAME_SOURCES)[number];
export const FEATURE_RESULTS = ['match', 'mismatch', 'unknown'] as const;

interface ActiveLists {
  /** The active list versions' ids: a new import anywhere changes it. */
  key: string;
  generation: number;
  ids: string[];
  sourceOf: Map<string, string>;
}

const checked = new WeakMap<object, { lists: ActiveLists; at: number }>();
/** Indexes by active-lists key (and, for re-screens, the generation they start after); the few newest are kept. */
const indexes = new Map<string, SanctionsIndex>();
const INDEXES_KEPT = 6;

async function activeLists(db: DbOrTx, fresh = false): Promise<ActiveLists> {
  const seen = checked.get(db);
  if (!fresh && seen && Date.now() - seen.at < INDEX_RECHECK_MS) return seen.lists;
  const rows = await db
    .select({ id: sanctionsLists.id, source: sanctionsLists.source, generation: sanctionsLists.generation })
    .from(sanctionsLists)
    .where(eq(sanctionsLists.active, true))
    .orderBy(sanctionsLists.id);
  const lists: ActiveLists = {
    key: rows.map((r) => r.id).join(','),
    generation: rows.reduce((g, r) => Math.max(g, r.generation), 0),
    ids: rows.map((r) => r.id),
    sourceOf: new Map(rows.map((r) => [r.id, r.source])),
  };
  checked.set(db, { lists, at: Date.now() });
  return lists;
}

async function cachedIndex(key: string, build: () => Promise<SanctionsIndex>): Promise<SanctionsIndex> {
  let index = indexes.get(key);
  if (index) {
    indexes.delete(key);
  } else {
    index = await build();
    while (indexes.size >= INDEXES_KEPT) indexes.delete(indexes.keys().next().value!);
  }
  indexes.set(key, index);
  return index;
}

async function loadEntries(db: DbOrTx, lists: ActiveLists, changedAfter?: number): Promise<ListEntry[]> {
  if (lists.ids.length === 0) return [];
  const rows = await db
    .select()
    .from(sanctionsEntries)
    .where(and(inArray(sanctionsEntries.listId, lists.ids), changedAfter === undefined ? undefined : sql`${sanctionsEntries.changedIn} > ${changedAfter}`));
  return rows.map((r) => ({
    id: r.id,
    source: lists.sourceOf.get(r.listId)!,
    name: r.name,
    type: r.type,
    country: r.country,
    aliases: r.aliases,
    birthDates: r.birthDates,
    countries: r.countries,
  }));
}

/**
 * The in-memory index of the active lists. Rebuilt when the set of active list versions changes
 * (a process checks at most every 5 s, so every process picks up another's import; inside a
 * transaction it checks every time); `invalidateSanctionsIndex` forces a check.
 */
export async function sanctionsIndex(db: DbOrTx): Promise<SanctionsIndex> {
  const lists = await activeLists(db);
  if (indexes.has(lists.key)) return cachedIndex(lists.key, async () => indexes.get(lists.key)!);
  // Building: from the lists active now, never from a version another process may just have replaced (and deleted).
  const current = await activeLists(db, true);
  return cachedIndex(current.key, async () => new SanctionsIndex(await loadEntries(db, current), current.generation));
}

/**
 * An index over only the entries added or changed after a generation: what a user screened at that
 * generation has not seen. `lists` must be the lists active in the caller's transaction.
 */
async function changedSinceIndex(tx: DbOrTx, lists: ActiveLists, generation: number): Promise<SanctionsIndex> {
  return cachedIndex(`${lists.key}|after ${generation}`, async () => new SanctionsIndex(await loadEntries(tx, lists, generation), lists.generation));
}

/** Ad hoc screening (`POST /v1/sanctions/screen`): the best hits at or above the tenant's threshold; writes nothing. */
export async function screenAdHoc(db: DbOrTx, tenantId: string, query: ScreenQuery, limit: number): Promise<{ threshold: number; hits: Hit[] }> {
  const [tenant] = await db.select({ threshold: tenants.sanctionsThreshold }).from(tenants).where(eq(tenants.id, tenantId));
  const threshold = tenant?.threshold ?? DEFAULT_THRESHOLD;
  return { threshold, hits: (await sanctionsIndex(db)).search(query, threshold, limit) };
}

export function invalidateSanctionsIndex(db: DbOrTx): void {
  checked.delete(db);
}

export function caseIdFor(userId: string): string {
  return `case_${userId.slice(userId.indexOf('_') + 1)}`;
}

export type SanctionsLogRow = typeof sanctionsLogs.$inferSelect;

/** A user as screening sees it: names, what a verification established, and the tenant's threshold. */
interface Subject {
  userId: string;
  tenantId: string;
  environmentId: string;
  name: string;
  kycId: string | null;
  verified: VerifiedIdentity | null;
  threshold: number;
  live: boolean;
}

interface Outcome {
  subject: Subject;
  /** The best hit at or above the threshold, if any. */
  match?: Hit;
  /** The best score found, also below the threshold (0 when nothing came near). */
  bestScore: number;
  lists: string[];
  names: string[];
}

/**
 * Screen one user's names with an index: the account name and, once a verification established
 * it, the verified name, with the verified date of birth and country raising or lowering hits.
 */
function screenSubject(index: SanctionsIndex, subject: Subject): Outcome {
  const names = [subject.name];
  const verifiedName = subject.verified?.name?.trim();
  if (verifiedName && normalizeName(verifiedName).join(' ') !== normalizeName(subject.name).join(' ')) names.push(verifiedName);
  const hits = index.search(
    { name: names[0]!, otherNames: names.slice(1), type: 'individual', dateOfBirth: subject.verified?.dateOfBirth, country: subject.verified?.country },
    Math.min(subject.threshold, 0.5),
  );
  const above = hits.filter((h) => h.score >= subject.threshold);
  return { subject, match: above[0], bestScore: hits[0]?.score ?? 0, lists: [...new Set(above.map((h) => h.entry.source))], names };
}

/** One log entry (and, for a possible match, its event) to write. */
interface LogInsert {
  id: string;
  event_id: string | null;
  tenant_id: string;
  environment_id: string;
  case_id: string;
  attempt_id: string;
  user_id: string;
  kyc_id: string | null;
  transaction_id: string | null;
  trigger: ScreeningTrigger;
  status: 'possible_match' | 'no_match';
  match_score: number;
  matched_lists: string[];
  entity_name: string | null;
  entity_country: string | null;
  entry_id: string | null;
  name_source: NameSource | null;
  screened_name: string | null;
  matched_name: string | null;
  date_of_birth_match: FeatureResult | null;
  country_match: FeatureResult | null;
  billable: boolean;
  created_at: string;
}

function logInsert(outcome: Outcome, trigger: ScreeningTrigger, now: Date, attemptId: string, transactionId: string | null = null): LogInsert {
  const { subject, match } = outcome;
  return {
    id: newId('sanctionsLog'),
    event_id: match ? newId('event') : null,
    tenant_id: subject.tenantId,
    environment_id: subject.environmentId,
    case_id: caseIdFor(subject.userId),
    attempt_id: attemptId,
    user_id: subject.userId,
    kyc_id: subject.kycId,
    transaction_id: transactionId,
    trigger,
    status: match ? 'possible_match' : 'no_match',
    match_score: Math.round(outcome.bestScore * 1000) / 1000,
    matched_lists: match ? outcome.lists : [],
    entity_name: match?.entry.name ?? null,
    entity_country: match?.entry.country ?? null,
    entry_id: match?.entry.id ?? null,
    name_source: match ? (match.queryName === 0 ? 'account' : 'verified') : null,
    screened_name: match ? outcome.names[match.queryName]! : null,
    matched_name: match?.matchedName ?? null,
    date_of_birth_match: match?.dateOfBirth ?? null,
    country_match: match?.country ?? null,
    billable: subject.live,
    created_at: now.toISOString(),
  };
}

/**
 * Write log entries and the `sanctions.possible_match` events of the hits in one set-based
 * statement (rows travel as one JSON parameter), whatever the batch size.
 */
async function writeLogs(tx: DbOrTx, rows: readonly LogInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id text, event_id text, tenant_id text, environment_id text, case_id text, attempt_id text, user_id text, kyc_id text, transaction_id text,
        trigger text, status text, match_score real, matched_lists text[], entity_name text, entity_country text, entry_id text, name_source text,
        screened_name text, matched_name text, date_of_birth_match text, country_match text, billable boolean, created_at timestamptz)
    ),
    logs as (
      insert into sanctions_logs (id, tenant_id, environment_id, case_id, attempt_id, user_id, kyc_id, transaction_id, trigger, provider, status,
        match_score, matched_lists, entity_name, entity_country, entry_id, name_source, screened_name, matched_name, date_of_birth_match,
        country_match, billable, created_at)
      select id, tenant_id, environment_id, case_id, attempt_id, user_id, kyc_id, transaction_id, trigger, ${SCREENING_PROVIDER}, status,
        match_score, matched_lists, entity_name, entity_country, entry_id, name_source, screened_name, matched_name, date_of_birth_match,
        country_match, billable, created_at
      from input
    )
    insert into events (id, tenant_id, environment_id, type, data, created_at)
    select event_id, tenant_id, environment_id, ${POSSIBLE_MATCH_EVENT},
      jsonb_build_object('logId', id, 'userId', user_id, 'caseId', case_id, 'matchScore', match_score, 'entityName', entity_name,
        'matchedLists', to_jsonb(matched_lists), 'trigger', trigger, 'nameSource', name_source),
      created_at
    from input where event_id is not null`);
}

interface SubjectRow {
  id: string;
  tenant_id: string;
  environment_id: string;
  name: string;
  kyc_id: string | null;
  verified: VerifiedIdentity | null;
  threshold: number;
  env_type: string;
  from_generation?: number;
}

const toSubject = (r: SubjectRow): Subject => ({
  userId: r.id,
  tenantId: r.tenant_id,
  environmentId: r.environment_id,
  name: r.name,
  kycId: r.kyc_id,
  verified: r.verified,
  threshold: Number(r.threshold),
  live: r.env_type === 'live',
});

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

/**
 * The claimed ids as one JSON parameter: a primary-key lookup per id whatever the batch size (an
 * UPDATE … FROM the claim let the planner scan the whole users table for a hash join).
 */
const idList = (rows: readonly { id: string }[]) => sql`select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::jsonb)`;

/** The columns a batch claim returns, joined once per user. */
const SUBJECT_COLUMNS = sql`u.id, u.tenant_id, u.environment_id, u.name, k.id as kyc_id, k.verified, t.sanctions_threshold as threshold, e.type as env_type`;
const SUBJECT_JOINS = sql`join tenants t on t.id = u.tenant_id join environments e on e.id = u.environment_id left join kyc_records k on k.user_id = u.id`;

export interface ScreeningBatchSizes {
  /** Users never screened, claimed per transaction. */
  first: number;
  /** Users due a re-screen after a list change, claimed per transaction (kept small so a new user never waits long behind one). */
  rescreen: number;
}
export const DEFAULT_SCREENING_BATCHES: ScreeningBatchSizes = { first: 500, rescreen: 2000 };

/**
 * First screenings: claim users never screened (oldest first, SKIP LOCKED so several workers share
 * the work), screen them against the whole of the active lists in memory, and write every log
 * entry, event and `screened_at` with a few set-based statements. Returns how many it screened.
 */
export async function screenFirstBatch(db: Db, limit: number = DEFAULT_SCREENING_BATCHES.first): Promise<number> {
  const index = await sanctionsIndex(db);
  return db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await queryRows<SubjectRow>(
      tx,
      sql`
      select ${SUBJECT_COLUMNS} from users u ${SUBJECT_JOINS}
      where u.screened_at is null
      order by u.id
      limit ${limit}
      for update of u skip locked`,
    );
    if (claimed.length === 0) return 0;
    await tx.execute(sql`
      update users set screened_at = ${now.toISOString()}::timestamptz, screened_generation = greatest(screened_generation, ${index.generation})
      where id in (${idList(claimed)})`);
    const attemptId = newId('screeningRun');
    await writeLogs(
      tx,
      claimed.map((r) => logInsert(screenSubject(index, toSubject(r)), 'background', now, attemptId)),
    );
    return claimed.length;
  });
}

/**
 * Re-screens after a list import: claim users screened before the newest generation (SKIP
 * LOCKED), screen each only against the entries added or changed since the generation it was
 * last screened at (an index over those few entries, not the whole lists), and write entries and
 * events for the hits only: a user the changes do not concern keeps its standing entry and just
 * moves up to the newest generation. Returns how many users it took.
 */
export async function rescreenBatch(db: Db, limit: number = DEFAULT_SCREENING_BATCHES.rescreen): Promise<number> {
  if ((await activeLists(db)).generation === 0) return 0;
  return db
    .transaction(async (tx) => {
      // The generation and the changed entries as this transaction sees them: a cached view may name a replaced version.
      const lists = await activeLists(tx, true);
      const claimed = await queryRows<SubjectRow>(
        tx,
        sql`
      select ${SUBJECT_COLUMNS}, u.screened_generation as from_generation from users u ${SUBJECT_JOINS}
      where u.screened_at is not null and u.status <> 'disabled' and u.screened_generation < ${lists.generation}
      order by u.screened_generation, u.id
      limit ${limit}
      for update of u skip locked`,
      );
      if (claimed.length === 0) return 0;
      await tx.execute(sql`update users set screened_generation = ${lists.generation} where id in (${idList(claimed)})`);
      const now = new Date();
      const attemptId = newId('screeningRun');
      const rows: LogInsert[] = [];
      for (const r of claimed) {
        const outcome = screenSubject(await changedSinceIndex(tx, lists, Number(r.from_generation)), toSubject(r));
        if (outcome.match) rows.push(logInsert(outcome, 'list_update', now, attemptId));
      }
      // An import that committed meanwhile may have deleted the entries just read: then undo, and take the batch again next round.
      if ((await activeLists(tx, true)).key !== lists.key) {
        for (const key of indexes.keys()) if (key.startsWith(`${lists.key}|`)) indexes.delete(key);
        throw new ListsChanged();
      }
      await writeLogs(tx, rows);
      return claimed.length;
    })
    .catch((error: unknown) => {
      if (error instanceof ListsChanged) return 0;
      throw error;
    });
}

class ListsChanged extends Error {}

/**
 * The background screening step of the worker loop: first screenings always go first; a batch
 * of re-screens runs only when no first screening is waiting, and is small enough that a user
 * created meanwhile is screened within the next round. Returns how many users it took.
 */
export async function screenPendingUsers(db: Db, sizes: ScreeningBatchSizes = DEFAULT_SCREENING_BATCHES): Promise<number> {
  const first = await screenFirstBatch(db, sizes.first);
  if (first >= sizes.first) return first;
  return first + (await rescreenBatch(db, sizes.rescreen));
}
