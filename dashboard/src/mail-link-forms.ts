/** The sign-in page's forms that mail a link to the address (unlock, password reset): the same answer for any address. */
import { describeError, requestPasswordReset, requestUnlock } from './api.ts';
import { field, h } from './dom.ts';

/** Both mailed-link forms of the sign-in page: the link goes to the address's mailbox, and the answer is the same for any address. */
function mailLinkForm(opts: { id: string; title: string; label: string; button: string; what: string; send: (email: string) => Promise<void> }): HTMLElement {
  const done = h('p', { role: 'status' });
  const form = h(
    'form',
    { method: 'post', 'aria-labelledby': opts.id, class: 'panel' },
    h('h2', { id: opts.id }, opts.title),
    field(opts.label, h('input', { name: 'email', type: 'email', autocomplete: 'username', required: true })),
    h('button', { type: 'submit', class: 'secondary' }, opts.button),
    done,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const email = String(new FormData(form).get('email'));
    opts
      .send(email)
      .then(() => (done.textContent = `If ${email} has a dashboard account, ${opts.what} is on its way to it.`))
      .catch((error: unknown) => (done.textContent = describeError(error)));
  });
  return form;
}

/** For an owner locked out by others' wrong passwords: a link to their mailbox lifts the lock for their browser. */
export const unlockForm = () =>
  mailLinkForm({
    id: 'unlock-title',
    title: 'Locked out?',
    label: 'Address for the unlock link',
    button: 'Email me an unlock link',
    what: 'an unlock link',
    send: requestUnlock,
  });

/** For a forgotten password, or an account someone else set up for this address: a reset link to the mailbox. */
export const resetForm = () =>
  mailLinkForm({
    id: 'reset-title',
    // Neither "Email" nor "Password" in the form's name: the sign-in fields keep the only labels saying them.
    title: 'Forgot it?',
    label: 'Address for the reset link',
    button: 'Email me a password-reset link',
    what: 'a password-reset link',
    send: requestPasswordReset,
  });
