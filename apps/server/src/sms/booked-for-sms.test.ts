import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { formatStayDate } from '../mail/format.ts';
import { type BookedForSmsData, bookedForSmsText } from './booked-for-sms.ts';

const stay: BookedForSmsData = {
  bookerName: 'Ali Veli',
  reservationNumber: 'KNK-2611-7Q4M',
  type: 'apartment',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  startTime: null,
};

describe('the short text to someone a member booked for', () => {
  it.each(SUPPORTED_LANGUAGES)('in %s: the member, the dates and the number, no link', (language) => {
    const text = bookedForSmsText(stay, language);
    expect(text).toMatch(/^Konak: /);
    expect(text).toContain('Ali Veli');
    expect(text).toContain('KNK-2611-7Q4M');
    expect(text).toContain(
      `(${formatStayDate('2026-12-01', language)} - ${formatStayDate('2026-12-04', language)})`,
    );
    expect(text).not.toMatch(/https?:|www\.|€/);
  });

  it.each(SUPPORTED_LANGUAGES)('in %s: every language says it differently', (language) => {
    const others = SUPPORTED_LANGUAGES.filter((other) => other !== language);
    const text = bookedForSmsText(stay, language);
    for (const other of others) expect(bookedForSmsText(stay, other)).not.toBe(text);
  });

  it('reads naturally in English and Turkish, for a stay and a tour', () => {
    expect(bookedForSmsText(stay, 'en')).toBe(
      'Konak: a stay was booked for you (1 Dec 2026 - 4 Dec 2026), reservation KNK-2611-7Q4M. Booked by: Ali Veli.',
    );
    expect(
      bookedForSmsText({ ...stay, type: 'tour', checkOut: '2026-12-02', startTime: '16:30' }, 'tr'),
    ).toBe(
      'Konak: Sizin için bir tur rezervasyonu yapıldı (1 Ara 2026 16:30), numara KNK-2611-7Q4M. Rezervasyonu yapan: Ali Veli.',
    );
  });

  it('stands in "a Konak member" for a name with nothing printable', () => {
    expect(bookedForSmsText({ ...stay, bookerName: '' }, 'en')).toContain('Booked by: a Konak member.');
    expect(bookedForSmsText({ ...stay, bookerName: '' }, 'ru')).toContain(
      'Кто забронировал: участник Konak.',
    );
  });
});
