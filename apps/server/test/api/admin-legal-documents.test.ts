import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { legalAcceptances } from '../../src/db/schema/legal.ts';
import { users } from '../../src/db/schema/users.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { createUser, signIn, tokenOfNew } from '../helpers/users.ts';
import { client, uniqueEmail } from './auth-fixtures.ts';
import { bookStay, dayFrom, injector, insertBookableApartment } from './reservation-fixtures.ts';

const TERMS = '/api/admin/legal-documents/terms-conditions/tr';

describe('back-office legal documents (/api/admin/legal-documents)', () => {
  const context = useTestApp();
  const inject = injector(context);
  let adminToken: string;
  let secondAdminToken: string;
  let memberToken: string;
  let memberId: string;
  let staffToken: string;
  const save = (url: string, payload: object, token = adminToken) =>
    inject({ method: 'PUT', url, token, payload });
  const editor = async (url: string) => (await inject({ method: 'GET', url, token: adminToken })).json();

  beforeAll(async () => {
    adminToken = await tokenOfNew(context, 'admin');
    secondAdminToken = await tokenOfNew(context, 'admin');
    memberId = (await createUser(context.db)).id;
    memberToken = await signIn(context.services, memberId);
    staffToken = await tokenOfNew(context, 'staff');
  });

  it('are for admins: 401 without a session, 403 for a member and for staff', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/legal-documents' },
      { method: 'GET', url: TERMS },
      { method: 'PUT', url: TERMS, payload: { title: 'T', content: '<p>x</p>', baseVersion: 0 } },
      { method: 'POST', url: '/api/admin/legal-documents/preview', payload: { content: '<p>x</p>' } },
      { method: 'GET', url: `/api/admin/legal-documents/versions/${crypto.randomUUID()}` },
    ] as const;
    for (const call of calls) {
      expect((await inject(call)).statusCode).toBe(401);
      expect((await inject({ ...call, token: memberToken })).statusCode).toBe(403);
      expect((await inject({ ...call, token: staffToken })).statusCode).toBe(403);
    }
  });

  it('refuse bad input with translated 4xx answers', async () => {
    const bad = await save(TERMS, { title: ' ', content: '', baseVersion: -1 });
    expect(bad.statusCode).toBe(400);
    expect(invalidFields(bad)).toEqual(expect.arrayContaining(['title', 'content', 'baseVersion']));
    const onlyScript = await save(TERMS, { title: 'Şartlar', content: '<script>x</script>', baseVersion: 0 });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual([{ field: 'content', message: expect.any(String) }]);
    const unknownType = await inject({
      method: 'GET',
      url: '/api/admin/legal-documents/nope/tr',
      token: adminToken,
    });
    expect(unknownType.statusCode).toBe(400);
    const missing = await inject({
      method: 'GET',
      url: `/api/admin/legal-documents/versions/${crypto.randomUUID()}`,
      token: adminToken,
      language: 'tr',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Belge bulunamadı.');
  });

  it('preview hostile HTML cleaned as the public page cleans it, storing nothing', async () => {
    const preview = await inject({
      method: 'POST',
      url: '/api/admin/legal-documents/preview',
      token: adminToken,
      payload: {
        content: '<h2 onclick="x()">Giriş</h2><script>alert(1)</script><a href="javascript:alert(1)">a</a>',
      },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      content: '<h2 id="section-1">Giriş</h2>a',
      sections: [{ id: 'section-1', title: 'Giriş' }],
    });
    expect((await editor('/api/admin/legal-documents/cookie-policy/ar')).versions).toHaveLength(1);
  });

  it('make a new version on every save, keep the old ones readable and show the latest publicly', async () => {
    // The seed's text is version 1.
    const seeded = await editor(TERMS);
    expect(seeded).toMatchObject({ version: 1, versions: [{ version: 1, savedByName: null }] });
    const first = await save(TERMS, {
      title: 'Şartlar',
      content: '<p>Bir</p><img src=x onerror=alert(1)>',
      baseVersion: 1,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      version: 2,
      title: 'Şartlar',
      content: '<p>Bir</p>',
      language: 'tr',
    });
    const second = await save(TERMS, { title: 'Şartlar ve koşullar', content: '<p>İki</p>', baseVersion: 2 });
    expect(second.statusCode).toBe(201);
    expect(second.json().version).toBe(3);

    const opened = await editor(TERMS);
    expect(opened).toMatchObject({ version: 3, title: 'Şartlar ve koşullar', content: '<p>İki</p>' });
    expect(opened.versions.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    expect(opened.versions[0].savedByName).toEqual(expect.any(String));
    const old = await inject({
      method: 'GET',
      url: `/api/admin/legal-documents/versions/${first.json().id}`,
      token: adminToken,
    });
    expect(old.json()).toMatchObject({ version: 2, title: 'Şartlar', content: '<p>Bir</p>' });

    const publicPage = await inject({ method: 'GET', url: '/api/legal/documents/terms-conditions?lang=tr' });
    expect(publicPage.json()).toMatchObject({ title: 'Şartlar ve koşullar', content: '<p>İki</p>' });

    const overview = await inject({ method: 'GET', url: '/api/admin/legal-documents', token: adminToken });
    expect(overview.json().total).toBe(20);
    expect(overview.json().items).toContainEqual(
      expect.objectContaining({ type: 'terms-conditions', language: 'tr', version: 3 }),
    );

    const audited = await context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'legal_document'), eq(auditEvents.subjectId, second.json().id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'legal_document.save', after: { version: 3 } });
  });

  it('show a deleted language as empty and number its next save after its history', async () => {
    const url = '/api/admin/legal-documents/kvkk/ru';
    const { version } = await editor(url);
    const current = await inject({ method: 'GET', url: '/api/legal/documents/kvkk?lang=ru' });
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/legal/documents/${current.json().id}`,
      token: adminToken,
    });
    expect(deleted.statusCode).toBe(200);
    const overview = await inject({ method: 'GET', url: '/api/admin/legal-documents', token: adminToken });
    expect(overview.json().items).toContainEqual({
      type: 'kvkk',
      language: 'ru',
      title: null,
      version: null,
      updatedAt: null,
    });
    const again = await save(url, { title: 'КВКК', content: '<p>Снова</p>', baseVersion: 0 });
    expect(again.statusCode).toBe(201);
    expect(again.json().version).toBe(version + 1);
  });

  it('make one version of a double click and refuse a save over someone else’s newer one', async () => {
    const url = '/api/admin/legal-documents/privacy-policy/en';
    const payload = { title: 'Privacy', content: '<p>Once</p>', baseVersion: (await editor(url)).version };
    const [a, b] = await Promise.all([save(url, payload), save(url, payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect((await editor(url)).versions).toHaveLength(payload.baseVersion + 1);

    const stale = await save(url, { ...payload, content: '<p>Other</p>' }, secondAdminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('legal_version_conflict');
  });

  it('give two saves at once through the spec’s call distinct versions', async () => {
    const body = (n: number) => ({
      type: 'cookie-policy',
      language: 'en',
      title: `Cookies ${n}`,
      content: `<p>${n}</p>`,
    });
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        inject({ method: 'POST', url: '/api/legal/documents', token: adminToken, payload: body(n) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const opened = await editor('/api/admin/legal-documents/cookie-policy/en');
    expect(opened.versions.map((version: { version: number }) => version.version)).toEqual([4, 3, 2, 1]);
  });

  it('keep the versions a guest accepted with the reservation and the account', async () => {
    await save('/api/admin/legal-documents/distance-sales-contract/ru', {
      title: 'Договор',
      content: '<p>Договор</p>',
      baseVersion: 1,
    });
    const apartment = await insertBookableApartment(context.db);
    const booked = await bookStay(context, {
      token: memberToken,
      apartmentId: apartment.id,
      checkIn: dayFrom(context, 30),
      checkOut: dayFrom(context, 33),
      language: 'ru',
    });
    const accepted = await inject({
      method: 'GET',
      url: `/api/admin/reservations/${booked.id}/accepted-legal-versions`,
      token: staffToken,
    });
    expect(accepted.statusCode).toBe(200);
    // The Russian versions current when the guest booked in Russian.
    expect(accepted.json().items).toEqual([
      expect.objectContaining({
        type: 'distance-sales-contract',
        language: 'ru',
        version: 2,
        title: 'Договор',
      }),
      expect.objectContaining({ type: 'terms-conditions', language: 'ru', version: 1 }),
    ]);
    const onAccount = await inject({
      method: 'GET',
      url: `/api/admin/guests/${memberId}/accepted-legal-versions`,
      token: staffToken,
    });
    expect(onAccount.statusCode).toBe(200);
    expect(
      onAccount
        .json()
        .items.map((item: { type: string }) => item.type)
        .sort(),
    ).toEqual(['distance-sales-contract', 'terms-conditions']);
    for (const url of [
      `/api/admin/reservations/${booked.id}/accepted-legal-versions`,
      `/api/admin/guests/${memberId}/accepted-legal-versions`,
    ]) {
      expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url, token: memberToken })).statusCode).toBe(403);
    }
  });

  it('keep the Turkish version with a booking made in a language the document has no text in', async () => {
    const current = await inject({
      method: 'GET',
      url: '/api/legal/documents/distance-sales-contract?lang=ar',
    });
    expect(current.statusCode).toBe(200);
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/legal/documents/${current.json().id}`,
      token: adminToken,
    });
    expect(deleted.statusCode).toBe(200);
    const apartment = await insertBookableApartment(context.db);
    const booked = await bookStay(context, {
      token: memberToken,
      apartmentId: apartment.id,
      checkIn: dayFrom(context, 40),
      checkOut: dayFrom(context, 42),
      language: 'ar',
    });
    const accepted = await inject({
      method: 'GET',
      url: `/api/admin/reservations/${booked.id}/accepted-legal-versions`,
      token: staffToken,
    });
    expect(accepted.statusCode).toBe(200);
    // One version per document: the contract in Turkish (no Arabic text left), the terms in Arabic.
    expect(
      accepted
        .json()
        .items.map((item: { type: string; language: string }) => `${item.type} ${item.language}`)
        .sort(),
    ).toEqual(['distance-sales-contract tr', 'terms-conditions ar']);
  });

  it('keep the versions accepted at registration with the new account', async () => {
    const email = uniqueEmail();
    const registered = await client(context).send('POST', '/api/auth/register', {
      name: 'Ayşe Yılmaz',
      email,
      password: 'gizli-123',
      phone: '+90 532 123 45 67',
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await context.db.select().from(users).where(eq(users.email, email));
    const accepted = await context.services.database.db
      .select({ versionId: legalAcceptances.versionId, reservationId: legalAcceptances.reservationId })
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, user?.id ?? ''));
    // Registered in English: the English terms and privacy policy.
    expect(accepted).toHaveLength(2);
    expect(accepted.every((row) => row.reservationId === null)).toBe(true);
  });
});
