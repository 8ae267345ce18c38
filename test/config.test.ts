import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { postgresLocation } from '../src/db/client.ts';

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
    ['DATABASE_PREPARE', 'no'],
    ['HEADERS_TIMEOUT_MS', '100'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    // The headers are part of the request.
    ['REQUEST_TIMEOUT_MS', '5000'],
    ['ADMISSION_MAX_CONCURRENT', '-1'],
    ['ADMISSION_MAX_QUEUE', 'many'],
    ['ADMISSION_QUEUE_TIMEOUT_MS', '0'],
    ['ADMISSION_MAX_EVENT_LOOP_DELAY_MS', '-5'],
    ['DATABASE_DIRECT_URL', 'mysql://x'],
    // A direct URL means nothing on the embedded database.
    ['DATABASE_DIRECT_URL', 'postgres://u@db:5432/x'],
    ['EVENT_RETENTION_DAYS', '0'],
    ['EVENT_RETENTION_DAYS', 'forever'],
    ['EMBEDDED_DATABASE_THREAD', 'yes'],
    ['DATABASE_READ_URL', 'mysql://x'],
    // A standby means nothing on the embedded database.
    ['DATABASE_READ_URL', 'postgres://u@standby:5432/x'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('admission: 64 running, 1,000 waiting up to 2 s by default; 0 turns it off', () => {
    expect(loadConfig({}).admission).toEqual({ maxConcurrent: 64, maxQueued: 1000, queueTimeoutMs: 2000, maxEventLoopDelayMs: 200 });
    expect(
      loadConfig({ ADMISSION_MAX_CONCURRENT: '0', ADMISSION_MAX_QUEUE: '0', ADMISSION_QUEUE_TIMEOUT_MS: '50', ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0' })
        .admission,
    ).toEqual({ maxConcurrent: 0, maxQueued: 0, queueTimeoutMs: 50, maxEventLoopDelayMs: 0 });
  });

  it('webhooks: private targets off and the schedule unscaled by default; both settable', () => {
    expect(loadConfig({}).webhooks).toMatchObject({ allowPrivateTargets: false, retryScale: 1 });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCALE: '0.001' }).webhooks).toMatchObject({
      allowPrivateTargets: true,
      retryScale: 0.001,
    });
    expect(() => loadConfig({ WEBHOOK_BACKOFF_BASE_MS: '10000' })).toThrow(/no longer used.*WEBHOOK_RETRY_SCALE/);
  });

  it('behind a pooler: DATABASE_DIRECT_URL for migrations, DATABASE_PREPARE=false; several hosts for a standby', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@pooler:6432/db' })).toMatchObject({ databaseDirectUrl: undefined, databasePrepare: true });
    const pooled = loadConfig({
      DATABASE_URL: 'postgres://u:p@pooler:6432/db',
      DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/db',
      DATABASE_PREPARE: 'false',
    });
    expect(pooled).toMatchObject({ databaseDirectUrl: 'postgres://u:p@db:5432/db', databasePrepare: false });
    const multi = 'postgres://app:s3cret@db1:5432,db2:5433/escrow?target_session_attrs=read-write';
    expect(loadConfig({ DATABASE_URL: multi }).databaseUrl).toBe(multi);
    // The startup log names hosts and database, never the user or password.
    expect(postgresLocation(multi)).toBe('postgres://db1:5432,db2:5433/escrow');
    expect(postgresLocation('postgresql://u:p@localhost/db')).toBe('postgres://localhost/db');
  });

  it('scale: events kept 30 days, the embedded database on its own thread, no read replica, by default; each settable', () => {
    expect(loadConfig({})).toMatchObject({ eventRetentionDays: 30, embeddedDatabaseThread: true, databaseReadUrl: undefined });
    const set = loadConfig({
      DATABASE_URL: 'postgres://u@db1:5432/escrow',
      DATABASE_READ_URL: 'postgres://u@db2:5432/escrow',
      EVENT_RETENTION_DAYS: '90',
      EMBEDDED_DATABASE_THREAD: 'false',
    });
    expect(set).toMatchObject({ eventRetentionDays: 90, embeddedDatabaseThread: false, databaseReadUrl: 'postgres://u@db2:5432/escrow' });
  });
});
