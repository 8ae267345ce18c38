/** Creating a transaction: its parties found or invited, screened unless nothing changed since, its event and the counterparty's invite. */
import { type Placeholder, sql } from 'drizzle-orm';
import { ownSlot } from '../../db/handle.ts';
import type { DbOrTx } from '../../db/query.ts';
import { events, transactions, type ACCOUNT_TYPES, type HistoryEntry, type Timeline } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { randomBase62 } from '../../lib/crypto.ts';
import { ID_PREFIXES, newId } from '../../lib/ids.ts';
import type { Partition } from '../events.ts';
import { loadPartyRows, type PartyRow, partyScreenings, screenTransactionParties } from '../sanctions/screen-user.ts';
import type { NormalizedEmail } from '../user-input.ts';
import { addUser } from '../users.ts';
import { INVITE_TTL_MS, signInvite } from './links.ts';
import { counterpartyRole, partyId, type PartySummary } from './parties.ts';
import { EVENTS } from './state-machine.ts';
import { clockData, newTransactionTime, type TransactionTime } from './time.ts';
import type { PartyRole, TransactionRow } from './types.ts';

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
  /** Sandbox: the test clock the transaction lives on, for good. */
  testClockId?: string;
}

/** What a party of the create body names: a user id (`{userId}` or the flat id), or an email to find or invite. */
interface PartyRequest {
  role: PartyRole;
  objectId?: string;
  flatId?: string;
  /** The user an email names, found or just invited. */
  emailUserId?: string;
}

/** The party's input checked for presence; an email is found or becomes an invited user (in the caller's transaction). */
async function requestParty(
  tx: DbOrTx,
  partition: Partition,
  role: PartyRole,
  object: PartyInput | undefined,
  flatId: string | undefined,
): Promise<PartyRequest> {
  if (!object && !flatId) {
    throw new AppError('validation_failed', {
      param: role,
      message: `The ${role} is required.`,
      details: [{ path: role, message: `Give ${role} or ${role}Id.` }],
    });
  }
  if (object && 'userId' in object) return { role, objectId: object.userId, flatId };
  if (!object) return { role, flatId };
  const name = object.name || object.email.email.split('@')[0]!;
  return { role, flatId, emailUserId: (await addUser(tx, partition, { name, email: object.email, phone: null })).user.id };
}

