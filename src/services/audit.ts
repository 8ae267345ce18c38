import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

export interface AuditActor {
  /** The member who acted; null for the operator CLI and the system. */
  memberId: string | null;
  /** Shown in the log: the member's email, `cli`, `sso`, or `system` (the service acting on its own). */
  actor: string;
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

/** One row per dashboard change; call it with the change's own transaction so both commit or neither does. */
export async function recordAudit(db: DbOrTx, by: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
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
