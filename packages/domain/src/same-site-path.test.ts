import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './same-site-path.ts';

describe('isSameOriginPath', () => {
  it.each(['/', '/en/profile', '/ar/apartment/%D9%84?checkIn=2027-01-10#top'])(
    'accepts a path on this site: %s',
    (path) => expect(isSameOriginPath(path)).toBe(true),
  );

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'profile', '/\u0000x', ''])(
    'refuses what could leave the site: %s',
    (path) => expect(isSameOriginPath(path)).toBe(false),
  );
});
