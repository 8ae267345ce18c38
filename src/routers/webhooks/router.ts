import { router } from '../../trpc/init.ts';
import { getDelivery, listDeliveries } from './deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './endpoints.ts';
import { recoverWebhookEndpoint } from './recover-endpoint.ts';
import { testWebhookEndpoint } from './test-endpoint.ts';

export const webhooksRouter = router({
  create: createWebhookEndpoint,
  list: listWebhookEndpoints,
  get: getWebhookEndpoint,
  update: updateWebhookEndpoint,
  delete: deleteWebhookEndpoint,
  rotateSecret: rotateWebhookSecret,
  deliveries: listDeliveries,
  delivery: getDelivery,
  recover: recoverWebhookEndpoint,
  test: testWebhookEndpoint,
});
