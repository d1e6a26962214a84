import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { amenityCatalogue } from './amenity-catalogue.ts';

// The web app draws amenities from its sprite; it is read as a file because the server imports no web code.
const SPRITE = path.join(import.meta.dirname, '../../../web/app/components/amenity-icons.svg');

describe('the amenity catalogue', () => {
  it('names only icons the web app’s sprite draws', () => {
    const drawn = new Set(
      [...readFileSync(SPRITE, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id),
    );
    const missing = amenityCatalogue.map((amenity) => amenity.icon).filter((icon) => !drawn.has(icon));
    expect(missing).toEqual([]);
  });
});
