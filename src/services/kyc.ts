import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { kycDocuments, kycRecords, users, type KYC_STATUSES } from '../db/schema/index.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { newId } from '../lib/ids.ts';
import { AppError } from '../trpc/errors.ts';
import { recordEvent, type Partition } from './events.ts';
import type { DocumentInput, IdentityInput, KycProvider, StepResult } from './kyc-providers.ts';
import { screenOnKycComplete } from './screening.ts';

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
}

async function lockRecord(tx: DbOrTx, partition: Partition, userId: string): Promise<KycRow> {
  const [row] = await tx
    .select()
    .from(kycRecords)
    .where(and(eq(kycRecords.userId, userId), eq(kycRecords.environmentId, partition.environmentId), eq(kycRecords.tenantId, partition.tenantId)))
    .for('update');
  if (!row) throw new AppError('not_found', { param: 'userId', message: `No such user: ${userId}` });
  return row;
}

export async function getKyc(db: DbOrTx, partition: Partition, userId: string): Promise<KycRow> {
  const [row] = await db
    .select()
    .from(kycRecords)
    .where(and(eq(kycRecords.userId, userId), eq(kycRecords.environmentId, partition.environmentId), eq(kycRecords.tenantId, partition.tenantId)));
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
    return save(tx, partition, before, { status: patch.status, currentStep: patch.currentStep ?? before.currentStep, result, metadata }, now);
  });
}

/**
 * A verification session starts (or restarts) a check: complete records are
 * reused (409 kyc_already_complete); a rejected one starts over.
 */
export async function startVerification(db: DbOrTx, partition: Partition, userId: string, provider: KycProvider, now: Date): Promise<KycRow> {
  return db.transaction(async (tx) => {
    const before = await lockRecord(tx, partition, userId);
    if (before.status === 'complete') throw new AppError('kyc_already_complete');
    await provider.startSession({ userId, kycId: before.id });
    if (before.status === 'pending') return before;
    return save(tx, partition, before, { status: 'pending', currentStep: 0, result: { identity: null, document: null, liveness: null } }, now);
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
    const before = await lockRecord(tx, partition, userId);
    const index = KYC_STEPS.indexOf(step.kind);
    if (before.status !== 'pending' || before.currentStep !== index) {
      throw new AppError('invalid_state', { message: `This step is not open (KYC is ${before.status}, step ${before.currentStep + 1}).` });
    }
    const verdict = await provider.receiveResult(step);
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
    return save(tx, partition, before, { currentStep: index + 1, result, status }, now);
  });
}
