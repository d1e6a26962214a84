import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('keeps paths on this site and drops everything else', () => {
    expect(safeReturnPath('/en/profile?tab=1')).toBe('/en/profile?tab=1');
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'profile', '']) {
      expect(safeReturnPath(unsafe), unsafe).toBeUndefined();
    }
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(`/${'x'.repeat(600)}`)).toBeUndefined();
  });
});
