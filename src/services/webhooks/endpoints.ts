import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { environments, events, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { idPattern, newId } from '../../lib/ids.ts';
import { hostProblem } from '../../lib/public-address.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Actor, type AuditEntry } from '../audit.ts';
import { matchesEventType } from '../event-types.ts';
import type { Partition } from '../events.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from '../pagination.ts';
import { inPartition } from '../partition.ts';
import { newSigningSecret } from './signing.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The shape of a subscription entry; new entries must also name the catalogue (event-types.ts), stored ones may predate it. */
export const EVENT_PATTERN = /^(\*|[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*(\.\*)?)$/;
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** As Stripe: an environment has at most 16 endpoints (deleted ones do not count), so each event fans out to at most 16 deliveries. */
export const MAX_ENDPOINTS_PER_ENVIRONMENT = 16;

const boxes = new Map<string, SecretBox>();
/** The box that seals webhook signing secrets, keyed by the instance signing secret. */
export function webhookSecretBox(signingSecret: string): SecretBox {
  let box = boxes.get(signingSecret);
  if (!box) boxes.set(signingSecret, (box = new SecretBox(signingSecret, 'webhook-signing-secrets')));
  return box;
}

export interface EndpointScope extends Partition {
  livemode: boolean;
}

/** Where endpoints may point: private and loopback targets only for sandbox, and only when the operator allows them. */
export interface TargetPolicy {
  allowsPrivate(livemode: boolean): boolean;
}

/**
 * Live endpoints need https and a public host; sandbox ones may use http, and
 * local or private hosts only under WEBHOOK_ALLOW_PRIVATE_TARGETS. Names are
 * judged here on their face; the addresses they resolve to are checked at send time.
 */
export function validateEndpointUrl(raw: string, livemode: boolean, policy: TargetPolicy): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl('Must be an absolute URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidUrl('Must be an http or https URL.');
  if (url.username || url.password) throw invalidUrl('Must not carry credentials.');
  if (livemode && url.protocol !== 'https:') throw invalidUrl('Live endpoints must use https.');
  const allowPrivate = policy.allowsPrivate(livemode);
  const problem = hostProblem(url, allowPrivate);
  if (problem) {
    const who = livemode
      ? 'Live endpoints need a public address'
      : allowPrivate
        ? 'Webhooks may not reach this address'
        : 'Endpoints need a public address (this server does not allow private webhook targets)';
    throw new AppError('url_not_allowed', { param: 'url', message: `${who}; this URL ${problem}.` });
  }
  return url.toString();
}

function invalidUrl(message: string) {
  return new AppError('validation_failed', { param: 'url', message, details: [{ path: 'url', message }] });
}

const scoped = (scope: Partition, id: string) => and(eq(webhookEndpoints.id, id), inPartition(webhookEndpoints, scope), isNull(webhookEndpoints.deletedAt));

const notFound = (id: string) => new AppError('not_found', { param: 'id', message: `No such webhook endpoint: ${id}` });

export async function getEndpoint(db: DbOrTx, scope: Partition, id: string, opts: { includeDeleted?: boolean } = {}): Promise<EndpointRow> {
  const where = opts.includeDeleted ? and(eq(webhookEndpoints.id, id), inPartition(webhookEndpoints, scope)) : scoped(scope, id);
  const [row] = await db.select().from(webhookEndpoints).where(where);
  if (!row) throw notFound(id);
  return row;
}

/**
 * The endpoint a change names, locked for its transaction (the audit row's
 * "before"). NO KEY UPDATE: deliveries queued meanwhile (their foreign key takes
 * KEY SHARE) are not held up.
 */
async function lockEndpoint(tx: DbOrTx, scope: Partition, id: string): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(scoped(scope, id)).for('no key update');
  if (!row) throw notFound(id);
  return row;
}

/** An environment's endpoints, newest first (deleted ones are gone from lists). */
export function listEndpoints(db: DbOrTx, deps: PaginationDeps, scope: Partition, query: PageQuery): Promise<Page<EndpointRow>> {
  const base = and(inPartition(webhookEndpoints, scope), isNull(webhookEndpoints.deletedAt));
  return paginate(deps, query, {
    scope: `webhook-endpoints:${scope.environmentId}`,
    idPattern: idPattern('webhookEndpoint'),
    fetch: (keyset) =>
      db
        .select()
        .from(webhookEndpoints)
        .where(keysetWhere(webhookEndpoints.id, keyset, base))
        .orderBy(keysetOrder(webhookEndpoints.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}

/** What the audit log shows of an endpoint: never its signing secret. */
const endpointAudit = (e: EndpointRow) => ({ url: e.url, events: e.events, description: e.description, enabled: e.enabled });

const auditEntry = (scope: Partition, action: string, targetType: string, targetId: string): AuditEntry => ({
  tenantId: scope.tenantId,
  environmentId: scope.environmentId,
  action,
  targetType,
  targetId,
});

export async function createEndpoint(
  db: DbOrTx,
  scope: EndpointScope,
  input: { url: string; events: string[]; description?: string; enabled?: boolean },
  deps: { signingSecret: string; targets: TargetPolicy },
  now: Date,
  // `null` only for fixtures and benchmarks that build state (no audit row).
  by: Actor | null,
): Promise<{ row: EndpointRow; secret: string }> {
  const { signingSecret } = deps;
  const secret = newSigningSecret();
  const url = validateEndpointUrl(input.url, scope.livemode, deps.targets);
  return db.transaction(async (tx) => {
    // Creates in one environment take turns on its row, so the cap holds under concurrent calls. NO KEY UPDATE,
    // not UPDATE: rows that reference the environment (foreign keys take KEY SHARE) are not held up, and cannot deadlock with it.
    await tx.select({ id: environments.id }).from(environments).where(eq(environments.id, scope.environmentId)).for('no key update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.environmentId, scope.environmentId), isNull(webhookEndpoints.deletedAt)));
    if (Number(n) >= MAX_ENDPOINTS_PER_ENVIRONMENT) {
      throw new AppError('invalid_state', {
        message: `The environment already has ${MAX_ENDPOINTS_PER_ENVIRONMENT} webhook endpoints, the most it can have; delete one first.`,
      });
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id: newId('webhookEndpoint'),
        tenantId: scope.tenantId,
        environmentId: scope.environmentId,
        url,
        description: input.description ?? null,
        events: [...new Set(input.events)],
        enabled: input.enabled ?? true,
        secretEncrypted: webhookSecretBox(signingSecret).seal(secret),
        // createdAt stays the database's now(), like the events it is compared with (only later events are delivered).
        updatedAt: now,
      })
      .returning();
    if (by) await recordAudit(tx, by, { ...auditEntry(scope, 'webhook_endpoint.created', 'webhook_endpoint', row!.id), after: endpointAudit(row!) }, now);
    return { row: row!, secret };
  });
}

export async function updateEndpoint(
  db: DbOrTx,
  scope: EndpointScope,
  id: string,
  patch: { url?: string; events?: string[]; description?: string | null; enabled?: boolean },
  targets: TargetPolicy,
  by: Actor,
  now: Date,
): Promise<EndpointRow> {
  const url = patch.url !== undefined ? validateEndpointUrl(patch.url, scope.livemode, targets) : undefined;
  return db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, scope, id);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        // Re-enabling starts afresh: the health sweep counts a new failure streak from zero.
        ...(patch.enabled !== undefined ? { enabled: patch.enabled, disabledReason: null, failingSince: null, lastFailedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    const entry = auditEntry(scope, 'webhook_endpoint.updated', 'webhook_endpoint', id);
    await recordAudit(tx, by, { ...entry, before: endpointAudit(before), after: endpointAudit(after!), skipUnchanged: true }, now);
    return after!;
  });
}

/** Removes the endpoint; its undelivered events are abandoned, visibly, in its delivery log. */
export async function deleteEndpoint(db: DbOrTx, scope: Partition, id: string, by: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, scope, id);
    await tx.update(webhookEndpoints).set({ deletedAt: now, enabled: false, updatedAt: now }).where(eq(webhookEndpoints.id, before.id));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'abandoned', lastError: 'endpoint deleted', lockedUntil: null, nextAttemptAt: null, updatedAt: now })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    await recordAudit(tx, by, { ...auditEntry(scope, 'webhook_endpoint.deleted', 'webhook_endpoint', id), before: endpointAudit(before), after: null }, now);
  });
}

