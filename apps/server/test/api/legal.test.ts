import type { LegalDocument, LegalDocumentSummary } from '@konak/domain/api/legal/legal-document';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { legalDocuments } from '../../src/db/schema/legal.ts';
import { createCatalogueReader } from '../../src/web/catalogue-reader.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer, createUser, signIn } from '../helpers/users.ts';

const KVKK_TR = {
  type: 'kvkk',
  language: 'tr',
  title: 'KVKK Aydınlatma Metni',
  content:
    '<p>Giriş metni.</p><h2>1. Veri Sorumlusu</h2><p>Konak.</p><h2>2. Haklarınız &amp; Başvuru</h2>' +
    '<p>Bize <a href="mailto:kvkk@konak.example">yazın</a>.</p>',
} as const;

describe('legal documents API', () => {
  let adminToken: string;
  let memberToken: string;

  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    { token, payload, language = 'en' }: { token?: string; payload?: object; language?: string } = {},
  ) =>
    context.app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    });
  const save = async (payload: object) => {
    const response = await inject('POST', '/api/legal/documents', { token: adminToken, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as LegalDocument & { created: boolean };
  };

  const context = useTestApp();
  beforeAll(async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const member = await createUser(context.db);
    adminToken = await signIn(context.services, admin.id);
    memberToken = await signIn(context.services, member.id);
  });
  // Each test starts without the texts the template's seed loaded, with only its own fixtures.
  beforeEach(async () => {
    await context.db.delete(legalDocuments);
  });

  describe('POST /api/legal/documents', () => {
    it('creates a version (201), then replaces it (200) keeping its id', async () => {
      const created = await inject('POST', '/api/legal/documents', { token: adminToken, payload: KVKK_TR });
      expect(created.statusCode).toBe(201);
      const first = created.json() as LegalDocument & { created: boolean };
      expect(first).toMatchObject({ type: 'kvkk', language: 'tr', title: KVKK_TR.title, created: true });
      const replaced = await inject('POST', '/api/legal/documents', {
        token: adminToken,
        payload: { ...KVKK_TR, title: '  KVKK Aydınlatma Metni v2  ', content: '<p>Yeni metin.</p>' },
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({
        id: first.id,
        title: 'KVKK Aydınlatma Metni v2',
        content: '<p>Yeni metin.</p>',
        created: false,
      });
      expect(Date.parse(replaced.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    });

    it('stores only the allowed tags: scripts, event handlers, styles and unsafe links are removed', async () => {
      const saved = await save({
        ...KVKK_TR,
        content:
          '<h2 onclick="steal()" id="x">Başlık</h2><script>alert(1)</script><style>p{}</style>' +
          '<p style="color:red" onmouseover="steal()">Metin<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe></p>' +
          '<p><a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt:alert(2)">js2</a> ' +
          '<a href="data:text/html,hi">data</a> <a href="//evil.example/x">proto</a> ' +
          '<a href="https://www.kvkk.gov.tr/" target="_blank" rel="opener">KVKK</a> ' +
          '<a href="/legal/cookie-policy" onclick="x()">çerezler</a> <a href="tel:+902120000000">ara</a></p>',
      });
      expect(saved.content).toBe(
        '<h2 id="section-1">Başlık</h2><p>Metin</p>' +
          '<p>js js2 data proto <a href="https://www.kvkk.gov.tr/" rel="noopener noreferrer">KVKK</a> ' +
          '<a href="/legal/cookie-policy">çerezler</a> <a href="tel:+902120000000">ara</a></p>',
      );
      const [stored] = await context.db.select().from(legalDocuments);
      expect(stored?.content).not.toMatch(/script|onclick|onmouseover|onerror|style|javascript|iframe/i);
    });

    it('cleans text that reached the database some other way before anyone reads it', async () => {
      await context.db.insert(legalDocuments).values({
        ...KVKK_TR,
        content: '<p onclick="x()">Eski<script>alert(1)</script> <a href="javascript:x()">bağlantı</a></p>',
      });
      const read = await inject('GET', '/api/legal/documents/kvkk?lang=tr');
      expect(read.json().content).toBe('<p>Eski bağlantı</p>');
    });

    it('answers bad input with 400 and field errors, in the request language, never a 500', async () => {
      const cases: [object, string][] = [
        [{ ...KVKK_TR, type: 'imprint' }, 'type'],
        [{ ...KVKK_TR, language: 'de' }, 'language'],
        [{ ...KVKK_TR, title: '   ' }, 'title'],
        [{ ...KVKK_TR, title: 'x'.repeat(201) }, 'title'],
        [{ ...KVKK_TR, content: '' }, 'content'],
        [{ ...KVKK_TR, content: 42 }, 'content'],
        [{ type: 'kvkk', language: 'tr', title: 'Başlık' }, 'content'],
      ];
      for (const [payload, field] of cases) {
        const response = await inject('POST', '/api/legal/documents', { token: adminToken, payload });
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
      }
      const onlyScript = await inject('POST', '/api/legal/documents', {
        token: adminToken,
        language: 'tr',
        payload: { ...KVKK_TR, content: '<script>alert(1)</script><div></div>' },
      });
      expect(onlyScript.statusCode).toBe(400);
      expect(onlyScript.json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ field: 'content', message: expect.stringContaining('boş olamaz') }],
      });
      const notJson = await context.app.inject({
        method: 'POST',
        url: '/api/legal/documents',
        headers: { ...bearer(adminToken), 'content-type': 'application/json' },
        payload: '{"type":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(await context.db.select().from(legalDocuments)).toEqual([]);
    });
  });

  describe('GET /api/legal/documents/:type', () => {
    it('answers the version in the language with its table of contents', async () => {
      await save(KVKK_TR);
      await save({
        ...KVKK_TR,
        language: 'ar',
        title: 'إشعار حماية البيانات',
        content: '<h2>المسؤول</h2><p>كوناك.</p>',
      });
      const response = await inject('GET', '/api/legal/documents/kvkk?lang=ar');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        type: 'kvkk',
        language: 'ar',
        title: 'إشعار حماية البيانات',
        content: '<h2 id="section-1">المسؤول</h2><p>كوناك.</p>',
        sections: [{ id: 'section-1', title: 'المسؤول' }],
      });
      const turkish = (await inject('GET', '/api/legal/documents/kvkk', { language: 'tr' })).json();
      expect(turkish.sections).toEqual([
        { id: 'section-1', title: '1. Veri Sorumlusu' },
        { id: 'section-2', title: '2. Haklarınız & Başvuru' },
      ]);
      expect(turkish.content).toContain('<h2 id="section-2">2. Haklarınız &amp; Başvuru</h2>');
    });

    it('falls back to the Turkish original when the language has no version, and says so', async () => {
      await save(KVKK_TR);
      const russian = await inject('GET', '/api/legal/documents/kvkk?lang=ru');
      expect(russian.statusCode).toBe(200);
      expect(russian.json()).toMatchObject({ language: 'tr', title: KVKK_TR.title });
      // German readers get English texts, and here the Turkish one.
      expect((await inject('GET', '/api/legal/documents/kvkk?lang=de')).json().language).toBe('tr');
      // Pages read it in-process through the catalogue reader, answered exactly as the API answers.
      const reader = createCatalogueReader(context.services);
      expect(await reader.legalDocument('kvkk', 'ru')).toEqual(russian.json());
      expect(await reader.legalDocument('imprint', 'ru')).toBeNull();
    });

    it('answers 404 "document not found" in the asked language for a missing text or an unknown type', async () => {
      await save({ ...KVKK_TR, language: 'en', title: 'KVKK notice' });
      // Only an English version: a Russian reader has neither Russian nor Turkish.
      const missing = await inject('GET', '/api/legal/documents/kvkk?lang=ru');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Документ не найден.', code: 'document_not_found' });
      const unknown = await inject('GET', '/api/legal/documents/imprint', { language: 'ar' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'لم يتم العثور على المستند.', code: 'document_not_found' });
      expect((await inject('GET', '/api/legal/documents/kvkk?lang=xx')).statusCode).toBe(400);
    });
  });

  describe('GET /api/legal/documents', () => {
    it('lists one summary per type in the footer order, Turkish where the language has none', async () => {
      await save({ ...KVKK_TR, type: 'terms-conditions', title: 'Kullanım Koşulları' });
      await save(KVKK_TR);
      await save({ ...KVKK_TR, type: 'terms-conditions', language: 'en', title: 'Terms and Conditions' });
      await save({ ...KVKK_TR, type: 'cookie-policy', language: 'ru', title: 'Политика cookie' });
      const english = await inject('GET', '/api/legal/documents?lang=en');
      expect(english.statusCode).toBe(200);
      const body = english.json() as { items: LegalDocumentSummary[]; total: number };
      expect(body.total).toBe(2);
      expect(body.items.map(({ type, language, title }) => ({ type, language, title }))).toEqual([
        { type: 'kvkk', language: 'tr', title: KVKK_TR.title },
        { type: 'terms-conditions', language: 'en', title: 'Terms and Conditions' },
      ]);
      expect(body.items[0]).not.toHaveProperty('content');
      const russian = (await inject('GET', '/api/legal/documents', { language: 'ru' })).json();
      expect(russian.items.map((item: LegalDocumentSummary) => item.type)).toEqual([
        'kvkk',
        'terms-conditions',
        'cookie-policy',
      ]);
    });
  });

  describe('DELETE /api/legal/documents/:id', () => {
    it('removes one version; 404 when unknown, 400 for a malformed id', async () => {
      const turkish = await save(KVKK_TR);
      const english = await save({ ...KVKK_TR, language: 'en', title: 'KVKK notice' });
      const deleted = await inject('DELETE', `/api/legal/documents/${english.id}`, { token: adminToken });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: true });
      expect((await inject('GET', '/api/legal/documents/kvkk?lang=en')).json().language).toBe('tr');
      const again = await inject('DELETE', `/api/legal/documents/${english.id}`, { token: adminToken });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Document not found.', code: 'document_not_found' });
      const malformed = await inject('DELETE', '/api/legal/documents/not-an-id', { token: adminToken });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0].field).toBe('id');
      expect((await context.db.select().from(legalDocuments)).map((row) => row.id)).toEqual([turkish.id]);
    });
  });

  it('are described in the OpenAPI document, saving and deleting as signed-in calls', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, { security?: unknown[] }>>;
    expect(paths['/api/legal/documents']?.get?.security).toBeUndefined();
    expect(paths['/api/legal/documents/{type}']?.get).toBeDefined();
    expect(paths['/api/legal/documents']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/legal/documents/{id}']?.delete?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('lets only admins save and delete: 401 without a session, 403 for a member', async () => {
    const stored = await save(KVKK_TR);
    const calls = [
      { method: 'POST', url: '/api/legal/documents', payload: { ...KVKK_TR, title: 'Ele geçirildi' } },
      { method: 'DELETE', url: `/api/legal/documents/${stored.id}` },
      // Even input that would be refused: the role is checked first.
      { method: 'POST', url: '/api/legal/documents', payload: { type: 'x' } },
    ] as const;
    for (const call of calls) {
      const asGuest = await inject(call.method, call.url, {
        payload: 'payload' in call ? call.payload : undefined,
      });
      expect(asGuest.statusCode).toBe(401);
      const asMember = await inject(call.method, call.url, {
        token: memberToken,
        payload: 'payload' in call ? call.payload : undefined,
      });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
      const badToken = await inject(call.method, call.url, { token: 'not.a.token' });
      expect(badToken.statusCode).toBe(401);
    }
    const [row] = await context.db.select().from(legalDocuments);
    expect(row?.title).toBe(KVKK_TR.title);
  });
});
