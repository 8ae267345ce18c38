/**
 * Issue 17 #15, replayed: `josé@…` typed precomposed (NFC) and decomposed
 * (NFD), and a domain in Unicode and in punycode, made two users (and two
 * members) for one address. Also the migration that rekeys existing rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { rekeyEmails } from '../../src/db/data-migrations.ts';
import { members, users } from '../../src/db/schema/index.ts';
import { newId } from '../../src/lib/ids.ts';
import { createMember } from '../../src/services/members/members.ts';
import { setPasswordWithToken } from '../../src/services/members/set-password.ts';
import { normalizeEmail } from '../../src/services/user-input.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from '../helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const CLI = { memberId: null, actor: 'cli' };
const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
const nfc = (local: string) => `jos\u00e9.${local}@example.com`;
const nfd = (local: string) => `jose\u0301.${local}@example.com`;

describe('one address, one key (#15)', () => {
  it('NFC and NFD forms of an address are one user; the second create returns it and writes nothing', async () => {
    const local = tag();
    const first = await h.request('POST', '/v1/tenants/add-user', { body: { name: 'José', email: nfc(local), phone: '+14155552671' }, auth: t.sandbox });
    expect(first.status).toBe(200);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const second = await h.request('POST', '/v1/tenants/add-user', { body: { name: 'José', email: nfd(local), phone: '+14155552671' }, auth: t.sandbox });
    expect(second.body.id).toBe(first.body.id);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    const found = await h.request('GET', `/v1/users?email=${encodeURIComponent(nfd(local))}`, { auth: t.sandbox });
    expect(found.body.data.map((u: { id: string }) => u.id)).toEqual([first.body.id]);
  });

  it('a domain in Unicode and in punycode (any case) is one user, also in one bulk call', async () => {
    const local = tag();
    const unicode = `${local}@b\u00fccher.example`;
    const first = await h.request('POST', '/v1/tenants/add-user', { body: { name: 'Bücher', email: unicode, phone: '+14155552671' }, auth: t.sandbox });
    const punycode = { name: 'Bücher', email: `${local}@XN--BCHER-KVA.example`, phone: '+14155552671' };
    const second = await h.request('POST', '/v1/tenants/add-user', { body: punycode, auth: t.sandbox });
    expect(second.body.id).toBe(first.body.id);
    const bulkLocal = tag();
    const bulk = await h.request('POST', '/v1/tenants/add-user-bulk', {
      body: [
        { name: 'One', email: `${bulkLocal}@b\u00fccher.example`, phone: '+14155552671' },
        { name: 'Two', email: `${bulkLocal}@xn--bcher-kva.example`, phone: '+14155552671' },
        { name: 'Three', email: `jose\u0301.${bulkLocal}@example.com`, phone: '+14155552671' },
        { name: 'Four', email: `jos\u00e9.${bulkLocal}@example.com`, phone: '+14155552671' },
      ],
      auth: t.sandbox,
    });
    expect(bulk.body).toMatchObject({ created: 2, skipped: 2, failed: [] });
  });

  it('members: an invitation in the other form is the same member (409 in one organization), and login finds it', async () => {
    const local = tag();
    const { passwordToken } = await createMember(h.db, { tenantId: t.tenantId, email: nfc(local), name: 'José', role: 'viewer' }, CLI, h.clock.now());
    await setPasswordWithToken(h.db, passwordToken, 'correct horse battery staple', h.clock.now());
    const twin = createMember(h.db, { tenantId: t.tenantId, email: nfd(local).toUpperCase(), name: 'Twin', role: 'viewer' }, CLI, h.clock.now());
    await expect(twin).rejects.toMatchObject({ appCode: 'invalid_state' });
    const login = await h.request('POST', '/auth/login', { body: { email: nfd(local), password: 'correct horse battery staple' } });
    expect(login.status).toBe(200);
    expect(login.body.member.email).toBe(nfc(local));
    expect(
      await h.db
        .select()
        .from(members)
        .where(and(eq(members.tenantId, t.tenantId), eq(members.emailKey, normalizeEmail(nfc(local))!.emailKey))),
    ).toHaveLength(1);
  });
});

describe('the rekey migration', () => {
  it('rekeys rows written under the old keys once; a row whose new key another row holds keeps its old key and is reported', async () => {
    const local = tag();
    const oldKey = (email: string) => email.toLowerCase();
    const nfdRow = newId('user');
    const nfcRow = newId('user');
    const other = newId('user');
    const idn = newId('user');
    const insert = (id: string, email: string) =>
      h.db
        .insert(users)
        .values({ id, tenantId: t.tenantId, environmentId: t.live.environmentId, name: 'Old', email, emailKey: oldKey(email), phone: '+14155552671' });
    await insert(nfdRow, nfd(local));
    await insert(nfcRow, nfc(local));
    await insert(other, nfd(`other.${local}`));
    await insert(idn, `${local}@b\u00fccher.example`);
    const memberId = newId('member');
    const oldMember = {
      id: memberId,
      tenantId: t.tenantId,
      email: `m${nfd(local)}`,
      emailKey: oldKey(`m${nfd(local)}`),
      name: 'Old member',
      role: 'viewer' as const,
    };
    await h.db.insert(members).values(oldMember);
    const saved = await queryRows<{ value: string }>(h.db, sql`select value from instance_settings where key = 'data_migration.email_keys_nfc_idna'`);
    expect(saved).toHaveLength(1);
    await h.db.execute(sql`delete from instance_settings where key = 'data_migration.email_keys_nfc_idna'`);

    const result = await rekeyEmails(h.db);
    // The NFC row already holds the new key (an ASCII-equal key is unchanged): the NFD twin cannot take it.
    expect(result.collisions).toContain(nfdRow);
    expect(result.collisions).not.toContain(other);
    const byId = async (id: string) => (await h.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(await byId(nfcRow)).toMatchObject({ email: nfc(local), emailKey: normalizeEmail(nfc(local))!.emailKey });
    expect(await byId(nfdRow)).toMatchObject({ email: nfd(local), emailKey: oldKey(nfd(local)) });
    expect(await byId(other)).toMatchObject({ email: nfc(`other.${local}`), emailKey: normalizeEmail(nfc(`other.${local}`))!.emailKey });
    expect(await byId(idn)).toMatchObject({ emailKey: `${local}@xn--bcher-kva.example` });
    const [member] = await h.db.select().from(members).where(eq(members.id, memberId));
    expect(member!.emailKey).toBe(normalizeEmail(`m${nfc(local)}`)!.emailKey);
    // The API finds one row by either form.
    const found = await h.request('GET', `/v1/users?email=${encodeURIComponent(nfd(`other.${local}`))}`, { auth: t.live });
    expect(found.body.data.map((u: { id: string }) => u.id)).toEqual([other]);
    const twin = await h.request('GET', `/v1/users?email=${encodeURIComponent(nfd(local))}`, { auth: t.live });
    expect(twin.body.data.map((u: { id: string }) => u.id)).toEqual([nfcRow]);
    // Recorded: a second run does nothing.
    expect(await rekeyEmails(h.db)).toEqual({ rekeyed: 0, collisions: [] });
  });
});
