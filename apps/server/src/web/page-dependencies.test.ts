import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import { describe, expect, it } from 'vitest';
import {
  type CataloguePart,
  type PageVersion,
  pageIsCurrent,
  recordingCatalogue,
} from './page-dependencies.ts';

/** A reader whose every read answers its own name and arguments. */
const reader = new Proxy({} as CatalogueReader, {
  get:
    (_target, name) =>
    async (...args: unknown[]) => [String(name), ...args],
});

const version = (catalogue: Partial<PageVersion['catalogue']> = {}, day = '2026-11-27'): PageVersion => ({
  build: 'b1',
  day,
  catalogue: { listings: 1, prices: 1, bookings: 1, settings: 1, ...catalogue },
});

describe('recordingCatalogue', () => {
  it('notes the parts each read depends on and passes the reads through', async () => {
    const parts = new Set<CataloguePart>();
    const recording = recordingCatalogue(reader, parts);
    expect([...parts]).toEqual(['settings']);
    expect(await recording.legalDocument('kvkk', 'en')).toEqual(['legalDocument', 'kvkk', 'en']);
    expect([...parts].sort()).toEqual(['listings', 'settings']);
    await recording.calendar('apartment-1', '2026-12-01', '2026-12-31');
    expect([...parts].sort()).toEqual(['bookings', 'listings', 'prices', 'settings']);
  });

  it('records an apartment without its calendar as listings only', async () => {
    const parts = new Set<CataloguePart>();
    await recordingCatalogue(reader, parts).apartmentBySlug('galata-loft', 'tr');
    expect([...parts].sort()).toEqual(['listings', 'settings']);
  });
});

describe('pageIsCurrent', () => {
  it('ignores notices of parts the page did not read', () => {
    expect(pageIsCurrent(version(), version({ prices: 2, bookings: 5 }), ['listings', 'settings'])).toBe(
      true,
    );
    expect(pageIsCurrent(version(), version({ listings: 2 }), ['listings', 'settings'])).toBe(false);
  });

  it('compares every part while the page is still rendering', () => {
    expect(pageIsCurrent(version(), version(), undefined)).toBe(true);
    expect(pageIsCurrent(version(), version({ bookings: 2 }), undefined)).toBe(false);
  });

  it('never crosses an Istanbul date or a build', () => {
    expect(pageIsCurrent(version(), version({}, '2026-11-28'), ['settings'])).toBe(false);
    expect(pageIsCurrent(version(), { ...version(), build: 'b2' }, ['settings'])).toBe(false);
  });
});
