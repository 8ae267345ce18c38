/**
 * The counterparty's acceptance page (`/accept/{inviteToken}`): the invitation,
 * accepting it, declining it (which cancels the transaction), and starting an
 * identity verification from it.
 */
import type { Context, Hono } from 'hono';
import { formatMoney } from '../../lib/currency.ts';
import { LIMITS } from '../../routers/shared/schemas.ts';
import { getKyc, isLiveEnvironment } from '../../services/kyc.ts';
import { hostedProvider } from '../../services/kyc-providers.ts';
import { presentationFor, type Presentation } from '../../services/presentation.ts';
import { readInvite, signPartyLink } from '../../services/transactions/links.ts';
import { counterpartyRole, loadParties, partyId } from '../../services/transactions/parties.ts';
import { getTransaction } from '../../services/transactions/read.ts';
import { rowTime } from '../../services/transactions/time.ts';
import { acceptTransaction, cancelTransaction } from '../../services/transactions/transitions.ts';
import type { TransactionRow } from '../../services/transactions/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { html, supportContact } from '../html.ts';
import { linkProblem, notice, respond } from '../hosted.ts';
import { claimedEnvironment, recoveryForm } from './recovery.ts';
import { optionalText } from './forms.ts';
import { startHostedVerification } from './verify.ts';
import { readersOf, summary, textBox, verifySection } from './views.ts';

export function acceptanceRoutes(app: Hono, deps: AppDeps): void {
  const INVALID = 'Check that you opened the whole link: it may have been cut when it was copied.';

  async function loadInvite(c: Context) {
    const check = await readInvite(deps.db, deps.signingSecret, c.req.param('inviteToken')!, deps.clock.now());
    if (!check.ok) {
      if (check.reason === 'invalid') {
        // Nothing verifiable names a tenant: no branding, only the generic form for the environment it claims (mail goes to an address on file only).
        const ref = claimedEnvironment(c.req.param('inviteToken')!);
        return { error: linkProblem(c, 400, 'This invitation link is not valid', INVALID, null, { recovery: ref ? recoveryForm(ref) : undefined }) };
      }
      // Its signature was good: it says whose it was, and its transaction can mail its party a new link.
      const presentation = await presentationFor(deps.db, { tenantId: check.payload.t, environmentId: check.payload.e });
      const row = await transactionOf(check.payload);
      const why = 'Invitations work for 14 days after they are sent. You can get a new link by email below.';
      return { error: linkProblem(c, 410, 'This invitation has expired', why, presentation, { recovery: row ? recoveryForm(row.token) : undefined }) };
    }
    const { x, u, t, e, exp } = check.payload;
    const partition = { tenantId: t, environmentId: e };
    const row = await getTransaction(deps.db, partition, x);
    const presentation = await presentationFor(deps.db, partition);
    if (partyId(row, counterpartyRole(row)) !== u) return { error: linkProblem(c, 400, 'This invitation link is not valid', INVALID, presentation) };
    return { row, userId: u, partition, expiresAt: exp, presentation };
  }

  async function transactionOf(claims: { x: unknown; t: unknown; e: unknown }): Promise<TransactionRow | null> {
    if (typeof claims.x !== 'string' || typeof claims.t !== 'string' || typeof claims.e !== 'string') return null;
    return getTransaction(deps.db, { tenantId: claims.t, environmentId: claims.e }, claims.x).catch(() => null);
  }

  /**
   * An invitation that can no longer be acted on: cancelled, or already used
   * (then it leads to the party page, for the rest of its 14 days, and offers a new link by email).
   */
  async function spentInvite(c: Context, row: TransactionRow, userId: string, presentation: Presentation) {
    if (row.status === 'cancelled') {
      const message = 'It was cancelled before any money was paid in, so there is nothing more to do here.';
      return notice(c, 410, 'This transaction was cancelled', message, presentation);
    }
    const go = html`<p><a href="${await partyUrl(row, userId)}">Go to your transaction page</a></p>`;
    const why = 'The transaction has already been accepted.';
    return linkProblem(c, 410, 'This invitation was already used', why, presentation, { extra: go, recovery: recoveryForm(row.token) });
  }

  app.get('/accept/:inviteToken', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition, presentation: p } = loaded;
    if (row.status !== 'invited') return spentInvite(c, row, userId, p);
    const parties = await loadParties(deps.db, partition, [row]);
    const role = counterpartyRole(row);
    const inviter = parties.get(partyId(row, row.initiator))!;
    const kyc = await getKyc(deps.db, partition, userId);
    const action = `/accept/${c.req.param('inviteToken')}`;
    const provider = hostedProvider(deps.kycProviders, await isLiveEnvironment(deps.db, partition));
    const amount = formatMoney(row.amount, row.currency);
    const steps =
      role === 'buyer'
        ? html`<li>You accept.</li><li>You pay ${amount} into escrow, as ${p.name} will tell you.</li>
<li>When you have received ${row.title} and are satisfied, you release the funds to ${inviter.name}.</li>`
        : html`<li>You accept.</li><li>${inviter.name} pays ${amount} into escrow.</li>
<li>You deliver ${row.title}; the funds are paid to you when ${inviter.name} releases them.</li>`;
    return respond(
      c,
      200,
      `${inviter.name} invites you to an escrow transaction`,
      html`<h1>${inviter.name} invites you to an escrow transaction</h1>
<p>${p.name} holds the money in escrow: neither side can take it until the deal is done.</p>
${summary(row, inviter.name, role, inviter.name)}
<h2>How it works</h2>
<ol>${steps}</ol>
${verifySection(kyc.status, provider !== null, action, p)}
<form method="post" action="${action}">
  <input type="hidden" name="decision" value="accept">
  <button type="submit">Accept the transaction</button>
</form>
<p><a href="${action}/decline">Decline the invitation</a></p>`,
      p,
    );
  });

  app.post('/accept/:inviteToken', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition, presentation: p } = loaded;
    const form = await c.req.parseBody();
    if (form.decision !== 'accept') return notice(c, 400, 'Nothing was decided', 'Use the Accept button on the invitation page.', p);
    try {
      await acceptTransaction(deps.db, partition, row.id, userId, deps.clock.now());
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'invalid_state') return spentInvite(c, await getTransaction(deps.db, partition, row.id), userId, p);
      if (error instanceof AppError && error.appCode === 'user_disabled')
        return notice(c, 409, 'This transaction cannot be accepted', html`A party is disabled. Contact ${supportContact(p)}.`, p);
      if (error instanceof AppError && error.appCode === 'test_clock_advancing') return clockAdvancing(c, p);
      throw error;
    }
    return c.redirect(await partyUrl(row, userId), 303);
  });

  app.get('/accept/:inviteToken/decline', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition, presentation: p } = loaded;
    if (row.status !== 'invited') return spentInvite(c, row, userId, p);
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
  ${textBox('cancel-reason', 'reason', 'Why are you declining? (optional)', readersOf(inviter.name, p), { max: 500, rows: 3 })}
  <button type="submit">Yes, decline and cancel the transaction</button>
