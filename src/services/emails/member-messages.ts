/**
 * What dashboard members are mailed: the invitation carrying their one-time
 * set-password link (the only place that link goes, decisions §13), and the
 * unlock link of a locked-out account. Neither is ever listed to a tenant.
 */
import type { EmailContent } from './layout.ts';

export function inviteContent(input: { organization: string; invitedBy: string; role: string; url: string; name: string }): EmailContent {
  return {
    subject: `You are invited to the ${input.organization} dashboard`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${input.invitedBy} invited you to join ${input.organization} on the escrow dashboard as ${input.role === 'admin' || input.role === 'owner' ? 'an' : 'a'} ${input.role}.`,
      'Open the link to join. If you already have a dashboard password (from another organisation), you confirm with it; otherwise you choose one.',
    ],
    facts: [],
    action: {
      label: `Join ${input.organization}`,
      url: input.url,
      note: 'This link is yours alone and works for 7 days. If you did not expect it, ignore this message.',
    },
    reason: 'You receive this because someone invited this address to an organisation.',
  };
}

export function unlockContent(input: { url: string }): EmailContent {
  return {
    subject: 'Unlock your dashboard sign-in',
    greeting: 'Hello,',
    paragraphs: [
      'Someone asked to unlock the dashboard sign-in of this address, which is locked after too many wrong passwords.',
      'Open the link in the browser you sign in with: it lifts the lock and lets that browser sign in even if someone else keeps guessing.',
    ],
    facts: [],
    action: {
      label: 'Unlock my sign-in',
      url: input.url,
      note: 'This link works once, for one hour. If you did not ask for it, ignore this message: your password has not changed.',
    },
    reason: 'You receive this because this address has a dashboard account.',
  };
}
