import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { auditLog, type MemberRole } from '../db/schema/index.ts';
import { idPattern, newId } from '../lib/ids.ts';
import { maskKey } from '../logger.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';

/**
 * Who makes a change. Every service function that changes something takes
 * one and writes the audit row from it, whoever calls it (dashboard router,
 * API router, CLI command, page, job). A member or a key is bound to its
 * tenant: services confine their changes to it. The operator and the service
 * itself reach every tenant.
 */
export type Actor = MemberActor | KeyActor | ServiceActor;

/** A dashboard member; owners-only rules read its role. */
export interface MemberActor {
  kind: 'member';
  memberId: string;
  /** The member's email, as the log shows it. */
  actor: string;
  tenantId: string;
  role: MemberRole;
}

/**
 * An API key pair. Its changes are recorded by their events (`GET /v1/events`,
 * webhooks), not in the audit log, which is the record of what people did in
 * the dashboard and what the operator did.
 */
export interface KeyActor {
  kind: 'api_key';
  memberId: null;
  /** `api_key:pk_live_…1234`: the publishable key masked as in logs. */
  actor: string;
  tenantId: string;
}

/** The operator CLI (`cli`), single sign-on creating or linking members (`sso`), or the service on its own (`system`). */
export interface ServiceActor {
  memberId: null;
  actor: string;
}

export const CLI_ACTOR: ServiceActor = { memberId: null, actor: 'cli' };
export const SSO_ACTOR: ServiceActor = { memberId: null, actor: 'sso' };
export const SYSTEM_ACTOR: ServiceActor = { memberId: null, actor: 'system' };

export function memberActor(m: { memberId: string; email: string; tenantId: string; role: MemberRole }): MemberActor {
  return { kind: 'member', memberId: m.memberId, actor: m.email, tenantId: m.tenantId, role: m.role };
}

export function keyActor(k: { publishableKey: string; tenantId: string }): KeyActor {
  return { kind: 'api_key', memberId: null, actor: `api_key:${maskKey(k.publishableKey)}`, tenantId: k.tenantId };
}

/** The tenant a member or key is confined to; undefined for the operator and the service, which may act on any tenant. */
export function actorTenant(by: Actor): string | undefined {
  return 'kind' in by ? by.tenantId : undefined;
}

type AuditFields = Record<string, unknown>;

export interface AuditEntry {
  tenantId: string;
  action: string;
  targetType: string;
  targetId: string;
  environmentId?: string | null;
  /** The target's audited fields before the change; null (or absent) for a creation. */
  before?: AuditFields | null;
  /** Its audited fields after the change; null (or absent) for a deletion. */
  after?: AuditFields | null;
  /**
   * Fields that name the target to someone reading this one row (a key's
   * publishable key, a member's email): kept on `after` even when unchanged.
   * The row's columns already carry the ids, so these are never ids.
   */
  names?: readonly string[];
  /**
   * A settings edit, whose whole record is its diff: when no field changed,
   * nothing happened and no row is written. Entries without it record an act
   * (a secret rotated: the secret is never in the row, so its diff may be empty)
   * and are always written.
   */
  skipUnchanged?: boolean;
}

/**
 * What a row keeps of a change given both sides: only the fields whose value
 * differs, on both sides, plus `names` on `after`. A field on one side only is
 * kept (it describes that side: the dispute a decision closed). A creation or
 * a deletion has one side and keeps it whole: it is the record of the object.
 */
export function auditChanges(
  before: AuditFields,
  after: AuditFields,
  names: readonly string[] = [],
): { before: AuditFields; after: AuditFields; changed: number } {
  const kept = { before: {} as AuditFields, after: {} as AuditFields, changed: 0 };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const inBefore = Object.hasOwn(before, key) && before[key] !== undefined;
    const inAfter = Object.hasOwn(after, key) && after[key] !== undefined;
    if (inBefore && inAfter && isDeepStrictEqual(before[key], after[key])) continue;
    if (inBefore) kept.before[key] = before[key];
    if (inAfter) kept.after[key] = after[key];
    kept.changed++;
  }
  for (const key of names) if (after[key] !== undefined && !Object.hasOwn(kept.after, key)) kept.after[key] = after[key];
  return kept;
}

/**
 * One row per change made by a member, the operator, SSO or the service (not
 * by an API key: see KeyActor). Call it with the change's own transaction so
 * both commit or neither does. The row holds the changed fields only
 * (auditChanges); returns whether a row was written.
 */
export async function recordAudit(db: DbOrTx, by: Actor, entry: AuditEntry, at: Date): Promise<boolean> {
  if ('kind' in by && by.kind === 'api_key') return false;
  let before = entry.before ?? null;
  let after = entry.after ?? null;
  if (before && after) {
    const kept = auditChanges(before, after, entry.names);
    if (kept.changed === 0 && entry.skipUnchanged) return false;
    ({ before, after } = kept);
  }
  await db.insert(auditLog).values({
    id: newId('audit'),
    tenantId: entry.tenantId,
    memberId: by.memberId,
    actor: by.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    environmentId: entry.environmentId ?? null,
    before,
    after,
    createdAt: at,
  });
  return true;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** A tenant's audit log, newest first. */
export function listAuditLog(db: DbOrTx, deps: PaginationDeps, tenantId: string, query: PageQuery): Promise<Page<AuditRow>> {
  const base = eq(auditLog.tenantId, tenantId);
  return paginate(deps, query, {
    scope: `audit:${tenantId}`,
    idPattern: idPattern('audit'),
    fetch: (keyset) =>
      db
        .select()
        .from(auditLog)
        .where(keysetWhere(auditLog.id, keyset, base))
        .orderBy(keysetOrder(auditLog.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}
