import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { customers, paymentMethods, users } from '../db/schema/index.ts';
import { idPattern, newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { recordEvent, type Partition } from './events.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';
import { inPartition } from './partition.ts';
import type { PaymentProvider } from './payment-providers.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** A customer holds at most this many payment methods, so its list is one bounded answer. */
export const MAX_METHODS_PER_CUSTOMER = 100;
/** Payment method ids come from the provider (Stripe's are at most 255 characters). */
export const PAYMENT_METHOD_ID_MAX = 255;

async function checkRoomForMethod(db: DbOrTx, customerId: string): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.customerId, customerId));
  if (Number(n) >= MAX_METHODS_PER_CUSTOMER) {
    throw new AppError('invalid_state', {
      param: 'customerId',
      message: `The customer already has ${MAX_METHODS_PER_CUSTOMER} payment methods, the most it can hold; detach one first.`,
    });
  }
}

export async function getCustomer(db: DbOrTx, partition: Partition, id: string, param = 'id'): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), inPartition(customers, partition)));
  if (!row) throw new AppError('not_found', { param, message: `No such customer: ${id}` });
  return row;
}

/** An environment's customers, newest first; filter by user. */
export function listCustomers(
  db: DbOrTx,
  deps: PaginationDeps,
  partition: Partition,
  query: PageQuery,
  filters: { userId?: string },
): Promise<Page<CustomerRow>> {
  const base = and(inPartition(customers, partition), filters.userId ? eq(customers.userId, filters.userId) : undefined);
  return paginate(deps, query, {
    scope: `customers:${partition.environmentId}:${filters.userId ?? '*'}`,
    idPattern: idPattern('customer'),
    fetch: (keyset) =>
      db
        .select()
        .from(customers)
        .where(keysetWhere(customers.id, keyset, base))
        .orderBy(keysetOrder(customers.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}

/** One customer per user per environment: a second create returns the existing one. */
export async function createCustomer(
  db: DbOrTx,
  partition: Partition,
  provider: PaymentProvider,
  input: { userId: string; email?: string },
): Promise<{ row: CustomerRow; created: boolean }> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, input.userId), inPartition(users, partition)));
  if (!user) throw new AppError('not_found', { param: 'userId', message: `No such user: ${input.userId}` });
  const existing = async () =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.userId, user.id), inPartition(customers, partition)))
    )[0];
  const found = await existing();
  if (found) return { row: found, created: false };
  const email = input.email ?? user.email;
  const { providerCustomerId } = await provider.createCustomer({ email, userId: user.id });
  const [row] = await db
    .insert(customers)
    .values({
      id: newId('customer'),
      tenantId: partition.tenantId,
      environmentId: partition.environmentId,
      userId: user.id,
      email,
      provider: provider.name,
      providerCustomerId,
    })
    .onConflictDoNothing({ target: [customers.environmentId, customers.userId] })
    .returning();
  return row ? { row, created: true } : { row: (await existing())!, created: false };
}

/** The customer row, locked: every change to its methods serializes on it, so "one default" holds under races. */
async function lockCustomer(tx: DbOrTx, partition: Partition, customerId: string): Promise<CustomerRow> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), inPartition(customers, partition)))
    .for('update');
  if (!row) throw new AppError('not_found', { param: 'customerId', message: `No such customer: ${customerId}` });
  return row;
}

