/** What the hosted transaction pages show: status words, the summary, what happens next, and the party page's request, action and dispute sections. */
import type { HistoryEntry } from '../../db/schema/index.ts';
import { formatMoney } from '../../lib/currency.ts';
import type { Presentation } from '../../services/presentation.ts';
import { partyRefusal, pendingRequest, type PartyAction } from '../../services/transactions/state-machine.ts';
import type { DisputeRow, EvidenceRow, PartyRole, TransactionRow } from '../../services/transactions/types.ts';
import { html, linkify, supportContact, when, type SafeHtml } from '../html.ts';

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

const roleName = (role: PartyRole) => (role === 'buyer' ? 'Buyer' : 'Seller');
const otherRole = (role: PartyRole): PartyRole => (role === 'buyer' ? 'seller' : 'buyer');

export function days(n: number | null, what: string) {
  return n === null ? '' : html`<li>${what}: ${n} ${n === 1 ? 'day' : 'days'}</li>`;
}

/** The transaction at a glance: what, how much, who is who, where it stands. */
export function summary(row: TransactionRow, inviterName: string, role: PartyRole, otherName: string): SafeHtml {
  return html`<dl>
  <dt>Item</dt><dd>${row.title}</dd>
  <dt>Amount</dt><dd class="amount">${formatMoney(row.amount, row.currency)}</dd>
  <dt>You</dt><dd>${row.initiator === role ? `${roleName(role)} (you started this transaction)` : `${roleName(role)}, invited by ${inviterName}`}</dd>
  <dt>${roleName(otherRole(role))}</dt><dd>${otherName}</dd>
  <dt>Status</dt><dd><span class="badge">${STATUS_LABELS[row.status]}</span></dd>
</dl>
${row.timeline.deliveryDays !== null || row.timeline.inspectionDays !== null ? html`<h2>Timeline</h2><ul>${days(row.timeline.deliveryDays, 'Delivery')}${days(row.timeline.inspectionDays, 'Inspection')}${autoRelease(row)}</ul>` : ''}`;
}

/** The timeline's deadline while it can still fire (see docs/api.md, Timeline: auto-release). */
function autoRelease(row: TransactionRow): SafeHtml | '' {
  if (row.status !== 'funded' || !row.autoReleaseAt) return '';
  return html`<li>The funds are released to the seller automatically on ${when(row.autoReleaseAt)} unless a dispute is opened
or a request is pending.</li>`;
}

/** A history entry's words: the status, and who moved it when the service did. */
export function historyEntry(entry: HistoryEntry): SafeHtml {
  const auto = entry.reason === 'auto_release' ? ' automatically: the timeline ran out' : '';
  return html`<li>${STATUS_LABELS[entry.status]}${auto} — ${when(entry.at)}</li>`;
}

export function verifySection(kycStatus: string, available: boolean, action: string, p: Presentation): SafeHtml | '' {
  if (kycStatus === 'complete') return '';
  if (kycStatus === 'rejected') {
    return html`<div class="notice"><p>Your identity could not be verified. Only ${p.name} can start a new verification: contact ${supportContact(p)}.</p></div>`;
  }
  if (!available) {
    return html`<div class="notice"><p>Before the funds can be paid in, both parties must verify their identity, but identity verification is not set up
for ${p.name} yet. Contact ${supportContact(p)}.</p></div>`;
  }
  return html`<div class="notice"><p>Before the funds can be paid in, both parties must verify their identity. It takes a few minutes.</p>
<form method="post" action="${action}/verify"><button type="submit" class="secondary">Verify my identity</button></form></div>`;
}

export interface PartyView {
  row: TransactionRow;
  role: PartyRole;
  party: string;
  otherName: string;
  presentation: Presentation;
}

export const hiddenParty = (party: string) => html`<input type="hidden" name="party" value="${party}">`;

/**
 * How the buyer pays in: the tenant's instructions with the amount and the
 * reference to quote, or, without instructions, who will be in touch.
 */
function fundingSteps({ row, presentation: p }: PartyView): SafeHtml {
  const amount = formatMoney(row.amount, row.currency);
  const facts = html`<dl>
  <dt>Amount to pay</dt><dd class="amount">${amount}</dd>
  <dt>Reference to quote</dt><dd><span class="reference">${row.id}</span></dd>
</dl>`;
  if (!p.fundingInstructions) {
    return html`<p>${p.name} will contact you with how to pay <strong>${amount}</strong> into escrow. When you pay, quote the reference below.
If you have not heard from them, contact ${supportContact(p)}.</p>${facts}`;
  }
  return html`<p>Pay <strong>${amount}</strong> into escrow as ${p.name} describes:</p>
<div class="instructions">${linkify(p.fundingInstructions)}</div>${facts}
<p>The transaction moves on when ${p.name} confirms the money has arrived.</p>`;
}

