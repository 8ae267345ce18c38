import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { environments, kycDocuments, kycRecords, users, type KYC_STATUSES, type VerifiedIdentity } from '../db/schema/index.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { recordEvent, type Partition } from './events.ts';
import { inPartition } from './partition.ts';
import { providerWorksIn, type DocumentInput, type IdentityInput, type KycProvider, type StepResult } from './kyc-providers.ts';
import { namesMismatch } from './name-mismatch.ts';
import { screenOnKycComplete } from './sanctions/screen-user.ts';

export type KycStatus = (typeof KYC_STATUSES)[number];
export type KycRow = typeof kycRecords.$inferSelect;
export type KycResult = KycRow['result'];

export const KYC_UPDATED_EVENT = 'kyc.updated';
export const KYC_STEPS = ['identity', 'document', 'liveness'] as const;
export type KycStep = (typeof KYC_STEPS)[number];

/**
 * The only status moves a KYC record can make (decisions §8). A session or
 * a tenant's PATCH starts a check (pending); it ends complete or rejected; a
 * rejected record may be tried again. `complete` is final: KYC is reused.
 */
const MOVES: Record<KycStatus, readonly KycStatus[]> = {
  not_started: ['pending', 'complete', 'rejected'],
  pending: ['complete', 'rejected'],
  rejected: ['pending', 'complete'],
  complete: [],
};

export function canMove(from: KycStatus, to: KycStatus): boolean {
  return from === to || MOVES[from].includes(to);
}

export const METADATA_MAX_BYTES = 8 * 1024;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Deep merge for PATCH: objects merge key by key at every depth, `null`
 * removes a key, anything else (arrays included) replaces the value.
 */
export function deepMerge(base: Record<string, Json>, patch: Record<string, Json | undefined>): Record<string, Json> {
  const out: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) {
      delete out[key];
    } else if (typeof value === 'object' && !Array.isArray(value)) {
      const current = out[key];
      out[key] = deepMerge(current && typeof current === 'object' && !Array.isArray(current) ? current : {}, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

export interface KycPatch {
  status?: KycStatus;
  currentStep?: number;
  result?: Partial<Record<KycStep, StepResult | null>>;
  metadata?: Record<string, Json>;
  verified?: Partial<VerifiedIdentity> | null;
}

const NO_IDENTITY: VerifiedIdentity = { name: null, dateOfBirth: null, country: null, documentType: null, documentNumberLast4: null };

function sameIdentity(a: VerifiedIdentity | null, b: VerifiedIdentity | null): boolean {
  return (Object.keys(NO_IDENTITY) as (keyof VerifiedIdentity)[]).every((key) => (a?.[key] ?? null) === (b?.[key] ?? null));
}

/** The last four characters of a document number, the only part ever kept. */
export function documentNumberLast4(number: string): string {
  return number.slice(-4);
}

/** Whether a partition is a live environment (where only real verification providers may be used). */
export async function isLiveEnvironment(db: DbOrTx, partition: Partition): Promise<boolean> {
  const [env] = await db
    .select({ type: environments.type })
    .from(environments)
    .where(and(eq(environments.id, partition.environmentId), eq(environments.tenantId, partition.tenantId)));
  return env?.type === 'live';
}

async function assertProviderWorks(tx: DbOrTx, partition: Partition, provider: KycProvider): Promise<void> {
  if (!providerWorksIn(provider, await isLiveEnvironment(tx, partition))) {
    throw new AppError('provider_unavailable', {
      param: 'provider',
      message: `The ${provider.name} provider works in sandbox environments only; live verification needs a provider that checks real identities.`,
    });
  }
}

/** A record's verified identity and its nameMismatch flag, after `verified` changed. */
async function withIdentity(
  tx: DbOrTx,
  partition: Partition,
  before: KycRow,
  verified: VerifiedIdentity | null,
): Promise<Pick<KycRow, 'verified' | 'nameMismatch'>> {
  const empty = verified === null || Object.values(verified).every((v) => v === null);
  if (empty) return { verified: null, nameMismatch: false };
  if (verified.name === before.verified?.name) return { verified, nameMismatch: before.nameMismatch };
  const [user] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, before.userId), eq(users.environmentId, partition.environmentId)));
  return { verified, nameMismatch: namesMismatch(user!.name, verified.name) };
}

