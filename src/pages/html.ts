import { createHash } from 'node:crypto';
import { html, SafeHtml } from '../lib/html.ts';
import type { Presentation } from '../services/presentation.ts';

// Built in lib/ so the emails the services compose escape the same way.
export { escapeHtml, html, SafeHtml } from '../lib/html.ts';

/**
 * Rewrites each `<time datetime>` into the reader's own time zone and
 * language; without script the server's UTC text stays. Allowed by its hash
 * in the CSP, so no other script can run.
 */
const LOCAL_TIMES = `document.querySelectorAll('time[datetime]').forEach(function (t) {
  var d = new Date(t.getAttribute('datetime'));
  if (!isNaN(d)) t.textContent = d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
});`;
const LOCAL_TIMES_HASH = `'sha256-${createHash('sha256').update(LOCAL_TIMES).digest('base64')}'`;

/** Headers every hosted page sends: no script but the local-times one, no framing, no caching, no referrer (URLs carry tokens). */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'none'; script-src ${LOCAL_TIMES_HASH}; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** An instant as the server writes it (UTC, for readers without script), in a `<time>` the page's script turns into local time. */
export function when(at: Date | string): SafeHtml {
  const date = typeof at === 'string' ? new Date(at) : at;
  const utc = date.toLocaleString('en-GB', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return html`<time datetime="${date.toISOString()}">${utc}</time>`;
}

/** Plain text with its http(s) URLs made links (opening in a new tab, without access to this page); everything else escaped, line breaks kept. */
export function linkify(text: string): SafeHtml {
  const parts: (SafeHtml | string)[] = [];
  let last = 0;
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>"']+/gi)) {
    // Trailing punctuation ends a sentence, not the URL.
    const url = m[0].replace(/[.,;:!?)\]]+$/, '');
    if (!URL.canParse(url)) continue;
    parts.push(text.slice(last, m.index), html`<a href="${url}" rel="noopener noreferrer" target="_blank">${url}</a>`);
    last = m.index + url.length;
  }
  parts.push(text.slice(last));
  return html`${parts.map((p) => (typeof p === 'string' ? html`${p.split(/\r?\n/).map((line, i) => (i ? html`<br>${line}` : line))}` : p))}`;
}

/** How to reach the tenant: its support email and page, or, without them, who to turn to. */
export function supportContact(p: Presentation): SafeHtml {
  const ways = [
    p.supportEmail ? html`<a href="mailto:${p.supportEmail}">${p.supportEmail}</a>` : null,
    p.supportUrl
      ? html`<a href="${p.supportUrl}" rel="noopener noreferrer">${new URL(p.supportUrl).host}${new URL(p.supportUrl).pathname.replace(/\/$/, '')}</a>`
      : null,
  ].filter((w) => w !== null);
  if (ways.length === 0) return html`${p.name}, the marketplace that sent you here`;
  return html`${p.name} at ${ways.length === 2 ? html`${ways[0]} or ${ways[1]}` : ways[0]}`;
}

