export * from './tenants.ts';
export * from './api-keys.ts';
export * from './settings.ts';
