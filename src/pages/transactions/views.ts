/** What the hosted transaction pages show: status words, notices, the summary, and the party page's request and action sections. */
import type { Context } from 'hono';
import type { HistoryEntry } from '../../db/schema/index.ts';
import { formatMoney } from '../../lib/currency.ts';
import { partyRefusal, pendingRequest, type PartyAction } from '../../services/transactions/state-machine.ts';
import type { DisputeRow, EvidenceRow, PartyRole, TransactionRow } from '../../services/transactions/types.ts';
import { html, page, PAGE_HEADERS, type SafeHtml } from '../html.ts';

export const STATUS_LABELS: Record<string, string> = {
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
export const DONE_MESSAGES: Record<string, string> = {
  release: 'The funds were released to the seller.',
  refund: 'The buyer was refunded.',
  request: 'Your request was sent. The other party can agree to it or open a dispute.',
  withdraw: 'Your request was withdrawn.',
  cancel: 'The transaction was cancelled.',
  dispute: 'Your dispute was opened.',
  evidence: 'Your evidence was added.',
};

export function respond(c: Context, status: number, title: string, body: SafeHtml) {
  return c.body(page(title, body), status as 200, PAGE_HEADERS);
}

export function notice(c: Context, status: number, title: string, message: string, back?: string, backText = 'Back to your transaction') {
  const link = back ? html`<p><a href="${back}">${backText}</a></p>` : '';
  return respond(c, status, title, html`<h1>${title}</h1><p class="notice" role="status">${message}</p>${link}`);
}

export function days(n: number | null, what: string) {
  return n === null ? '' : html`<li>${what}: ${n} ${n === 1 ? 'day' : 'days'}</li>`;
}

export function summary(row: TransactionRow, inviterName: string, role: PartyRole): SafeHtml {
  const roleName = role === 'buyer' ? 'Buyer' : 'Seller';
  return html`<dl>
  <dt>Item</dt><dd>${row.title}</dd>
  <dt>Amount</dt><dd class="amount">${formatMoney(row.amount, row.currency)}</dd>
  <dt>Your role</dt><dd>${row.initiator === role ? `${roleName} (you started this transaction)` : `${roleName}, invited by ${inviterName}`}</dd>
  <dt>Status</dt><dd><span class="badge">${STATUS_LABELS[row.status]}</span></dd>
</dl>
${row.timeline.deliveryDays !== null || row.timeline.inspectionDays !== null ? html`<h2>Timeline</h2><ul>${days(row.timeline.deliveryDays, 'Delivery')}${days(row.timeline.inspectionDays, 'Inspection')}${autoRelease(row)}</ul>` : ''}`;
}

/** The timeline's deadline while it can still fire (see docs/api.md, Timeline: auto-release). */
function autoRelease(row: TransactionRow): SafeHtml | '' {
  if (row.status !== 'funded' || !row.autoReleaseAt) return '';
  return html`<li>The funds are released to the seller automatically on ${when(row.autoReleaseAt.toISOString())} unless a dispute is opened
or a request is pending.</li>`;
}

/** A history entry's words: the status, and who moved it when the service did. */
export function historyEntry(entry: HistoryEntry): SafeHtml {
  const auto = entry.reason === 'auto_release' ? ' automatically: the timeline ran out' : '';
  return html`<li>${STATUS_LABELS[entry.status]}${auto} — ${when(entry.at)}</li>`;
}

export const when = (at: string) => html`<time datetime="${at}">${new Date(at).toUTCString()}</time>`;

export function verifySection(kycStatus: string, available: boolean, action: string): SafeHtml | '' {
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

export interface PartyView {
  row: TransactionRow;
  role: PartyRole;
  party: string;
  otherName: string;
}

export const hiddenParty = (party: string) => html`<input type="hidden" name="party" value="${party}">`;

/** A pending request, as the requester and as the party asked to answer it see it. */
export function requestSection({ row, role, party, otherName }: PartyView): SafeHtml | '' {
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
export function actionsSection({ row, role, party, otherName }: PartyView): SafeHtml | '' {
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

/** A managed dispute tells both parties who decides and until when their evidence counts. */
export function managedNotice(dispute: Pick<DisputeRow, 'managed' | 'managedStatus' | 'evidenceDueAt'>): SafeHtml | '' {
  if (!dispute.managed) return '';
  if (dispute.managedStatus === 'awaiting_decision' || !dispute.evidenceDueAt) {
    return html`<p class="notice">The evidence deadline has passed: the platform decides this dispute.</p>`;
  }
  return html`<p class="notice">Add your evidence by ${when(dispute.evidenceDueAt.toISOString())}. A party that has added none on this page by then
loses the dispute (what the marketplace adds for a party is shown but does not count); if both or neither have, the platform decides.</p>`;
}

/** Who a piece of evidence is from, as the parties see it: the party itself, or the marketplace (the tenant's API) for a party. */
export function evidenceBy(e: Pick<EvidenceRow, 'submittedBy' | 'source'>): string {
  return e.source === 'tenant' ? `The marketplace, for the ${e.submittedBy}` : `The ${e.submittedBy}`;
}
