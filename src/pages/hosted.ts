/** What the hosted escrow and verification pages share: answering with a page, a notice, and a link that no longer works. */
import type { Context } from 'hono';
import type { Presentation } from '../services/presentation.ts';
import { html, page, PAGE_HEADERS, supportContact, type SafeHtml } from './html.ts';

export function respond(c: Context, status: number, title: string, body: SafeHtml, presentation: Presentation | null) {
  return c.body(page(title, body, { presentation }), status as 200, PAGE_HEADERS);
}

/** A short page: a heading, one message, and optionally a way back. */
export function notice(
  c: Context,
  status: number,
  title: string,
  message: string | SafeHtml,
  presentation: Presentation | null,
  back?: { href: string; text: string },
) {
  const link = back ? html`<p><a href="${back.href}">${back.text}</a></p>` : '';
  return respond(c, status, title, html`<h1>${title}</h1><p class="notice" role="status">${message}</p>${link}`, presentation);
}

/**
 * A link that is not valid or has expired, or an invitation already used.
 * Whose it was is known unless its signature failed: then the page can only
 * point back to whoever sent it. `recovery` is the "email me a new link"
 * form (issue 30) where the page knows which transaction to mail about;
 * `extra` goes first (a way on, such as the party page of a used invitation).
 */
export function linkProblem(
  c: Context,
  status: 400 | 410,
  title: string,
  why: string,
  presentation: Presentation | null,
  opts: { recovery?: SafeHtml; extra?: SafeHtml } = {},
) {
  const ask = presentation
    ? html`<p>For a new link or any question, contact ${supportContact(presentation)}.</p>`
    : html`<p>For a new link, contact the marketplace that sent it to you.</p>`;
  return respond(
    c,
    status,
    title,
    html`<h1>${title}</h1><p class="notice" role="status">${why}</p>${opts.extra ?? ''}${opts.recovery ?? ''}${ask}`,
    presentation,
  );
}
