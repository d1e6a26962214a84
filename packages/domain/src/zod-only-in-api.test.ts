import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The domain's rules and limits are plain TypeScript that browser code imports without the validation library;
// the zod schemas of the API operations live under api/ and use them (docs/decisions/061). These checks keep
// the split from eroding one import at a time.
const root = import.meta.dirname;
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    code: readFileSync(path.join(root, file), 'utf8'),
  }));
const rules = sources.filter(({ file }) => !file.startsWith('api/'));

/** Every module a file imports for its values (`import type` is erased and costs nothing). */
function valueImports(code: string): string[] {
  return [...code.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map(([, from = '']) => from);
}

describe('the domain package', () => {
  it('keeps zod out of its rules and limits: only api/ imports it', () => {
    expect(rules.length).toBeGreaterThan(20);
    const zodUsers = rules.filter(({ code }) => valueImports(code).includes('zod'));
    expect(zodUsers.map(({ file }) => file)).toEqual([]);
  });

  it('lets the rules use the API schemas for their types only', () => {
    const offenders = rules.filter(({ code }) => valueImports(code).some((from) => /(^|\/)api\//.test(from)));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('imports no app', () => {
    const offenders = sources.filter(({ code }) => /from\s+'(@konak\/(server|web)|[./]*apps\/)/.test(code));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('keeps libphonenumber-js to the phone rules', () => {
    const users = sources.filter(({ code }) => valueImports(code).includes('libphonenumber-js'));
    expect(users.map(({ file }) => file)).toEqual(['auth/phone-rules.ts']);
  });

  it('finds a value import of zod when there is one', () => {
    expect(valueImports("import { z } from 'zod';\nimport type { X } from './api/x.ts';")).toEqual(['zod']);
  });
});
