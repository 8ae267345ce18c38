import countries from 'i18n-iso-countries/index.js';
import englishCountryNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ACCEPTED_IMAGE_TYPES, sniffImageType } from '../lib/image-sniff.ts';
import { getKyc, isLiveEnvironment, KYC_STEPS, recordStep, type KycRow, type KycStep } from '../services/kyc.ts';
import { providerWorksIn, type DocumentType } from '../services/kyc-providers.ts';
import { readKycSession, type KycSessionClaims } from '../services/kyc-sessions.ts';
import { signInvite, signPartyLink } from '../services/transactions/links.ts';
import { getTransaction } from '../services/transactions/read.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { html, page, PAGE_HEADERS, type SafeHtml } from './html.ts';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const STEP_TITLES: Record<KycStep, string> = { identity: 'Your identity', document: 'Your identity document', liveness: 'A quick liveness check' };

// ISO 3166-1 from a maintained list (the runtime's region names include withdrawn codes such as DD, SU and YU).
countries.registerLocale(englishCountryNames);
/** ISO 3166-1 alpha-2 codes with their English short names, sorted by name. */
const COUNTRIES: { code: string; name: string }[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((x, y) => x.name.localeCompare(y.name, 'en'));
const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));

/** The documents the hosted flow accepts (the API's `other` is for tenants' own providers). */
const HOSTED_DOCUMENT_TYPES: { value: DocumentType; label: string }[] = [
  { value: 'passport', label: 'Passport' },
  { value: 'id_card', label: 'National ID card' },
  { value: 'driving_license', label: 'Driving licence' },
  { value: 'residence_permit', label: 'Residence permit' },
];
/** Letters and digits once spaces and hyphens are dropped; long enough that its last four say little on their own. */
const DOCUMENT_NUMBER = /^[A-Z0-9]{5,30}$/;

type FieldErrors = Partial<Record<string, string>>;
type Env = { Variables: { claims: KycSessionClaims; token: string } };

function respond(c: Context, status: number, title: string, body: SafeHtml) {
  return c.body(page(title, body), status as 200, PAGE_HEADERS);
}

function notice(c: Context, status: number, title: string, message: string) {
  return respond(c, status, title, html`<h1>${title}</h1><p class="notice" role="status">${message}</p>`);
}

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

