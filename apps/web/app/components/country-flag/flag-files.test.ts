import { existsSync, readFileSync } from 'node:fs';
import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { flagFiles } from './flag-files';

describe('flagFiles', () => {
  const files = flagFiles();

  it('gives every region of the phone input an SVG of its own', () => {
    expect(files).toHaveLength(getCountries().length);
    expect(new Set(files.map((file) => file.fileName)).size).toBe(files.length);
    for (const file of files) {
      expect(file.fileName).toMatch(/^flags\/[a-z]{2}\.svg$/);
      expect(existsSync(file.sourcePath), file.sourcePath).toBe(true);
    }
  });

  it('finds the flags flag-icons files under their parent territory', () => {
    const ascension = files.find((file) => file.fileName === 'flags/ac.svg');
    expect(ascension?.sourcePath).toMatch(/sh-ac\.svg$/);
    expect(readFileSync(ascension?.sourcePath ?? '', 'utf8')).toContain('<svg');
  });
});
