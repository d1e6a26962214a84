import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLegalDocumentType, type LegalDocumentType } from '@konak/domain/api/legal/legal-document-types';
import { isSupportedLanguage, type Language } from '@konak/domain/languages';
import type { Database } from '../db/client.ts';
import { plainText, sanitizeLegalHtml, writeDocumentVersion } from '../modules/legal/surface.ts';

/** The texts shipped with the code: seed/legal/<language>/<type>.html. */
export const LEGAL_TEXTS_DIRECTORY = path.join(import.meta.dirname, 'legal');

export type LegalTextFile = {
  type: LegalDocumentType;
  language: Language;
  title: string;
  content: string;
  /** The date the text's own first line states ("Last updated: 1 November 2026 · Version 1.0"), if any. */
  updatedAt?: Date;
};

const LEADING_H1 = /^\s*<h1>([\s\S]*?)<\/h1>/;

/** A file's title (its leading `<h1>`, as plain text) and content (the rest, cleaned as a save would). */
export function parseLegalTextFile(html: string): { title: string; content: string } {
  const heading = LEADING_H1.exec(html);
  if (!heading) throw new Error('a legal text must start with <h1>Title</h1>');
  const title = plainText(sanitizeLegalHtml(heading[1] ?? ''));
  const content = sanitizeLegalHtml(html.slice(heading[0].length));
  if (!title || !content) throw new Error('a legal text needs a title and a body');
  return { title, content };
}

/** Every <language>/<type>.html under the directory; other files and folders are not texts and are skipped. */
export async function readLegalTextFiles(directory = LEGAL_TEXTS_DIRECTORY): Promise<LegalTextFile[]> {
  const languages: string[] = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: LegalTextFile[] = [];
  for (const language of languages.filter(isSupportedLanguage).sort()) {
    for (const name of (await readdir(path.join(directory, language))).sort()) {
      const type = name.endsWith('.html') ? name.slice(0, -'.html'.length) : '';
      if (!isLegalDocumentType(type)) continue;
      const file = path.join(directory, language, name);
      try {
        const text = parseLegalTextFile(await readFile(file, 'utf8'));
        const updatedAt = statedDate(text.content, language);
        files.push({ type, language, ...text, ...(updatedAt ? { updatedAt } : {}) });
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return files;
}

const FIRST_LINE = /^<p><em>([\s\S]*?)<\/em><\/p>/;
const DAY_MONTH_YEAR = /(\d{1,2})\.?\s+([^\s\d.,·]+)\s+(\d{4})/u;

/** Month names of a language as dates use them ("ноября" in a Russian date, "November", "Kasım", "نوفمبر"). */
function monthNames(language: Language): string[] {
  const inDate = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) =>
    (
      inDate.formatToParts(Date.UTC(2026, month, 15)).find((part) => part.type === 'month')?.value ?? ''
    ).toLocaleLowerCase(language),
  );
}

/**
 * The date a text states in its first line (`<p><em>Last updated: 1 November 2026 · Version 1.0</em></p>`), as
 * noon in Istanbul, so the page's "last updated" agrees with the text; undefined when it states none.
 */
export function statedDate(content: string, language: Language): Date | undefined {
  const match = DAY_MONTH_YEAR.exec(FIRST_LINE.exec(content)?.[1] ?? '');
  if (!match) return undefined;
  const [, day = '', name = '', year = ''] = match;
  const month = monthNames(language).indexOf(name.toLocaleLowerCase(language));
  if (month < 0) return undefined;
  const date = new Date(Date.UTC(Number(year), month, Number(day), 9));
  return date.getUTCDate() === Number(day) ? date : undefined;
}

export type LegalSeedSummary = { files: number; written: number };

/**
 * Loads the shipped legal texts into legal_documents: new ones are added, changed ones become the next version,
 * identical ones are left alone (their "last updated" date too), so the seed can run any number of times.
 * Versions without a file (written by an admin) are kept.
 */
export async function seedLegalDocuments(db: Database, directory?: string): Promise<LegalSeedSummary> {
  const files = await readLegalTextFiles(directory);
  let written = 0;
  for (const file of files) {
    if (await writeDocumentVersion(db, file, { onlyWhenChanged: true })) written += 1;
  }
  return { files: files.length, written };
}
