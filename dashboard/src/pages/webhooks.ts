import { allPages, api } from '../api.ts';
import { badge, dateTime, field, h, nextId, table } from '../dom.ts';
import { can, confirmButton, errorBox, onSubmit, secretPanel, type PageDef } from '../ui.ts';

type Api = typeof api.dashboard.webhooks;
type Endpoint = Awaited<ReturnType<Api['list']['query']>>['data'][number];
type Attempt = Awaited<ReturnType<Api['delivery']['query']>>['attempts'][number];
type Exchange = Pick<Attempt, 'request' | 'response'>;

/** A block of text exactly as received (never parsed as HTML), scrollable when long. */
const pre = (text: string, label: string) => h('pre', { class: 'exchange', tabindex: 0, 'aria-label': label }, text);

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** What was sent and what came back, for one attempt (a delivery's or a test event's). */
function exchangeDetails(attempt: Exchange & { statusCode: number | null; durationMs: number; error: string | null }, title: string): HTMLElement {
  const { request, response } = attempt;
  const outcome = attempt.statusCode !== null ? `Answered ${attempt.statusCode} in ${attempt.durationMs} ms` : (attempt.error ?? 'No answer');
  const cut = response?.bodyTruncated ? '\n… (cut at 4 KiB)' : '';
  const responseBody = !response ? null : response.bodyBinary ? 'Not text: not kept.' : `${response.body ?? ''}${cut}`;
  return h(
    'div',
    { class: 'panel' },
    h('h4', {}, title),
    h('p', {}, outcome),
    request
      ? [h('h5', {}, `Request to ${request.url}`), pre(headerLines(request.headers), `${title}: request headers`), pre(request.body, `${title}: request body`)]
      : h('p', { class: 'hint' }, 'The request and answer are kept 30 days.'),
    response
      ? [h('h5', {}, 'Response'), pre(headerLines(response.headers), `${title}: response headers`), pre(responseBody ?? '', `${title}: response body`)]
      : null,
  );
}

const DISABLED_BECAUSE = { failing: ' every attempt failed for 5 days', gone: ' receiver answered 410 Gone' } as const;

function stateOf(e: Endpoint): (Node | string)[] {
  if (!e.enabled) return [badge('disabled'), e.disabledReason ? DISABLED_BECAUSE[e.disabledReason] : ''];
  if (e.failingSince) return [badge('failing'), ' since ', dateTime(e.failingSince)];
  return [badge('enabled')];
}

