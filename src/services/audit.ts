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

export interface AuditEntry {
  tenantId: string;
  action: string;
  targetType: string;
  targetId: string;
  environmentId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * One row per change made by a member, the operator, SSO or the service (not
 * by an API key: see KeyActor). Call it with the change's own transaction so
 * both commit or neither does.
 */
export async function recordAudit(db: DbOrTx, by: Actor, entry: AuditEntry, at: Date): Promise<void> {
  if ('kind' in by && by.kind === 'api_key') return;
  await db.insert(auditLog).values({
    id: newId('audit'),
    tenantId: entry.tenantId,
    memberId: by.memberId,
    actor: by.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    environmentId: entry.environmentId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: at,
  });
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