function stepPage(c: Context, status: number, token: string, record: KycRow, errors: FieldErrors = {}, values: Record<string, string> = {}) {
  return respond(c, status, stepTitle(record, errors), stepForm(token, record, errors, values));
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
function statusPage(c: Context, token: string, record: KycRow, links: SafeHtml | '' = '') {
  const close = links ? '' : ' You can close this page.';
  const outcome = (title: string, message: string) => respond(c, 200, title, html`<h1>${title}</h1><p class="notice" role="status">${message}</p>${links}`);
  if (record.status === 'complete') return outcome('You are verified', `Your identity has been verified.${close}`);
  if (record.status === 'rejected')
    return outcome('We could not verify you', 'Your identity could not be verified. Contact the marketplace that sent you here.');
  if (record.status !== 'pending')
    return notice(c, 409, 'This verification has not started', 'Ask the marketplace that sent you here for a new verification link.');
  return stepPage(c, 200, token, record);
}

/**
 * The hosted verification flow: server-rendered pages that work without
 * JavaScript, authenticated only by the short-lived session token in the URL.
 * Each step posts a form, is recorded through the provider, then redirects
 * (303) back to the flow, which shows the next step or the outcome.
 */
export function verificationPages(deps: AppDeps) {
  const app = new Hono<Env>();

  // Every page and form needs a valid, unexpired token naming a known provider.
  const guard: MiddlewareHandler<Env> = async (c, next) => {
    const token = c.req.param('token')!;
    const check = readKycSession(deps.signingSecret, token, deps.clock.now());
    if (!check.ok && check.reason === 'expired') {
      return notice(c, 410, 'This link has expired', 'Verification links last 15 minutes. Ask the marketplace that sent you here for a new one.');
    }
    const provider = check.ok && Object.hasOwn(deps.kycProviders, check.payload.p) ? deps.kycProviders[check.payload.p] : undefined;
    // A provider that does not work here (sandbox in live, decisions §8) opens nothing, whatever the token says.
    if (!check.ok || !provider || !providerWorksIn(provider, await isLiveEnvironment(deps.db, { tenantId: check.payload.t, environmentId: check.payload.e }))) {
      return notice(c, 400, 'This link is not valid', 'Check that you opened the whole link, or ask for a new one.');
    }
    c.set('claims', check.payload);
    c.set('token', token);
    await next();
  };
  app.use('/:token', guard);
  app.use('/:token/*', guard);

  const partition = (claims: KycSessionClaims) => ({ tenantId: claims.t, environmentId: claims.e });
  const load = (claims: KycSessionClaims) => getKyc(deps.db, partition(claims), claims.u);
  const back = (c: Context, token: string) => c.redirect(`/verify/${token}`, 303);

  /** Where the outcome page leads: only http(s) return URLs (checked at issue, again here), and the invitation's transaction. */
  async function outcomeLinks(claims: KycSessionClaims): Promise<SafeHtml | ''> {
    const links: SafeHtml[] = [];
    if (claims.x) {
      const now = deps.clock.now();
      const row = await getTransaction(deps.db, partition(claims), claims.x).catch(() => null);
      if (row?.status === 'invited' && claims.ie !== undefined && claims.ie > now.getTime()) {
        const invite = signInvite(deps.signingSecret, { x: row.id, u: claims.u, t: claims.t, e: claims.e, exp: claims.ie });
        links.push(html`<a href="/accept/${invite}">Back to the invitation</a>`);
      } else if (row && row.status !== 'cancelled' && (row.sellerId === claims.u || row.buyerId === claims.u)) {
        links.push(html`<a href="${signPartyLink(deps.signingSecret, '', row, claims.u, now).url}">Go to your transaction</a>`);
      }
    }
    const target = claims.r && URL.canParse(claims.r) ? new URL(claims.r) : null;
    if (target && (target.protocol === 'https:' || target.protocol === 'http:')) links.push(html`<a href="${target.href}">Return to ${target.host}</a>`);
    return links.length ? html`<ul class="links">${links.map((l) => html`<li>${l}</li>`)}</ul>` : '';
  }

  async function showStatus(c: Context, claims: KycSessionClaims, token: string) {
    const record = await load(claims);
    const finished = record.status === 'complete' || record.status === 'rejected';
    return statusPage(c, token, record, finished ? await outcomeLinks(claims) : '');
  }

  app.get('/:token', async (c) => showStatus(c, c.get('claims'), c.get('token')));

  /** Run a step; a step that is not open (double submit, finished flow) shows the flow's current state. */
  async function step(c: Context, claims: KycSessionClaims, token: string, run: () => Promise<unknown>) {
    try {
      await run();
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'invalid_state') return showStatus(c, claims, token);
      throw error;
    }
    return back(c, token);
  }

  app.post('/:token/identity', async (c) => {
    const claims = c.get('claims');
    const token = c.get('token');
    const form = await c.req.parseBody();
    const values = {
      legalName: String(form.legalName ?? '').trim(),
      dateOfBirth: String(form.dateOfBirth ?? '').trim(),
      country: String(form.country ?? '')
        .trim()
        .toUpperCase(),
    };
    const errors: FieldErrors = {};
    if (!values.legalName || values.legalName.length > 200) errors.legalName = 'Enter your full legal name (up to 200 characters).';
    const dob = /^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth) ? new Date(`${values.dateOfBirth}T00:00:00Z`) : null;
    const now = deps.clock.now();
    if (!dob || Number.isNaN(dob.getTime()) || dob.toISOString().slice(0, 10) !== values.dateOfBirth || dob >= now || dob.getUTCFullYear() < 1900) {
      errors.dateOfBirth = 'Enter a real date of birth in the past, as YYYY-MM-DD.';
    }
    if (!COUNTRY_CODES.has(values.country)) errors.country = 'Choose your country from the list.';
    const record = await load(claims);
    if (Object.keys(errors).length > 0 && record.status === 'pending' && record.currentStep === 0) {
      return stepPage(c, 400, token, record, errors, values);
    }
    const provider = deps.kycProviders[claims.p]!;
    return step(c, claims, token, () => recordStep(deps.db, partition(claims), claims.u, provider, { kind: 'identity', input: values }, now));
  });

  app.post(
    '/:token/document',
    bodyLimit({
      maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
      onError: (c) => notice(c, 413, 'That file is too large', 'Upload a photo of up to 5 MB. Go back and choose a smaller file.'),
    }),
    async (c) => {
      const claims = c.get('claims');
      const token = c.get('token');
      const record = await load(claims);
      if (record.status !== 'pending' || record.currentStep !== 1) return showStatus(c, claims, token);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        form = {};
      }
      const file = form.document;
      const documentType = HOSTED_DOCUMENT_TYPES.find((d) => d.value === form.documentType)?.value;
      // Spaces and hyphens are how numbers are printed, not part of them. The number is never echoed back.
      const documentNumber = typeof form.documentNumber === 'string' ? form.documentNumber.replace(/[\s-]/g, '').toUpperCase() : '';
      const errors: FieldErrors = {};
      let status = 400;
      if (!documentType) errors.documentType = 'Choose the type of your document.';
      if (!DOCUMENT_NUMBER.test(documentNumber)) errors.documentNumber = 'Enter the document number as printed: 5 to 30 letters and digits.';
      let input: { contentType: string; bytes: Buffer } | undefined;
      if (!(file instanceof File) || file.size === 0) {
        errors.document = 'Choose a photo of your document to upload.';
      } else if (file.size > MAX_DOCUMENT_BYTES) {
        [errors.document, status] = ['The file is larger than 5 MB.', 413];
      } else {
        const bytes = Buffer.from(await file.arrayBuffer());
        const type = sniffImageType(bytes);
        // The bytes decide; the declared type must agree, so nothing is stored under a type it is not.
        if (!type || file.type !== type) [errors.document, status] = ['Upload a JPEG, PNG or WebP photo. Other files (PDF, SVG, HTML…) are not accepted.', 415];
        else input = { contentType: type, bytes };
      }
      if (Object.keys(errors).length > 0 || !input || !documentType) {
        return stepPage(c, errors.document ? status : 400, token, record, errors, { documentType: documentType ?? '' });
      }
      const provider = deps.kycProviders[claims.p]!;
      const step_ = { kind: 'document' as const, input: { ...input, documentType, documentNumber } };
      return step(c, claims, token, () => recordStep(deps.db, partition(claims), claims.u, provider, step_, deps.clock.now()));
    },
  );

  app.post('/:token/liveness', async (c) => {
    const claims = c.get('claims');
    const token = c.get('token');
    const form = await c.req.parseBody();
    const record = await load(claims);
    if (form.consent !== 'yes' && record.status === 'pending' && record.currentStep === 2) {
      return stepPage(c, 400, token, record, { consent: 'Confirm to finish the check.' });
    }
    const provider = deps.kycProviders[claims.p]!;
    return step(c, claims, token, () => recordStep(deps.db, partition(claims), claims.u, provider, { kind: 'liveness' }, deps.clock.now()));
  });

  app.onError((error, c) => {
    if (error instanceof AppError && error.appCode === 'not_found') return notice(c, 404, 'Verification not found', 'This verification no longer exists.');
    deps.logger.error({ err: error }, 'verification page error');
    return notice(c, 500, 'Something went wrong', 'Please try again in a moment.');
  });

  return app;
}
