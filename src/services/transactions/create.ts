/** Creating a transaction: its parties found or invited, both screened, its event and the counterparty's invite. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { transactions, users, type ACCOUNT_TYPES, type HistoryEntry, type Timeline } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { randomBase62 } from '../../lib/crypto.ts';
import { ID_PREFIXES, newId } from '../../lib/ids.ts';
import { recordEvent, type Partition } from '../events.ts';
import { inPartition } from '../partition.ts';
import { screenUser } from '../sanctions/screen-user.ts';
import type { NormalizedEmail } from '../user-input.ts';
import { addUser } from '../users.ts';
import { INVITE_TTL_MS, signInvite } from './links.ts';
import { counterpartyRole, partyId } from './parties.ts';
import { EVENTS } from './state-machine.ts';
import { clockData, newTransactionTime } from './time.ts';
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

async function findUser(tx: DbOrTx, partition: Partition, userId: string, param: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), inPartition(users, partition)));
  if (!user) throw new AppError('not_found', { param, message: `No such user: ${userId}` });
  return user;
}

/** A party from `{userId}`, `{email, name?}` or a flat id; an unknown email becomes an invited user. */
async function resolveParty(tx: DbOrTx, partition: Partition, role: PartyRole, object: PartyInput | undefined, flatId: string | undefined) {
  const flatParam = `${role}Id`;
  if (!object && !flatId) {
    throw new AppError('validation_failed', {
      param: role,
      message: `The ${role} is required.`,
      details: [{ path: role, message: `Give ${role} or ${flatParam}.` }],
    });
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
    // The clock first (locked FOR SHARE), as every change of a transaction on a clock takes it (time.ts).
    const time = await newTransactionTime(tx, partition, input.testClockId, opts.now);
    const seller = await resolveParty(tx, partition, 'seller', input.seller, input.sellerId);
    const buyer = await resolveParty(tx, partition, 'buyer', input.buyer, input.buyerId);
    if (seller.id === buyer.id) {
      throw new AppError('validation_failed', {
        param: 'buyer',
        message: 'The seller and the buyer must be different users.',
        details: [{ path: 'buyer', message: 'Same user as the seller.' }],
      });
    }
    const at = time.at.toISOString();
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
        testClockId: time.testClockId,
        createdAt: time.at,
        updatedAt: time.at,
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
      ...clockData(time),
    });
    const counterparty = partyId(row!, counterpartyRole(row!));
    const inviteToken = signInvite(opts.signingSecret, {
      x: row!.id,
      u: counterparty,
      t: partition.tenantId,
      e: partition.environmentId,
      exp: time.at.getTime() + INVITE_TTL_MS,
      ...(time.testClockId ? { k: time.testClockId } : {}),
    });
    return { row: row!, inviteToken, inviteUrl: `${opts.publicUrl}/accept/${inviteToken}` };
  });
}
