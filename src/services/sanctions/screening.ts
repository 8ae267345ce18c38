import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import type { sanctionsLogs, VerifiedIdentity } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import type { FeatureResult, Hit, SanctionsIndex } from './matcher.ts';
import { normalizeName } from './names.ts';

export const SCREENING_PROVIDER = 'builtin';
export const POSSIBLE_MATCH_EVENT = 'sanctions.possible_match';
export const REVIEWED_EVENT = 'sanctions.reviewed';
export const DEFAULT_THRESHOLD = 0.85;

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

export function caseIdFor(userId: string): string {
  return `case_${userId.slice(userId.indexOf('_') + 1)}`;
}

export type SanctionsLogRow = typeof sanctionsLogs.$inferSelect;

/** A user as screening sees it: names, what a verification established, and the tenant's threshold. */
export interface Subject {
  userId: string;
  tenantId: string;
  environmentId: string;
  name: string;
  kycId: string | null;
  verified: VerifiedIdentity | null;
  threshold: number;
  live: boolean;
}

/**
 * What a screening of the subject compares, as a digest: its names, what a verification established, and the
 * threshold. A party whose digest and list generation are those of its last screening is not screened again
 * at transaction creation (decisions §9, 2026-11-26).
 */
export function fingerprintOf(subject: Subject): string {
  const v = subject.verified;
  return sha256Hex(JSON.stringify([subject.name, v?.name ?? null, v?.dateOfBirth ?? null, v?.country ?? null, subject.threshold])).slice(0, 32);
}

interface Outcome {
  subject: Subject;
  /** The best hit at or above the threshold, if any. */
  match?: Hit;
  /** The best score found, also below the threshold (0 when nothing came near). */
  bestScore: number;
  lists: string[];
  names: string[];
  /** The list versions screened against (ids): for a live user, not the sandbox-only ones. */
  listVersions: string[];
}

/**
 * Screen one user's names with an index: the account name and, once a verification established
 * it, the verified name, with the verified date of birth and country raising or lowering hits.
 */
export function screenSubject(index: SanctionsIndex, subject: Subject): Outcome {
  const names = [subject.name];
  const verifiedName = subject.verified?.name?.trim();
  if (verifiedName && normalizeName(verifiedName).join(' ') !== normalizeName(subject.name).join(' ')) names.push(verifiedName);
  const hits = index.search(
    {
      name: names[0]!,
      otherNames: names.slice(1),
      type: 'individual',
      dateOfBirth: subject.verified?.dateOfBirth,
      country: subject.verified?.country,
      live: subject.live,
    },
    Math.min(subject.threshold, 0.5),
  );
  const above = hits.filter((h) => h.score >= subject.threshold);
  return {
    subject,
    match: above[0],
    bestScore: hits[0]?.score ?? 0,
    lists: [...new Set(above.map((h) => h.entry.source))],
    names,
    listVersions: index.listsFor(subject.live).map((l) => l.id),
  };
}

/** One log entry (and, for a possible match, its event) to write. */
export interface LogInsert {
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
  list_versions: string[];
  billable: boolean;
  created_at: string;
  /** Set for a screening against the whole lists (it becomes the one later transactions rely on); null for a re-screen against a list's changes. */
  fingerprint: string | null;
  /** The list generation the screening covered. */
  generation: number;
}

export function logInsert(
  outcome: Outcome,
  trigger: ScreeningTrigger,
  now: Date,
  attemptId: string,
  generation: number,
  transactionId: string | null = null,
): LogInsert {
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
    list_versions: outcome.listVersions,
    billable: subject.live,
    created_at: now.toISOString(),
    fingerprint: trigger === 'list_update' ? null : fingerprintOf(subject),
    generation,
  };
}

/**
 * Write log entries, the `sanctions.possible_match` events of the hits and each user's screening state (its
 * narrow row: when, the generation, the entry later transactions rely on) in one set-based statement (rows
 * travel as one JSON parameter), whatever the batch size. The wide users row is not touched.
 */
export async function writeLogs(tx: DbOrTx, rows: readonly LogInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id text, event_id text, tenant_id text, environment_id text, case_id text, attempt_id text, user_id text, kyc_id text, transaction_id text,
        trigger text, status text, match_score real, matched_lists text[], entity_name text, entity_country text, entry_id text, name_source text,
        screened_name text, matched_name text, date_of_birth_match text, country_match text, list_versions text[], billable boolean,
        created_at timestamptz, fingerprint text, generation int)
    ),
    state as (
      insert into user_screenings as s (user_id, tenant_id, environment_id, screened_at, generation, log_id, fingerprint)
      select user_id, tenant_id, environment_id, created_at, generation, id, fingerprint from input order by user_id
      on conflict (user_id) do update set screened_at = excluded.screened_at, generation = greatest(s.generation, excluded.generation),
        log_id = excluded.log_id, fingerprint = coalesce(excluded.fingerprint, s.fingerprint)
    ),
    logs as (
      insert into sanctions_logs (id, tenant_id, environment_id, case_id, attempt_id, user_id, kyc_id, transaction_id, trigger, provider, status,
        match_score, matched_lists, entity_name, entity_country, entry_id, name_source, screened_name, matched_name, date_of_birth_match,
        country_match, list_versions, billable, created_at)
      select id, tenant_id, environment_id, case_id, attempt_id, user_id, kyc_id, transaction_id, trigger, ${SCREENING_PROVIDER}, status,
        match_score, matched_lists, entity_name, entity_country, entry_id, name_source, screened_name, matched_name, date_of_birth_match,
        country_match, list_versions, billable, created_at
      from input
    )
    insert into events (id, tenant_id, environment_id, type, data, created_at)
    select event_id, tenant_id, environment_id, ${POSSIBLE_MATCH_EVENT},
      jsonb_build_object('logId', id, 'userId', user_id, 'caseId', case_id, 'matchScore', match_score, 'entityName', entity_name,
        'matchedLists', to_jsonb(matched_lists), 'trigger', trigger, 'nameSource', name_source,
        'listVersions', (
          select coalesce(jsonb_agg(jsonb_build_object('listId', l.id, 'source', l.source, 'version', l.version, 'sandboxOnly', l.sandbox_only)
            order by l.id), '[]'::jsonb)
          from sanctions_lists l where l.id = any(input.list_versions))),
      created_at
    from input where event_id is not null`);
}

export interface SubjectRow {
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

export const toSubject = (r: SubjectRow): Subject => ({
  userId: r.id,
  tenantId: r.tenant_id,
  environmentId: r.environment_id,
  name: r.name,
  kycId: r.kyc_id,
  verified: r.verified,
  threshold: Number(r.threshold),
  live: r.env_type === 'live',
});
