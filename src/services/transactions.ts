import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import {
  disputeEvidence,
  disputes,
  kycRecords,
  transactions,
  users,
  type ACCOUNT_TYPES,
  type HistoryEntry,
  type PARTY_ROLES,
  type Timeline,
  type TRANSACTION_STATUSES,
} from '../db/schema/index.ts';
import { randomBase62 } from '../lib/crypto.ts';
import { ID_PREFIXES, newId } from '../lib/ids.ts';
import { signToken, verifyToken, type TokenCheck } from '../lib/signed-token.ts';
import { AppError } from '../trpc/errors.ts';
import { recordEvent, type Partition } from './events.ts';
import { hasSanctionsHold, screenUser } from './screening.ts';
import type { NormalizedEmail } from './user-input.ts';
import { addUser } from './users.ts';

export type TxStatus = (typeof TRANSACTION_STATUSES)[number];
export type PartyRole = (typeof PARTY_ROLES)[number];
export type TransactionRow = typeof transactions.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type EvidenceRow = typeof disputeEvidence.$inferSelect;

export const EVENTS = {
  created: 'transaction.created',
  accepted: 'transaction.accepted',
  statusChanged: 'transaction.status.changed',
  disputed: 'transaction.disputed',
  disputeUpdated: 'transaction.dispute.updated',
} as const;

type Gate = 'kyc' | 'sanctions' | 'parties_enabled';

interface Rule {
  from: readonly TxStatus[];
  to: TxStatus;
  event: (typeof EVENTS)[keyof typeof EVENTS];
  gates: readonly Gate[];
}

/**
 * The escrow state machine, in one place (spec §3, decisions §7). Every route
 * and hosted page moves a transaction only through `transition`, which reads
 * this table. `add_evidence` keeps the status (disputed → disputed).
 */
export const STATE_MACHINE = {
  accept: { from: ['invited'], to: 'accepted', event: EVENTS.accepted, gates: ['parties_enabled'] },
  fund: { from: ['accepted'], to: 'funded', event: EVENTS.statusChanged, gates: ['parties_enabled', 'kyc', 'sanctions'] },
  release: { from: ['funded'], to: 'released', event: EVENTS.statusChanged, gates: ['parties_enabled', 'sanctions'] },
  refund: { from: ['funded'], to: 'refunded', event: EVENTS.statusChanged, gates: [] },
  dispute: { from: ['funded'], to: 'disputed', event: EVENTS.disputed, gates: [] },
  add_evidence: { from: ['disputed'], to: 'disputed', event: EVENTS.disputeUpdated, gates: [] },
  resolve_release: { from: ['disputed'], to: 'released', event: EVENTS.statusChanged, gates: ['parties_enabled', 'sanctions'] },
  resolve_refund: { from: ['disputed'], to: 'refunded', event: EVENTS.statusChanged, gates: [] },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof STATE_MACHINE;

export const TERMINAL_STATUSES: readonly TxStatus[] = ['released', 'refunded'];
/** Title and timeline can change until the money is in. */
export const EDITABLE_STATUSES: readonly TxStatus[] = ['created', 'invited', 'accepted'];

export const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const PARTY_LINK_TTL_MS = 60 * 60 * 1000;
/** A dispute holds at most this many pieces of evidence (one bounded list on the dispute). */
export const MAX_EVIDENCE_PER_DISPUTE = 100;

const where = (partition: Partition, id: string) =>
  and(eq(transactions.id, id), eq(transactions.environmentId, partition.environmentId), eq(transactions.tenantId, partition.tenantId));

export async function getTransaction(db: DbOrTx, partition: Partition, id: string): Promise<TransactionRow> {
  const [row] = await db.select().from(transactions).where(where(partition, id));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return row;
}

export function counterpartyRole(row: Pick<TransactionRow, 'initiator'>): PartyRole {
  return row.initiator === 'seller' ? 'buyer' : 'seller';
}

export function partyId(row: Pick<TransactionRow, 'sellerId' | 'buyerId'>, role: PartyRole): string {
  return role === 'seller' ? row.sellerId : row.buyerId;
}

async function checkGates(tx: DbOrTx, partition: Partition, row: TransactionRow, gates: readonly Gate[]): Promise<void> {
  if (gates.length === 0) return;
  const ids = [row.sellerId, row.buyerId];
  const parties = await tx
    .select({ id: users.id, status: users.status, kycStatus: kycRecords.status })
    .from(users)
    .innerJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.environmentId, partition.environmentId), inArray(users.id, ids)));
  const role = (id: string) => (id === row.sellerId ? 'seller' : 'buyer');
  if (gates.includes('parties_enabled')) {
    const disabled = parties.filter((p) => p.status === 'disabled');
    if (disabled.length > 0) throw new AppError('user_disabled', { message: `The ${disabled.map((p) => role(p.id)).join(' and ')} is disabled.` });
  }
  if (gates.includes('kyc')) {
    const missing = ids.filter((id) => parties.find((p) => p.id === id)?.kycStatus !== 'complete');
    if (missing.length > 0) {
      throw new AppError('kyc_required', { message: `KYC is not complete for the ${missing.map(role).join(' and ')}.` });
    }
  }
  if (gates.includes('sanctions') && (await hasSanctionsHold(tx, partition, ids))) throw new AppError('sanctions_hold');
}

