/**
 * What each party is told at each step of an escrow (decisions §13), from
 * the event the step wrote: who receives a message, and what it says. Pure:
 * compose.ts loads what these need and stores what they return. Every
 * message names the marketplace, the item, the amount and the other party,
 * and links to the recipient's own page (the invite, or a party link with
 * its usual hour) — no other secret.
 */
import { formatMoney } from '../../lib/currency.ts';
import type { PartySummary } from '../transactions/parties.ts';
import type { PartyRole, TransactionRow } from '../transactions/types.ts';
import type { EmailContent } from './layout.ts';

/** The events that mail the parties (every other event type mails no one). */
export const PARTY_EMAIL_EVENTS = [
  'transaction.created',
  'transaction.accepted',
  'transaction.status.changed',
  'transaction.release_requested',
  'transaction.refund_requested',
  'transaction.disputed',
  'transaction.dispute.updated',
  'transaction.inspection_ending',
] as const;

export interface PartyMessage {
  role: PartyRole;
  template: string;
  content: EmailContent;
}

/** What a message needs beyond the event: the transaction as it is now, its parties, and links for one recipient. */
export interface MessageContext {
  row: TransactionRow;
  parties: { seller: PartySummary; buyer: PartySummary };
  marketplace: string;
  /** The counterparty's invitation URL (the same token the API returned at creation). */
  inviteUrl: string;
  /** A fresh party link (one hour) for a recipient, optionally to its confirmation step for `action`. */
  partyUrl(role: PartyRole, action?: 'release' | 'refund'): string;
}

const other = (role: PartyRole): PartyRole => (role === 'seller' ? 'buyer' : 'seller');
const day = (iso: string) => new Date(iso).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
const LINK_NOTE = 'This link is yours alone and works for one hour. Later, open it anyway: the page lets you ask for a new one by email.';

function message(ctx: MessageContext, role: PartyRole, template: string, subject: string, paragraphs: string[], action?: EmailContent['action']): PartyMessage {
  const me = ctx.parties[role];
  const them = ctx.parties[other(role)];
  return {
    role,
    template,
    content: {
      subject: `${subject} — ${ctx.row.title}`,
      greeting: `Hello ${me.name},`,
      paragraphs,
      facts: [
        ['Item', ctx.row.title],
        ['Amount', formatMoney(ctx.row.amount, ctx.row.currency)],
        ['Your role', role === 'buyer' ? 'Buyer' : 'Seller'],
        [role === 'buyer' ? 'Seller' : 'Buyer', them.name],
      ],
      action: action ?? { label: 'Open your transaction', url: ctx.partyUrl(role), note: LINK_NOTE },
      reason: `You receive this because you are the ${role} of an escrow transaction on ${ctx.marketplace}.`,
    },
  };
}

const both = (build: (role: PartyRole) => PartyMessage): PartyMessage[] => [build('seller'), build('buyer')];

