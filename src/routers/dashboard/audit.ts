import { z } from 'zod';
import { listAuditLog as readAuditLog, type AuditRow } from '../../services/audit.ts';
import { EMAIL_MAX } from '../../services/user-input.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { iso, LIMITS, objectId, pageOutput, pageQueryShape, timestamp } from '../shared/schemas.ts';
import { TAG } from './shared.ts';

const auditValues = () => z.record(z.string().max(LIMITS.label), z.unknown()).nullable();

export const auditEntrySchema = z
  .object({
    id: objectId(),
    actor: z.string().max(EMAIL_MAX).meta({
      description:
        "The member's email, `cli` for the operator CLI, `sso` for just-in-time sign-on, or `system` for the service itself (a webhook endpoint it disabled).",
    }),
    memberId: objectId().nullable(),
    action: z.string().max(LIMITS.label).meta({ example: 'api_key.revoked' }),
    targetType: z.string().max(LIMITS.label),
    targetId: objectId(),
    environmentId: objectId().nullable(),
    before: auditValues().meta({ description: 'The changed fields before the change (never secrets); null for a creation.' }),
    after: auditValues().meta({ description: 'The fields after the change (never secrets); null for a deletion.' }),
    createdAt: timestamp(),
  })
  .meta({ id: 'AuditLogEntry' });

const toAuditEntry = (r: AuditRow): z.infer<typeof auditEntrySchema> => ({
  id: r.id,
  actor: r.actor,
  memberId: r.memberId,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  environmentId: r.environmentId,
  before: r.before ?? null,
  after: r.after ?? null,
  createdAt: iso(r.createdAt),
});

export const listAuditLog = memberProcedure('audit.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/audit',
      tags: [TAG],
      summary: 'The audit log',
      description: 'Every dashboard change of the tenant, newest first: who, what, when, before → after.',
    },
  })
  .input(z.object(pageQueryShape).strict().optional())
  .output(pageOutput(auditEntrySchema))
  .query(async ({ ctx, input = {} }) => {
    const page = await readAuditLog(ctx.db, ctx.deps, ctx.session.tenantId, input);
    return { ...page, data: page.data.map(toAuditEntry) };
  });