export interface TransitionResult {
  before: TransactionRow;
  after: TransactionRow;
}

/**
 * Move a transaction by `action`: check the rule and its gates, then one
 * conditional UPDATE on the expected status that also appends history. Of
 * concurrent conflicting calls exactly one matches; the others get 409
 * invalid_state. The caller writes the event in the same database transaction.
 */
export async function transition(
  tx: DbOrTx,
  partition: Partition,
  id: string,
  action: Action,
  now: Date,
  set: Partial<Pick<TransactionRow, 'fundingReference' | 'acceptedAt'>> = {},
): Promise<TransitionResult> {
  const rule: Rule = STATE_MACHINE[action];
  const before = await getTransaction(tx, partition, id);
  const refuse = (status: TxStatus) =>
    new AppError('invalid_state', { message: `The transaction is ${status}; ${action.replace('_', ' ')} is allowed only when it is ${rule.from.join(' or ')}.` });
  if (!rule.from.includes(before.status)) throw refuse(before.status);
  await checkGates(tx, partition, before, rule.gates);
  const changes = rule.to === before.status ? {} : { status: rule.to, history: sql`${transactions.history} || ${JSON.stringify([{ status: rule.to, at: now.toISOString() }])}::jsonb` };
  const [after] = await tx
    .update(transactions)
    .set({ ...changes, ...set, updatedAt: now })
    .where(and(where(partition, id), eq(transactions.status, before.status)))
    .returning();
  if (!after) throw refuse((await getTransaction(tx, partition, id)).status);
  return { before, after };
}

function statusChangedData(result: TransitionResult, now: Date, extra: Record<string, unknown> = {}) {
  return { transactionId: result.after.id, status: result.after.status, previousStatus: result.before.status, changedAt: now.toISOString(), ...extra };
}

// ---------------------------------------------------------------- create

export type PartyInput = { userId: string } | { email: NormalizedEmail; name?: string };

export interface CreateTransactionInput {
  accountType: (typeof ACCOUNT_TYPES)[number];
  title: string;
  amount: number;
  currency: string;
  seller?: PartyInput;
  buyer?: PartyInput;
  sellerId?: string;
  buyerId?: string;
  timeline?: Partial<Timeline>;
  metadata?: Record<string, string>;
  initiator?: PartyRole;
}

async function findUser(tx: DbOrTx, partition: Partition, userId: string, param: string) {
  const [user] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.environmentId, partition.environmentId), eq(users.tenantId, partition.tenantId)));
  if (!user) throw new AppError('not_found', { param, message: `No such user: ${userId}` });
  return user;
}

