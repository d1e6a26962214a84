import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema/reservations.ts';
import { users } from '../../src/db/schema/users.ts';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { bearer, createUser, signIn } from '../helpers/users.ts';
import { client, createMemberWithPassword, recordingMailer, TEST_PASSWORD } from './auth-fixtures.ts';
import { daysFromToday, insertListing } from './catalogue-fixtures.ts';

const deleteAccount = (browser: ReturnType<typeof client>, token: string, body: object) =>
  browser.send('DELETE', '/api/auth/delete-account', body, bearer(token));

describe('profile and account deletion', () => {
  const context = useTestApp({}, { mailer: recordingMailer().mailer });

  async function member() {
    const { user, email } = await createMemberWithPassword(context.db);
    const token = (
      await client(context).send('POST', '/api/auth/login', { email, password: TEST_PASSWORD })
    ).json().token;
    return { user, email, token, browser: client(context) };
  }

  async function reserve(
    userId: string,
    stay: { checkIn: number; checkOut: number },
    options: Partial<typeof reservations.$inferInsert> = {},
  ) {
    const apartment = await insertListing(context.db, { label: 'deletion' });
    await context.db.insert(reservations).values({
      reservationNumber: `T-${randomUUID().slice(0, 8)}`,
      type: 'apartment',
      apartmentId: apartment.id,
      userId,
      checkIn: daysFromToday(stay.checkIn),
      checkOut: daysFromToday(stay.checkOut),
      adults: 2,
      guestName: 'Ayşe Yılmaz',
      guestEmail: 'ayse@example.com',
      guestPhone: '+90 5321234567',
      paymentMethod: 'card',
      totalCents: 50_000,
      originalTotalCents: 50_000,
      remainingCents: 50_000,
      ...options,
    });
  }

  it('updates name, phone and language, normalised', async () => {
    const { token, browser } = await member();
    const response = await browser.send(
      'PUT',
      '/api/auth/update-profile',
      { name: '  Mehmet Demir ', phone: '+44 7911 123456', preferredLanguage: 'ar' },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your profile has been updated.',
      user: { name: 'Mehmet Demir', phone: '+44 7911123456', preferredLanguage: 'ar' },
    });
    const unchangedName = await browser.send(
      'PUT',
      '/api/auth/update-profile',
      { preferredLanguage: 'ru' },
      bearer(token),
    );
    expect(unchangedName.json().user).toMatchObject({ name: 'Mehmet Demir', preferredLanguage: 'ru' });
  });

  it('refuses an empty or invalid profile change with 400', async () => {
    const { token, browser } = await member();
    const empty = await browser.send('PUT', '/api/auth/update-profile', {}, bearer(token));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'body', message: 'Please change at least one field.' }]);
    const bad = await browser.send(
      'PUT',
      '/api/auth/update-profile',
      { preferredLanguage: 'xx', name: 'A' },
      bearer(token),
    );
    expect(bad.statusCode).toBe(400);
    expect(invalidFields(bad)).toEqual(['name', 'preferredLanguage']);
    expect(
      (await client(context).send('PUT', '/api/auth/update-profile', { name: 'Someone' })).statusCode,
    ).toBe(401);
  });

  it('updates the phone alone', async () => {
    const { token, browser } = await member();
    const response = await browser.send(
      'POST',
      '/api/auth/update-phone',
      { phone: '+1 212 555 0100' },
      bearer(token),
    );
    expect(response.json().user.phone).toBe('+1 2125550100');
    const invalid = await browser.send(
      'POST',
      '/api/auth/update-phone',
      { phone: '+1 212 555' },
      bearer(token),
    );
    expect(invalid.json().errors).toEqual([
      { field: 'phone', message: 'The phone number must have at least 10 digits.' },
    ]);
  });

  it('tells whether the account can be deleted, and why not', async () => {
    const { user, token, browser } = await member();
    const check = () => browser.send('GET', '/api/auth/check-delete-eligibility', undefined, bearer(token));
    expect((await check()).json()).toEqual({
      canDelete: true,
      reasons: [],
      activeReservations: 0,
      nonCancellableReservations: 0,
    });
    // Past and cancelled stays do not block.
    await reserve(user.id, { checkIn: -10, checkOut: -5 }, { status: 'completed' });
    await reserve(user.id, { checkIn: 20, checkOut: 25 }, { status: 'cancelled' });
    expect((await check()).json().canDelete).toBe(true);
    // A refundable stay far ahead is active but still cancellable.
    await reserve(user.id, { checkIn: 30, checkOut: 33 }, { isRefundable: true });
    expect((await check()).json()).toEqual({
      canDelete: false,
      reasons: ['active_reservations'],
      activeReservations: 1,
      nonCancellableReservations: 0,
    });
    // A confirmed non-refundable stay can never be cancelled; a stay in progress neither.
    await reserve(user.id, { checkIn: 40, checkOut: 42 }, { status: 'confirmed' });
    await reserve(user.id, { checkIn: -1, checkOut: 2 }, { status: 'confirmed', isRefundable: true });
    expect((await check()).json()).toEqual({
      canDelete: false,
      reasons: ['active_reservations', 'non_cancellable_reservations'],
      activeReservations: 3,
      nonCancellableReservations: 2,
    });
    const refused = await deleteAccount(browser, token, {
      confirmation: 'DELETE PERMANENTLY',
      password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'non_cancellable_reservations',
      reasons: ['active_reservations', 'non_cancellable_reservations'],
    });
  });

  it('needs the typed phrase and the password', async () => {
    const { token, browser } = await member();
    const del = (body: object) => deleteAccount(browser, token, body);
    const wrongPhrase = await del({ confirmation: 'delete', password: TEST_PASSWORD });
    expect(wrongPhrase.statusCode).toBe(400);
    expect(wrongPhrase.json().errors).toEqual([
      { field: 'confirmation', message: 'Please type the confirmation phrase exactly as shown.' },
    ]);
    const noPassword = await del({ confirmation: 'KALICI OLARAK SİL' });
    expect(noPassword.json()).toMatchObject({ code: 'password_required', errors: [{ field: 'password' }] });
    const wrongPassword = await del({ confirmation: 'KALICI OLARAK SİL', password: 'not-it' });
    expect(wrongPassword.json()).toMatchObject({ code: 'wrong_password' });
    expect((await browser.send('GET', '/api/auth/me', undefined, bearer(token))).statusCode).toBe(200);
  });

  it('anonymises the account, keeps its reservations and ends every session; it cannot sign in again', async () => {
    const { user, email, token, browser } = await member();
    await reserve(user.id, { checkIn: -10, checkOut: -7 }, { status: 'completed' });
    const response = await deleteAccount(browser, token, {
      confirmation: 'kalıcı olarak sil',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted.' });

    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Deleted user', phone: null, passwordHash: null });
    expect(row?.email).not.toContain(email.split('@')[0]);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await context.db.select().from(reservations).where(eq(reservations.userId, user.id))).toHaveLength(
      1,
    );

    expect((await browser.send('GET', '/api/auth/me', undefined, bearer(token))).statusCode).toBe(401);
    const login = await client(context).send('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('invalid_credentials');
    // The address is free for a new account.
    expect((await client(context).send('POST', '/api/auth/check-email', { email })).json()).toEqual({
      exists: false,
    });
  });

  it('deletes a Google-only account (no password) with the phrase alone', async () => {
    const user = await createUser(context.db);
    const token = await signIn(context.services, user.id);
    const response = await deleteAccount(client(context), token, { confirmation: 'DELETE PERMANENTLY' });
    expect(response.statusCode).toBe(200);
  });
});
