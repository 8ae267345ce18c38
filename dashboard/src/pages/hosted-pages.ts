/** How the environment's hosted pages present it: name, logo, accent, support contact, funding instructions (issue 31). */
import { contrastRatio, parseHexColour, WHITE } from '../../../src/lib/colour.ts';
import { api, type Outputs } from '../api.ts';
import { field, h } from '../dom.ts';
import { can, onSubmit, type PageDef } from '../ui.ts';

type Presentation = Outputs['dashboard']['presentation']['get'];

const LOGO_MAX_BYTES = 100 * 1024;
const MIN_CONTRAST = 4.5;
const DEFAULT_ACCENT = '#1d4ed8';

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** "5.9:1 with white: readable" or why not, for the colour typed so far. */
function contrastWords(hex: string): { text: string; ok: boolean } {
  const rgb = parseHexColour(hex.trim().toLowerCase());
  if (!rgb) return { text: 'Write a colour as #rrggbb, or leave it empty for the default blue.', ok: hex.trim() === '' };
  const ratio = contrastRatio(rgb, WHITE);
  return ratio >= MIN_CONTRAST
    ? { text: `Contrast with white ${ratio.toFixed(1)}:1: buttons and links stay readable.`, ok: true }
    : { text: `Contrast with white ${ratio.toFixed(1)}:1: too light, at least ${MIN_CONTRAST}:1 is needed. Choose a darker colour.`, ok: false };
}

/** The top of a hosted page as a buyer will see it. */
function preview(p: Presentation): { node: HTMLElement; update(values: { name: string; accent: string; logo: string | null }): void } {
  const band = p.livemode
    ? null
    : h('p', { class: 'preview-band' }, h('strong', {}, 'Test mode — no real money.'), ' This is a sandbox: nothing here moves real money.');
  const logo = h('img', { alt: '', class: 'preview-logo' });
  const name = h('p', { class: 'preview-name' });
  const sample = h('span', { class: 'preview-button' }, 'Accept the transaction');
  const link = h('span', { class: 'preview-link' }, 'help page');
  const node = h(
    'figure',
    { class: 'preview' },
    h('figcaption', {}, 'Preview of a hosted page'),
    band,
    h('div', { class: 'preview-header' }, logo, h('div', {}, name, h('p', { class: 'preview-what' }, 'Secure escrow'))),
    h('div', { class: 'preview-body' }, sample, ' ', link),
  );
  return {
    node,
    update({ name: text, accent, logo: src }) {
      name.textContent = text;
      const colour = parseHexColour(accent.trim().toLowerCase()) ? accent.trim() : DEFAULT_ACCENT;
      // CSSOM, not a style attribute: the dashboard's CSP allows no inline styles.
      sample.style.setProperty('background', colour);
      link.style.setProperty('color', colour);
      if (src) logo.setAttribute('src', src);
      logo.hidden = !src;
    },
  };
}

