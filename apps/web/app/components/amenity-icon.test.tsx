import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmenityIcon, hasAmenityIcon } from './amenity-icon';

const sprite = readFileSync(path.join(import.meta.dirname, 'amenity-icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id ?? '');

describe('AmenityIcon', () => {
  it('draws each icon once in the sprite', () => {
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('names exactly the sprite’s drawings as known icons, plus the fallback', () => {
    expect(symbols).toContain('fallback');
    for (const id of symbols.filter((symbol) => symbol !== 'fallback'))
      expect(hasAmenityIcon(id), id).toBe(true);
    expect(hasAmenityIcon('fallback')).toBe(false);
  });

  it('uses the sprite’s drawing for a known icon and the fallback for an unknown one, staying decorative', () => {
    const useOf = (icon: string) => render(<AmenityIcon icon={icon} />).container.querySelector('svg use');
    expect(useOf('wifi')?.getAttribute('href')).toMatch(/amenity-icons[^#]*#wifi$/);
    expect(useOf('jacuzzi')?.getAttribute('href')).toMatch(/#fallback$/);
    expect(useOf('wifi')?.closest('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
