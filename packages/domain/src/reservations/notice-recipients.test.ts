import { describe, expect, it } from 'vitest';
import { type NoticeBooker, noticeRecipients, samePhone } from './notice-recipients.ts';

const member: NonNullable<NoticeBooker> = {
  email: 'ali@example.com',
  phone: '+90 5321234567',
  role: 'member',
};
const friend = { email: 'ayse@example.com', phone: '+44 7911123456' };

describe('who receives a reservation’s notices', () => {
  it('is the member alone when the form carries the member’s own contact, however it is typed', () => {
    expect(noticeRecipients(member, { email: ' Ali@Example.COM ', phone: '+90 532 123 45 67' })).toEqual({
      full: { email: 'ali@example.com', phone: '+90 5321234567' },
      bookedFor: { email: null, phone: null },
    });
  });

  it('sends the full notices to the member and a short one to a friend’s e-mail and phone', () => {
    expect(noticeRecipients(member, friend)).toEqual({
      full: { email: 'ali@example.com', phone: '+90 5321234567' },
      bookedFor: { email: 'ayse@example.com', phone: '+44 7911123456' },
    });
  });

  it('texts the form’s phone only briefly when the account has no phone', () => {
    expect(noticeRecipients({ ...member, phone: null }, { ...friend, email: member.email })).toEqual({
      full: { email: 'ali@example.com', phone: null },
      bookedFor: { email: null, phone: '+44 7911123456' },
    });
  });

  it.each([
    ['an admin booked for a guest', { ...member, role: 'admin' } as const],
    ['the booking account is gone', null],
  ])('gives the form’s contact the full notices when %s', (_, booker) => {
    expect(noticeRecipients(booker, friend)).toEqual({
      full: friend,
      bookedFor: { email: null, phone: null },
    });
  });

  it('treats an owner account like any member', () => {
    expect(noticeRecipients({ ...member, role: 'owner' }, friend).full.email).toBe('ali@example.com');
  });

  it('never takes two missing phones for the same number', () => {
    expect(samePhone(null, '')).toBe(false);
    expect(samePhone('+90 532 123 45 67', '+905321234567')).toBe(true);
  });
});
