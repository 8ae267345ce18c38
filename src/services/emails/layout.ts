/**
 * The one place a message becomes text and HTML: the tenant's presentation
 * (its name today; the display name, support contact, logo and accent colour
 * of the environment when those exist) around what the message says. Plain
 * text first, simple HTML beside it (no scripts, no remote images but the
 * tenant's logo, inline styles only), both marked as a test in sandbox.
 */
import { html, type SafeHtml } from '../../lib/html.ts';

/** How a tenant shows itself in its messages. */
export interface Presentation {
  /** The name the parties know the marketplace by. */
  name: string;
  supportEmail?: string | null;
  /** `#rrggbb`: the button and heading colour. */
  accentColor?: string | null;
  /** An https image URL shown above the message. */
  logoUrl?: string | null;
}

/** What a message says, before the layout. */
export interface EmailContent {
  subject: string;
  /** The first line: `Hello Ada,`. */
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs shown as a short table (item, amount, the other party…). */
  facts: [string, string][];
  /** The one button (and its URL, also written out in the text part). */
  action?: { label: string; url: string; note?: string };
  /** Why the recipient gets this message. */
  reason: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const DEFAULT_ACCENT = '#1d4ed8';
const TEST_BANNER = 'TEST MESSAGE: sent from a sandbox environment. No real money moves.';

export function renderEmail(content: EmailContent, presentation: Presentation, opts: { test: boolean }): RenderedEmail {
  const subject = `${opts.test ? '[TEST] ' : ''}${content.subject}`;
  const support = presentation.supportEmail
    ? `Questions? Contact ${presentation.name} at ${presentation.supportEmail}.`
    : `Questions? Contact ${presentation.name}.`;
  const text = [
    opts.test ? `${TEST_BANNER}\n` : '',
    presentation.name,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...content.facts.map(([label, value]) => `${label}: ${value}`),
    content.facts.length ? '' : null,
    content.action ? `${content.action.label}:\n${content.action.url}` : null,
    content.action?.note ?? null,
    content.action ? '' : null,
    `${content.reason} ${support}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  const accent = /^#[0-9a-fA-F]{6}$/.test(presentation.accentColor ?? '') ? presentation.accentColor! : DEFAULT_ACCENT;
  const logo = presentation.logoUrl?.startsWith('https://') ? html`<p><img src="${presentation.logoUrl}" alt="${presentation.name}" height="40"></p>` : '';
  const body: SafeHtml = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${subject}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font:16px/1.5 system-ui,sans-serif;color:#1b1f24">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
${opts.test ? html`<p style="margin:0 0 16px;padding:8px 12px;background:#fef3c7;border-radius:4px;font-weight:600">${TEST_BANNER}</p>` : ''}
${logo}<p style="margin:0 0 16px;font-weight:600;color:${accent}">${presentation.name}</p>
<p>${content.greeting}</p>
${content.paragraphs.map((p) => html`<p>${p}</p>`)}
${
  content.facts.length
    ? html`<table role="presentation" style="border-collapse:collapse;margin:16px 0">${content.facts.map(
        ([label, value]) => html`<tr><td style="padding:2px 16px 2px 0;color:#4b5563">${label}</td><td style="padding:2px 0">${value}</td></tr>`,
      )}</table>`
    : ''
}
${
  content.action
    ? html`<p style="margin:24px 0"><a href="${content.action.url}" style="display:inline-block;padding:10px 20px;background:${accent};color:#fff;text-decoration:none;border-radius:4px">${content.action.label}</a></p>
${content.action.note ? html`<p style="color:#4b5563;font-size:14px">${content.action.note}</p>` : ''}`
    : ''
}
<p style="color:#4b5563;font-size:14px;margin-top:24px">${content.reason} ${support}</p>
</div></body></html>`;
  return { subject, text, html: body.value };
}
