import { z } from 'zod';
import { ENTRY_TYPES, SANCTIONS_LOG_STATUSES } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import type { SanctionsLogRow } from '../../services/screening.ts';
import { iso, isoInstant, timestamp } from '../shared/schemas.ts';

export const logIdParam = z.string().regex(idPattern('sanctionsLog'), { message: 'Must be a sanctions log id (sanc_…).' });

export const dateParam = isoInstant();

export const logEntrySchema = z
  .object({
    _id: z.string(),
    caseId: z.string().meta({ description: 'Groups the entries of one user.' }),
    attemptId: z.string().meta({ description: 'One screening run.' }),
    userId: z.string(),
    kycId: z.string().nullable(),
    transactionId: z.string().nullable(),
    trigger: z.string().meta({ description: '`background` (new user, list update), `kyc_complete`, `transaction_created` or `gate`.' }),
    provider: z.string(),
    status: z.enum(SANCTIONS_LOG_STATUSES),
    matchScore: z.number(),
    matchedLists: z.array(z.string()),
    entityName: z.string().nullable(),
    entityCountry: z.string().nullable(),
    billable: z.boolean().meta({ description: 'True for live screenings, false for sandbox.' }),
    reviewedAt: timestamp().nullable(),
    reviewedBy: z.string().nullable(),
    reviewNote: z.string().nullable(),
    createdAt: timestamp(),
  })
  .meta({ id: 'SanctionsLogEntry' });

export function toLogEntry(r: SanctionsLogRow): z.infer<typeof logEntrySchema> {
  return {
    _id: r.id,
    caseId: r.caseId,
    attemptId: r.attemptId,
    userId: r.userId,
    kycId: r.kycId,
    transactionId: r.transactionId,
    trigger: r.trigger,
    provider: r.provider,
    status: r.status,
    matchScore: r.matchScore,
    matchedLists: r.matchedLists,
    entityName: r.entityName,
    entityCountry: r.entityCountry,
    billable: r.billable,
    reviewedAt: r.reviewedAt ? iso(r.reviewedAt) : null,
    reviewedBy: r.reviewedBy,
    reviewNote: r.reviewNote,
    createdAt: iso(r.createdAt),
  };
}

export const hitSchema = z.object({ entryId: z.string(), list: z.string(), name: z.string(), matchedName: z.string(), type: z.enum(ENTRY_TYPES), country: z.string().nullable(), score: z.number() });
