import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LEGAL_DOCUMENT_TYPES } from '@konak/domain/api/legal/legal-document-types';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../../src/db/schema/legal.ts';
import {
  LEGAL_TEXTS_DIRECTORY,
  parseLegalTextFile,
  readLegalTextFiles,
  seedLegalDocuments,
  statedDate,
} from '../../src/demo/legal-documents.ts';
import { prepareLegalContent } from '../../src/modules/legal/sanitize-legal-html.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
let directory: string;

async function writeText(language: string, name: string, html: string) {
  await mkdir(path.join(directory, language), { recursive: true });
  await writeFile(path.join(directory, language, name), html);
}

const rows = () =>
  database.db.select().from(legalDocuments).orderBy(asc(legalDocuments.language), asc(legalDocuments.type));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.delete(legalDocuments);
  directory = await mkdtemp(path.join(tmpdir(), 'konak-legal-'));
});
afterAll(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

describe('seedLegalDocuments', () => {
  it('loads every <language>/<type>.html, title from the h1, content the cleaned rest', async () => {
    await writeText(
      'tr',
      'kvkk.html',
      '<h1>KVKK Aydınlatma Metni</h1>\n<h2>1. Veri Sorumlusu</h2>\n<p>Konak.</p>\n',
    );
    await writeText(
      'ar',
      'cookie-policy.html',
      '<h1>سياسة <em>ملفات</em> تعريف الارتباط</h1><p onclick="x()">نص.</p>',
    );
    // Not texts: an unknown type, another extension, a folder that is no language.
    await writeText('en', 'imprint.html', '<h1>Imprint</h1><p>x</p>');
    await writeText('en', 'kvkk.md', '# KVKK');
    await writeText('drafts', 'kvkk.html', '<h1>Draft</h1><p>x</p>');

    expect(await seedLegalDocuments(database.db, directory)).toEqual({ files: 2, written: 2 });
    expect(
      (await rows()).map(({ type, language, title, content }) => ({ type, language, title, content })),
    ).toEqual([
      { type: 'cookie-policy', language: 'ar', title: 'سياسة ملفات تعريف الارتباط', content: '<p>نص.</p>' },
      {
        type: 'kvkk',
        language: 'tr',
        title: 'KVKK Aydınlatma Metni',
        content: '<h2>1. Veri Sorumlusu</h2>\n<p>Konak.</p>',
      },
    ]);
  });

  it('runs again without touching unchanged texts, and brings changed ones up to date', async () => {
    const before = await rows();
    expect(await seedLegalDocuments(database.db, directory)).toEqual({ files: 2, written: 0 });
    expect(await rows()).toEqual(before);

    await writeText('tr', 'kvkk.html', '<h1>KVKK Aydınlatma Metni</h1><p>Güncel metin.</p>');
    expect(await seedLegalDocuments(database.db, directory)).toEqual({ files: 2, written: 1 });
    const after = await rows();
    const kvkk = after.find((row) => row.type === 'kvkk');
    const previous = before.find((row) => row.type === 'kvkk');
    expect(kvkk?.id).toBe(previous?.id);
    expect(kvkk?.content).toBe('<p>Güncel metin.</p>');
    expect(kvkk?.updatedAt.getTime()).toBeGreaterThanOrEqual(previous?.updatedAt.getTime() ?? 0);
    expect(after.find((row) => row.type === 'cookie-policy')).toEqual(
      before.find((row) => row.type === 'cookie-policy'),
    );
  });

  it('does nothing without a texts directory, and names the file of a malformed text', async () => {
    expect(await seedLegalDocuments(database.db, path.join(directory, 'missing'))).toEqual({
      files: 0,
      written: 0,
    });
    await writeText('ru', 'kvkk.html', '<p>Нет заголовка</p>');
    await expect(seedLegalDocuments(database.db, directory)).rejects.toThrow(/ru\/kvkk\.html: .*<h1>/);
    expect(() => parseLegalTextFile('<h1></h1><p>x</p>')).toThrow(/title/);
  });
});

describe('statedDate', () => {
  it('reads the date a text gives in its first line, in its language, so the page shows the same date', () => {
    const noonInIstanbul = new Date('2026-11-01T09:00:00Z');
    const line = (text: string) => `<p><em>${text}</em></p><p>Gövde.</p>`;
    expect(statedDate(line('Son güncelleme: 1 Kasım 2026 · Sürüm 1.0'), 'tr')).toEqual(noonInIstanbul);
    expect(statedDate(line('Last updated: 1 November 2026 · Version 1.0'), 'en')).toEqual(noonInIstanbul);
    expect(statedDate(line('آخر تحديث: 1 نوفمبر 2026 · الإصدار 1.0'), 'ar')).toEqual(noonInIstanbul);
    expect(statedDate(line('Последнее обновление: 1 ноября 2026 г. · Версия 1.0'), 'ru')).toEqual(
      noonInIstanbul,
    );
  });

  it('states nothing for a text without such a line, an unknown month or an impossible day', () => {
    expect(statedDate('<p>Giriş. 1 Kasım 2026</p>', 'tr')).toBeUndefined();
    expect(statedDate('<h2>x</h2><p><em>Son güncelleme: 1 Kasım 2026</em></p>', 'tr')).toBeUndefined();
    expect(statedDate('<p><em>Last updated: 1 Brumaire 2026</em></p>', 'en')).toBeUndefined();
    expect(statedDate('<p><em>Last updated: 31 November 2026</em></p>', 'en')).toBeUndefined();
  });
});

describe('the legal texts shipped in seed/legal', () => {
  it('cover every type in every language, each with a title and sections for the contents', async () => {
    const files = await readLegalTextFiles();
    expect(files.map(({ language, type }) => `${language}/${type}`).sort()).toEqual(
      SUPPORTED_LANGUAGES.flatMap((language) =>
        LEGAL_DOCUMENT_TYPES.map((type) => `${language}/${type}`),
      ).sort(),
    );
    for (const file of files) {
      expect(file.title.length, `${file.language}/${file.type}`).toBeGreaterThan(3);
      expect(
        prepareLegalContent(file.content).sections.length,
        `${file.language}/${file.type}`,
      ).toBeGreaterThan(0);
    }
  });

  it('use only what the sanitiser keeps: cleaning changes nothing but the rel of external links', async () => {
    for (const file of await readLegalTextFiles()) {
      const raw = await readFile(
        path.join(LEGAL_TEXTS_DIRECTORY, file.language, `${file.type}.html`),
        'utf8',
      );
      const body = raw.replace(/^\s*<h1>[\s\S]*?<\/h1>/, '').trim();
      expect(file.content.replaceAll(' rel="noopener noreferrer"', ''), `${file.language}/${file.type}`).toBe(
        body,
      );
    }
  });
});