async function lockRecord(tx: DbOrTx, partition: Partition, userId: string): Promise<KycRow> {
  const [row] = await tx
    .select()
    .from(kycRecords)
    .where(and(eq(kycRecords.userId, userId), inPartition(kycRecords, partition)))
    .for('update');
  if (!row) throw new AppError('not_found', { param: 'userId', message: `No such user: ${userId}` });
  return row;
}

export async function getKyc(db: DbOrTx, partition: Partition, userId: string): Promise<KycRow> {
  const [row] = await db
    .select()
    .from(kycRecords)
    .where(and(eq(kycRecords.userId, userId), inPartition(kycRecords, partition)));
  if (!row) throw new AppError('not_found', { param: 'userId', message: `No such user: ${userId}` });
  return row;
}

/**
 * Write a record's new state; on a status change also the `kyc.updated`
 * event, and on completion the user's activation and the screening hook —
 * all in the caller's transaction.
 */
async function save(tx: DbOrTx, partition: Partition, before: KycRow, next: Omit<Partial<KycRow>, 'id'>, now: Date): Promise<KycRow> {
  const status = next.status ?? before.status;
  if (!canMove(before.status, status)) {
    throw new AppError('invalid_state', { param: 'status', message: `KYC is ${before.status}; it cannot move to ${status}.` });
  }
  const changed = status !== before.status;
  const finished = changed && (status === 'complete' || status === 'rejected');
  const [row] = await tx
    .update(kycRecords)
    .set({ ...next, submittedOn: finished ? (before.submittedOn ?? now) : before.submittedOn, updatedAt: now })
    .where(and(eq(kycRecords.id, before.id), eq(kycRecords.status, before.status)))
    .returning();
  if (!row) throw new AppError('invalid_state', { message: 'The KYC record changed meanwhile; retry.' });
  if (changed) {
    await recordEvent(tx, partition, KYC_UPDATED_EVENT, { userId: row.userId, kycId: row.id, status: row.status, previousStatus: before.status });
    if (status === 'complete') {
      await tx
        .update(users)
        .set({ status: 'active', updatedAt: now })
        .where(and(eq(users.id, row.userId), eq(users.environmentId, partition.environmentId), eq(users.status, 'invited')));
      await screenOnKycComplete(tx, partition, row.userId);
    }
  }
  return row;
}

/** PATCH /v1/kyc/{userId}: deep merge of status, currentStep, result and metadata; illegal moves are 409. */
export async function patchKyc(db: DbOrTx, partition: Partition, userId: string, patch: KycPatch, now: Date): Promise<KycRow> {
  return db.transaction(async (tx) => {
    const before = await lockRecord(tx, partition, userId);
    const metadata = patch.metadata ? deepMerge(before.metadata as Record<string, Json>, patch.metadata) : before.metadata;
    if (Buffer.byteLength(JSON.stringify(metadata)) > METADATA_MAX_BYTES) {
      throw new AppError('validation_failed', {
        param: 'metadata',
        message: `KYC metadata is at most ${METADATA_MAX_BYTES} bytes once merged.`,
        details: [{ path: 'metadata', message: `At most ${METADATA_MAX_BYTES} bytes once merged.` }],
      });
    }
    // result has fixed leaves: a patched leaf replaces (null clears it), the others are kept.
    const result: KycResult = { ...before.result };
    for (const step of KYC_STEPS) if (patch.result?.[step] !== undefined) result[step] = patch.result[step];
    let identity: Partial<Pick<KycRow, 'verified' | 'nameMismatch'>> = {};
    if (patch.verified !== undefined) {
      const verified = mergeVerified(before.verified, patch.verified, now);
      // What completed KYC (and was screened) stays what it was.
      if (before.status === 'complete' && !sameIdentity(verified, before.verified)) {
        throw new AppError('invalid_state', { param: 'verified', message: 'KYC is complete; the verified identity it was completed with cannot change.' });
      }
      identity = await withIdentity(tx, partition, before, verified);
    }
    return save(tx, partition, before, { status: patch.status, currentStep: patch.currentStep ?? before.currentStep, result, metadata, ...identity }, now);
  });
}

