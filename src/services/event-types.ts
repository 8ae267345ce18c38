/**
 * Every event type the service writes to the outbox (decisions §10): the
 * catalogue webhook endpoint filters and `GET /v1/events?type=` are checked
 * against. A new event type is added here first.
 */
export const EVENT_TYPES = [
  'tenant.users.invite',
  'tenant.users.disabled',
  'kyc.updated',
  'transaction.created',
  'transaction.accepted',
  'transaction.status.changed',
  'transaction.release_requested',
  'transaction.refund_requested',
  'transaction.request_withdrawn',
  'transaction.inspection_ending',
  'transaction.disputed',
  'transaction.dispute.updated',
  'sanctions.possible_match',
  'sanctions.reviewed',
  'payment_method.attached',
  'payment_method.detached',
  'webhook_endpoint.disabled',
  'test_clock.ready',
  'test_clock.internal_failure',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Every dotted prefix of a catalogue type (`transaction`, `transaction.dispute`, …): what `prefix.*` may name. */
export const EVENT_TYPE_PREFIXES: readonly string[] = [
  ...new Set(
    EVENT_TYPES.flatMap((t) =>
      t
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
    ),
  ),
];

/** `prefix.*` for a prefix of the catalogue, as a pattern (openapi.json shows it next to the enum of exact types). */
export const EVENT_WILDCARD_PATTERN = `^(${EVENT_TYPE_PREFIXES.map((p) => p.replaceAll('.', '\\.')).join('|')})\\.\\*$`;

/** Whether an endpoint subscribed with `patterns` receives events of `type`: exact, `*`, or `prefix.*`. */
export function matchesEventType(patterns: readonly string[], type: string): boolean {
  return patterns.some((p) => p === '*' || p === type || (p.endsWith('.*') && type.startsWith(p.slice(0, -1))));
}

/** The catalogue types an exact type, `*` or `prefix.*` stands for. */
export function eventTypesMatching(pattern: string): EventType[] {
  return EVENT_TYPES.filter((t) => matchesEventType([pattern], t));
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** Why `value` is not an event type or wildcard, naming the closest one when a typo is likely. */
export function unknownEventTypeMessage(value: unknown): string {
  const candidates = [...EVENT_TYPES, ...EVENT_TYPE_PREFIXES.map((p) => `${p}.*`)];
  const best = typeof value === 'string' ? candidates.map((c) => [c, editDistance(value, c)] as const).sort((x, y) => x[1] - y[1])[0] : undefined;
  const hint = best && best[1] <= 3 ? ` Did you mean "${best[0]}"?` : '';
  // The value is not repeated (error messages never quote input); `details[].path` says which entry it was.
  return `Not a known event type.${hint} Use a type from the catalogue (${EVENT_TYPES.length} types, listed in openapi.json), "*", or "prefix.*".`;
}