/** The party's user among those loaded: not found, two forms naming different users, or a disabled user are refused. */
function resolveParty(request: PartyRequest, loaded: ReadonlyMap<string, PartyRow>): PartyRow {
  const { role } = request;
  const find = (id: string, param: string) => {
    const user = loaded.get(id);
    if (!user) throw new AppError('not_found', { param, message: `No such user: ${id}` });
    return user;
  };
  let user = request.objectId ? find(request.objectId, `${role}.userId`) : request.emailUserId ? loaded.get(request.emailUserId) : undefined;
  if (request.flatId) {
    const flatParam = `${role}Id`;
    const flat = find(request.flatId, flatParam);
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
  /** The two parties, as the transaction object shows them. */
  parties: Map<string, PartySummary>;
  inviteToken: string;
  inviteUrl: string;
}

/**
 * Parties named by id on no test clock — the common create — write nothing before the parties are known, so they are read
 * outside any transaction, and when both screenings still hold the transaction and its event are one statement: two
 * round trips and no BEGIN/COMMIT (docs/benchmarks.md, "Why create is below 400/s"). The rest — a party to find or invite
 * by email, a clock to lock, a party to screen — runs in one transaction, as the writes must commit together.
 */
export async function createTransaction(
  db: DbOrTx,
  partition: Partition,
  input: CreateTransactionInput,
  opts: { now: Date; signingSecret: string; publicUrl: string },
): Promise<CreatedTransaction> {
  const id = newId('transaction');
  if (!input.testClockId && !byEmail(input.seller) && !byEmail(input.buyer)) {
    const parties = await findParties(db, partition, input);
    const screenings = partyScreenings(parties);
    const time: TransactionTime = { at: opts.now, real: opts.now, testClockId: null };
    if (screenings.due.length === 0) return writeCreated(db, partition, input, opts, { id, time, parties, screenings: screenings.reliedOn });
    return db.transaction(async (tx) =>
      writeCreated(tx, partition, input, opts, { id, time, parties, screenings: await screenTransactionParties(tx, screenings, id) }),
    );
  }
  return db.transaction(async (tx) => {
    // The clock first (locked FOR SHARE), as every change of a transaction on a clock takes it (time.ts).
    const time = await newTransactionTime(tx, partition, input.testClockId, opts.now);
    const parties = await findParties(tx, partition, input);
    // Each party is screened unless its last screening still holds (decisions §9, amended 2026-11-26); the transaction keeps which entry it relied on.
    const screenings = await screenTransactionParties(tx, partyScreenings(parties), id);
    return writeCreated(tx, partition, input, opts, { id, time, parties, screenings });
  });
}

const byEmail = (party: PartyInput | undefined) => party !== undefined && 'email' in party;

/** The two parties, found (or, by email, invited) and loaded with what screening needs in one query; refused as `resolveParty` says. */
async function findParties(db: DbOrTx, partition: Partition, input: CreateTransactionInput): Promise<[PartyRow, PartyRow]> {
  const sellerRequest = await requestParty(db, partition, 'seller', input.seller, input.sellerId);
  const buyerRequest = await requestParty(db, partition, 'buyer', input.buyer, input.buyerId);
  const ids = [sellerRequest, buyerRequest].flatMap((r) => [r.objectId, r.flatId, r.emailUserId].filter((id): id is string => id !== undefined));
  const loaded = new Map((await loadPartyRows(db, partition, [...new Set(ids)])).map((r) => [r.id, r]));
  const seller = resolveParty(sellerRequest, loaded);
  const buyer = resolveParty(buyerRequest, loaded);
  if (seller.id === buyer.id) {
    throw new AppError('validation_failed', {
      param: 'buyer',
      message: 'The seller and the buyer must be different users.',
      details: [{ path: 'buyer', message: 'Same user as the seller.' }],
    });
  }
  return [seller, buyer];
}

/** The columns a create writes; the rest stay null until later steps. */
const INSERTED = [
  'id',
  'tenantId',
  'environmentId',
  'token',
  'accountType',
  'title',
  'amount',
  'currency',
  'status',
  'sellerId',
  'buyerId',
  'initiator',
  'timeline',
  'metadata',
  'history',
  'sellerScreeningId',
  'buyerScreeningId',
  'testClockId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof typeof transactions.$inferInsert)[];
type InsertedColumn = (typeof INSERTED)[number];

/**
 * The create's INSERT of the transaction and its event (a data-modifying WITH), prepared once per database handle:
 * drizzle would build it and PostgreSQL parse and plan it on every create otherwise. Its values are placeholders named
 * as the columns, with `eventId` and `eventData`.
 */
function createStatement(db: DbOrTx) {
  const event = db.$with('created_event').as(
    db.insert(events).values({
      id: sql.placeholder('eventId'),
      tenantId: sql.placeholder('tenantId'),
      environmentId: sql.placeholder('environmentId'),
      type: EVENTS.created,
      data: sql.placeholder('eventData'),
    }),
  );
  const values = Object.fromEntries(INSERTED.map((column) => [column, sql.placeholder(column)])) as Record<InsertedColumn, Placeholder>;
  return db.with(event).insert(transactions).values(values).prepare('transaction_create');
}

const CREATE = Symbol('transaction_create');

/**
 * The transaction row and its `transaction.created` event, in one prepared statement (a data-modifying WITH: both or
 * neither, in a transaction or not). The row is answered as written: every column is known here (the rest are null
 * until later steps), so nothing is read back.
 */
async function writeCreated(
  db: DbOrTx,
  partition: Partition,
  input: CreateTransactionInput,
  opts: { signingSecret: string; publicUrl: string },
  made: { id: string; time: TransactionTime; parties: [PartyRow, PartyRow]; screenings: ReadonlyMap<string, string> },
): Promise<CreatedTransaction> {
  const { id, time, screenings } = made;
  const [seller, buyer] = made.parties;
  const at = time.at.toISOString();
  const history: HistoryEntry[] = [
    { status: 'created', at },
    { status: 'invited', at },
  ];
  const values = {
    id,
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
    sellerScreeningId: screenings.get(seller.id) ?? null,
    buyerScreeningId: screenings.get(buyer.id) ?? null,
    testClockId: time.testClockId,
    createdAt: time.at,
    updatedAt: time.at,
  } satisfies Pick<typeof transactions.$inferInsert, InsertedColumn> & Record<InsertedColumn, unknown>;
  const row: TransactionRow = {
    ...values,
    fundingReference: null,
    acceptedAt: null,
    settlementRequest: null,
    cancelledBy: null,
    cancellationReason: null,
    autoReleaseAt: null,
    inspectionReminderSentAt: null,
    autoReleaseRetryAt: null,
  };
  const eventData = {
    transactionId: id,
    status: row.status,
    sellerId: seller.id,
    buyerId: buyer.id,
    amount: row.amount,
    currency: row.currency,
    ...clockData(time),
  };
  const statement = ownSlot(db, CREATE, () => createStatement(db));
  await statement.execute({ ...values, eventId: newId('event'), eventData });
  const counterparty = partyId(row, counterpartyRole(row));
  const inviteToken = signInvite(opts.signingSecret, {
    x: id,
    u: counterparty,
    t: partition.tenantId,
    e: partition.environmentId,
    exp: time.at.getTime() + INVITE_TTL_MS,
    ...(time.testClockId ? { k: time.testClockId } : {}),
  });
  const summary = (p: PartyRow): PartySummary => ({ id: p.id, name: p.name, email: p.email, status: p.status, kycStatus: p.kyc_status ?? 'not_started' });
  const parties = new Map([seller, buyer].map((p) => [p.id, summary(p)]));
  return { row, parties, inviteToken, inviteUrl: `${opts.publicUrl}/accept/${inviteToken}` };
}
