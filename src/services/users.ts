import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/query.ts';
import { kycRecords, users, type KYC_STATUSES, type USER_STATUSES } from '../db/schema/index.ts';
import { idPattern, newId } from '../lib/ids.ts';
import { AppError } from '../errors.ts';
import { recordEvent, type Partition } from './events.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';
import { inPartition } from './partition.ts';
import { bulkErrorCode, EMAIL_MAX, normalizeEmail, userInputSchema, type BulkErrorCode, type UserInput } from './user-input.ts';

export type UserRow = typeof users.$inferSelect;

export async function getUser(db: DbOrTx, partition: Partition, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inPartition(users, partition)));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such user: ${id}` });
  return row;
}

/**
 * An environment's users, newest first, each with its KYC status: the API's
 * list and the dashboard's. `email` matches the identity key (case and
 * Unicode form do not matter). Cursors are bound to the list, not its filters.
 */
export function listUsers(
  db: DbOrTx,
  deps: PaginationDeps,
  partition: Partition,
  query: PageQuery,
  filters: { email?: string; status?: (typeof USER_STATUSES)[number] },
): Promise<Page<{ user: UserRow; kycStatus: (typeof KYC_STATUSES)[number] }>> {
  const emailKey = filters.email === undefined ? undefined : (normalizeEmail(filters.email)?.emailKey ?? filters.email.trim().toLowerCase());
  const base = and(
    inPartition(users, partition),
    emailKey !== undefined ? eq(users.emailKey, emailKey) : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
  );
  return paginate(deps, query, {
    scope: `users:${partition.environmentId}`,
    idPattern: idPattern('user'),
    // The KYC status as a subquery per listed user, not a join: a join's plan depends on statistics, which are
    // missing right after a bulk load (a hash join over every KYC record then); this one is the same plan always.
    fetch: (keyset) =>
      db
        .select({
          user: users,
          // Spelled out: with one table in FROM, drizzle leaves column names unqualified, and an unqualified "id" here would be the KYC record's.
          kycStatus: sql<(typeof KYC_STATUSES)[number] | null>`(select k.status from kyc_records k where k.user_id = "users"."id")`,
        })
        .from(users)
        .where(keysetWhere(users.id, keyset, base))
        .orderBy(keysetOrder(users.id, keyset))
        .limit(keyset.take)
        .then((rows) => rows.map((r) => ({ id: r.user.id, user: r.user, kycStatus: r.kycStatus ?? 'not_started' }))),
    map: ({ user, kycStatus }) => ({ user, kycStatus }),
  });
}

export const USER_INVITE_EVENT = 'tenant.users.invite';
export const BULK_MAX_ITEMS = 10_000;

/**
 * Create a user with its KYC record and its `tenant.users.invite` event in one
 * transaction, or return the existing user of that email (firing nothing).
 * Racing creates of one email converge on one row: the unique identity index
 * decides, and the loser reads the winner.
 */
export async function addUser(
  db: DbOrTx,
  partition: Partition,
  input: Omit<UserInput, 'phone'> & { phone: string | null },
): Promise<{ user: UserRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        id: newId('user'),
        tenantId: partition.tenantId,
        environmentId: partition.environmentId,
        name: input.name,
        email: input.email.email,
        emailKey: input.email.emailKey,
        phone: input.phone,
        metadata: input.metadata ?? {},
      })
      .onConflictDoNothing({ target: [users.tenantId, users.environmentId, users.emailKey] })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(users)
        .where(and(inPartition(users, partition), eq(users.emailKey, input.email.emailKey)));
      return { user: existing!, created: false };
    }
    await tx.insert(kycRecords).values({ id: newId('kyc'), tenantId: partition.tenantId, environmentId: partition.environmentId, userId: inserted.id });
    await recordEvent(tx, partition, USER_INVITE_EVENT, { userId: inserted.id, email: inserted.email, name: inserted.name });
    return { user: inserted, created: true };
  });
}

export interface BulkFailure {
  index: number;
  email: string | null;
  error: BulkErrorCode;
}

export interface BulkResult {
  created: number;
  skipped: number;
  failed: BulkFailure[];
}

interface BulkRow {
  id: string;
  kyc_id: string;
  event_id: string;
  name: string;
  email: string;
  email_key: string;
  phone: string;
  metadata: Record<string, string>;
}

const DEADLOCK = '40P01';
/** Rows checked between two turns of the event loop. */
const VALIDATION_SLICE = 250;

export interface BulkOptions {
  /**
   * Rows per INSERT statement; all in one when absent. The embedded database runs one statement at a time and
   * holds itself for a transaction, so the server inserts 100 at a time there (each committed on its own,
   * unless the call runs in an Idempotency-Key's transaction): other requests get the database between them.
   */
  chunkRows?: number;
}

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ('code' in e && typeof (e as { code: unknown }).code === 'string') return (e as { code: string }).code;
  }
  return undefined;
}

/**
 * Validate every row, drop repeats inside the array, then insert users, KYC
 * records and events with ONE set-based statement (rows travel as a single
 * JSON parameter, expanded by jsonb_to_recordset: no per-row round trips, no
 * bind-parameter limit). ON CONFLICT DO NOTHING skips emails the tenant
 * already has, also when two overlapping bulk calls run at once; rows are
 * inserted in identity-key order so concurrent calls lock in the same order
 * and cannot deadlock each other (one retry covers the unexpected).
 */
export async function addUsersBulk(db: DbOrTx, partition: Partition, items: readonly unknown[], opts: BulkOptions = {}): Promise<BulkResult> {
  const failed: BulkFailure[] = [];
  const rows: BulkRow[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  for (const [index, item] of items.entries()) {
    // Checking a row costs ~0.1 ms (the phone number's most): the event loop gets a turn between slices of a large call.
    if (index > 0 && index % VALIDATION_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const parsed = userInputSchema.safeParse(item);
    if (!parsed.success) {
      // Echoed to identify the row, cut to the longest valid address (an invalid one can be any length).
      const email =
        item && typeof item === 'object' && typeof (item as { email?: unknown }).email === 'string'
          ? (item as { email: string }).email.slice(0, EMAIL_MAX)
          : null;
      failed.push({ index, email, error: bulkErrorCode(parsed.error.issues) });
      continue;
    }
    const { email, name, phone, metadata } = parsed.data;
    if (seen.has(email.emailKey)) {
      repeats++;
      continue;
    }
    seen.add(email.emailKey);
    rows.push({
      id: newId('user'),
      kyc_id: newId('kyc'),
      event_id: newId('event'),
      name,
      email: email.email,
      email_key: email.emailKey,
      phone,
      metadata: metadata ?? {},
    });
  }
  rows.sort((a, b) => (a.email_key < b.email_key ? -1 : a.email_key > b.email_key ? 1 : 0));

  let created = 0;
  const chunk = opts.chunkRows ?? rows.length;
  for (let from = 0; from < rows.length; from += chunk) {
    for (let attempt = 1; ; attempt++) {
      try {
        created += await insertBulk(db, partition, rows.slice(from, from + chunk));
        break;
      } catch (error) {
        if (pgCode(error) !== DEADLOCK || attempt >= 3) throw error;
      }
    }
  }
  return { created, skipped: rows.length - created + repeats, failed };
}

async function insertBulk(db: DbOrTx, partition: Partition, rows: BulkRow[]): Promise<number> {
  const payload = JSON.stringify(rows.map((row, ord) => ({ ord, ...row })));
  const [row] = await queryRows<{ created: number }>(
    db,
    sql`
    with input as (
      select * from jsonb_to_recordset(${payload}::jsonb)
        as x(ord int, id text, kyc_id text, event_id text, name text, email text, email_key text, phone text, metadata jsonb)
    ),
    inserted as (
      insert into users (id, tenant_id, environment_id, name, email, email_key, phone, metadata)
      select id, ${partition.tenantId}, ${partition.environmentId}, name, email, email_key, phone, metadata
      from input order by ord
      on conflict (tenant_id, environment_id, email_key) do nothing
      returning id, name, email
    ),
    kyc as (
      insert into kyc_records (id, tenant_id, environment_id, user_id)
      select i.kyc_id, ${partition.tenantId}, ${partition.environmentId}, u.id
      from inserted u join input i on i.id = u.id
    ),
    ev as (
      insert into events (id, tenant_id, environment_id, type, data)
      select i.event_id, ${partition.tenantId}, ${partition.environmentId}, ${USER_INVITE_EVENT},
             jsonb_build_object('userId', u.id, 'email', u.email, 'name', u.name)
      from inserted u join input i on i.id = u.id
    )
    select count(*)::int as created from inserted
  `,
  );
  return Number(row!.created);
}