/** A party from `{userId}`, `{email, name?}` or a flat id; an unknown email becomes an invited user. */
async function resolveParty(tx: DbOrTx, partition: Partition, role: PartyRole, object: PartyInput | undefined, flatId: string | undefined) {
  const flatParam = `${role}Id`;
  if (!object && !flatId) {
    throw new AppError('validation_failed', { param: role, message: `The ${role} is required.`, details: [{ path: role, message: `Give ${role} or ${flatParam}.` }] });
  }
  let user;
  if (object && 'userId' in object) {
    user = await findUser(tx, partition, object.userId, `${role}.userId`);
  } else if (object) {
    const { email } = object;
    const name = object.name || email.email.split('@')[0]!;
    user = (await addUser(tx, partition, { name, email, phone: null })).user;
  }
  if (flatId) {
    const flat = await findUser(tx, partition, flatId, flatParam);
    if (user && user.id !== flat.id) {
      throw new AppError('validation_failed', {
        param: flatParam,
        message: `${role} and ${flatParam} name different users.`,
        details: [{ path: flatParam, message: `Names a different user than ${role}.` }],
      });
    }
    user = flat;
  }
  if (user!.status === 'disabled') throw new AppError('user_disabled', { param: role, message: `The ${role} is disabled.` });
  return user!;
}

export interface CreatedTransaction {
  row: TransactionRow;
  inviteToken: string;
  inviteUrl: string;
}

export async function createTransaction(
  db: DbOrTx,
  partition: Partition,
  input: CreateTransactionInput,
  opts: { now: Date; signingSecret: string; publicUrl: string },
): Promise<CreatedTransaction> {
  return db.transaction(async (tx) => {
    const seller = await resolveParty(tx, partition, 'seller', input.seller, input.sellerId);
    const buyer = await resolveParty(tx, partition, 'buyer', input.buyer, input.buyerId);
    if (seller.id === buyer.id) {
      throw new AppError('validation_failed', { param: 'buyer', message: 'The seller and the buyer must be different users.', details: [{ path: 'buyer', message: 'Same user as the seller.' }] });
    }
    const at = opts.now.toISOString();
    const history: HistoryEntry[] = [
      { status: 'created', at },
      { status: 'invited', at },
    ];
    const [row] = await tx
      .insert(transactions)
      .values({
        id: newId('transaction'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        token: `${ID_PREFIXES.transactionToken}_${randomBase62(32)}`,
        accountType: input.accountType,
        title: input.title,
        amount: input.amount,
        currency: input.currency,
        status: 'invited',
        sellerId: seller.id,
        buyerId: buyer.id,
        initiator: input.initiator ?? 'seller',
        timeline: { deliveryDays: input.timeline?.deliveryDays ?? null, inspectionDays: input.timeline?.inspectionDays ?? null },
        metadata: input.metadata ?? {},
        history,
        createdAt: opts.now,
        updatedAt: opts.now,
      })
      .returning();
    // Both parties are screened as the transaction is created (decisions §9).
    for (const party of [seller.id, buyer.id]) await screenUser(tx, partition, party, 'transaction_created', { transactionId: row!.id });
    await recordEvent(tx, partition, EVENTS.created, {
      transactionId: row!.id,
      status: row!.status,
      sellerId: seller.id,
      buyerId: buyer.id,
      amount: row!.amount,
      currency: row!.currency,
    });
    const counterparty = partyId(row!, counterpartyRole(row!));
    const inviteToken = signInvite(opts.signingSecret, { x: row!.id, u: counterparty, t: partition.tenantId, e: partition.environmentId, exp: opts.now.getTime() + INVITE_TTL_MS });
    return { row: row!, inviteToken, inviteUrl: `${opts.publicUrl}/accept/${inviteToken}` };
  });
}

// ---------------------------------------------------------------- update

export interface TransactionPatch {
  title?: string;
  timeline?: Partial<Timeline>;
  metadata?: Record<string, string | null>;
}

export const METADATA_MAX_PAIRS = 20;

export async function updateTransaction(db: DbOrTx, partition: Partition, id: string, patch: TransactionPatch, now: Date): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(transactions).where(where(partition, id)).for('update');
    if (!before) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
    if ((patch.title !== undefined || patch.timeline !== undefined) && !EDITABLE_STATUSES.includes(before.status)) {
      throw new AppError('invalid_state', {
        param: patch.title !== undefined ? 'title' : 'timeline',
        message: `The transaction is ${before.status}; title and timeline can change only until it is funded.`,
      });
    }
    const metadata = { ...before.metadata };
    for (const [key, value] of Object.entries(patch.metadata ?? {})) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
    if (Object.keys(metadata).length > METADATA_MAX_PAIRS) {
      throw new AppError('validation_failed', { param: 'metadata', message: `At most ${METADATA_MAX_PAIRS} metadata pairs once merged.`, details: [{ path: 'metadata', message: `At most ${METADATA_MAX_PAIRS} pairs once merged.` }] });
    }
    const timeline = { ...before.timeline, ...Object.fromEntries(Object.entries(patch.timeline ?? {}).filter(([, v]) => v !== undefined)) };
    const [after] = await tx
      .update(transactions)
      .set({ title: patch.title ?? before.title, timeline, metadata, updatedAt: now })
      .where(where(partition, id))
      .returning();
    return after!;
  });
}

