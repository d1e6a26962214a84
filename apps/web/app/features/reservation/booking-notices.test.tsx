import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { Language } from '@konak/domain/languages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  member,
  startPage,
  stubApi,
  withSession,
} from '../../components/favorite-heart/favorite-test-support';
import { BookingNotices } from './booking-notices';

const friend = { email: 'friend@example.com', phone: '+44 7911123456' };

async function renderNotices(
  contact: { email: string; phone: string },
  { language = 'en', user = member }: { language?: Language; user?: AuthUser } = {},
) {
  startPage({ signedIn: true });
  stubApi({ 'GET /auth/verify-token': { body: { valid: true, user } } });
  renderApp(withSession(<BookingNotices reservation={contact} />), {
    url: language === 'tr' ? '/reservations' : `/${language}/reservations`,
    namespaces: ['common', 'reservation'],
  });
  await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('authenticated'));
  return [...screen.getByTestId('confirmation-notices').querySelectorAll('p')].map(
    (line) => line.textContent,
  );
}

describe('where the booking confirmation says the notices go', () => {
  it('to the member’s own address and phone when she booked for herself', async () => {
    expect(await renderNotices({ email: member.email, phone: '+90 5321234567' })).toEqual([
      'We are sending the details to ayse@example.com and a text message to +90 532 123 45 67.',
    ]);
  });

  it('to the member, and at most a short note to the contact she typed for someone else', async () => {
    expect(await renderNotices(friend)).toEqual([
      'We are sending the details to ayse@example.com and a text message to +90 532 123 45 67.',
      'friend@example.com gets no details from us, at most a short note that you made this booking: please pass the details on yourself.',
      '+44 7911123456 gets at most a short text message that you made this booking.',
    ]);
  });

  it('promises no text message when the account has no phone', async () => {
    expect(
      await renderNotices({ ...friend, email: member.email }, { user: { ...member, phone: null } }),
    ).toEqual([
      'We are sending the details to ayse@example.com.',
      '+44 7911123456 gets at most a short text message that you made this booking.',
    ]);
  });

  it('to the guest when an admin booked', async () => {
    expect(await renderNotices(friend, { user: { ...member, role: 'admin' } })).toEqual([
      'We are sending the details to friend@example.com and a text message to +44 7911123456.',
    ]);
  });

  it.each(['tr', 'ar', 'ru'] as const)('says so in %s too', async (language) => {
    const lines = await renderNotices(friend, { language });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('ayse@example.com');
    expect(lines[1]).toContain('friend@example.com');
    expect(lines[2]).toContain('+44 7911123456');
    expect(lines.join(' ')).not.toMatch(/\{\{|We are/);
  });

  it('keeps the phone number and e-mail in their own order inside the Arabic sentence', async () => {
    const [own] = await renderNotices({ email: member.email, phone: '+90 5321234567' }, { language: 'ar' });
    // Isolated, "+90 532 123 45 67" cannot come out as "67 45 123 532 90+" in a right-to-left line.
    expect(own).toBe(
      'نرسل التفاصيل إلى \u2068ayse@example.com\u2069 ورسالة نصية إلى \u2068+90 532 123 45 67\u2069.',
    );
  });
});
