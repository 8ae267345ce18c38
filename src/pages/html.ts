import { html, SafeHtml } from '../lib/html.ts';

// Built in lib/ so the emails the services compose escape the same way.
export { escapeHtml, html, SafeHtml } from '../lib/html.ts';

/** Headers every hosted page sends: no scripts, no framing, no caching, no referrer (URLs carry tokens). */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f6f8; color: #1b1f24; }
  main { max-width: 34rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); overflow-wrap: anywhere; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input, select { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; border: 1px solid #6b7280; border-radius: 4px; }
  input[type=checkbox] { width: 1.25rem; height: 1.25rem; margin: 0 .5rem 0 0; vertical-align: -.2rem; }
  button { font: inherit; margin-top: 1.5rem; padding: .6rem 1.2rem; background: #1d4ed8; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #b91c1c; margin: .25rem 0 0; }
  .error-summary { border: 3px solid #b91c1c; border-radius: 4px; padding: 0 1rem; margin: 1rem 0; }
  .error-summary h2 { font-size: 1.125rem; }
  a { color: #1d4ed8; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .steps { color: #4b5563; }
  .notice { padding: 1rem; border-radius: 4px; background: #eef2ff; }
  .brand { font-size: .875rem; font-weight: 600; color: #1d4ed8; letter-spacing: .02em; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .5rem 1.5rem; margin: 1.5rem 0; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; }
  .amount { font-size: 1.5rem; }
  .badge { display: inline-block; padding: .1rem .6rem; border-radius: 999px; background: #e0e7ff; color: #1e3a8a; font-size: .875rem; }
  ol.history { padding-left: 1.25rem; color: #374151; }
  textarea { font: inherit; box-sizing: border-box; padding: .5rem; border: 1px solid #6b7280; border-radius: 4px; }
  form + form { margin-top: .5rem; }
  button.secondary { background: #fff; color: #1d4ed8; border: 1px solid #1d4ed8; }
  :focus-visible { outline: 3px solid #1b1f24; outline-offset: 2px; }
`;

export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main>
<p class="brand">Secure escrow</p>
${body}
</main>
</body>
</html>`.value;
}
