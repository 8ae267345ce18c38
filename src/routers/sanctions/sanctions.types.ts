import { z } from 'zod';
import { ENTRY_TYPES, SANCTIONS_LOG_STATUSES, SANCTIONS_SOURCES } from '../../db/schema/index.ts';
import { SANCTIONS_COUNTRY_MAX, SANCTIONS_NAME_MAX, type SanctionsSource } from '../../services/sanctions/list-files.ts';
import type { FeatureResult } from '../../services/sanctions/matcher.ts';
import {
  FEATURE_RESULTS,
  NAME_SOURCES,
  SCREENING_TRIGGERS,
  type NameSource,
  type SanctionsLogRow,
  type ScreeningTrigger,
} from '../../services/sanctions/screening.ts';
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
    trigger: z.enum(SCREENING_TRIGGERS).meta({
      description:
        "`background` (a new user's first screening), " +
        '`list_update` (a re-screen against entries a list import added or changed; written only when it finds a hit), ' +
        '`kyc_complete`, `transaction_created` or `gate`.',
    }),
    provider: providerName(),
    status: z.enum(SANCTIONS_LOG_STATUSES),
    matchScore: z.number(),
    matchedLists: z.array(z.enum(SANCTIONS_SOURCES)).max(SANCTIONS_SOURCES.length),
    entityName: z.string().max(SANCTIONS_NAME_MAX).nullable(),
    entityCountry: z.string().max(SANCTIONS_COUNTRY_MAX).nullable(),
    nameSource: z
      .enum(NAME_SOURCES)
      .nullable()
      .meta({
        description:
          "Which of the user's names made the hit: `account` (the user's name) or `verified` (the name a KYC verification established). " +
          'Null for `no_match`.',
      }),
    screenedName: z.string().max(SANCTIONS_NAME_MAX).nullable().meta({ description: 'That name, as screened.' }),
    matchedName: z.string().max(SANCTIONS_NAME_MAX).nullable().meta({ description: 'The listed name or alias it matched.' }),
    dateOfBirthMatch: z.enum(FEATURE_RESULTS).nullable().meta({
      description: 'The verified date of birth against the listed ones: `match` raised the score, `mismatch` lowered it, `unknown` when either side has none.',
    }),
    countryMatch: z.enum(FEATURE_RESULTS).nullable().meta({
      description: 'The verified country against the listed nationalities, citizenships and address countries, likewise.',
    }),
    billable: z.boolean().meta({ description: 'True for live screenings, false for sandbox.' }),
    livemode: z.boolean(),
    reviewedAt: timestamp().nullable(),
    reviewedBy: z.string().max(REVIEWER_MAX).nullable(),
    reviewNote: z.string().max(LIMITS.text).nullable(),
    createdAt: timestamp(),
  })
  .meta({ id: 'SanctionsLogEntry' });

export function toLogEntry(r: SanctionsLogRow, livemode: boolean): z.infer<typeof logEntrySchema> {
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
    nameSource: r.nameSource as NameSource | null,
    screenedName: r.screenedName,
    matchedName: r.matchedName,
    dateOfBirthMatch: r.dateOfBirthMatch as FeatureResult | null,
    countryMatch: r.countryMatch as FeatureResult | null,
    billable: r.billable,
    livemode,
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
  nameScore: z.number().meta({ description: 'The name similarity alone, before entity type, date of birth and country moved it.' }),
  dateOfBirth: z.enum(FEATURE_RESULTS).meta({ description: 'The given date of birth against the listed ones (`unknown` when either side has none).' }),
  countryMatch: z.enum(FEATURE_RESULTS).meta({ description: 'The given country against the listed ones (`unknown` when either side has none).' }),
});

/** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, a real calendar date. */
export const dateOfBirthInput = z
  .string()
  .max(10)
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'Must be YYYY-MM-DD, YYYY-MM or YYYY.')
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return true; // the pattern above has said what is wrong
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'Must be a real date.')
  .meta({ description: 'Date of birth, `YYYY-MM-DD` (or `YYYY-MM`, `YYYY`): a listed person born on another date scores lower, on the same date higher.' });