/** New secret; the previous one keeps signing alongside it for 24 hours. The audit row never holds either. */
export async function rotateEndpointSecret(
  db: DbOrTx,
  scope: Partition,
  id: string,
  signingSecret: string,
  by: Actor,
  now: Date,
): Promise<{ row: EndpointRow; secret: string }> {
  const secret = newSigningSecret();
  return db.transaction(async (tx) => {
    const current = await getEndpoint(tx, scope, id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretEncrypted: webhookSecretBox(signingSecret).seal(secret),
        previousSecretEncrypted: current.secretEncrypted,
        previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
        updatedAt: now,
      })
      .where(and(scoped(scope, id), eq(webhookEndpoints.secretEncrypted, current.secretEncrypted)))
      .returning();
    if (!row) throw new AppError('invalid_state', { message: 'The secret was rotated meanwhile; retry.' });
    const entry = auditEntry(scope, 'webhook_endpoint.secret_rotated', 'webhook_endpoint', id);
    await recordAudit(tx, by, { ...entry, after: { secretRotatedAt: now.toISOString() } }, now);
    return { row, secret };
  });
}

/** The secrets that sign a delivery now: the current one, plus the previous one during its overlap. */
export function activeSecrets(
  row: Pick<EndpointRow, 'secretEncrypted' | 'previousSecretEncrypted' | 'previousSecretExpiresAt'>,
  signingSecret: string,
  now: Date,
): string[] {
  const box = webhookSecretBox(signingSecret);
  const secrets = [box.open(row.secretEncrypted)];
  if (row.previousSecretEncrypted && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) secrets.push(box.open(row.previousSecretEncrypted));
  return secrets;
}

