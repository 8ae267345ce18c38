import { Hono, type Context } from 'hono';
import { formatMoney } from '../lib/currency.ts';
import { getKyc, startVerification } from '../services/kyc.ts';
import { issueKycSession } from '../services/kyc-sessions.ts';
import {
  acceptTransaction,
  addEvidence,
  counterpartyRole,
  getTransaction,
  listDisputes,
  loadParties,
  openDispute,
  partyId,
  readInvite,
  readPartyLink,
  settle,
  signPartyLink,
  type PartyClaims,
  type PartyRole,
  type TransactionRow,
} from '../services/transactions.ts';
import type { AppDeps } from '../trpc/context.ts';
import { AppError } from '../trpc/errors.ts';
import { html, page, PAGE_HEADERS, type SafeHtml } from './html.ts';

const STATUS_LABELS: Record<string, string> = {
  created: 'Created',
  invited: 'Waiting for acceptance',
  accepted: 'Accepted — waiting for the funds',
  funded: 'Funds held in escrow',
  disputed: 'In dispute',
  released: 'Released to the seller',
  refunded: 'Refunded to the buyer',
};

function respond(c: Context, status: number, title: string, body: SafeHtml) {
  return c.body(page(title, body), status as 200, PAGE_HEADERS);
}

function notice(c: Context, status: number, title: string, message: string, back?: string) {
  return respond(c, status, title, html`<h1>${title}</h1><p class="notice" role="status">${message}</p>${back ? html`<p><a href="${back}">Back to your transaction</a></p>` : ''}`);
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
    const { x, u, t, e } = check.payload;
    const partition = { tenantId: t, environmentId: e };
    const row = await getTransaction(deps.db, partition, x);
    if (partyId(row, counterpartyRole(row)) !== u) return { error: notice(c, 400, 'This invitation link is not valid', 'Check that you opened the whole link.') };
    return { row, userId: u, partition };
  }

  app.get('/accept/:inviteToken', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition } = loaded;
    if (row.status !== 'invited') return notice(c, 410, 'This invitation was already used', 'The transaction has already been accepted. Use the link to your transaction page instead.');
    const parties = await loadParties(deps.db, partition, [row]);
    const role = counterpartyRole(row);
    const inviter = parties.get(partyId(row, row.initiator))!;
    const kyc = await getKyc(deps.db, partition, userId);
    const action = `/accept/${c.req.param('inviteToken')}`;
    return respond(
      c,
      200,
      `${inviter.name} invites you to an escrow transaction`,
      html`<h1>${inviter.name} invites you to an escrow transaction</h1>
${summary(row, inviter.name, role)}
<p>The money is held in escrow until both sides are satisfied.</p>
${
  kyc.status === 'complete'
    ? ''
    : html`<div class="notice"><p>Before the funds can be paid in, both parties must verify their identity.</p>
<form method="post" action="${action}/verify"><button type="submit" class="secondary">Verify my identity</button></form></div>`
}
<form method="post" action="${action}">
  <input type="hidden" name="decision" value="accept">
  <button type="submit">Accept the transaction</button>
</form>`,
    );
  });

  app.post('/accept/:inviteToken', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition } = loaded;
    const form = await c.req.parseBody();
    if (form.decision !== 'accept') return notice(c, 400, 'Nothing was decided', 'Use the Accept button on the invitation page.');
    try {
      await acceptTransaction(deps.db, partition, row.id, userId, deps.clock.now());
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'invalid_state') {
        return notice(c, 410, 'This invitation was already used', 'The transaction has already been accepted.');
      }
      if (error instanceof AppError && error.appCode === 'user_disabled') return notice(c, 409, 'This transaction cannot be accepted', 'A party is disabled. Contact the marketplace.');
      throw error;
    }
    return c.redirect(partyUrl(row, userId), 303);
  });

  app.post('/accept/:inviteToken/verify', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const provider = deps.kycProviders.sandbox ?? Object.values(deps.kycProviders)[0];
    if (!provider) return notice(c, 503, 'Verification is not available', 'Try again later.');
    try {
      await startVerification(deps.db, loaded.partition, loaded.userId, provider, deps.clock.now());
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'kyc_already_complete') return c.redirect(`/accept/${c.req.param('inviteToken')}`, 303);
      throw error;
    }
    const session = issueKycSession(deps.signingSecret, '', loaded.partition, loaded.userId, provider.name, deps.clock.now());
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
    const base = `/t/${row.token}`;
    const hidden = html`<input type="hidden" name="party" value="${party}">`;
    const flash = c.req.query('done');
    return respond(
      c,
      200,
      `${row.title} – your escrow transaction`,
      html`<h1>${row.title}</h1>
${flash ? html`<p class="notice" role="status">${flash === 'dispute' ? 'Your dispute was opened.' : flash === 'evidence' ? 'Your evidence was added.' : 'Your request was recorded.'}</p>` : ''}
${summary(row, parties.get(partyId(row, row.initiator))!.name, role)}
<p>The other party: ${other.name}</p>
<h2>History</h2>
<ol class="history">${row.history.map((h) => html`<li>${STATUS_LABELS[h.status]} — <time datetime="${h.at}">${new Date(h.at).toUTCString()}</time></li>`)}</ol>
${
  row.status === 'funded'
    ? html`<h2>Actions</h2>
<form method="post" action="${base}/release">${hidden}<button type="submit">Release the funds to the seller</button></form>
<form method="post" action="${base}/refund">${hidden}<button type="submit" class="secondary">Refund the buyer</button></form>
<form method="post" action="${base}/dispute">${hidden}
  <label for="reason">Something went wrong? Describe the problem</label>
  <textarea id="reason" name="reason" required maxlength="2000" rows="4" style="width:100%"></textarea>
  <button type="submit">Open a dispute</button>
</form>`
    : ''
}
${
  open
    ? html`<h2>Dispute</h2>
<p>Opened by the ${open.openedBy}: ${open.reason}</p>
<ul>${open.evidence.map((e) => html`<li>${e.submittedBy}: ${e.description}</li>`)}</ul>
<form method="post" action="${base}/evidence">${hidden}
  <label for="description">Add evidence</label>
  <textarea id="description" name="description" required maxlength="5000" rows="4" style="width:100%"></textarea>
  <button type="submit">Add evidence</button>
</form>`
    : ''
}`,
    );
  });

  /** A party's action: the same service functions (and events) as the API, then back to the page. */
  async function act(c: Context, run: (ctx: { row: TransactionRow; partition: { tenantId: string; environmentId: string }; role: PartyRole; form: Record<string, unknown> }) => Promise<unknown>, done: string) {
    const form = await c.req.parseBody();
    const loaded = await loadParty(c, typeof form.party === 'string' ? form.party : undefined);
    if ('error' in loaded) return loaded.error;
    const pageUrl = `/t/${loaded.row.token}?party=${encodeURIComponent(loaded.party)}`;
    try {
      await run({ ...loaded, form });
    } catch (error) {
      if (error instanceof AppError && ['invalid_state', 'kyc_required', 'sanctions_hold', 'user_disabled', 'validation_failed'].includes(error.appCode)) {
        return notice(c, error.appCode === 'validation_failed' ? 400 : 409, 'That could not be done', error.message, pageUrl);
      }
      throw error;
    }
    return c.redirect(`${pageUrl}&done=${done}`, 303);
  }

  const text = (value: unknown, max: number) => {
    const v = typeof value === 'string' ? value.trim() : '';
    if (!v || v.length > max) throw new AppError('validation_failed', { message: `Write between 1 and ${max} characters.` });
    return v;
  };

  for (const action of ['release', 'refund'] as const) {
    app.post(`/t/:token/${action}`, (c) =>
      act(c, ({ row, partition, role }) => settle(deps.db, partition, row.id, action, deps.clock.now(), { requestedBy: role }), action),
    );
  }
  app.post('/t/:token/dispute', (c) =>
    act(c, ({ row, partition, role, form }) => openDispute(deps.db, partition, row.id, { openedBy: role, reason: text(form.reason, 2000) }, deps.clock.now()), 'dispute'),
  );
  app.post('/t/:token/evidence', (c) =>
    act(c, ({ row, partition, role, form }) => addEvidence(deps.db, partition, row.id, { submittedBy: role, description: text(form.description, 5000) }, deps.clock.now()), 'evidence'),
  );

  app.onError((error, c) => {
    if (error instanceof AppError && error.appCode === 'not_found') return notice(c, 404, 'Transaction not found', 'This transaction no longer exists.');
    deps.logger.error({ err: error }, 'transaction page error');
    return notice(c, 500, 'Something went wrong', 'Please try again in a moment.');
  });

  return app;
}
