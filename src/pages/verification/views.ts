/** What the hosted verification pages show: each step's form with its errors, and the flow's outcome. */
import type { Context } from 'hono';
import { ACCEPTED_IMAGE_TYPES } from '../../lib/image-sniff.ts';
import { KYC_STEPS, type KycRow, type KycStep } from '../../services/kyc.ts';
import type { Presentation } from '../../services/presentation.ts';
import { html, supportContact, type SafeHtml } from '../html.ts';
import { notice, respond } from '../hosted.ts';
import { COUNTRIES, HOSTED_DOCUMENT_TYPES } from './forms.ts';

const STEP_TITLES: Record<KycStep, string> = { identity: 'Your identity', document: 'Your identity document', liveness: 'A quick liveness check' };

export type FieldErrors = Partial<Record<string, string>>;

function errorText(errors: FieldErrors, field: string) {
  return errors[field] ? html`<p class="error" id="${field}-error"><span class="visually-hidden">Error: </span>${errors[field]}</p>` : '';
}

/**
 * Without JavaScript a failed submit reloads the page at the top: the title
 * says there is an error, and this summary (first in the form's content)
 * lists each problem with a link to its field.
 */
function errorSummary(errors: FieldErrors) {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return '';
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
  <h2 id="error-summary-title">There is a problem</h2>
  <ul>${entries.map(([field, message]) => html`<li><a href="#${field}">${message}</a></li>`)}</ul>
</div>`;
}

/** Each step's page has its own title; a page showing errors says so first. */
function stepTitle(record: KycRow, errors: FieldErrors = {}) {
  const step = KYC_STEPS[record.currentStep]!;
  const prefix = Object.values(errors).some(Boolean) ? 'Error: ' : '';
  return `${prefix}Step ${record.currentStep + 1} of 3: ${STEP_TITLES[step]} – Verify your identity`;
}

export function stepPage(
  c: Context,
  status: number,
  token: string,
  record: KycRow,
  p: Presentation,
  errors: FieldErrors = {},
  values: Record<string, string> = {},
) {
  return respond(c, status, stepTitle(record, errors), stepForm(token, record, errors, values), p);
}

/**
 * Before the first step: who verifies whom and why, what is needed, what is
 * kept and for how long, and whom to ask, and, in a sandbox, that nothing
 * here is real.
 */
export function introPage(c: Context, token: string, p: Presentation) {
  const test = p.livemode
    ? ''
    : html`<p class="notice"><strong>This is a test.</strong> Use made-up details: nothing is checked against real records, and any legal name
containing “reject” is refused on purpose, to try the outcome.</p>`;
  return respond(
    c,
    200,
    `Verify your identity for ${p.name}`,
    html`<p class="steps">Before you start</p>
<h1>Verify your identity for ${p.name}</h1>
${test}
<h2>Who checks, and why</h2>
<p>${p.name} uses this escrow service to hold payments between buyers and sellers. Before money is paid in or out, the escrow service must
know who both sides are, so it verifies your identity on behalf of ${p.name} and checks your name against sanctions lists.</p>
<h2>What you need: 3 steps, a few minutes</h2>
<ol><li>Your full legal name, date of birth and country of residence.</li>
<li>An identity document (passport, ID card, driving licence or residence permit): its number and a photo of it.</li>
<li>A short check that you are present.</li></ol>
<h2>What is kept, and for how long</h2>
<p>Kept with your account at ${p.name}: your name, date of birth and country; the type of document and the last four characters of its number
(never the whole number); the photo, which is stored but never shown again; and the result of each step. Nothing is deleted automatically:
it is kept for as long as ${p.name} keeps your account. To see it or have it deleted, contact ${supportContact(p)}.</p>
<form method="get" action="/verify/${token}"><input type="hidden" name="start" value="1"><button type="submit">Start</button></form>`,
    p,
  );
}

function describedBy(errors: FieldErrors, field: string) {
  return errors[field] ? html` aria-invalid="true" aria-describedby="${field}-error"` : '';
}

function stepForm(token: string, record: KycRow, errors: FieldErrors = {}, values: Record<string, string> = {}): SafeHtml {
  const step = KYC_STEPS[record.currentStep]!;
  const header = html`<p class="steps">Step ${record.currentStep + 1} of 3</p><h1>${STEP_TITLES[step]}</h1>
${errorSummary(errors)}`;
  const action = `/verify/${token}/${step}`;
  if (step === 'identity') {
    return html`${header}
<form method="post" action="${action}">
  <label for="legalName">Full legal name</label>
  <input id="legalName" name="legalName" autocomplete="name" required maxlength="200" value="${values.legalName ?? ''}"${describedBy(errors, 'legalName')}>
  ${errorText(errors, 'legalName')}
  <label for="dateOfBirth">Date of birth</label>
  <input id="dateOfBirth" name="dateOfBirth" type="date" autocomplete="bday" required value="${values.dateOfBirth ?? ''}"${describedBy(errors, 'dateOfBirth')}>
  ${errorText(errors, 'dateOfBirth')}
  <label for="country">Country of residence</label>
  <select id="country" name="country" autocomplete="country" required${describedBy(errors, 'country')}>
    <option value="">Choose a country</option>
    ${COUNTRIES.map((c) => html`<option value="${c.code}"${c.code === values.country ? html` selected` : ''}>${c.name}</option>`)}
  </select>
  ${errorText(errors, 'country')}
  <button type="submit">Continue</button>
</form>`;
  }
  if (step === 'document') {
    return html`${header}
<form method="post" action="${action}" enctype="multipart/form-data">
  <label for="documentType">Type of document</label>
  <select id="documentType" name="documentType" required${describedBy(errors, 'documentType')}>
    <option value="">Choose a document type</option>
    ${HOSTED_DOCUMENT_TYPES.map((d) => html`<option value="${d.value}"${d.value === values.documentType ? html` selected` : ''}>${d.label}</option>`)}
  </select>
  ${errorText(errors, 'documentType')}
  <label for="documentNumber">Document number</label>
  <input id="documentNumber" name="documentNumber" required maxlength="40" autocomplete="off" spellcheck="false"${describedBy(errors, 'documentNumber')}>
  ${errorText(errors, 'documentNumber')}
  <label for="document">Photo of your passport, ID card or driving licence (JPEG, PNG or WebP, up to 5 MB)</label>
  <input id="document" name="document" type="file" accept="${ACCEPTED_IMAGE_TYPES.join(',')}" required${describedBy(errors, 'document')}>
  ${errorText(errors, 'document')}
  <button type="submit">Upload</button>
</form>`;
  }
  return html`${header}
<form method="post" action="${action}">
  <p>In the sandbox this check is simulated: confirm to finish.</p>
  <label><input type="checkbox" id="consent" name="consent" value="yes" required${describedBy(errors, 'consent')}>I am the person in the document and I am present now</label>
  ${errorText(errors, 'consent')}
  <button type="submit">Finish</button>
</form>`;
}

/**
 * The flow's outcome, or the open step. The outcome pages link back to where
 * the person came from: the integrator's returnUrl, and the invitation (or,
 * once accepted, the party page) when the flow started from one.
 */
export function statusPage(c: Context, token: string, record: KycRow, p: Presentation, links: SafeHtml | '' = '', opts: { started?: boolean } = {}) {
  const close = links ? '' : ' You can close this page.';
  const outcome = (title: string, message: SafeHtml | string) =>
    respond(c, 200, title, html`<h1>${title}</h1><p class="notice" role="status">${message}</p>${links}`, p);
  if (record.status === 'complete') return outcome('You are verified', `Your identity has been verified.${close}`);
  if (record.status === 'rejected')
    return outcome('We could not verify you', html`Your identity could not be verified. To find out why or to try again, contact ${supportContact(p)}.`);
  if (record.status !== 'pending') {
    return notice(c, 409, 'This verification has not started', html`Ask ${supportContact(p)} for a new verification link.`, p);
  }
  if (record.currentStep === 0 && !opts.started) return introPage(c, token, p);
  return stepPage(c, 200, token, record, p);
}