/** PATCH of `verified`: fields set one by one (null clears one), `null` clears them all; a date of birth must be in the past. */
function mergeVerified(before: VerifiedIdentity | null, patch: Partial<VerifiedIdentity> | null, now: Date): VerifiedIdentity | null {
  if (patch === null) return null;
  const merged: VerifiedIdentity = { ...NO_IDENTITY, ...before };
  for (const key of Object.keys(NO_IDENTITY) as (keyof VerifiedIdentity)[]) if (patch[key] !== undefined) merged[key] = patch[key];
  if (merged.dateOfBirth !== null && merged.dateOfBirth >= now.toISOString().slice(0, 10)) {
    throw new AppError('validation_failed', {
      param: 'verified.dateOfBirth',
      message: 'The date of birth must be in the past.',
      details: [{ path: 'verified.dateOfBirth', message: 'Must be a date in the past.' }],
    });
  }
  return merged;
}

/**
 * A verification session starts (or resumes) a check: complete records are
 * reused (409 kyc_already_complete); a rejected one starts over only when the
 * tenant asks (the API), never from a party's hosted page (decisions §8).
 * The provider must work in the environment: in live, never `sandbox`.
 */
export async function startVerification(
  db: DbOrTx,
  partition: Partition,
  userId: string,
  provider: KycProvider,
  now: Date,
  opts: { restartRejected: boolean },
): Promise<KycRow> {
  return db.transaction(async (tx) => {
    await assertProviderWorks(tx, partition, provider);
    const before = await lockRecord(tx, partition, userId);
    if (before.status === 'complete') throw new AppError('kyc_already_complete');
    if (before.status === 'rejected' && !opts.restartRejected) {
      throw new AppError('invalid_state', { message: 'This verification was rejected; only the marketplace can start a new one.' });
    }
    await provider.startSession({ userId, kycId: before.id });
    if (before.status === 'pending') return before;
    // A new check starts from nothing: no verdicts, no identity from the last attempt.
    const fresh = {
      status: 'pending' as const,
      currentStep: 0,
      result: { identity: null, document: null, liveness: null },
      verified: null,
      nameMismatch: false,
    };
    return save(tx, partition, before, fresh, now);
  });
}

/**
 * Record one step of the hosted flow. Steps go in order; each advances
 * `currentStep` and stores its verdict; the last decides the record:
 * complete when no step was rejected, rejected otherwise.
 */
export async function recordStep(
  db: DbOrTx,
  partition: Partition,
  userId: string,
  provider: KycProvider,
  step: { kind: 'identity'; input: IdentityInput } | { kind: 'document'; input: DocumentInput } | { kind: 'liveness' },
  now: Date,
): Promise<KycRow> {
  return db.transaction(async (tx) => {
    await assertProviderWorks(tx, partition, provider);
    const before = await lockRecord(tx, partition, userId);
    const index = KYC_STEPS.indexOf(step.kind);
    if (before.status !== 'pending' || before.currentStep !== index) {
      throw new AppError('invalid_state', { message: `This step is not open (KYC is ${before.status}, step ${before.currentStep + 1}).` });
    }
    const verdict = await provider.receiveResult(step);
    // The record keeps what each step established; of the document number, only its last four characters.
    let identity: Partial<Pick<KycRow, 'verified' | 'nameMismatch'>> = {};
    if (step.kind === 'identity') {
      const { legalName, dateOfBirth, country } = step.input;
      identity = await withIdentity(tx, partition, before, { ...NO_IDENTITY, name: legalName, dateOfBirth, country });
    } else if (step.kind === 'document') {
      const { documentType, documentNumber } = step.input;
      const verified = { ...NO_IDENTITY, ...before.verified, documentType, documentNumberLast4: documentNumberLast4(documentNumber) };
      identity = await withIdentity(tx, partition, before, verified);
    }
    if (step.kind === 'document') {
      const { bytes, contentType } = step.input;
      await tx.insert(kycDocuments).values({
        id: newId('kycDocument'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        kycId: before.id,
        contentType,
        size: bytes.byteLength,
        sha256: sha256Hex(bytes),
        content: bytes,
      });
    }
    const result = { ...before.result, [step.kind]: verdict };
    const last = index === KYC_STEPS.length - 1;
    const status: KycStatus | undefined = last ? (KYC_STEPS.some((s) => result[s] === 'rejected') ? 'rejected' : 'complete') : undefined;
    return save(tx, partition, before, { currentStep: index + 1, result, status, ...identity }, now);
  });
}
