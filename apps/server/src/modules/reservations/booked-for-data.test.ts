import { describe, expect, it } from 'vitest';
import { BOOKER_NAME_MAX_LENGTH, shortBookerName } from './booked-for-data.ts';

describe('the member’s name in a notice to someone they booked for', () => {
  it('keeps an ordinary name as it is', () => {
    expect(shortBookerName('  Ayşe Yılmaz ')).toBe('Ayşe Yılmaz');
    expect(shortBookerName('محمد عبد الله')).toBe('محمد عبد الله');
  });

  it('puts a multi-line name on one line and drops direction overrides', () => {
    expect(shortBookerName('Ali\r\nVisit our offer\u2028now')).toBe('Ali Visit our offer now');
    expect(shortBookerName('Ali \u202Emoc.live\u202C')).toBe('Ali moc.live');
  });

  it('cuts a long name with an ellipsis, never inside an emoji', () => {
    const short = shortBookerName('😀'.repeat(BOOKER_NAME_MAX_LENGTH + 10));
    expect([...short]).toHaveLength(BOOKER_NAME_MAX_LENGTH);
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toMatch(/[\uD800-\uDFFF]/u);
  });

  it('is empty when nothing printable is left', () => {
    expect(shortBookerName('\u202E\n\t')).toBe('');
  });
});
