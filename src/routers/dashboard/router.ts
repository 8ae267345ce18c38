import { router } from '../../trpc/init.ts';
import { listAuditLog } from './audit.ts';
import { listEnvironments } from './environments.ts';
import { getDashboardEvent, listDashboardEvents } from './events.ts';
import { createKey, listKeys, revokeKey, rotateKeySecret } from './keys.ts';
import { confirmMemberSsoLink, inviteMember, listMembers, updateMember } from './members.ts';
import { getTransaction, listTransactions, listUsers, overview } from './read.ts';
import { getPresentation, updatePresentationProcedure } from './presentation.ts';
import { getRequestLog, listRequestLogs } from './request-logs.ts';
import { advanceTestClockProcedure, createTestClockProcedure, deleteTestClockProcedure, getTestClockActivity, listTestClocks } from './test-clocks.ts';
import { emailSettings, getEmail, listEmails } from './emails.ts';
import { disableUser } from './users.ts';
import { disputesAwaiting, resolveDisputeProcedure, reviewSanctions, sanctionsQueue } from './review.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhookDelivery,
  listEndpoints,
  listWebhookDeliveries,
  recoverWebhook,
  redeliver,
  testWebhook,
  updateWebhook,
} from './webhooks.ts';

/**
 * Dashboard-only procedures (issue 11): session auth, role-checked per
 * src/services/roles.ts; API keys get 403 key_forbidden. Every change writes
 * one audit row in its own transaction. REST paths under /v1/dashboard.
 */
export const dashboardRouter = router({
  overview,
  transactions: router({ list: listTransactions, get: getTransaction }),
  users: router({ list: listUsers, disable: disableUser }),
  keys: router({ list: listKeys, create: createKey, revoke: revokeKey, rotateSecret: rotateKeySecret }),
  environments: router({ list: listEnvironments }),
  events: router({ list: listDashboardEvents, get: getDashboardEvent }),
  presentation: router({ get: getPresentation, update: updatePresentationProcedure }),
  webhooks: router({
    list: listEndpoints,
    create: createWebhook,
    update: updateWebhook,
    delete: deleteWebhook,
    deliveries: listWebhookDeliveries,
    delivery: getWebhookDelivery,
    redeliver,
    recover: recoverWebhook,
    test: testWebhook,
  }),
  sanctions: router({ queue: sanctionsQueue, review: reviewSanctions }),
  disputes: router({ awaiting: disputesAwaiting, resolve: resolveDisputeProcedure }),
  members: router({ list: listMembers, invite: inviteMember, update: updateMember, confirmSsoLink: confirmMemberSsoLink }),
  audit: router({ list: listAuditLog }),
  requestLogs: router({ list: listRequestLogs, get: getRequestLog }),
  testClocks: router({
    list: listTestClocks,
    get: getTestClockActivity,
    create: createTestClockProcedure,
    advance: advanceTestClockProcedure,
    delete: deleteTestClockProcedure,
  }),
  // `settings` before `get`: REST paths match first come, first served (/emails/settings before /emails/{id}).
  emails: router({ list: listEmails, settings: emailSettings, get: getEmail }),
});
