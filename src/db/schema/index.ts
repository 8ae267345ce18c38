export * from './tenants.ts';
export * from './api-keys.ts';
export * from './settings.ts';
export * from './users.ts';
export * from './events.ts';
export * from './idempotency.ts';
export * from './transactions.ts';
export * from './webhooks.ts';
