import { z } from 'zod';
import { EVENT_TYPES } from '../../services/event-types.ts';
import { sendTestEvent, type TestEventResult } from '../../services/webhooks/test-event.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { iso } from '../shared/schemas.ts';
import { endpointIdParam, testResultSchema } from './webhook.types.ts';

export const testEventType = z
  .enum(EVENT_TYPES)
  .meta({ description: 'The example event to send; default: the first type of the catalogue the endpoint subscribes to.' });

export function toTestResult({ eventId, type, attemptedAt, result }: TestEventResult): z.infer<typeof testResultSchema> {
  return {
    eventId,
    type,
    succeeded: result.status !== null && result.status >= 200 && result.status < 300,
    attempt: {
      attemptedAt: iso(attemptedAt),
      statusCode: result.status,
      durationMs: result.durationMs,
      error: result.error,
      request: result.request,
      response: result.response,
    },
  };
}

export const testWebhookEndpoint = keyProcedure('webhooks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/webhook-endpoints/{id}/test',
      tags: ['Webhooks'],
      summary: 'Send a test event',
      description:
        'Sends an example event of `type` to the endpoint now, signed and sent like a real delivery (same headers, same `livemode`, same address rules), ' +
        'and answers with the attempt: the request sent and the status, headers and first 4 KiB of the answer. The example data uses all-zero ids. ' +
        'Nothing is kept: the event is not in `/v1/events` and the attempt is not in the delivery log. Works on a disabled endpoint. ' +
        'Counts against the rate limit like any POST, and waits at most the webhook timeout (10 s by default) for the receiver.',
    },
  })
  .input(z.object({ id: endpointIdParam, type: testEventType.optional() }).strict())
  .output(testResultSchema)
  .mutation(async ({ ctx, input }) =>
    toTestResult(
      await sendTestEvent(ctx.db, ctx.principal, input.id, input.type, {
        signingSecret: ctx.deps.signingSecret,
        clock: ctx.deps.clock,
        sender: ctx.deps.webhookSender,
      }),
    ),
  );
