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
    before: auditValues().meta({
      description:
        'The fields the change changed, as they were (never secrets); `{}` when none shown changed (a secret rotated); null for a creation. The whole object for a deletion.',
    }),
    after: auditValues().meta({
      description:
        "The fields the change changed, as they became (never secrets), plus the field naming the target (a key's `publishableKey`, a member's `email`, an SSO connection's `protocol`); the whole object for a creation; null for a deletion.",
    }),
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
      description:
        'Every dashboard change of the tenant, newest first: who, what, when, and the changed fields before → after. An update that changes nothing writes no row.',
    },
  })
  .input(z.object(pageQueryShape).strict().optional())
  .output(pageOutput(auditEntrySchema))
  .query(async ({ ctx, input = {} }) => {
    const page = await readAuditLog(ctx.db, ctx.deps, ctx.session.tenantId, input);
    return { ...page, data: page.data.map(toAuditEntry) };
  });