// ---------------------------------------------------------------- transitions with their events

export async function acceptTransaction(db: DbOrTx, partition: Partition, id: string, userId: string, now: Date): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const row = await getTransaction(tx, partition, id);
    if (partyId(row, counterpartyRole(row)) !== userId) throw new AppError('invalid_state', { message: 'Only the invited counterparty can accept.' });
    const result = await transition(tx, partition, id, 'accept', now, { acceptedAt: now });
    // A user becomes active when it first accepts a transaction (decisions §1).
    await tx.update(users).set({ status: 'active', updatedAt: now }).where(and(eq(users.id, userId), eq(users.environmentId, partition.environmentId), eq(users.status, 'invited')));
    await recordEvent(tx, partition, EVENTS.accepted, { transactionId: id, acceptedBy: userId, acceptedAt: now.toISOString() });
    return result.after;
  });
}

export async function markFunded(db: DbOrTx, partition: Partition, id: string, reference: string, now: Date): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const result = await transition(tx, partition, id, 'fund', now, { fundingReference: reference });
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, now, { reference }));
    return result.after;
  });
}

/** Release or refund a funded transaction (API, or a party's request on the hosted page). */
export async function settle(
  db: DbOrTx,
  partition: Partition,
  id: string,
  action: 'release' | 'refund',
  now: Date,
  context: { reason?: string; requestedBy?: PartyRole } = {},
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const result = await transition(tx, partition, id, action, now);
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, now, withoutUndefined(context)));
    return result.after;
  });
}

export async function openDispute(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { openedBy: PartyRole; reason: string },
  now: Date,
): Promise<{ transaction: TransactionRow; dispute: DisputeRow }> {
  return db.transaction(async (tx) => {
    const result = await transition(tx, partition, id, 'dispute', now);
    const [dispute] = await tx
      .insert(disputes)
      .values({ id: newId('dispute'), tenantId: partition.tenantId, environmentId: partition.environmentId, transactionId: id, openedBy: input.openedBy, reason: input.reason, createdAt: now })
      .returning();
    await recordEvent(tx, partition, EVENTS.disputed, statusChangedData(result, now, { disputeId: dispute!.id, openedBy: input.openedBy, reason: input.reason }));
    return { transaction: result.after, dispute: dispute! };
  });
}

async function openDisputeOf(tx: DbOrTx, partition: Partition, transactionId: string): Promise<DisputeRow> {
  const [dispute] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.transactionId, transactionId), eq(disputes.environmentId, partition.environmentId), eq(disputes.status, 'open')));
  if (!dispute) throw new AppError('invalid_state', { message: 'The transaction has no open dispute.' });
  return dispute;
}

