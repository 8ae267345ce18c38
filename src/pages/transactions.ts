import { Hono, type Context } from 'hono';
import { formatMoney } from '../lib/currency.ts';
import { LIMITS } from '../routers/shared/schemas.ts';
import { getKyc, isLiveEnvironment, startVerification } from '../services/kyc.ts';
import { hostedProvider } from '../services/kyc-providers.ts';
import { issueKycSession } from '../services/kyc-sessions.ts';
import { addEvidence, listDisputes, openDispute } from '../services/transactions/disputes.ts';
import { readInvite, readPartyLink, signPartyLink, type PartyClaims } from '../services/transactions/links.ts';
import { counterpartyRole, loadParties, partyId } from '../services/transactions/parties.ts';
import { getTransaction } from '../services/transactions/read.ts';
import { partyRefusal, pendingRequest, type PartyAction } from '../services/transactions/state-machine.ts';
import { acceptTransaction, cancelTransaction, requestSettlement, settle, withdrawRequest } from '../services/transactions/transitions.ts';
import type { PartyRole, TransactionRow } from '../services/transactions/types.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { html, page, PAGE_HEADERS, type SafeHtml } from './html.ts';

const STATUS_LABELS: Record<string, string> = {
  created: 'Created',
  invited: 'Waiting for acceptance',
  accepted: 'Accepted — waiting for the funds',
  funded: 'Funds held in escrow',
  disputed: 'In dispute',
  released: 'Released to the seller',
  refunded: 'Refunded to the buyer',
  cancelled: 'Cancelled',
};

/** What the party page says after an action (the `done` query parameter of its redirect). */
const DONE_MESSAGES: Record<string, string> = {
  release: 'The funds were released to the seller.',
  refund: 'The buyer was refunded.',
  request: 'Your request was sent. The other party can agree to it or open a dispute.',
  withdraw: 'Your request was withdrawn.',
  cancel: 'The transaction was cancelled.',
  dispute: 'Your dispute was opened.',
  evidence: 'Your evidence was added.',
};

function respond(c: Context, status: number, title: string, body: SafeHtml) {
  return c.body(page(title, body), status as 200, PAGE_HEADERS);
}

function notice(c: Context, status: number, title: string, message: string, back?: string, backText = 'Back to your transaction') {
  const link = back ? html`<p><a href="${back}">${backText}</a></p>` : '';
  return respond(c, status, title, html`<h1>${title}</h1><p class="notice" role="status">${message}</p>${link}`);
}

function days(n: number | null, what: string) {
  return n === null ? '' : html`<li>${what}: ${n} ${n === 1 ? 'day' : 'days'}</li>`;
}

function summary(row: TransactionRow, inviterName: string, role: PartyRole): SafeHtml {
  const roleName = role === 'buyer' ? 'Buyer' : 'Seller';
  return html`<dl>
  <dt>Item</dt><dd>${row.title}</dd>
  <dt>Amount</dt><dd class="amount">${formatMoney(row.amount, row.currency)}</dd>
  <dt>Your role</dt><dd>${row.initiator === role ? `${roleName} (you started this transaction)` : `${roleName}, invited by ${inviterName}`}</dd>
  <dt>Status</dt><dd><span class="badge">${STATUS_LABELS[row.status]}</span></dd>
</dl>
${row.timeline.deliveryDays !== null || row.timeline.inspectionDays !== null ? html`<h2>Timeline</h2><ul>${days(row.timeline.deliveryDays, 'Delivery')}${days(row.timeline.inspectionDays, 'Inspection')}</ul>` : ''}`;
}

const when = (at: string) => html`<time datetime="${at}">${new Date(at).toUTCString()}</time>`;

/**
 * The hosted escrow pages, server-rendered and working without JavaScript:
 * the counterparty's acceptance page (`/accept/{inviteToken}`) and each
 * party's page (`/t/{token}?party=…`). They call the same service functions
 * as the API, so the same rules, gates and events apply.
 */
