/**
 * Each party's page (`/t/{token}?party=…`): the transaction, its history and
 * dispute, the confirmation step before money moves, and the party's actions.
 */
import type { Context, Hono } from 'hono';
import { formatMoney } from '../../lib/currency.ts';
import { LIMITS } from '../../routers/shared/schemas.ts';
import { getKyc, isLiveEnvironment } from '../../services/kyc.ts';
import { hostedProvider } from '../../services/kyc-providers.ts';
import { presentationFor, presentationForTransactionToken } from '../../services/presentation.ts';
import { addEvidence, listDisputes, openDispute } from '../../services/transactions/disputes.ts';
import { readPartyLink, type PartyClaims } from '../../services/transactions/links.ts';
import { loadParties, partyId } from '../../services/transactions/parties.ts';
import { getTransaction } from '../../services/transactions/read.ts';
import { partyRefusal, pendingRequest } from '../../services/transactions/state-machine.ts';
import { cancelTransaction, requestSettlement, settle, withdrawRequest } from '../../services/transactions/transitions.ts';
import type { PartyRole, TransactionRow } from '../../services/transactions/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { html } from '../html.ts';
import { linkProblem, notice, respond } from '../hosted.ts';
import { recoveryForm } from './recovery.ts';
import { startHostedVerification } from './verify.ts';
import { optionalText, text } from './forms.ts';
import {
  actionsSection,
  DONE_MESSAGES,
  readersOf,
  textBox,
  disputeSection,
  hiddenParty,
  historyEntry,
  nextStep,
  problemSection,
  requestSection,
  summary,
  verifySection,
  type PartyView,
} from './views.ts';