export async function addEvidence(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { submittedBy: PartyRole; description: string; attachments?: string[] },
  now: Date,
): Promise<EvidenceRow> {
  return db.transaction(async (tx) => {
    await transition(tx, partition, id, 'add_evidence', now);
    const dispute = await openDisputeOf(tx, partition, id);
    // The transition above locked the transaction row, so concurrent additions count one at a time.
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(disputeEvidence).where(eq(disputeEvidence.disputeId, dispute.id));
    if (Number(n) >= MAX_EVIDENCE_PER_DISPUTE) {
      throw new AppError('invalid_state', { message: `The dispute already holds ${MAX_EVIDENCE_PER_DISPUTE} pieces of evidence, the most it can hold.` });
    }
    const [evidence] = await tx
      .insert(disputeEvidence)
      .values({
        id: newId('disputeEvidence'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        disputeId: dispute.id,
        submittedBy: input.submittedBy,
        description: input.description,
        attachments: input.attachments ?? [],
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, partition, EVENTS.disputeUpdated, {
      transactionId: id,
      disputeId: dispute.id,
      evidenceId: evidence!.id,
      submittedBy: input.submittedBy,
      status: 'disputed',
    });
    return evidence!;
  });
}

export async function resolveDispute(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { outcome: 'released' | 'refunded'; note: string | null },
  now: Date,
): Promise<{ transaction: TransactionRow; dispute: DisputeRow }> {
  return db.transaction(async (tx) => {
    const result = await transition(tx, partition, id, input.outcome === 'released' ? 'resolve_release' : 'resolve_refund', now);
    const open = await openDisputeOf(tx, partition, id);
    const [dispute] = await tx
      .update(disputes)
      .set({ status: 'resolved', outcome: input.outcome, note: input.note, resolvedAt: now })
      .where(eq(disputes.id, open.id))
      .returning();
    await recordEvent(tx, partition, EVENTS.statusChanged, statusChangedData(result, now, { disputeId: open.id, outcome: input.outcome }));
    return { transaction: result.after, dispute: dispute! };
  });
}

export async function listDisputes(db: DbOrTx, partition: Partition, transactionId: string): Promise<(DisputeRow & { evidence: EvidenceRow[] })[]> {
  await getTransaction(db, partition, transactionId);
  const rows = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.transactionId, transactionId), eq(disputes.environmentId, partition.environmentId)))
    .orderBy(disputes.id);
  const evidence = await evidenceOf(db, partition, rows.map((d) => d.id));
  return rows.map((d) => ({ ...d, evidence: evidence.get(d.id) ?? [] }));
}

/** The evidence of some disputes of one environment, oldest first, by dispute id. */
export async function evidenceOf(db: DbOrTx, partition: Partition, disputeIds: string[]): Promise<Map<string, EvidenceRow[]>> {
  const byDispute = new Map<string, EvidenceRow[]>();
  if (disputeIds.length === 0) return byDispute;
  const rows = await db
    .select()
    .from(disputeEvidence)
    .where(and(inArray(disputeEvidence.disputeId, disputeIds), eq(disputeEvidence.environmentId, partition.environmentId)))
    .orderBy(disputeEvidence.id);
  for (const row of rows) byDispute.set(row.disputeId, [...(byDispute.get(row.disputeId) ?? []), row]);
  return byDispute;
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

// ---------------------------------------------------------------- parties

export interface PartySummary {
  id: string;
  name: string;
  email: string;
  status: string;
  kycStatus: string;
}

/** The users of several transactions in one query (for lists and the full object). */
export async function loadParties(db: DbOrTx, partition: Partition, rows: readonly TransactionRow[]): Promise<Map<string, PartySummary>> {
  const ids = [...new Set(rows.flatMap((r) => [r.sellerId, r.buyerId]))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status, kycStatus: kycRecords.status })
    .from(users)
    .innerJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.environmentId, partition.environmentId), inArray(users.id, ids)));
  return new Map(found.map((p) => [p.id, p]));
}

// ---------------------------------------------------------------- hosted-page links