export const hostedPagesPage: PageDef = {
  path: '/dashboard/hosted-pages',
  title: 'Hosted pages',
  nav: 'Hosted pages',
  async render({ environment, member, reload, announce }) {
    const writable = can(member, 'environments.write');
    const p = await api.dashboard.presentation.get.query({ environment });
    const displayName = h('input', { name: 'displayName', maxlength: 100, value: p.displayName ?? '', placeholder: p.tenantName });
    const accent = h('input', {
      id: 'accent-color',
      name: 'accentColor',
      maxlength: 7,
      value: p.accentColor ?? '',
      placeholder: DEFAULT_ACCENT,
      spellcheck: 'false',
      autocomplete: 'off',
    });
    const picker = h('input', { type: 'color', value: p.accentColor ?? DEFAULT_ACCENT, 'aria-label': 'Pick the accent colour' });
    const contrast = h('p', { class: 'hint', id: 'accent-contrast', 'aria-live': 'polite' });
    accent.setAttribute('aria-describedby', 'accent-contrast');
    const logoFile = h('input', { type: 'file', name: 'logo', accept: 'image/png,image/jpeg,image/webp' });
    const removeLogo = h('input', { type: 'checkbox', name: 'removeLogo', value: 'yes', id: 'remove-logo' });
    let logoSrc = p.logo?.url ?? null;
    const look = preview(p);
    const refresh = () => {
      const words = contrastWords(accent.value);
      contrast.textContent = words.text;
      contrast.classList.toggle('error', !words.ok);
      // A colour that would not be accepted is not previewed either: the preview stays readable.
      look.update({
        name: displayName.value.trim() || p.tenantName,
        accent: words.ok ? accent.value : DEFAULT_ACCENT,
        logo: removeLogo.checked ? null : logoSrc,
      });
    };
    displayName.addEventListener('input', refresh);
    accent.addEventListener('input', () => {
      if (parseHexColour(accent.value.trim().toLowerCase())) picker.value = accent.value.trim().toLowerCase();
      refresh();
    });
    picker.addEventListener('input', () => {
      accent.value = picker.value;
      refresh();
    });
    removeLogo.addEventListener('change', refresh);
    logoFile.addEventListener('change', () => {
      const file = logoFile.files?.[0];
      if (!file) return;
      void base64(file).then((data) => {
        logoSrc = `data:${file.type};base64,${data}`;
        removeLogo.checked = false;
        refresh();
      });
    });
    refresh();
    const text = (name: string, value: string | null, attrs: Record<string, string | number> = {}) => h('input', { name, value: value ?? '', ...attrs });
    const form = onSubmit(
      h(
        'form',
        { class: 'branding' },
        h(
          'fieldset',
          { disabled: !writable },
          h('legend', {}, 'Whose escrow it is'),
          field('Display name', displayName, `Shown on every hosted page. Empty: your organisation's name, ${p.tenantName}.`),
          h(
            'div',
            { class: 'field' },
            h('label', { for: 'accent-color' }, 'Accent colour'),
            h('p', { class: 'hint' }, 'Buttons, links and the line above each page, as #rrggbb. Empty: the default blue.'),
            h('div', { class: 'colour-row' }, accent, picker),
            contrast,
          ),
          field('Logo', logoFile, `PNG, JPEG or WebP, up to ${LOGO_MAX_BYTES / 1024} KB; shown about 40 pixels high. SVG is not accepted.`),
          p.logo ? h('div', { class: 'choice' }, removeLogo, h('label', { for: removeLogo.id }, 'Remove the current logo')) : null,
        ),
        h(
          'fieldset',
          { disabled: !writable },
          h('legend', {}, 'Whom to ask'),
          field(
            'Support email',
            text('supportEmail', p.supportEmail, { type: 'email', maxlength: 254 }),
            'Shown at the foot of every page and on expired links.',
          ),
          field(
            'Support page',
            text('supportUrl', p.supportUrl, { type: 'url', maxlength: 500, placeholder: 'https://' }),
            p.livemode ? 'An https address.' : 'An http or https address.',
          ),
        ),
        h(
          'fieldset',
          { disabled: !writable },
          h('legend', {}, 'How the buyer pays'),
          field(
            'Funding instructions',
            h('textarea', { name: 'fundingInstructions', rows: 5, maxlength: 2000 }, p.fundingInstructions ?? ''),
            "Shown to the buyer once they accept, with the amount and the transaction's id as the reference to quote. Plain text; web addresses become links. " +
              'Empty: the page says you will contact them.',
          ),
        ),
        writable ? h('button', { type: 'submit' }, `Save the ${environment} hosted pages`) : h('p', {}, 'Only owners and admins can change these.'),
      ),
      async (data) => {
        const value = (name: string) => {
          const v = String(data.get(name) ?? '').trim();
          return v === '' ? null : v;
        };
        const file = logoFile.files?.[0];
        if (file && file.size > LOGO_MAX_BYTES) throw new Error(`The logo is ${Math.ceil(file.size / 1024)} KB; at most ${LOGO_MAX_BYTES / 1024} KB.`);
        await api.dashboard.presentation.update.mutate({
          environment,
          displayName: value('displayName'),
          accentColor: value('accentColor')?.toLowerCase() ?? null,
          supportEmail: value('supportEmail'),
          supportUrl: value('supportUrl'),
          fundingInstructions: value('fundingInstructions'),
          ...(file ? { logo: await base64(file) } : data.get('removeLogo') ? { logo: null } : {}),
        });
        announce(`The ${environment} hosted pages are saved.`);
        await reload();
      },
      'Could not save',
    );
    return [
      h('p', {}, `What buyers and sellers see of you on the ${environment} hosted pages (invitations, transaction pages, identity checks).`),
      h('div', { class: 'branding-layout' }, form, look.node),
    ];
  },
};
