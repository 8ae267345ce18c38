/**
 * Starting the hosted identity verification from a transaction's pages: the
 * invitation (before accepting) and the party page while the funds wait on
 * the party's identity, where the "verify your identity" message leads.
 * Never a restart of a rejected record: only the tenant does that (decisions §8).
 */
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { isLiveEnvironment, startVerification } from '../../services/kyc.ts';
import { hostedProvider } from '../../services/kyc-providers.ts';
import { issueKycSession } from '../../services/kyc-sessions.ts';
import type { Presentation } from '../../services/presentation.ts';
import { html, supportContact } from '../html.ts';
import { notice } from '../hosted.ts';

export interface VerificationStart {
  partition: { tenantId: string; environmentId: string };
  userId: string;
  transactionId: string;
  /** When the invitation the flow may lead back to expires (ms); now or earlier when the flow leads to the party page. */
  inviteExpiresAt: number;
  presentation: Presentation;
  back: { href: string; text: string };
}

/** Starts (or resumes) the party's verification with the environment's hosted provider and sends the browser to its flow. */
export async function startHostedVerification(c: Context, deps: AppDeps, v: VerificationStart) {
  const p = v.presentation;
  const provider = hostedProvider(deps.kycProviders, await isLiveEnvironment(deps.db, v.partition));
  if (!provider) {
    const message = html`Identity verification is not set up for ${p.name} yet. Contact ${supportContact(p)}.`;
    return notice(c, 503, 'Verification is not available', message, p);
  }
  try {
    await startVerification(deps.db, v.partition, v.userId, provider, deps.clock.now(), { restartRejected: false });
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'kyc_already_complete') return c.redirect(v.back.href, 303);
    if (error instanceof AppError && error.appCode === 'invalid_state') return notice(c, 409, 'We could not verify you', error.message, p, v.back);
    throw error;
  }
  const session = issueKycSession(deps.signingSecret, '', v.partition, v.userId, provider.name, deps.clock.now(), {
    invite: { transactionId: v.transactionId, expiresAt: v.inviteExpiresAt },
  });
  return c.redirect(session.url, 303);
}