</form>
<p><a href="${action}">No, go back to the invitation</a></p>`,
      p,
    );
  });

  app.post('/accept/:inviteToken/decline', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition, presentation: p } = loaded;
    const form = await c.req.parseBody();
    if (form.confirm !== 'yes') return c.redirect(`/accept/${c.req.param('inviteToken')}/decline`, 303);
    let reason: string | null;
    try {
      reason = optionalText(form.reason, LIMITS.shortText);
      await cancelTransaction(deps.db, partition, row.id, { by: counterpartyRole(row), reason }, deps.clock.now());
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'invalid_state') return spentInvite(c, await getTransaction(deps.db, partition, row.id), userId, p);
      if (error instanceof AppError && error.appCode === 'validation_failed') {
        return notice(c, 400, 'That could not be done', error.message, p, { href: `/accept/${c.req.param('inviteToken')}/decline`, text: 'Back' });
      }
      if (error instanceof AppError && error.appCode === 'test_clock_advancing') return clockAdvancing(c, p);
      throw error;
    }
    return notice(c, 200, 'You declined the invitation', 'The transaction is cancelled. Nothing was paid in, and there is nothing more to do.', p);
  });

  app.post('/accept/:inviteToken/verify', async (c) => {
    const loaded = await loadInvite(c);
    if ('error' in loaded) return loaded.error;
    const { row, userId, partition, expiresAt, presentation: p } = loaded;
    // Only an open invitation starts a verification (decisions §8): a used one is no way to retry a refused check.
    if (row.status !== 'invited') return spentInvite(c, row, userId, p);
    const back = { href: `/accept/${c.req.param('inviteToken')}`, text: 'Back to the invitation' };
    return startHostedVerification(c, deps, { partition, userId, transactionId: row.id, inviteExpiresAt: expiresAt, presentation: p, back });
  });

  /** Sandbox: the transaction's test clock is advancing; nothing changed. */
  function clockAdvancing(c: Context, p: Presentation) {
    return notice(c, 409, 'Please try again in a moment', 'This sandbox transaction is on a test clock that is advancing. Nothing was changed.', p);
  }

  /** Relative party-page URL for a fresh party link, expiring an hour into its transaction's time. */
  async function partyUrl(row: TransactionRow, userId: string) {
    return signPartyLink(deps.signingSecret, '', row, userId, await rowTime(deps.db, row, deps.clock.now())).url;
  }
}
