/**
 * Issue 33 #4: a webhook receiver that echoed the signing secret in upper-case hex, base64 with spaces or
 * JSON-`\u`-escaped got it shown in full to a viewer on the delivery attempt page. Replayed per encoding: a real
 * receiver answers with the secret so encoded, a real delivery records the attempt, and neither the API's nor the
 * dashboard's attempt (nor the stored row) holds any 16 characters in a row of that encoding, however it is read.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { redactSecretEchoes, secretSpellings } from '../../src/lib/secret-echo.ts';
import { createTestEndpoint, makeMember, signIn, type SignedIn } from '../helpers/factories.ts';
import { fileHarness, type TestTenant } from '../helpers/harness.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { addUser, testWorker } from '../helpers/webhooks.ts';
import { Receiver as ReceiverClass } from '../helpers/receiver.ts';

// Its own database on Postgres: its workers drain every pending delivery.
const h = fileHarness({ isolated: true });
let t: TestTenant;
let viewer: SignedIn;
let receiver: Receiver;
let endpoint: { id: string; secret: string };
beforeAll(async () => {
  t = await h.tenant();
  viewer = await signIn(h, (await makeMember(h, t.tenantId, { role: 'viewer' })).email);
  receiver = await new ReceiverClass().start();
  endpoint = await createTestEndpoint(h, t.sandbox, receiver.url, ['tenant.users.invite']);
  return () => receiver.stop();
});

const key = () => Buffer.from(endpoint.secret.slice('whsec_'.length), 'base64');
const chunks = (text: string, n: number) => text.match(new RegExp(`.{1,${n}}`, 'g'))!;
const jsonEscapedEveryChar = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** Each encoding a receiver plausibly sends back, as [what the body says, the encoded text to look for afterwards]. */
const ENCODINGS: [name: string, make: () => { body: string; contentType?: string; secretText: string }][] = [
  ['as sent', () => ({ body: `secret=${endpoint.secret}`, secretText: endpoint.secret })],
  ['upper-case', () => ({ body: endpoint.secret.toUpperCase(), secretText: endpoint.secret.toUpperCase() })],
  ['key in lower-case hex', () => ({ body: key().toString('hex'), secretText: key().toString('hex') })],
  ['key in upper-case hex', () => ({ body: `KEY ${key().toString('hex').toUpperCase()}`, secretText: key().toString('hex').toUpperCase() })],
  ['key in hex with colons', () => ({ body: chunks(key().toString('hex'), 2).join(':'), secretText: chunks(key().toString('hex'), 2).join(':') })],
  [
    'the whole secret in upper-case hex',
    () => ({ body: Buffer.from(endpoint.secret).toString('hex').toUpperCase(), secretText: Buffer.from(endpoint.secret).toString('hex') }),
  ],
  ['key in base64 without padding', () => ({ body: key().toString('base64').replace(/=+$/, ''), secretText: key().toString('base64').replace(/=+$/, '') })],
  ['key in base64url', () => ({ body: `k=${key().toString('base64url')}`, secretText: key().toString('base64url') })],
  ['key in base64url with padding', () => ({ body: `${key().toString('base64url')}=`, secretText: key().toString('base64url') })],
  [
    'the whole secret in base64',
    () => ({ body: Buffer.from(endpoint.secret).toString('base64'), secretText: Buffer.from(endpoint.secret).toString('base64') }),
  ],
  ['base64 with spaces', () => ({ body: chunks(key().toString('base64'), 4).join(' '), secretText: key().toString('base64') })],
  [
    'base64 wrapped with line breaks (MIME, 76 a line)',
    () => {
      const b64 = Buffer.from(`secret: ${endpoint.secret}\n`.repeat(2)).toString('base64');
      return { body: chunks(b64, 76).join('\r\n'), secretText: b64 };
    },
  ],
  [
    'base64 of a JSON document holding it (at an odd offset)',
    () => {
      const json = JSON.stringify({ ok: 1, secret: endpoint.secret });
      const b64 = Buffer.from(json).toString('base64');
      // The characters that encode the secret's bytes alone (the neighbours share the first and last few).
      const at = json.indexOf(endpoint.secret);
      const secretText = b64.slice(Math.ceil((at * 8) / 6), Math.floor(((at + endpoint.secret.length) * 8) / 6));
      return { body: JSON.stringify({ dump: b64 }), contentType: 'application/json', secretText };
    },
  ],
  [
    'JSON \\u-escaped, every character',
    () => ({ body: `{"secret":"${jsonEscapedEveryChar(endpoint.secret)}"}`, contentType: 'application/json', secretText: endpoint.secret }),
  ],
  [
    'JSON with escaped slashes',
    () => ({ body: JSON.stringify({ s: endpoint.secret }).replace(/\//g, '\\/'), contentType: 'application/json', secretText: endpoint.secret }),
  ],
  [
    'percent-encoded',
    () => ({ body: `secret=${encodeURIComponent(endpoint.secret)}`, contentType: 'application/x-www-form-urlencoded', secretText: endpoint.secret }),
  ],
  [
    'HTML entities',
    () => ({ body: `<p>${[...endpoint.secret].map((c) => `&#${c.charCodeAt(0)};`).join('')}</p>`, contentType: 'text/html', secretText: endpoint.secret }),
  ],
  ['cut off by the 4 KiB excerpt', () => ({ body: `${'x'.repeat(4096 - 20)}${endpoint.secret}${'y'.repeat(100)}`, secretText: endpoint.secret.slice(0, 20) })],
];

/** A text as a reader would take it: JSON and percent escapes decoded, entities decoded, whitespace and colons dropped, case folded. */
function readable(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\\\//g, '/')
    .replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/[\s:]|\\[rn]/g, '')
    .toLowerCase();
}

/** Any 16 characters in a row of `secret` (or all of it, when shorter) found in `text` read as above. */
function leaks(text: string, secret: string): string[] {
  const hay = readable(text);
  const needle = readable(secret).replace(/=+$/, '');
  const width = Math.min(16, needle.length);
  const found: string[] = [];
  for (let i = 0; i + width <= needle.length; i++) if (hay.includes(needle.slice(i, i + width))) found.push(needle.slice(i, i + width));
  return found;
}

async function deliverEcho(reply: { body: string; contentType?: string }, header?: Record<string, string>) {
  receiver.defaultReply = { status: 500, headers: { 'content-type': reply.contentType ?? 'text/plain', ...header }, body: reply.body };
  await addUser(h, t.sandbox);
  await testWorker(h).drain();
  const [delivery] = (await h.request('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries?limit=1`, { auth: t.sandbox })).body.data;
  const api = await h.request('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}`, { auth: t.sandbox });
  const dashboard = await h.request('GET', `/v1/dashboard/webhooks/${endpoint.id}/deliveries/${delivery.id}?environment=sandbox`, { headers: viewer.bearer });
  expect([api.status, dashboard.status], dashboard.text).toEqual([200, 200]);
  const stored = await queryRows(h.db, sql`select response_headers, response_body from webhook_attempts where delivery_id = ${delivery.id}`);
  return { api, dashboard, stored: JSON.stringify(stored) };
}

describe('a receiver echoing the signing secret', () => {
  it.each(ENCODINGS)('%s: redacted on the attempt page (API and dashboard) and in the stored row', async (_name, make) => {
    const echo = make();
    const { api, dashboard, stored } = await deliverEcho(echo);
    const attempt = api.body.attempts.at(-1);
    expect(attempt.statusCode).toBe(500);
    expect(attempt.response.body).toContain('[redacted]');
    for (const text of [JSON.stringify(attempt.response), JSON.stringify(dashboard.body.attempts.at(-1).response), stored]) {
      expect(leaks(text, echo.secretText)).toEqual([]);
    }
  });

  it('in a header value and a header name', async () => {
    const b64url = key().toString('base64url');
    const { api } = await deliverEcho({ body: 'nothing here' }, { 'x-echo': chunks(b64url, 8).join(' '), [`x-${key().toString('hex')}`]: '1' });
    const headers = api.body.attempts.at(-1).response.headers as Record<string, string>;
    expect(leaks(JSON.stringify(headers), b64url)).toEqual([]);
    expect(leaks(JSON.stringify(headers), key().toString('hex'))).toEqual([]);
    expect(headers['x-echo']).toBe('[redacted]');
  });

  it('text that merely resembles base64 or hex is kept as it was', async () => {
    const body = 'request 0123456789abcdef0123456789abcdef accepted; token QUJDREVGR0hJSktMTU5PUA== ok';
    const { api } = await deliverEcho({ body });
    expect(api.body.attempts.at(-1).response.body).toBe(body);
  });
});

describe('the spellings', () => {
  it('both secrets of a rotation, each encoding, at any base64 offset; unrelated text untouched', () => {
    const secrets = ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_dGVzdC1zZWNyZXQtdGhhdC1pcy1sb25nLWVub3VnaA=='];
    const spellings = secretSpellings(secrets);
    for (const secret of secrets) {
      const k = Buffer.from(secret.slice(6), 'base64');
      for (const prefix of ['', 'a', 'ab', 'abc']) {
        const b64 = Buffer.from(`${prefix}${secret}!`).toString('base64');
        expect(leaks(redactSecretEchoes(b64, spellings), Buffer.from(secret).toString('base64').slice(4, -4)), prefix).toEqual([]);
      }
      expect(redactSecretEchoes(`x ${k.toString('hex').toUpperCase()} y`, spellings)).toBe('x [redacted] y');
      expect(redactSecretEchoes(`"${jsonEscapedEveryChar(secret)}"`, spellings)).toBe('"[redacted]"');
    }
    expect(redactSecretEchoes('hello world, nothing secret', spellings)).toBe('hello world, nothing secret');
  });
});