const STYLE = `
  :root { --accent: #1d4ed8; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f6f8; color: #1b1f24; }
  .site-header, .site-footer, main { max-width: 36rem; margin: 0 auto; box-sizing: border-box; }
  .test-mode { margin: 0; padding: .6rem 1rem; background: repeating-linear-gradient(135deg, #fde68a 0 12px, #fcd34d 12px 24px); color: #1b1f24; text-align: center;
    border-bottom: 2px solid #92400e; }
  .site-header { display: flex; align-items: center; gap: .75rem; padding: 1.25rem 1rem .75rem; }
  .site-header img { height: 40px; width: auto; max-width: 10rem; object-fit: contain; }
  .site-header .name { font-size: 1.125rem; font-weight: 700; margin: 0; }
  .site-header .what { font-size: .875rem; color: #4b5563; margin: 0; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); border-top: 4px solid var(--accent); overflow-wrap: anywhere; }
  .site-footer { padding: 1rem 1rem 3rem; color: #374151; font-size: .9375rem; }
  .site-footer p { margin: .25rem 0; }
  @media (max-width: 36rem) { main { border-radius: 0; padding: 1.25rem; } }
  @media (max-width: 30rem) { dl { grid-template-columns: minmax(0, 1fr); gap: .1rem; } dd { margin-bottom: .6rem; } .reference { font-size: .875rem; } }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.2rem; margin: 1.75rem 0 .5rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  .hint { color: #4b5563; font-weight: 400; margin: .25rem 0 0; font-size: .9375rem; }
  input, select, textarea { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; border: 1px solid #6b7280; border-radius: 4px; }
  input[type=checkbox] { width: 1.25rem; height: 1.25rem; margin: 0 .5rem 0 0; vertical-align: -.2rem; }
  button { font: inherit; margin-top: 1rem; padding: .6rem 1.2rem; background: var(--accent); color: #fff; border: 1px solid var(--accent); border-radius: 4px; cursor: pointer; }
  button.secondary { background: #fff; color: var(--accent); }
  button.quiet { background: #fff; color: #374151; border-color: #6b7280; }
  .error { color: #b91c1c; margin: .25rem 0 0; }
  .error-summary { border: 3px solid #b91c1c; border-radius: 4px; padding: 0 1rem; margin: 1rem 0; }
  .error-summary h2 { font-size: 1.125rem; }
  a { color: var(--accent); }
  .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .steps { color: #4b5563; }
  .notice { padding: 1rem; border-radius: 4px; background: #eef2ff; }
  .notice > :first-child { margin-top: 0; } .notice > :last-child { margin-bottom: 0; }
  .next { padding: 1rem; border-radius: 4px; border: 2px solid var(--accent); margin: 1.5rem 0; }
  .next h2 { margin-top: 0; }
  .instructions { white-space: normal; background: #f9fafb; border-left: 4px solid #9ca3af; padding: .75rem 1rem; margin: .75rem 0; }
  .reference { font: 1rem ui-monospace, monospace; background: #f3f4f6; padding: .1rem .4rem; border-radius: 4px; }
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .5rem 1.5rem; margin: 1.5rem 0; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; }
  .amount { font-size: 1.5rem; }
  .badge { display: inline-block; padding: .1rem .6rem; border-radius: 999px; background: #e0e7ff; color: #1e3a8a; font-size: .875rem; }
  ol.history { padding-left: 1.25rem; color: #374151; }
  details { border: 1px solid #d1d5db; border-radius: 4px; padding: .5rem 1rem; margin: .75rem 0; }
  details[open] { padding-bottom: 1rem; }
  summary { cursor: pointer; color: var(--accent); font-weight: 600; padding: .25rem 0; }
  .problems { margin-top: 2rem; padding-top: 1rem; border-top: 1px solid #e5e7eb; }
  .problems h2 { font-size: 1rem; color: #374151; }
  ul.evidence { padding-left: 1.25rem; }
  ul.evidence li { margin: .5rem 0; }
  .who { font-weight: 600; }
  form + form { margin-top: .5rem; }
  :focus-visible { outline: 3px solid #1b1f24; outline-offset: 2px; }
`;

export interface PageOptions {
  /** The environment's presentation: its name, logo, accent, contact and the test-mode band. Null: a page of the service itself. */
  presentation?: Presentation | null;
  /** What the header names when there is no presentation. */
  brand?: string;
}

/** Every hosted page: whose it is (header), whether money is real (the sandbox band), the page, and whom to ask (footer). */
export function page(title: string, body: SafeHtml, opts: PageOptions = {}): string {
  const p = opts.presentation ?? null;
  const accent = p?.accentColor ? html`<style>:root { --accent: ${p.accentColor}; }</style>` : '';
  const band =
    p && !p.livemode
      ? html`<p class="test-mode"><strong>Test mode — no real money.</strong> This is a sandbox of ${p.name}: nothing here moves real money.</p>`
      : '';
  const header = p
    ? html`<div class="site-header">${p.logoPath ? html`<img src="${p.logoPath}" alt="">` : ''}<div><p class="name">${p.name}</p><p class="what">Secure escrow for ${p.name}</p></div></div>`
    : html`<div class="site-header"><div><p class="name">${opts.brand ?? 'Secure escrow'}</p></div></div>`;
  const footer = p ? html`<footer class="site-footer"><p>Questions? Contact ${supportContact(p)}.</p></footer>` : '';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
${accent}
</head>
<body>
<header>${band}${header}</header>
<main>
${body}
</main>
${footer}
<script>${new SafeHtml(LOCAL_TIMES)}</script>
</body>
</html>`.value;
}