async function makeDefault(tx: DbOrTx, customerId: string, methodId: string, now: Date): Promise<PaymentMethodRow> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(paymentMethods.customerId, customerId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, methodId)));
  const [row] = await tx
    .update(paymentMethods)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.customerId, customerId)))
    .returning();
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such payment method on this customer: ${methodId}` });
  return row;
}

/**
 * Attach a payment method: known ids are idempotent on their own customer and
 * 409 on another; new ones go to the provider (outside any database
 * transaction), then are stored with the customer locked. The first method
 * becomes the default, as does any attached with `setDefault`.
 */
export async function attachPaymentMethod(
  db: DbOrTx,
  partition: Partition,
  provider: PaymentProvider,
  customerId: string,
  input: { paymentMethodId: string; setDefault: boolean },
  now: Date,
): Promise<PaymentMethodRow> {
  const customer = await getCustomer(db, partition, customerId, 'customerId');
  const [known] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, input.paymentMethodId));
  if (known) {
    // Another tenant's method does not exist for this caller.
    if (known.environmentId !== partition.environmentId) throw new AppError('payment_method_invalid', { param: 'paymentMethodId' });
    if (known.customerId !== customer.id) throw new AppError('payment_method_attached_elsewhere', { param: 'paymentMethodId' });
    if (!input.setDefault || known.isDefault) return known;
    return setDefaultPaymentMethod(db, partition, customer.id, known.id, now);
  }
  // Checked before the provider is asked, and again under the customer lock (concurrent attaches).
  await checkRoomForMethod(db, customer.id);
  const method = await provider.attach(input.paymentMethodId, customer);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, partition, customer.id);
    await checkRoomForMethod(tx, customer.id);
    const [hasDefault] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.customerId, customer.id), eq(paymentMethods.isDefault, true)));
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        id: method.id,
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        customerId: customer.id,
        type: method.type,
        brand: method.brand,
        last4: method.last4,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('payment_method_attached_elsewhere', { param: 'paymentMethodId' });
    const result = input.setDefault || !hasDefault ? await makeDefault(tx, customer.id, row.id, now) : row;
    await recordEvent(tx, partition, 'payment_method.attached', {
      paymentMethodId: row.id,
      customerId: customer.id,
      userId: customer.userId,
      isDefault: result.isDefault,
    });
    return result;
  });
}

/** What a payment method id looks like (the provider's: Stripe's `pm_…`, the sandbox's `pm_` + ULID). */
export const PAYMENT_METHOD_ID_PATTERN = /^pm_[A-Za-z0-9_]{3,100}$/;

/** A method's place in its list, newest first: attach time, then id (provider ids are not time-ordered), as one sortable string. */
const methodKey = (row: PaymentMethodRow) => `${String(row.createdAt.getTime()).padStart(15, '0')}:${row.id}`;

/**
 * A customer's payment methods, newest first, a page at a time (decisions §5). The provider's ids do not sort by
 * time, so the keyset is (attach time, id); a customer holds at most MAX_METHODS_PER_CUSTOMER methods, so they are
 * read at once and the keyset applied to them, and a cursor still finds its place after its method is detached.
 */
export async function listPaymentMethods(
  db: DbOrTx,
  deps: PaginationDeps,
  partition: Partition,
  customerId: string,
  query: PageQuery,
): Promise<Page<PaymentMethodRow>> {
  await getCustomer(db, partition, customerId, 'customerId');
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.customerId, customerId), eq(paymentMethods.environmentId, partition.environmentId)))
    .limit(MAX_METHODS_PER_CUSTOMER);
  const ordered = rows.map((row) => ({ row, key: methodKey(row) })).sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  return paginate(deps, query, {
    scope: `payment_methods:${partition.environmentId}:${customerId}`,
    idPattern: PAYMENT_METHOD_ID_PATTERN,
    order: { key: methodKey, keyOfId: async (id) => ordered.find((m) => m.row.id === id)?.key },
    fetch: async (keyset) => {
      const after = keyset.direction === 'after';
      const page = ordered.filter((m) => keyset.id === undefined || (after ? m.key < keyset.id : m.key > keyset.id));
      return (after ? page : page.reverse()).slice(0, keyset.take).map((m) => m.row);
    },
    map: (row) => row,
  });
}

export async function setDefaultPaymentMethod(db: DbOrTx, partition: Partition, customerId: string, methodId: string, now: Date): Promise<PaymentMethodRow> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, partition, customerId);
    return makeDefault(tx, customerId, methodId, now);
  });
}

/** Detach; when it was the default, the newest remaining method becomes the default. */
export async function detachPaymentMethod(
  db: DbOrTx,
  partition: Partition,
  provider: PaymentProvider,
  customerId: string,
  methodId: string,
  now: Date,
): Promise<void> {
  await getCustomer(db, partition, customerId, 'customerId');
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.customerId, customerId), eq(paymentMethods.environmentId, partition.environmentId)));
  if (!method) throw new AppError('not_found', { param: 'id', message: `No such payment method on this customer: ${methodId}` });
  await provider.detach(methodId);
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, partition, customerId);
    const [gone] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.customerId, customerId)))
      .returning();
    if (!gone) return; // a concurrent detach won
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.customerId, customerId))
        .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
        .limit(1);
      if (next) await makeDefault(tx, customerId, next.id, now);
    }
    await recordEvent(tx, partition, 'payment_method.detached', { paymentMethodId: methodId, customerId, userId: customer.userId });
  });
}