/** One box that says what happens next and who has to act, for this party in this state. */
export function nextStep(view: PartyView): SafeHtml | '' {
  const { row, role, otherName, presentation: p } = view;
  const step = (title: string, body: SafeHtml | string) =>
    html`<section class="next" aria-labelledby="next-title"><h2 id="next-title">${title}</h2>${
      typeof body === 'string' ? html`<p>${body}</p>` : body
    }</section>`;
  switch (row.status) {
    case 'created':
    case 'invited':
      return step('What happens next', `${otherName} has been invited. Once they accept, the buyer pays the amount into escrow.`);
    case 'accepted':
      return role === 'buyer'
        ? step('Next: pay into escrow', fundingSteps(view))
        : step('What happens next', `${otherName} pays the amount into escrow. ${p.name} tells you when the money has arrived; then deliver.`);
    case 'funded':
      if (pendingRequest(row)) return '';
      return role === 'buyer'
        ? step(
            'The money is held in escrow',
            `When you have received ${row.title} and are satisfied, release the funds to ${otherName}. Until then they stay in escrow.`,
          )
        : step('The money is held in escrow', `Deliver ${row.title} to ${otherName}. The funds are paid to you when ${otherName} releases them.`);
    case 'disputed':
      return '';
    case 'released':
      return step('Done', role === 'seller' ? 'The funds were released to you.' : `The funds were released to ${otherName}. Nothing more to do.`);
    case 'refunded':
      return step('Done', role === 'buyer' ? 'The funds were refunded to you.' : `The funds were refunded to ${otherName}. Nothing more to do.`);
    default:
      return step('Done', 'This transaction was cancelled before any money was paid in. Nothing more to do.');
  }
}

/** A free-text box with who will read what is written in it. */
export function textBox(id: string, name: string, label: string, readers: string, opts: { required?: boolean; max: number; rows: number }): SafeHtml {
  return html`<label for="${id}">${label}</label>
  <p class="hint" id="${id}-hint">${readers}</p>
  <textarea id="${id}" name="${name}" aria-describedby="${id}-hint"${opts.required ? html` required` : ''} maxlength="${opts.max}" rows="${opts.rows}"></textarea>`;
}

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
<p>If you do not agree, open a dispute below.</p></div>`;
}

/** Who reads the free text a party writes: the other party, the marketplace, and (managed disputes) the platform. */
export const readersOf = (otherName: string, p: Presentation) => `${otherName} and ${p.name} will read this.`;

/**
 * The party's actions on the normal path, as PARTY_RIGHTS and the state allow:
 * settling (after a confirmation page), asking the other party to settle, and
 * cancelling before funding. Each request's text box shows only when opened.
 */
export function actionsSection(view: PartyView): SafeHtml | '' {
  const { row, role, party, otherName, presentation: p } = view;
  const may = (action: PartyAction) => partyRefusal(row, role, action) === null;
  const confirmButton = (action: 'release' | 'refund' | 'cancel', label: string, style = '') =>
    html`<form method="get" action="/t/${row.token}/confirm">${hiddenParty(party)}<input type="hidden" name="action" value="${action}">
<button type="submit"${style ? html` class="${style}"` : ''}>${label}</button></form>`;
  const parts: (SafeHtml | '')[] = [];
  const pending = pendingRequest(row);
  // Answering a pending request is offered in its own section above.
  const answering = (action: 'release' | 'refund') => pending?.type === action && pending.requestedBy !== role;
  if (may('release') && !answering('release')) parts.push(confirmButton('release', 'Release the funds to the seller'));
  if (may('refund') && !answering('refund')) parts.push(confirmButton('refund', 'Refund the buyer', 'secondary'));
  for (const [action, type] of [
    ['request_release', 'release'],
    ['request_refund', 'refund'],
  ] as const) {
    if (!may(action)) continue;
    const ask = type === 'release' ? `Ask ${otherName} to release the funds` : `Ask ${otherName} for a refund`;
    parts.push(html`<details><summary>${ask}</summary>
