import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database, info logs', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: './.data', logLevel: 'info', publicUrl: 'http://localhost:3000', demoTenant: true });
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
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u:p@localhost:5432/db', publicUrl: 'https://api.example.com', logLevel: 'debug', demoTenant: false });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SIGNING_SECRET', 'short'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
