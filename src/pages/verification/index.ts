import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sniffImageType } from '../../lib/image-sniff.ts';
import { getKyc, recordStep } from '../../services/kyc.ts';
import { providerWorksIn } from '../../services/kyc-providers.ts';
import { presentationFor, type Presentation } from '../../services/presentation.ts';
import { readKycSession, type KycSessionClaims } from '../../services/kyc-sessions.ts';
import { signInvite, signPartyLink } from '../../services/transactions/links.ts';
import { rowTime } from '../../services/transactions/time.ts';
import { getTransaction } from '../../services/transactions/read.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { html, type SafeHtml } from '../html.ts';
import { COUNTRY_CODES, DOCUMENT_NUMBER, HOSTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from './forms.ts';
import { linkProblem, notice } from '../hosted.ts';
import { claimedEnvironment, recoveryForm } from '../transactions/recovery.ts';
import { statusPage, stepPage, type FieldErrors } from './views.ts';

type Env = { Variables: { claims: KycSessionClaims; token: string; presentation: Presentation } };

/**
 * The hosted verification flow: server-rendered pages that work without
 * JavaScript, authenticated only by the short-lived session token in the URL.
 * Each step posts a form, is recorded through the provider, then redirects
 * (303) back to the flow, which shows the next step or the outcome.
 */
export function verificationPages(deps: AppDeps) {
  const app = new Hono<Env>();
  const partition = (claims: KycSessionClaims) => ({ tenantId: claims.t, environmentId: claims.e });

  // Every page and form needs a valid, unexpired token naming a known provider.
  const guard: MiddlewareHandler<Env> = async (c, next) => {
    const token = c.req.param('token')!;
    const check = readKycSession(deps.signingSecret, token, deps.clock.now());
    const presentation = 'payload' in check ? await presentationFor(deps.db, partition(check.payload)) : null;
    if (!check.ok && check.reason === 'expired') {
      const why = 'Verification links work for 15 minutes after they are made. You can get a link to your transaction by email below, and verify from there.';
      return linkProblem(c, 410, 'This link has expired', why, presentation, { recovery: recoveryForm(await recoveryRef(check.payload)) });
    }
    const provider = check.ok && Object.hasOwn(deps.kycProviders, check.payload.p) ? deps.kycProviders[check.payload.p] : undefined;
    // A provider that does not work here (sandbox in live, decisions §8) opens nothing, whatever the token says.
    if (!check.ok || !presentation || !provider || !providerWorksIn(provider, presentation.livemode)) {
      // A signature that failed names no tenant: no branding, only the generic form for the environment it claims (mail goes to an address on file only).
      const ref = check.ok ? check.payload.e : claimedEnvironment(token);
      const why = 'Check that you opened the whole link: it may have been cut when it was copied.';
      return linkProblem(c, 400, 'This link is not valid', why, presentation, { recovery: ref ? recoveryForm(ref) : undefined });
    }
    c.set('claims', check.payload);
    c.set('token', token);
    c.set('presentation', presentation);
    await next();
  };
  /** What an expired link's form asks about: its transaction when it has one, else its environment. */
  async function recoveryRef(claims: KycSessionClaims): Promise<string> {
    const row = claims.x ? await getTransaction(deps.db, partition(claims), claims.x).catch(() => null) : null;
    return row?.token ?? claims.e;
  }

  app.use('/:token', guard);
  app.use('/:token/*', guard);

  const load = (claims: KycSessionClaims) => getKyc(deps.db, partition(claims), claims.u);
  const back = (c: Context, token: string) => c.redirect(`/verify/${token}`, 303);

  /** Where the outcome page leads: only http(s) return URLs (checked at issue, again here), and the invitation's transaction. */
  async function outcomeLinks(claims: KycSessionClaims): Promise<SafeHtml | ''> {
    const links: SafeHtml[] = [];
    if (claims.x) {
      const row = await getTransaction(deps.db, partition(claims), claims.x).catch(() => null);
      // The invitation and the party link live on the transaction's time (a sandbox test clock's, when it is on one).
      const now = row ? await rowTime(deps.db, row, deps.clock.now()) : deps.clock.now();
      if (row?.status === 'invited' && claims.ie !== undefined && claims.ie > now.getTime()) {
        const clock = row.testClockId ? { k: row.testClockId } : {};
        const invite = signInvite(deps.signingSecret, { x: row.id, u: claims.u, t: claims.t, e: claims.e, exp: claims.ie, ...clock });
        links.push(html`<a href="/accept/${invite}">Back to the invitation</a>`);
      } else if (row && row.status !== 'cancelled' && (row.sellerId === claims.u || row.buyerId === claims.u)) {
        links.push(html`<a href="${signPartyLink(deps.signingSecret, '', row, claims.u, now).url}">Go to your transaction</a>`);
      }
    }
    const target = claims.r && URL.canParse(claims.r) ? new URL(claims.r) : null;
    if (target && (target.protocol === 'https:' || target.protocol === 'http:')) links.push(html`<a href="${target.href}">Return to ${target.host}</a>`);
    return links.length ? html`<ul class="links">${links.map((l) => html`<li>${l}</li>`)}</ul>` : '';
  }

  async function showStatus(c: Context<Env>, claims: KycSessionClaims, token: string, opts: { started?: boolean } = {}) {
    const record = await load(claims);
    const finished = record.status === 'complete' || record.status === 'rejected';
    return statusPage(c, token, record, c.get('presentation'), finished ? await outcomeLinks(claims) : '', opts);
  }

  // The first step comes after the introduction's Start (`?start=1`).
  app.get('/:token', async (c) => showStatus(c, c.get('claims'), c.get('token'), { started: c.req.query('start') === '1' }));

  /** Run a step; a step that is not open (double submit, finished flow) shows the flow's current state. */
  async function step(c: Context<Env>, claims: KycSessionClaims, token: string, run: () => Promise<unknown>) {
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
      return stepPage(c, 400, token, record, c.get('presentation'), errors, values);
    }
    const provider = deps.kycProviders[claims.p]!;
    return step(c, claims, token, () => recordStep(deps.db, partition(claims), claims.u, provider, { kind: 'identity', input: values }, now));
  });

  app.post(
    '/:token/document',
    bodyLimit({
      maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
      onError: (c) => notice(c, 413, 'That file is too large', 'Upload a photo of up to 5 MB. Go back and choose a smaller file.', c.get('presentation')),
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
        return stepPage(c, errors.document ? status : 400, token, record, c.get('presentation'), errors, { documentType: documentType ?? '' });
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
      return stepPage(c, 400, token, record, c.get('presentation'), { consent: 'Confirm to finish the check.' });
    }
    const provider = deps.kycProviders[claims.p]!;
    return step(c, claims, token, () => recordStep(deps.db, partition(claims), claims.u, provider, { kind: 'liveness' }, deps.clock.now()));
  });

  // Whose page it is when the guard got that far (its token verified).
  app.onError((error, c) => {
    const presentation = c.get('presentation') ?? null;
    if (error instanceof AppError && error.appCode === 'not_found')
      return notice(c, 404, 'Verification not found', 'This verification no longer exists.', presentation);
    deps.logger.error({ err: error }, 'verification page error');
    return notice(c, 500, 'Something went wrong', 'Please try again in a moment.', presentation);
  });

  return app;
}