/** The messages one event sends (none for events, or states, nobody needs telling about). */
export function partyMessages(type: string, data: Record<string, unknown>, ctx: MessageContext): PartyMessage[] {
  const { row, parties } = ctx;
  const amount = formatMoney(row.amount, row.currency);
  const name = (role: PartyRole) => parties[role].name;
  switch (type) {
    case 'transaction.created': {
      const invited = row.initiator === 'seller' ? 'buyer' : 'seller';
      const inviter = name(other(invited));
      return [
        message(
          ctx,
          invited,
          'transaction.invited',
          `${inviter} invites you to an escrow transaction`,
          [
            `${inviter} started an escrow transaction with you on ${ctx.marketplace}: ${row.title}, ${amount}.`,
            'The money is held in escrow until both of you are satisfied. Review the transaction and accept it, or decline it, on its page.',
          ],
          { label: 'Review the invitation', url: ctx.inviteUrl, note: 'This invitation is yours alone and works for 14 days.' },
        ),
      ];
    }
    case 'transaction.accepted': {
      const acceptor = row.initiator === 'seller' ? 'buyer' : 'seller';
      const accepted = both((role) =>
        message(ctx, role, 'transaction.accepted', role === acceptor ? 'You accepted the transaction' : `${name(acceptor)} accepted the transaction`, [
          role === acceptor ? `You accepted the escrow transaction with ${name(other(role))}.` : `${name(acceptor)} accepted your escrow transaction.`,
          `Next, the buyer pays ${amount} into escrow; you will hear from us when the funds are held.`,
        ]),
      );
      // Funding needs both parties' identity verified (decisions §8): tell whoever still needs to.
      const kyc = (['seller', 'buyer'] as const)
        .filter((role) => parties[role].kycStatus !== 'complete')
        .map((role) =>
          message(ctx, role, 'kyc.required', 'Verify your identity', [
            `Before the funds for ${row.title} can be paid into escrow, ${ctx.marketplace} needs to verify your identity.`,
            `Follow the verification link ${ctx.marketplace} sends you, or contact them if you have none.`,
          ]),
        );
      return [...accepted, ...kyc];
    }
    case 'transaction.status.changed':
      return statusMessages(data, ctx);
    case 'transaction.release_requested':
    case 'transaction.refund_requested': {
      const kind = type === 'transaction.release_requested' ? 'release' : 'refund';
      const by = data.requestedBy === 'buyer' ? 'buyer' : 'seller';
      const asked = other(by);
      const what = kind === 'release' ? `release ${amount} to ${name(by)}` : `refund ${amount} to ${name(by)}`;
      const reason = typeof data.reason === 'string' && data.reason ? [`Their reason: ${data.reason}`] : [];
      return [
        message(
          ctx,
          asked,
          `transaction.${kind}_requested`,
          `${name(by)} asks you to ${kind === 'release' ? 'release the funds' : 'refund the buyer'}`,
          [
            `${name(by)} asks you to ${what}.`,
            ...reason,
            'If you agree, one button settles it (you confirm once more on the page). If not, open a dispute from your transaction page.',
          ],
          { label: kind === 'release' ? `Agree and release ${amount}` : `Agree and refund ${amount}`, url: ctx.partyUrl(asked, kind), note: LINK_NOTE },
        ),
      ];
    }
    case 'transaction.disputed': {
      const by = data.openedBy === 'buyer' ? 'buyer' : 'seller';
      const due =
        typeof data.evidenceDueAt === 'string'
          ? [`Add your evidence on your transaction page by ${day(data.evidenceDueAt)}; after that the dispute is decided on what is there.`]
          : [];
      return both((role) =>
        message(ctx, role, 'dispute.opened', role === by ? 'You opened a dispute' : `${name(by)} opened a dispute`, [
          role === by
            ? 'Your dispute is open. The funds stay in escrow until it is decided.'
            : `${name(by)} opened a dispute. The funds stay in escrow until it is decided.`,
          `Reason given: ${typeof data.reason === 'string' ? data.reason : 'none'}`,
          ...(due.length ? due : ['Add your side as evidence on your transaction page.']),
        ]),
      );
    }
    case 'transaction.dispute.updated': {
      if (typeof data.evidenceId !== 'string') return [];
      const by = data.submittedBy;
      const recipients = (['seller', 'buyer'] as const).filter((role) => role !== by);
      const who = by === 'seller' || by === 'buyer' ? name(by) : ctx.marketplace;
      return recipients.map((role) =>
        message(ctx, role, 'dispute.evidence_added', `${who} added evidence to the dispute`, [
          `${who} added evidence to the dispute about ${row.title}. Read it, and add your own, on your transaction page.`,
        ]),
      );
    }
    case 'transaction.inspection_ending': {
      const at = typeof data.autoReleaseAt === 'string' ? day(data.autoReleaseAt) : 'soon';
      return both((role) =>
        message(ctx, role, 'transaction.inspection_ending', 'Inspection ends tomorrow', [
          role === 'buyer'
            ? `Your inspection period ends on ${at}. Then ${amount} is released to ${name('seller')} automatically, unless you open a dispute before.`
            : `The buyer's inspection period ends on ${at}. Then ${amount} is released to you automatically, unless the buyer opens a dispute before.`,
        ]),
      );
    }
    default:
      return [];
  }
}

function statusMessages(data: Record<string, unknown>, ctx: MessageContext): PartyMessage[] {
  const { row, parties } = ctx;
  const amount = formatMoney(row.amount, row.currency);
  const status = data.status;
  const decided = data.previousStatus === 'disputed';
  if (status === 'funded') {
    const days = (n: number | null, what: string) => (n === null ? '' : ` within ${n} ${n === 1 ? 'day' : 'days'} ${what}`);
    const auto = row.autoReleaseAt
      ? ` If nothing is disputed, the funds are released to the seller automatically on ${day(row.autoReleaseAt.toISOString())}.`
      : '';
    return both((role) =>
      message(ctx, role, 'transaction.funded', 'The funds are held in escrow', [
        `${parties.buyer.name}'s payment of ${amount} is now held in escrow.`,
        role === 'seller'
          ? `What happens next: deliver ${row.title} to ${parties.buyer.name}${days(row.timeline.deliveryDays, 'as agreed')}. You are paid when the buyer releases the funds.${auto}`
          : `What happens next: ${parties.seller.name} delivers ${row.title}${days(row.timeline.deliveryDays, '')}. Inspect it${days(row.timeline.inspectionDays, 'of delivery')}, then release the funds from your page — or open a dispute if something is wrong.${auto}`,
      ]),
    );
  }
  if (status === 'released' || status === 'refunded') {
    const to = status === 'released' ? `released to ${parties.seller.name}` : `refunded to ${parties.buyer.name}`;
    if (decided) {
      return both((role) =>
        message(ctx, role, 'dispute.decided', 'The dispute was decided', [
          `The dispute about ${row.title} was decided: ${amount} was ${to}. The transaction is complete.`,
        ]),
      );
    }
    const auto = data.settledBy === 'auto_release' ? ' automatically: the inspection period ended' : '';
    const template = status === 'released' ? 'transaction.released' : 'transaction.refunded';
    return both((role) =>
      message(ctx, role, template, status === 'released' ? 'The funds were released' : 'The buyer was refunded', [
        `${amount} was ${to}${auto}. The transaction is complete.`,
      ]),
    );
  }
  if (status === 'cancelled') {
    const why = row.cancellationReason ? [`Reason given: ${row.cancellationReason}`] : [];
    return both((role) =>
      message(ctx, role, 'transaction.cancelled', 'The transaction was cancelled', [
        `The escrow transaction for ${row.title} was cancelled before any money was paid in. There is nothing more to do.`,
        ...why,
      ]),
    );
  }
  return [];
}