/** Invite: for the counterparty of one transaction, 14 days (decisions §7). */
export interface InviteClaims {
  x: string;
  u: string;
  t: string;
  e: string;
  exp: number;
}

/** Party link: one user's access to one transaction's party page, short-lived. */
export type PartyClaims = InviteClaims;

const INVITE_PURPOSE = 'transaction-invite';
const PARTY_PURPOSE = 'transaction-party';

export function signInvite(secret: string, claims: InviteClaims): string {
  return signToken(secret, INVITE_PURPOSE, claims, 'inv_');
}

export function readInvite(secret: string, token: string, now: Date): TokenCheck<InviteClaims> {
  return checkClaims(verifyToken<InviteClaims>(secret, INVITE_PURPOSE, token, now.getTime(), 'inv_'));
}

export function signPartyLink(secret: string, publicUrl: string, row: TransactionRow, userId: string, now: Date): { url: string; expiresAt: string } {
  const exp = now.getTime() + PARTY_LINK_TTL_MS;
  const party = signToken(secret, PARTY_PURPOSE, { x: row.id, u: userId, t: row.tenantId, e: row.environmentId, exp } satisfies PartyClaims);
  return { url: `${publicUrl}/t/${row.token}?party=${encodeURIComponent(party)}`, expiresAt: new Date(exp).toISOString() };
}

export function readPartyLink(secret: string, party: string, now: Date): TokenCheck<PartyClaims> {
  return checkClaims(verifyToken<PartyClaims>(secret, PARTY_PURPOSE, party, now.getTime()));
}

function checkClaims<T extends InviteClaims>(check: TokenCheck<T>): TokenCheck<T> {
  if (check.ok && [check.payload.x, check.payload.u, check.payload.t, check.payload.e].some((v) => typeof v !== 'string')) return { ok: false, reason: 'invalid' };
  return check;
}

// ---------------------------------------------------------------- the hot read path

const sellerUsers = alias(users, 'seller_user');
const buyerUsers = alias(users, 'buyer_user');
const sellerKyc = alias(kycRecords, 'seller_kyc');
const buyerKyc = alias(kycRecords, 'buyer_kyc');

function buildTransactionRead(db: DbOrTx) {
  return db
    .select({
      row: transactions,
      seller: { id: sellerUsers.id, name: sellerUsers.name, email: sellerUsers.email, status: sellerUsers.status, kycStatus: sellerKyc.status },
      buyer: { id: buyerUsers.id, name: buyerUsers.name, email: buyerUsers.email, status: buyerUsers.status, kycStatus: buyerKyc.status },
    })
    .from(transactions)
    .innerJoin(sellerUsers, eq(sellerUsers.id, transactions.sellerId))
    .innerJoin(buyerUsers, eq(buyerUsers.id, transactions.buyerId))
    .innerJoin(sellerKyc, eq(sellerKyc.userId, transactions.sellerId))
    .innerJoin(buyerKyc, eq(buyerKyc.userId, transactions.buyerId))
    .where(
      and(
        eq(transactions.id, sql.placeholder('id')),
        eq(transactions.environmentId, sql.placeholder('environmentId')),
        eq(transactions.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .prepare('transaction_with_parties');
}

const transactionReads = new WeakMap<object, ReturnType<typeof buildTransactionRead>>();

/**
 * GET /v1/transactions/{id} in one prepared statement: the transaction with
 * both parties and their KYC status (drizzle sends ad hoc queries unprepared,
 * and Postgres would plan this five-table join on every request).
 */
export async function readTransaction(db: DbOrTx, partition: Partition, id: string): Promise<{ row: TransactionRow; parties: Map<string, PartySummary> }> {
  let prepared = transactionReads.get(db);
  if (!prepared) transactionReads.set(db, (prepared = buildTransactionRead(db)));
  const [found] = await prepared.execute({ id, environmentId: partition.environmentId, tenantId: partition.tenantId });
  if (!found) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return { row: found.row, parties: new Map([[found.seller.id, found.seller], [found.buyer.id, found.buyer]]) };
}