/** `datetime-local` wants local wall-clock time without a zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const webhooksPage: PageDef = {
  path: '/dashboard/webhooks',
  title: 'Webhooks',
  nav: 'Webhooks',
  async render({ environment, member, reload, announce }) {
    const writable = can(member, 'webhooks.write');
    const endpoints = { data: await allPages((page) => api.dashboard.webhooks.list.query({ environment, ...page })) };
    const out: Node[] = [];
    const slot = h('div', {});
    out.push(slot);

    if (writable) {
      const form = onSubmit(
        h(
          'form',
          { 'aria-labelledby': 'new-endpoint' },
          h('h2', { id: 'new-endpoint' }, 'Add an endpoint'),
          field('URL (https)', h('input', { name: 'url', type: 'url', required: true, placeholder: 'https://example.com/webhooks' })),
          field('Events', h('input', { name: 'events', required: true, value: '*' }), 'Comma-separated event types, * for all, or prefix.* (transaction.*).'),
          field('Description (optional)', h('input', { name: 'description' })),
          h('button', { type: 'submit' }, 'Add endpoint'),
        ),
        async (data) => {
          const events = String(data.get('events'))
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          const description = String(data.get('description') ?? '').trim();
          const created = await api.dashboard.webhooks.create.mutate({
            environment,
            url: String(data.get('url')),
            events,
            ...(description ? { description } : {}),
          });
          await reload();
          announce('Endpoint added.');
          // Absent only from an Idempotency-Key replay, which the dashboard does not send.
          if (created.secret)
            document
              .querySelector('main .page-body')
              ?.prepend(
                secretPanel(
                  'Endpoint signing secret',
                  `Signing secret for ${created.url}`,
                  created.secret,
                  'Copy the signing secret now: it is not shown again.',
                ),
              );
        },
        'Could not add the endpoint',
      );
      out.push(form);
    }

    // One area under the table shows what an endpoint action produced: deliveries, a test result, the recover form.
    const detail = h('section', { 'aria-live': 'polite' });
    const show = (heading: string, ...content: (Node | null)[]) => {
      const title = h('h2', { tabindex: -1 }, heading);
      detail.replaceChildren(title, ...content.filter((c): c is Node => c !== null));
      title.focus();
    };

    const showDelivery = async (endpointId: string, deliveryId: string, eventType: string, into: HTMLElement) => {
      const delivery = await api.dashboard.webhooks.delivery.query({ environment, id: endpointId, deliveryId });
      into.replaceChildren(...delivery.attempts.map((a, i) => exchangeDetails(a, `Attempt ${i + 1} of ${eventType}`)));
      (into.querySelector('h4') as HTMLElement | null)?.setAttribute('tabindex', '-1');
      (into.querySelector('h4') as HTMLElement | null)?.focus();
    };

    const showDeliveries = async (id: string, url: string) => {
      detail.replaceChildren(h('p', {}, 'Loading deliveries…'));
      const page = await api.dashboard.webhooks.deliveries.query({ environment, id });
      const attemptsArea = h('div', {});
      show(
        `Deliveries to ${url}`,
        table(
          `Deliveries to ${url}`,
          ['Event', 'Status', 'Attempts', 'Last answer', 'Created', 'Action'],
          page.data.map((d) => [
            d.eventType,
            [badge(d.status), d.recoveredAt ? ' (sent again by a recover)' : ''],
            String(d.attemptCount),
            d.lastStatusCode ? String(d.lastStatusCode) : (d.lastError ?? '—'),
            dateTime(d.createdAt),
            h(
              'div',
              { class: 'actions' },
              d.attemptCount > 0
                ? h(
                    'button',
                    {
                      type: 'button',
                      class: 'secondary',
                      onclick: () =>
                        void showDelivery(id, d.id, d.eventType, attemptsArea).catch((error: unknown) =>
                          attemptsArea.replaceChildren(errorBox(error, 'Could not load the attempts')),
                        ),
                    },
                    'Attempts',
                    h('span', { class: 'visually-hidden' }, ` of ${d.eventType} ${d.id}`),
                  )
                : null,
              writable
                ? h(
                    'button',
                    {
                      type: 'button',
                      class: 'secondary',
                      onclick: () => {
                        api.dashboard.webhooks.redeliver
                          .mutate({ environment, eventId: d.eventId, endpointId: id })
                          .then(() => {
                            announce(`Delivery of ${d.eventType} queued again.`);
                            return showDeliveries(id, url);
                          })
                          .catch((error: unknown) => announce(`Redelivery failed: ${String(error)}`));
                      },
                    },
                    'Redeliver',
                    h('span', { class: 'visually-hidden' }, ` ${d.eventType} ${d.id}`),
                  )
                : null,
            ),
          ]),
          'none yet.',
        ),
        attemptsArea,
      );
    };

    const sendTest = async (e: Endpoint) => {
      detail.replaceChildren(h('p', {}, 'Sending a test event…'));
      const result = await api.dashboard.webhooks.test.mutate({ environment, id: e.id });
      announce(result.succeeded ? 'The test event was delivered.' : 'The test event was not delivered.');
      const about = h('p', {}, `A ${result.type} example (${result.eventId}), not kept.`);
      show(`Test event to ${e.url}`, about, exchangeDetails(result.attempt, `Test ${result.type}`));
    };

    const recoverForm = (e: Endpoint) => {
      const since = h('input', { name: 'since', type: 'datetime-local', required: true, value: localInputValue(new Date(Date.now() - 24 * 3600 * 1000)) });
      show(
        `Resend failed deliveries to ${e.url}`,
        onSubmit(
          h(
            'form',
            { class: 'inline' },
            field('Failed since', since, 'Every delivery that failed since then is sent again, once, oldest first (at most 30 days back).'),
            h('button', { type: 'submit' }, 'Resend failed deliveries'),
          ),
          async () => {
            const result = await api.dashboard.webhooks.recover.mutate({ environment, id: e.id, since: new Date(since.value).toISOString() });
            const what = result.requeued === 1 ? 'delivery' : 'deliveries';
            announce(`${result.requeued} failed ${what} queued again${result.hasMore ? '; more remain, resend again' : ''}.`);
            await showDeliveries(e.id, e.url);
          },
          'Could not resend',
        ),
      );
    };

    out.push(
      table(
        'Endpoints',
        ['URL', 'Events', 'State', 'Created', 'Actions'],
        endpoints.data.map((e) => {
          const urlId = nextId('wh');
          const failed = (what: string) => (error: unknown) => detail.replaceChildren(errorBox(error, what));
          const action = (label: string, onclick: () => void) => h('button', { type: 'button', class: 'secondary', 'aria-describedby': urlId, onclick }, label);
          return [
            h('span', { id: urlId }, e.url),
            e.events.join(', '),
            stateOf(e),
            dateTime(e.createdAt),
            h(
              'div',
              { class: 'actions' },
              action('Deliveries', () => void showDeliveries(e.id, e.url).catch(failed('Could not load deliveries'))),
              writable ? action('Send test event', () => void sendTest(e).catch(failed('Could not send the test event'))) : null,
              writable && e.enabled ? action('Resend failed', () => recoverForm(e)) : null,
              writable
                ? h(
                    'button',
                    {
                      type: 'button',
                      class: 'secondary',
                      'aria-describedby': urlId,
                      onclick: () =>
                        void api.dashboard.webhooks.update.mutate({ environment, id: e.id, enabled: !e.enabled }).then(() => {
                          announce(e.enabled ? 'Endpoint disabled.' : 'Endpoint enabled.');
                          reload();
                        }),
                    },
                    e.enabled ? 'Disable' : 'Enable',
                  )
                : null,
              writable
                ? confirmButton(
                    'Delete',
                    'Yes, delete',
                    async () => {
                      await api.dashboard.webhooks.delete.mutate({ environment, id: e.id });
                      announce('Endpoint deleted.');
                      reload();
                    },
                    urlId,
                  )
                : null,
            ),
          ];
        }),
        'none yet.',
      ),
      detail,
    );
    return out;
  },
};
