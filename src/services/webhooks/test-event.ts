import type { DbOrTx } from '../../db/query.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { EVENT_EXAMPLES } from '../event-examples.ts';
import { EVENT_TYPES, matchesEventType, type EventType } from '../event-types.ts';
import { activeSecrets, getEndpoint, type EndpointScope } from './endpoints.ts';
import type { SendResult, WebhookSender } from './sender.ts';
import { deliveryHeaders, envelope } from './signing.ts';

export interface TestEventResult {
  eventId: string;
  type: EventType;
  attemptedAt: Date;
  result: SendResult;
}

/**
 * Send an example event of `type` (default: the first catalogue type the
 * endpoint subscribes to) now, signed and sent exactly like a real delivery,
 * and return the attempt. Nothing is written: the event is not in the outbox
 * or `/v1/events`, the attempt not in the delivery log, and it does not count
 * towards the endpoint's health. A disabled endpoint can be tested (that is
 * how one checks a receiver before enabling it again).
 */
export async function sendTestEvent(
  db: DbOrTx,
  scope: EndpointScope,
  endpointId: string,
  type: EventType | undefined,
  deps: { signingSecret: string; clock: Clock; sender: WebhookSender },
): Promise<TestEventResult> {
  const endpoint = await getEndpoint(db, scope, endpointId);
  const chosen = type ?? EVENT_TYPES.find((t) => matchesEventType(endpoint.events, t)) ?? EVENT_TYPES[0];
  const attemptedAt = deps.clock.now();
  const event = { id: newId('event'), type: chosen, tenantId: scope.tenantId, createdAt: attemptedAt, data: EVENT_EXAMPLES[chosen] };
  const body = envelope(event, scope.livemode);
  const secrets = activeSecrets(endpoint, deps.signingSecret, attemptedAt);
  const headers = deliveryHeaders(secrets, event.id, Math.floor(attemptedAt.getTime() / 1000), body);
  const result = await deps.sender.send({ url: endpoint.url, livemode: scope.livemode }, headers, body, secrets);
  return { eventId: event.id, type: chosen, attemptedAt, result };
}