export function partyRoutes(app: Hono, deps: AppDeps): void {
  async function loadParty(c: Context, party: string | undefined) {
    const check = party ? await readPartyLink(deps.db, deps.signingSecret, party, deps.clock.now()) : ({ ok: false, reason: 'invalid' } as const);
    // A link that does not verify still names its transaction in the path: its page says whom to ask, and can mail a new link.
    const ref = c.req.param('token') ?? '';
    const recovery = recoveryForm(ref);
    const invalid = async () => {
      const why = 'Check that you opened the whole link: it may have been cut when it was copied. You can get a new one by email below.';
      return { error: linkProblem(c, 400, 'This link is not valid', why, await presentationForTransactionToken(deps.db, ref), { recovery }) };
    };
    if (!check.ok) {
      if (check.reason === 'invalid') return invalid();
      const presentation = await presentationFor(deps.db, { tenantId: check.payload.t, environmentId: check.payload.e });
      const why = 'Links to a transaction page work for an hour after they are sent. You can get a new one by email below.';
      return { error: linkProblem(c, 410, 'This link has expired', why, presentation, { recovery }) };
    }
    const claims: PartyClaims = check.payload;
    const partition = { tenantId: claims.t, environmentId: claims.e };
    const row = await getTransaction(deps.db, partition, claims.x);
    if (row.token !== c.req.param('token') || (claims.u !== row.sellerId && claims.u !== row.buyerId)) return invalid();
    const role: PartyRole = claims.u === row.sellerId ? 'seller' : 'buyer';
    const presentation = await presentationFor(deps.db, partition);
    return { row, partition, role, party: party!, mailed: claims.m === 1, presentation };
  }

  app.get('/t/:token', async (c) => {
    const loaded = await loadParty(c, c.req.query('party'));
    if ('error' in loaded) return loaded.error;
    const { row, partition, role, party, mailed, presentation } = loaded;
    const parties = await loadParties(deps.db, partition, [row]);
    const other = parties.get(role === 'seller' ? row.buyerId : row.sellerId)!;
    const disputes = row.status === 'disputed' ? await listDisputes(deps.db, partition, row.id) : [];
    const open = disputes.find((d) => d.status === 'open');
    const flash = DONE_MESSAGES[c.req.query('done') ?? ''];
    const view: PartyView = { row, role, party, mailed, otherName: other.name, presentation };
    // Funding waits on both parties' identity (decisions §8): the "verify your identity" message leads here.
    const kyc = row.status === 'accepted' ? await getKyc(deps.db, partition, partyId(row, role)) : null;
    const canVerify = kyc && kyc.status !== 'complete' && hostedProvider(deps.kycProviders, await isLiveEnvironment(deps.db, partition)) !== null;
    return respond(
      c,
      200,
      `${row.title} – your escrow transaction`,
      html`<h1>${row.title}</h1>
${flash ? html`<p class="notice" role="status">${flash}</p>` : ''}
${summary(row, parties.get(partyId(row, row.initiator))!.name, role, other.name)}
${nextStep(view)}
${kyc ? verifySection(kyc.status, Boolean(canVerify), `/t/${row.token}`, presentation, hiddenParty(party)) : ''}
${requestSection(view)}
${open ? disputeSection(view, open) : ''}
${actionsSection(view)}
${row.status === 'cancelled' && row.cancellationReason ? html`<p>Reason given for cancelling: ${row.cancellationReason}</p>` : ''}
<h2>History</h2>
<ol class="history">${row.history.map(historyEntry)}</ol>
${problemSection(view)}`,
      presentation,
    );
  });

  const CONFIRMABLE = ['release', 'refund', 'cancel'] as const;
  type Confirmable = (typeof CONFIRMABLE)[number];

  /** The confirmation step before money moves or the transaction ends: it restates the amount and the other party. */
  app.get('/t/:token/confirm', async (c) => {
    const loaded = await loadParty(c, c.req.query('party'));
    if ('error' in loaded) return loaded.error;
    const { row, partition, role, party, presentation } = loaded;
    const action = c.req.query('action') as Confirmable;
    const back = { href: `/t/${row.token}?party=${encodeURIComponent(party)}`, text: 'Back to your transaction' };
    if (!CONFIRMABLE.includes(action)) return notice(c, 400, 'Nothing to confirm', 'Use the buttons on your transaction page.', presentation, back);
    const refusal = partyRefusal(row, role, action);
    if (refusal) return notice(c, refusal.kind === 'role' ? 403 : 409, 'That could not be done', refusal.message, presentation, back);
    const parties = await loadParties(deps.db, partition, [row]);
    const other = parties.get(role === 'seller' ? row.buyerId : row.sellerId)!;
    const amount = formatMoney(row.amount, row.currency);
    const pending = pendingRequest(row);
    const answering = pending && pending.type === action && pending.requestedBy !== role;
    const text = {
      release: {
        title: 'Release the funds to the seller?',
        body: html`You are about to release <strong>${amount}</strong> to <strong>${other.name}</strong>, the seller, for ${row.title}.`,
        button: `Yes, release ${amount} to ${other.name}`,
      },
      refund: {
        title: 'Refund the buyer?',
        body: html`You are about to refund <strong>${amount}</strong> to <strong>${other.name}</strong>, the buyer, for ${row.title}.`,
        button: `Yes, refund ${amount} to ${other.name}`,
      },
      cancel: {
        title: 'Cancel the transaction?',
        body: html`You are about to cancel ${row.title} (<strong>${amount}</strong>) with <strong>${other.name}</strong>. Nothing has been paid in yet;
the invitation stops working.`,
        button: 'Yes, cancel the transaction',
      },
    }[action];
    return respond(
      c,
      200,
      text.title,
      html`<h1>${text.title}</h1>
<p>${text.body} ${answering ? `This answers ${other.name}'s request.` : ''} This cannot be undone.</p>
<form method="post" action="/t/${row.token}/${action}">${hiddenParty(party)}
  <input type="hidden" name="confirm" value="yes">
  ${
    action === 'cancel'
      ? textBox('cancel-reason', 'reason', 'Why are you cancelling? (optional)', readersOf(other.name, presentation), { max: 500, rows: 3 })
      : ''
  }
  <button type="submit">${text.button}</button>
</form>
<p><a href="${back.href}">No, go back to the transaction</a></p>`,
      presentation,
    );
  });

  /** A party's action: the same service functions (and events) as the API, then back to the page. */
  async function act(
    c: Context,
    run: (ctx: {
      row: TransactionRow;
      partition: { tenantId: string; environmentId: string };
      role: PartyRole;
      mailed: boolean;
      form: Record<string, unknown>;
    }) => Promise<unknown>,
    done: string,
    confirm?: Confirmable,
  ) {
    const form = await c.req.parseBody();
    const loaded = await loadParty(c, typeof form.party === 'string' ? form.party : undefined);
    if ('error' in loaded) return loaded.error;
    const pageUrl = `/t/${loaded.row.token}?party=${encodeURIComponent(loaded.party)}`;
    const back = { href: pageUrl, text: 'Back to your transaction' };
    // Money moves and endings only from the confirmation page; anything else is sent there first.
    if (confirm && form.confirm !== 'yes') return c.redirect(`/t/${loaded.row.token}/confirm?party=${encodeURIComponent(loaded.party)}&action=${confirm}`, 303);
    try {
      await run({ ...loaded, form });
    } catch (error) {
      const codes = ['invalid_state', 'kyc_required', 'sanctions_hold', 'user_disabled', 'validation_failed', 'role_forbidden', 'test_clock_advancing'];
      if (error instanceof AppError && codes.includes(error.appCode)) {
        const status = error.appCode === 'validation_failed' ? 400 : error.appCode === 'role_forbidden' ? 403 : 409;
        return notice(c, status, 'That could not be done', error.message, loaded.presentation, back);
      }
      throw error;
    }
    return c.redirect(`${pageUrl}&done=${done}`, 303);
  }

  const { db } = deps;
  const now = () => deps.clock.now();
  const reason = (form: Record<string, unknown>) => optionalText(form.reason, LIMITS.shortText);
  for (const action of ['release', 'refund'] as const) {
    app.post(`/t/:token/${action}`, (c) => act(c, ({ row, partition, role }) => settle(db, partition, row.id, action, now(), { by: role }), action, action));
    app.post(`/t/:token/request-${action}`, (c) =>
      act(c, ({ row, partition, role, form }) => requestSettlement(db, partition, row.id, action, role, reason(form), now()), 'request'),
    );
  }
  app.post('/t/:token/withdraw', (c) => act(c, ({ row, partition, role }) => withdrawRequest(db, partition, row.id, role, now()), 'withdraw'));
  app.post('/t/:token/cancel', (c) =>
    act(c, ({ row, partition, role, form }) => cancelTransaction(db, partition, row.id, { by: role, reason: reason(form) }, now()), 'cancel', 'cancel'),
  );
  app.post('/t/:token/dispute', (c) =>
    act(
      c,
      ({ row, partition, role, form }) =>
        openDispute(db, partition, row.id, { openedBy: role, reason: text(form.reason, LIMITS.text) }, now(), deps.managedDisputeEvidenceDays),
      'dispute',
    ),
  );
  app.post('/t/:token/verify', async (c) => {
    const form = await c.req.parseBody();
    const loaded = await loadParty(c, typeof form.party === 'string' ? form.party : undefined);
    if ('error' in loaded) return loaded.error;
    const { row, partition, role, party, presentation } = loaded;
    const back = { href: `/t/${row.token}?party=${encodeURIComponent(party)}`, text: 'Back to your transaction' };
    if (row.status !== 'accepted')
      return notice(c, 409, 'That could not be done', 'Identity is verified here only while the funds wait on it.', presentation, back);
    // The flow ends with a link to this party page (no invitation: its expiry is now).
    const start = { partition, userId: partyId(row, role), transactionId: row.id, inviteExpiresAt: now().getTime(), presentation, back };
    return startHostedVerification(c, deps, start);
  });
  app.post('/t/:token/evidence', (c) =>
    act(
      c,
      ({ row, partition, role, mailed, form }) =>
        addEvidence(
          db,
          partition,
          row.id,
          // In a managed dispute, through a link the tenant held (decisions §13), it is the tenant's, whoever typed it.
          { submittedBy: role, source: 'party', sourceIfManaged: mailed ? 'party' : 'tenant', description: text(form.description, LIMITS.longText) },
          now(),
        ),
      'evidence',
    ),
  );
}