/**
 * Queue an event again: to one endpoint (any of the environment's enabled
 * endpoints, subscribed or not), or to every enabled endpoint subscribed to
 * its type. Receivers see the same `webhook-id` as before, so they can dedup.
 */
export async function redeliverEvent(db: DbOrTx, scope: Partition, eventId: string, endpointId: string | undefined, by: Actor, now: Date) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), inPartition(events, scope)));
  if (!event) throw new AppError('not_found', { param: 'id', message: `No such event: ${eventId}` });
  let targets: EndpointRow[];
  if (endpointId) {
    const endpoint = await getEndpoint(db, scope, endpointId).catch(() => {
      throw new AppError('not_found', { param: 'endpointId', message: `No such webhook endpoint: ${endpointId}` });
    });
    if (!endpoint.enabled) throw new AppError('invalid_state', { param: 'endpointId', message: 'The endpoint is disabled; enable it first.' });
    targets = [endpoint];
  } else {
    const all = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.environmentId, scope.environmentId), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt)));
    targets = all.filter((w) => matchesEventType(w.events, event.type));
  }
  return db.transaction(async (tx) => {
    const deliveries = targets.length
      ? await tx
          .insert(webhookDeliveries)
          .values(
            targets.map((w) => ({
              id: newId('webhookDelivery'),
              tenantId: scope.tenantId,
              environmentId: scope.environmentId,
              endpointId: w.id,
              eventId,
              nextAttemptAt: now,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status })
      : [];
    const entry = auditEntry(scope, 'event.redelivered', 'event', eventId);
    await recordAudit(tx, by, { ...entry, after: { endpointIds: deliveries.map((d) => d.endpointId) } }, now);
    return deliveries;
  });
}
