import { router } from '../../trpc/init.ts';
import { listDeliveries } from './deliveries.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, getWebhookEndpoint, listWebhookEndpoints, rotateWebhookSecret, updateWebhookEndpoint } from './endpoints.ts';

export const webhooksRouter = router({
  create: createWebhookEndpoint,
  list: listWebhookEndpoints,
  get: getWebhookEndpoint,
  update: updateWebhookEndpoint,
  delete: deleteWebhookEndpoint,
  rotateSecret: rotateWebhookSecret,
  deliveries: listDeliveries,
});
