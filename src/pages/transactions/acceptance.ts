/**
 * The counterparty's acceptance page (`/accept/{inviteToken}`): the invitation,
 * accepting it, declining it (which cancels the transaction), and starting an
 * identity verification from it.
 */
import type { Context, Hono } from 'hono';
import { formatMoney } from '../../lib/currency.ts';
import { LIMITS } from '../../routers/shared/schemas.ts';
import { getKyc, isLiveEnvironment, startVerification } from '../../services/kyc.ts';
import { hostedProvider } from '../../services/kyc-providers.ts';
import { issueKycSession } from '../../services/kyc-sessions.ts';
import { readInvite, signPartyLink } from '../../services/transactions/links.ts';
import { counterpartyRole, loadParties, partyId } from '../../services/transactions/parties.ts';
import { getTransaction } from '../../services/transactions/read.ts';
import { rowTime } from '../../services/transactions/time.ts';
import { acceptTransaction, cancelTransaction } from '../../services/transactions/transitions.ts';
import type { TransactionRow } from '../../services/transactions/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { html } from '../html.ts';
import { optionalText } from './forms.ts';
import { notice, respond, summary, verifySection } from './views.ts';

export function acceptanceRoutes(app: Hono, deps: AppDeps): void {
  async function loadInvite(c: Context) {
    const check = await readInvite(deps.db, deps.signingSecret, c.req.param('inviteToken')!, deps.clock.now());
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
  async function spentInvite(c: Context, row: TransactionRow, userId: string) {
    if (row.status === 'cancelled') {
      return notice(c, 410, 'This transaction was cancelled', 'It was cancelled before any money was paid in, so there is nothing more to do here.');
    }
    return notice(
      c,
      410,
      'This invitation was already used',
      'The transaction has already been accepted.',
      await partyUrl(row, userId),
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
      if (error instanceof AppError && error.appCode === 'test_clock_advancing') return clockAdvancing(c);
      throw error;
    }
    return c.redirect(await partyUrl(row, userId), 303);
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
      if (error instanceof AppError && error.appCode === 'test_clock_advancing') return clockAdvancing(c);
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

  /** Sandbox: the transaction's test clock is advancing; nothing changed. */
  function clockAdvancing(c: Context) {
    return notice(c, 409, 'Please try again in a moment', 'This sandbox transaction is on a test clock that is advancing. Nothing was changed.');
  }

  /** Relative party-page URL for a fresh party link, expiring an hour into its transaction's time. */
  async function partyUrl(row: TransactionRow, userId: string) {
    return signPartyLink(deps.signingSecret, '', row, userId, await rowTime(deps.db, row, deps.clock.now())).url;
  }
}