export function transactionPages(deps: AppDeps) {
  const app = new Hono();

  async function loadInvite(c: Context) {
    const check = readInvite(deps.signingSecret, c.req.param('inviteToken')!, deps.clock.now());
    if (!check.ok) {
      return check.reason === 'expired'
        ? { error: notice(c, 410, 'This invitation has expired', 'Invitations last 14 days. Ask the person who invited you to send a new one.') }
        : { error: notice(c, 400, 'This invitation link is not valid', 'Check that you opened the whole link.') };
    }
    const { x, u, t, e, exp } = check.payload;
    const partition = { tenantId: t, environmentId: e };
    const row = await getTransaction(deps.db, partition, x);
    if (partyId(row, counterpartyRole(row)) !== u)
      return { error: notice(c, 400, 'This invitation link is not valid', 'Check that you opened the whole link.') };
    return { row, userId: u, partition, expiresAt: exp };
  }

  /**
   * An invitation that can no longer be acted on: cancelled, or already used
   * (then it leads to the party page, for the rest of its 14 days).
   */
  function spentInvite(c: Context, row: TransactionRow, userId: string) {
    if (row.status === 'cancelled') {
      return notice(c, 410, 'This transaction was cancelled', 'It was cancelled before any money was paid in, so there is nothing more to do here.');
    }
    return notice(
      c,
      410,
      'This invitation was already used',
      'The transaction has already been accepted.',
      partyUrl(row, userId),
      'Go to your transaction page',
    );
  }

  app.get('/accept/:inviteToken', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition } = loaded;
    if (row.status !== 'invited') return spentInvite(c, row, userId);
    const parties = await loadParties(deps.db, partition, [row]);
    const role = counterpartyRole(row);
    const inviter = parties.get(partyId(row, row.initiator))!;
    const kyc = await getKyc(deps.db, partition, userId);
    const action = `/accept/${c.req.param('inviteToken')}`;
    const provider = hostedProvider(deps.kycProviders, await isLiveEnvironment(deps.db, partition));
    return respond(
      c,
      200,
      `${inviter.name} invites you to an escrow transaction`,
      html`<h1>${inviter.name} invites you to an escrow transaction</h1>
${summary(row, inviter.name, role)}
<p>The money is held in escrow until both sides are satisfied.</p>
${verifySection(kyc.status, provider !== null, action)}
<form method="post" action="${action}">
  <input type="hidden" name="decision" value="accept">
  <button type="submit">Accept the transaction</button>
</form>
<p><a href="${action}/decline">Decline the invitation</a></p>`,
    );
  });

  function verifySection(kycStatus: string, available: boolean, action: string): SafeHtml | '' {
    if (kycStatus === 'complete') return '';
    if (kycStatus === 'rejected') {
      return html`<div class="notice"><p>Your identity could not be verified. Only the marketplace that invited you can start a new verification:
contact them.</p></div>`;
    }
    if (!available) {
      return html`<div class="notice"><p>Before the funds can be paid in, both parties must verify their identity, but identity verification is not set up
for this marketplace yet. Contact the marketplace that invited you.</p></div>`;
    }
    return html`<div class="notice"><p>Before the funds can be paid in, both parties must verify their identity.</p>
<form method="post" action="${action}/verify"><button type="submit" class="secondary">Verify my identity</button></form></div>`;
  }

  app.post('/accept/:inviteToken', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition } = loaded;
    const form = await c.req.parseBody();
    if (form.decision !== 'accept') return notice(c, 400, 'Nothing was decided', 'Use the Accept button on the invitation page.');
    try {
      await acceptTransaction(deps.db, partition, row.id, userId, deps.clock.now());
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'invalid_state') return spentInvite(c, await getTransaction(deps.db, partition, row.id), userId);
      if (error instanceof AppError && error.appCode === 'user_disabled')
        return notice(c, 409, 'This transaction cannot be accepted', 'A party is disabled. Contact the marketplace.');
      throw error;
    }
    return c.redirect(partyUrl(row, userId), 303);
  });

  app.get('/accept/:inviteToken/decline', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition } = loaded;
    if (row.status !== 'invited') return spentInvite(c, row, userId);
    const inviter = (await loadParties(deps.db, partition, [row])).get(partyId(row, row.initiator))!;
    const action = `/accept/${c.req.param('inviteToken')}`;
    return respond(
      c,
      200,
      'Decline the invitation?',
      html`<h1>Decline the invitation?</h1>
<p>You are about to decline <strong>${row.title}</strong> for <strong>${formatMoney(row.amount, row.currency)}</strong> with ${inviter.name}.
The transaction is cancelled for both of you and this invitation stops working. This cannot be undone.</p>
<form method="post" action="${action}/decline">
  <input type="hidden" name="confirm" value="yes">
  <label for="cancel-reason">Why are you declining? (optional; ${inviter.name} and the marketplace see this)</label>
  <textarea id="cancel-reason" name="reason" maxlength="500" rows="3" style="width:100%"></textarea>
  <button type="submit">Yes, decline and cancel the transaction</button>
</form>
<p><a href="${action}">No, go back to the invitation</a></p>`,
    );
  });

  app.post('/accept/:inviteToken/decline', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition } = loaded;
    const form = await c.req.parseBody();
    if (form.confirm !== 'yes') return c.redirect(`/accept/${c.req.param('inviteToken')}/decline`, 303);
    let reason: string | null;
    try {
      reason = optionalText(form.reason, LIMITS.shortText);
      await cancelTransaction(deps.db, partition, row.id, { by: counterpartyRole(row), reason }, deps.clock.now());
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'invalid_state') return spentInvite(c, await getTransaction(deps.db, partition, row.id), userId);
      if (error instanceof AppError && error.appCode === 'validation_failed') {
        return notice(c, 400, 'That could not be done', error.message, `/accept/${c.req.param('inviteToken')}/decline`, 'Back');
      }
      throw error;
    }
    return notice(c, 200, 'You declined the invitation', 'The transaction is cancelled. Nothing was paid in, and there is nothing more to do.');
  });

  app.post('/accept/:inviteToken/verify', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition, expiresAt } = loaded;
    // Only an open invitation starts a verification (decisions §8): a used one is no way to retry a refused check.
    if (row.status !== 'invited') return spentInvite(c, row, userId);
    const provider = hostedProvider(deps.kycProviders, await isLiveEnvironment(deps.db, partition));
    if (!provider) {
      const message = 'Identity verification is not set up for this marketplace yet. Contact the marketplace that invited you.';
      return notice(c, 503, 'Verification is not available', message);
    }
    const back = `/accept/${c.req.param('inviteToken')}`;
    try {
      await startVerification(deps.db, partition, userId, provider, deps.clock.now(), { restartRejected: false });
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'kyc_already_complete') return c.redirect(back, 303);
      if (error instanceof AppError && error.appCode === 'invalid_state') {
        return notice(c, 409, 'We could not verify you', error.message, back, 'Back to the invitation');
      }
      throw error;
    }
    const session = issueKycSession(deps.signingSecret, '', partition, userId, provider.name, deps.clock.now(), {
      invite: { transactionId: row.id, expiresAt },
    });
    return c.redirect(session.url, 303);
  });

  /** Relative party-page URL for a fresh party link. */
  function partyUrl(row: TransactionRow, userId: string) {
    return signPartyLink(deps.signingSecret, '', row, userId, deps.clock.now()).url;
  }

  async function loadParty(c: Context, party: string | undefined) {
    const check = party ? readPartyLink(deps.signingSecret, party, deps.clock.now()) : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) {
      return check.reason === 'expired'
        ? { error: notice(c, 410, 'This link has expired', 'Party links last an hour. Ask the marketplace for a new one.') }
        : { error: notice(c, 400, 'This link is not valid', 'Check that you opened the whole link.') };
    }
    const claims: PartyClaims = check.payload;
    const partition = { tenantId: claims.t, environmentId: claims.e };
    const row = await getTransaction(deps.db, partition, claims.x);
    if (row.token !== c.req.param('token') || (claims.u !== row.sellerId && claims.u !== row.buyerId)) {
      return { error: notice(c, 400, 'This link is not valid', 'Check that you opened the whole link.') };
    }
    const role: PartyRole = claims.u === row.sellerId ? 'seller' : 'buyer';
    return { row, partition, role, party: party! };
  }

  app.get('/t/:token', async (c) => {
    const loaded = await loadParty(c, c.req.query('party'));
    if ('error' in loaded) return loaded.error;
    const { row, partition, role, party } = loaded;
    const parties = await loadParties(deps.db, partition, [row]);
    const other = parties.get(role === 'seller' ? row.buyerId : row.sellerId)!;
    const disputes = row.status === 'disputed' ? await listDisputes(deps.db, partition, row.id) : [];
    const open = disputes.find((d) => d.status === 'open');
    const flash = DONE_MESSAGES[c.req.query('done') ?? ''];
    const view: PartyView = { row, role, party, otherName: other.name };
    return respond(
      c,
      200,
      `${row.title} – your escrow transaction`,
      html`<h1>${row.title}</h1>
${flash ? html`<p class="notice" role="status">${flash}</p>` : ''}
${summary(row, parties.get(partyId(row, row.initiator))!.name, role)}
<p>The other party: ${other.name}</p>
${requestSection(view)}
<h2>History</h2>
<ol class="history">${row.history.map((h) => html`<li>${STATUS_LABELS[h.status]} — ${when(h.at)}</li>`)}</ol>
${row.status === 'cancelled' && row.cancellationReason ? html`<p>Reason given for cancelling: ${row.cancellationReason}</p>` : ''}
${actionsSection(view)}
${
  open
    ? html`<h2>Dispute</h2>
<p>Opened by the ${open.openedBy}: ${open.reason}</p>
<ul>${open.evidence.map((e) => html`<li>${e.submittedBy}: ${e.description}</li>`)}</ul>
<form method="post" action="/t/${row.token}/evidence">${hiddenParty(party)}
  <label for="description">Add evidence</label>
  <textarea id="description" name="description" required maxlength="5000" rows="4" style="width:100%"></textarea>
  <button type="submit">Add evidence</button>
</form>`
    : ''
}`,
    );
  });

  const CONFIRMABLE = ['release', 'refund', 'cancel'] as const;
  type Confirmable = (typeof CONFIRMABLE)[number];

  /** The confirmation step before money moves or the transaction ends: it restates the amount and the other party. */
  app.get('/t/:token/confirm', async (c) => {
    const loaded = await loadParty(c, c.req.query('party'));
    if ('error' in loaded) return loaded.error;
    const { row, partition, role, party } = loaded;
    const action = c.req.query('action') as Confirmable;
    const pageUrl = `/t/${row.token}?party=${encodeURIComponent(party)}`;
    if (!CONFIRMABLE.includes(action)) return notice(c, 400, 'Nothing to confirm', 'Use the buttons on your transaction page.', pageUrl);
    const refusal = partyRefusal(row, role, action);
    if (refusal) return notice(c, refusal.kind === 'role' ? 403 : 409, 'That could not be done', refusal.message, pageUrl);
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
      ? html`<label for="cancel-reason">Why are you cancelling? (optional; ${other.name} and the marketplace see this)</label>
  <textarea id="cancel-reason" name="reason" maxlength="500" rows="3" style="width:100%"></textarea>`
      : ''
  }
  <button type="submit">${text.button}</button>
</form>
<p><a href="${pageUrl}">No, go back to the transaction</a></p>`,
    );
  });

  /** A party's action: the same service functions (and events) as the API, then back to the page. */
  async function act(
    c: Context,
    run: (ctx: {
      row: TransactionRow;
      partition: { tenantId: string; environmentId: string };
      role: PartyRole;
      form: Record<string, unknown>;
    }) => Promise<unknown>,
    done: string,
    confirm?: Confirmable,
  ) {
    const form = await c.req.parseBody();
    const loaded = await loadParty(c, typeof form.party === 'string' ? form.party : undefined);
    if ('error' in loaded) return loaded.error;
    const pageUrl = `/t/${loaded.row.token}?party=${encodeURIComponent(loaded.party)}`;
    // Money moves and endings only from the confirmation page; anything else is sent there first.
    if (confirm && form.confirm !== 'yes') return c.redirect(`/t/${loaded.row.token}/confirm?party=${encodeURIComponent(loaded.party)}&action=${confirm}`, 303);
    try {
      await run({ ...loaded, form });
    } catch (error) {
      const codes = ['invalid_state', 'kyc_required', 'sanctions_hold', 'user_disabled', 'validation_failed', 'role_forbidden'];
      if (error instanceof AppError && codes.includes(error.appCode)) {
        const status = error.appCode === 'validation_failed' ? 400 : error.appCode === 'role_forbidden' ? 403 : 409;
        return notice(c, status, 'That could not be done', error.message, pageUrl);
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
      ({ row, partition, role, form }) => openDispute(db, partition, row.id, { openedBy: role, reason: text(form.reason, LIMITS.text) }, now()),
      'dispute',
    ),
  );
  app.post('/t/:token/evidence', (c) =>
    act(
      c,
      ({ row, partition, role, form }) =>
        addEvidence(db, partition, row.id, { submittedBy: role, description: text(form.description, LIMITS.longText) }, now()),
      'evidence',
    ),
  );

  app.onError((error, c) => {
    if (error instanceof AppError && error.appCode === 'not_found') return notice(c, 404, 'Transaction not found', 'This transaction no longer exists.');
    deps.logger.error({ err: error }, 'transaction page error');
    return notice(c, 500, 'Something went wrong', 'Please try again in a moment.');
  });

  return app;
}

interface PartyView {
  row: TransactionRow;
  role: PartyRole;
  party: string;
  otherName: string;
}

const hiddenParty = (party: string) => html`<input type="hidden" name="party" value="${party}">`;

function text(value: unknown, max: number): string {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v || v.length > max) throw new AppError('validation_failed', { message: `Write between 1 and ${max} characters.` });
  return v;
}

function optionalText(value: unknown, max: number): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  if (v.length > max) throw new AppError('validation_failed', { message: `Write at most ${max} characters.` });
  return v || null;
}

/** A pending request, as the requester and as the party asked to answer it see it. */
function requestSection({ row, role, party, otherName }: PartyView): SafeHtml | '' {
  const pending = pendingRequest(row);
  if (!pending || row.status !== 'funded') return '';
  const what = pending.type === 'release' ? 'release the funds to the seller' : 'refund the buyer';
  const reason = pending.reason ? html`<p>Their reason: ${pending.reason}</p>` : '';
  if (pending.requestedBy === role) {
    return html`<h2>Your request</h2>
<div class="notice"><p>You asked ${otherName} to ${what} on ${when(pending.requestedAt)}. Waiting for their answer.</p>
${pending.reason ? html`<p>Your reason: ${pending.reason}</p>` : ''}
<form method="post" action="/t/${row.token}/withdraw">${hiddenParty(party)}<button type="submit" class="secondary">Withdraw my request</button></form></div>`;
  }
  const agree = pending.type === 'release' ? 'Agree and release the funds' : 'Agree and refund the buyer';
  return html`<h2>${otherName} asks you to ${what}</h2>
<div class="notice"><p>Requested on ${when(pending.requestedAt)}.</p>${reason}
<form method="get" action="/t/${row.token}/confirm">${hiddenParty(party)}<input type="hidden" name="action" value="${pending.type}">
<button type="submit">${agree}</button></form>
<p>If you do not agree, open a dispute below: the marketplace will decide.</p></div>`;
}

/** The buttons the party may use now, as PARTY_RIGHTS and the state allow. */
function actionsSection({ row, role, party, otherName }: PartyView): SafeHtml | '' {
  const may = (action: PartyAction) => partyRefusal(row, role, action) === null;
  const confirmButton = (action: 'release' | 'refund' | 'cancel', label: string, secondary = false) =>
    html`<form method="get" action="/t/${row.token}/confirm">${hiddenParty(party)}<input type="hidden" name="action" value="${action}">
<button type="submit"${secondary ? html` class="secondary"` : ''}>${label}</button></form>`;
  const parts: (SafeHtml | '')[] = [];
  const pending = pendingRequest(row);
  // Answering a pending request is offered in its own section above.
  const answering = (action: 'release' | 'refund') => pending?.type === action && pending.requestedBy !== role;
  if (may('release') && !answering('release')) parts.push(confirmButton('release', 'Release the funds to the seller'));
  if (may('refund') && !answering('refund')) parts.push(confirmButton('refund', 'Refund the buyer', true));
  for (const [action, type] of [
    ['request_release', 'release'],
    ['request_refund', 'refund'],
  ] as const) {
    if (!may(action)) continue;
    const label = type === 'release' ? `Ask ${otherName} to release the funds` : `Ask ${otherName} for a refund`;
    parts.push(html`<form method="post" action="/t/${row.token}/request-${type}">${hiddenParty(party)}
  <label for="request-reason">${label}: why? (optional; ${otherName} sees this)</label>
  <textarea id="request-reason" name="reason" maxlength="500" rows="3" style="width:100%"></textarea>
  <button type="submit" class="secondary">${label}</button>
</form>`);
  }
  if (may('dispute')) {
    parts.push(html`<form method="post" action="/t/${row.token}/dispute">${hiddenParty(party)}
  <label for="reason">Something went wrong? Describe the problem</label>
  <textarea id="reason" name="reason" required maxlength="2000" rows="4" style="width:100%"></textarea>
  <button type="submit">Open a dispute</button>
</form>`);
  }
  if (may('cancel')) parts.push(confirmButton('cancel', 'Cancel the transaction', true));
  return parts.length ? html`<h2>Actions</h2>${parts}` : '';
}
