import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database, info logs', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './.data',
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      demoTenant: true,
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      PUBLIC_URL: 'https://api.example.com/',
      LOG_LEVEL: 'debug',
      SIGNING_SECRET: 'x'.repeat(40),
      DEMO_TENANT: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@localhost:5432/db',
      publicUrl: 'https://api.example.com',
      logLevel: 'debug',
      demoTenant: false,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SIGNING_SECRET', 'short'],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', 'yes'],
    ['WEBHOOK_RETRY_SCALE', '0'],
    ['WEBHOOK_RETRY_SCALE', '2'],
    // Its meaning changed (a fixed schedule now): refused rather than silently ignored.
    ['WEBHOOK_BACKOFF_BASE_MS', '10000'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('webhooks: private targets off and the schedule unscaled by default; both settable', () => {
    expect(loadConfig({}).webhooks).toMatchObject({ allowPrivateTargets: false, retryScale: 1 });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCALE: '0.001' }).webhooks).toMatchObject({
      allowPrivateTargets: true,
      retryScale: 0.001,
    });
    expect(() => loadConfig({ WEBHOOK_BACKOFF_BASE_MS: '10000' })).toThrow(/no longer used.*WEBHOOK_RETRY_SCALE/);
  });
});
