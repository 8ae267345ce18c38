/**
 * Party messages from the event outbox (decisions §13). The webhook fan-out
 * claims each event once (FOR UPDATE SKIP LOCKED, src/services/webhooks/
 * dispatch.ts) and hands the batch to this consumer in the same database
 * transaction, so a message is composed exactly once per event, from every
 * source of a change alike (API, hosted page, the timeline job, test clocks),
 * and only while the environment has `partyEmails` on when the fan-out runs
 * (not when the event was written).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { environments, events, transactions } from '../../db/schema/index.ts';
import type { Partition } from '../partition.ts';
import { INVITE_TTL_MS, signInvite, signPartyLink } from '../transactions/links.ts';
import { loadParties } from '../transactions/parties.ts';
import { rowTime } from '../transactions/time.ts';
import type { PartyRole, TransactionRow } from '../transactions/types.ts';
import { presentationsOf } from '../presentation.ts';
import { renderEmail, type EmailPresentation } from './layout.ts';
import { enqueueEmail, type EmailSettings } from './outbox.ts';
import { PARTY_EMAIL_EVENTS, partyMessages } from './party-messages.ts';

/** An event as the fan-out claimed it. */
export interface DispatchedEvent {
  id: string;
  tenantId: string;
  environmentId: string;
  type: string;
}

/** Something done with each claimed batch of events, inside the claim's transaction. */
export type EventConsumer = (tx: DbOrTx, batch: readonly DispatchedEvent[], now: Date) => Promise<void>;

export interface ComposeDeps {
  signingSecret: string;
  publicUrl: string;
  settings: EmailSettings;
}

/**
 * How each environment's tenant presents itself in its messages: the hosted
 * pages' presentation (display name or tenant name, support email and page,
 * accent colour) with the logo as an absolute URL under PUBLIC_URL. The one
 * place a presentation is read for email.
 */
export async function emailPresentations(
  tx: DbOrTx,
  environmentIds: readonly string[],
  publicUrl: string,
): Promise<Map<string, EmailPresentation & { live: boolean }>> {
  const found = await presentationsOf(tx, environmentIds);
  return new Map(
    [...found].map(([id, p]) => [
      id,
      {
        name: p.name,
        supportEmail: p.supportEmail,
        supportUrl: p.supportUrl,
        accentColor: p.accentColor,
        logoUrl: p.logoPath ? `${publicUrl}${p.logoPath}` : null,
        live: p.livemode,
      },
    ]),
  );
}

export function partyEmailConsumer(deps: ComposeDeps): EventConsumer {
  const mailed = new Set<string>(PARTY_EMAIL_EVENTS);
  return async (tx, batch, now) => {
    const candidates = batch.filter((e) => mailed.has(e.type));
    if (candidates.length === 0) return;
    const on = await tx
      .select({ id: environments.id })
      .from(environments)
      .where(and(inArray(environments.id, [...new Set(candidates.map((e) => e.environmentId))]), eq(environments.partyEmails, true)));
    const enabled = new Set(on.map((r) => r.id));
    const wanted = candidates.filter((e) => enabled.has(e.environmentId));
    if (wanted.length === 0) return;
    const presentations = await emailPresentations(tx, [...enabled], deps.publicUrl);
    const rows = await tx
      .select({ id: events.id, data: events.data })
      .from(events)
      .where(
        inArray(
          events.id,
          wanted.map((e) => e.id),
        ),
      );
    const dataOf = new Map(rows.map((r) => [r.id, r.data]));
    for (const environmentId of enabled) {
      const envEvents = wanted.filter((e) => e.environmentId === environmentId);
      if (envEvents.length === 0) continue;
      const partition: Partition = { tenantId: envEvents[0]!.tenantId, environmentId };
      const ids = [...new Set(envEvents.map((e) => dataOf.get(e.id)?.transactionId).filter((id): id is string => typeof id === 'string'))];
      if (ids.length === 0) continue;
      const txRows = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.environmentId, environmentId), inArray(transactions.id, ids)));
      const byId = new Map(txRows.map((r) => [r.id, r]));
      const parties = await loadParties(tx, partition, txRows);
      const presentation = presentations.get(environmentId)!;
      for (const event of envEvents) {
        const data = dataOf.get(event.id) ?? {};
        const row = byId.get(data.transactionId as string);
        const seller = row && parties.get(row.sellerId);
        const buyer = row && parties.get(row.buyerId);
        if (!row || !seller || !buyer) continue;
        // A party link expires on its transaction's time: a sandbox test clock's, if it is on one.
        const at = await rowTime(tx, row, now);
        const messages = partyMessages(event.type, data, {
          row,
          parties: { seller, buyer },
          marketplace: presentation.name,
          inviteUrl: inviteUrl(deps, row),
          partyUrl: (role, action) => partyUrl(deps, row, role, at, action),
        });
        for (const m of messages) {
          const to = m.role === 'seller' ? seller : buyer;
          await enqueueEmail(
            tx,
            deps.settings,
            {
              audience: 'party',
              template: m.template,
              tenantId: partition.tenantId,
              environmentId,
              transactionId: row.id,
              userId: to.id,
              eventId: event.id,
              to: { address: to.email, name: to.name },
              rendered: renderEmail(m.content, presentation, { test: !presentation.live }),
            },
            now,
          );
        }
      }
    }
  };
}

/**
 * The counterparty's invitation: by default the token the API returned at
 * creation (same claims, same expiry, so the same signature); a recovered
 * link passes its own, later expiry. On a sandbox test clock the claims name
 * it (`k`), and the expiry is on its time, as the API's.
 */
export function inviteUrl(deps: ComposeDeps, row: TransactionRow, expiresAtMs = row.createdAt.getTime() + INVITE_TTL_MS): string {
  const invited = row.initiator === 'seller' ? row.buyerId : row.sellerId;
  const token = signInvite(deps.signingSecret, {
    x: row.id,
    u: invited,
    t: row.tenantId,
    e: row.environmentId,
    exp: expiresAtMs,
    ...(row.testClockId ? { k: row.testClockId } : {}),
  });
  return `${deps.publicUrl}/accept/${token}`;
}

/** A fresh party link (one hour from `now`, the transaction's time: `rowTime`) for one party of `row`, or its confirmation step of `action`: mailed, so marked so. */
export function partyUrl(deps: ComposeDeps, row: TransactionRow, role: PartyRole, now: Date, action?: 'release' | 'refund'): string {
  const { url } = signPartyLink(deps.signingSecret, deps.publicUrl, row, role === 'seller' ? row.sellerId : row.buyerId, now, { mailed: true });
  if (!action) return url;
  const party = new URL(url).searchParams.get('party')!;
  return `${deps.publicUrl}/t/${row.token}/confirm?party=${encodeURIComponent(party)}&action=${action}`;
}
