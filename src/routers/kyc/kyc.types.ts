import { z } from 'zod';
import { KYC_STATUSES } from '../../db/schema/index.ts';
import type { KycRow } from '../../services/kyc.ts';
import { DOCUMENT_TYPES } from '../../services/kyc-providers.ts';
import { NAME_MAX } from '../../services/user-input.ts';
import { iso, objectId, timestamp } from '../shared/schemas.ts';

export const stepResultSchema = z.enum(['clear', 'consider', 'rejected']);

export const verifiedSchema = z
  .object({
    name: z.string().max(NAME_MAX).nullable().meta({ description: 'Legal name as verified.' }),
    dateOfBirth: z.iso.date().max(10).nullable().meta({ description: 'YYYY-MM-DD.' }),
    country: z.string().length(2).nullable().meta({ description: 'ISO 3166-1 alpha-2, upper case.', example: 'GB' }),
    documentType: z.enum(DOCUMENT_TYPES).nullable(),
    documentNumberLast4: z.string().max(4).nullable().meta({ description: 'The last four characters of the document number; the whole number is never kept.' }),
  })
  .meta({
    id: 'VerifiedIdentity',
    description:
      'What the verification established (decisions §8): filled by the hosted flow step by step, or by PATCH for tenants with their own provider. ' +
      'Trust it only when `status` is `complete`.',
  });

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
    verified: verifiedSchema.nullable().meta({ description: 'Null until a step (or a PATCH) supplies part of it.' }),
    nameMismatch: z.boolean().meta({
      description:
        "True when the verified name accounts for less than half of the user's account name (rule in the API guide, KYC); false without a verified name.",
    }),
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
    verified: row.verified as z.infer<typeof kycSchema>['verified'],
    nameMismatch: row.nameMismatch,
    submittedOn: row.submittedOn ? iso(row.submittedOn) : null,
    livemode,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