<form method="post" action="/t/${row.token}/request-${type}">${hiddenParty(party)}
  ${textBox(`request-${type}-reason`, 'reason', 'Why? (optional)', readersOf(otherName, p), { max: 500, rows: 3 })}
  <button type="submit" class="secondary">Send the request to ${otherName}</button>
</form></details>`);
  }
  if (may('cancel')) parts.push(confirmButton('cancel', 'Cancel the transaction', 'quiet'));
  return parts.length ? html`<h2>What you can do</h2>${parts}` : '';
}

/** Opening a dispute: below the normal path, closed until asked for, and quiet. */
export function problemSection(view: PartyView): SafeHtml | '' {
  const { row, role, party, otherName, presentation: p } = view;
  if (partyRefusal(row, role, 'dispute') !== null) return '';
  return html`<section class="problems" aria-labelledby="problems-title"><h2 id="problems-title">Something wrong?</h2>
<details><summary>Open a dispute</summary>
<p>If something went wrong and you cannot agree with ${otherName}, open a dispute. The money stays in escrow until it is decided;
both of you can add evidence.</p>
<form method="post" action="/t/${row.token}/dispute">${hiddenParty(party)}
  ${textBox('dispute-reason', 'reason', 'What went wrong?', readersOf(otherName, p), { required: true, max: 2000, rows: 4 })}
  <button type="submit" class="quiet">Open the dispute</button>
</form></details></section>`;
}

/** Who added a piece of evidence, as this party reads it (any submitter the record names is shown, not only the two parties). */
function submitter(by: string, view: PartyView): string {
  if (by === view.role) return `You (the ${by})`;
  if (by === otherRole(view.role)) return `${view.otherName} (the ${by})`;
  if (by === 'tenant') return `${view.presentation.name} (the marketplace)`;
  return `The ${by.replaceAll('_', ' ')}`;
}

/** Who a piece of evidence is from: the party itself, or the marketplace (the tenant's API keys) for a party — shown, never counted for it. */
function evidenceBy(e: Pick<EvidenceRow, 'submittedBy' | 'source'>, view: PartyView): string {
  if (e.source !== 'tenant') return submitter(e.submittedBy, view);
  return `${view.presentation.name} (the marketplace), for ${e.submittedBy === view.role ? 'you' : submitter(e.submittedBy, view)}`;
}

/** The open dispute: what it is about, the evidence so far by who added it, and adding more. */
export function disputeSection(view: PartyView, dispute: DisputeRow & { evidence: EvidenceRow[] }): SafeHtml {
  const { row, party, otherName, presentation: p } = view;
  const opener = dispute.openedBy === view.role ? 'you' : submitter(dispute.openedBy, view);
  const decider = dispute.managed ? 'The escrow platform' : p.name;
  const readers = dispute.managed ? `${otherName}, ${p.name} and the escrow platform will read this.` : readersOf(otherName, p);
  return html`<section aria-labelledby="dispute-title"><h2 id="dispute-title">Dispute</h2>
<p>Opened by ${opener} on ${when(dispute.createdAt)}:</p>
<blockquote>${dispute.reason}</blockquote>
<p>${decider} decides who gets the money; until then it stays in escrow.</p>
${managedNotice(dispute)}
<h3>Evidence</h3>
${
  dispute.evidence.length
    ? html`<ul class="evidence">${dispute.evidence.map((e) => html`<li><span class="who">${evidenceBy(e, view)}</span>, ${when(e.createdAt)}: ${e.description}</li>`)}</ul>`
    : html`<p>No evidence yet.</p>`
}
<form method="post" action="/t/${row.token}/evidence">${hiddenParty(party)}
  ${textBox('description', 'description', 'Add evidence', readers, { required: true, max: 5000, rows: 4 })}
  <button type="submit">Add evidence</button>
</form></section>`;
}

/** A managed dispute tells both parties who decides and until when their evidence counts. */
export function managedNotice(dispute: Pick<DisputeRow, 'managed' | 'managedStatus' | 'evidenceDueAt'>): SafeHtml | '' {
  if (!dispute.managed) return '';
  if (dispute.managedStatus === 'awaiting_decision' || !dispute.evidenceDueAt) {
    return html`<p class="notice">The evidence deadline has passed: the platform decides this dispute.</p>`;
  }
  return html`<p class="notice">Add your evidence by ${when(dispute.evidenceDueAt)}. A party that has added none on this page by then
loses the dispute (what the marketplace adds for a party is shown but does not count); if both or neither have, the platform decides.</p>`;
}
