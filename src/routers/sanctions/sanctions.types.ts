import { z } from 'zod';
import { ENTRY_TYPES, SANCTIONS_LOG_STATUSES, SANCTIONS_SOURCES } from '../../db/schema/index.ts';
import { SANCTIONS_COUNTRY_MAX, SANCTIONS_NAME_MAX, type SanctionsSource } from '../../services/sanctions-import.ts';
import { SCREENING_TRIGGERS, type SanctionsLogRow, type ScreeningTrigger } from '../../services/screening.ts';
import { idParam, iso, isoInstant, LIMITS, objectId, timestamp } from '../shared/schemas.ts';

export const logIdParam = idParam('sanctionsLog', 'Must be a sanctions log id (sanc_…).');

/** Screening provider names (`builtin` today). */
export const providerName = () => z.string().max(LIMITS.label);
/** Who reviewed: the key, masked (`api_key:pk_test_…abcd`). */
const REVIEWER_MAX = 100;

export const dateParam = isoInstant();

export const logEntrySchema = z
  .object({
    _id: objectId(),
    caseId: objectId().meta({ description: 'Groups the entries of one user.' }),
    attemptId: objectId().meta({ description: 'One screening run.' }),
    userId: objectId(),
    kycId: objectId().nullable(),
    transactionId: objectId().nullable(),
    trigger: z.enum(SCREENING_TRIGGERS).meta({ description: '`background` (new user, list update), `kyc_complete`, `transaction_created` or `gate`.' }),
    provider: providerName(),
    status: z.enum(SANCTIONS_LOG_STATUSES),
    matchScore: z.number(),
    matchedLists: z.array(z.enum(SANCTIONS_SOURCES)).max(SANCTIONS_SOURCES.length),
    entityName: z.string().max(SANCTIONS_NAME_MAX).nullable(),
    entityCountry: z.string().max(SANCTIONS_COUNTRY_MAX).nullable(),
    billable: z.boolean().meta({ description: 'True for live screenings, false for sandbox.' }),
    reviewedAt: timestamp().nullable(),
    reviewedBy: z.string().max(REVIEWER_MAX).nullable(),
    reviewNote: z.string().max(LIMITS.text).nullable(),
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
    trigger: r.trigger as ScreeningTrigger,
    provider: r.provider,
    status: r.status,
    matchScore: r.matchScore,
    matchedLists: r.matchedLists as SanctionsSource[],
    entityName: r.entityName,
    entityCountry: r.entityCountry,
    billable: r.billable,
    reviewedAt: r.reviewedAt ? iso(r.reviewedAt) : null,
    reviewedBy: r.reviewedBy,
    reviewNote: r.reviewNote,
    createdAt: iso(r.createdAt),
  };
}

export const hitSchema = z.object({
  entryId: objectId(),
  list: z.enum(SANCTIONS_SOURCES),
  name: z.string().max(SANCTIONS_NAME_MAX),
  matchedName: z.string().max(SANCTIONS_NAME_MAX).meta({ description: 'The name or alias that matched.' }),
  type: z.enum(ENTRY_TYPES),
  country: z.string().max(SANCTIONS_COUNTRY_MAX).nullable(),
  score: z.number(),
});
