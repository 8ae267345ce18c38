import { z } from 'zod';
import { KYC_STATUSES } from '../../db/schema/index.ts';
import type { KycRow } from '../../services/kyc.ts';
import { iso, objectId, timestamp } from '../shared/schemas.ts';

export const stepResultSchema = z.enum(['clear', 'consider', 'rejected']);

export const kycSchema = z
  .object({
    id: objectId().meta({ example: 'kyc_01JD0000000000000000000000' }),
    userId: objectId(),
    tenantId: objectId(),
    status: z.enum(KYC_STATUSES),
    currentStep: z.int().min(0).max(3).meta({ description: 'Steps done: 0 none, 1 identity, 2 document, 3 liveness.' }),
    result: z.object({ identity: stepResultSchema.nullable(), document: stepResultSchema.nullable(), liveness: stepResultSchema.nullable() }),
    // Keys are 1–40 characters, as PATCH takes them; values any JSON, 8 KiB in all.
    metadata: z.record(z.string().max(40), z.unknown()),
    submittedOn: timestamp().nullable().meta({ description: 'When the check finished (complete or rejected).' }),
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'KycRecord' });

export function toKyc(row: KycRow, livemode: boolean): z.infer<typeof kycSchema> {
  return {
    id: row.id,
    userId: row.userId,
    tenantId: row.tenantId,
    status: row.status,
    currentStep: row.currentStep,
    result: row.result as z.infer<typeof kycSchema>['result'],
    metadata: row.metadata,
    submittedOn: row.submittedOn ? iso(row.submittedOn) : null,
    livemode,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
