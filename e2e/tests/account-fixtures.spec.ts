// Proves the account fixtures against the real site, its real SMTP delivery and the local Google issuer,
// through the API only: the journeys that use them then fail for the site's reasons, not the fixtures'.
import { randomUUID } from 'node:crypto';
import { extractCode, extractResetLink } from '../fixtures/mail.ts';
import { expect, test } from '../fixtures/test.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a member registered through the API reads the code from the caught mail, verifies it and signs in', async ({
  request,
  waitForMail,
}) => {
  const email = `fixture-${randomUUID()}@example.com`;
  const password = 'Bosphorus-2026';
  const registered = await request.post('/api/auth/register', {
    headers: { 'accept-language': 'en' },
    data: { name: 'Emma Clarke', email, password, phone: '+90 532 123 45 67', preferredLanguage: 'en' },
  });
  expect(registered.status()).toBe(201);
  const { tempToken } = (await registered.json()) as { tempToken: string };

  const mail = await waitForMail({ to: email, template: 'verification-code' });
  expect(mail.subject).not.toBe('');
  const code = extractCode(mail);
  expect(mail.html).toContain(code);

  const verified = await request.post('/api/auth/verify-email', { data: { code, tempToken } });
  expect(verified.status()).toBe(200);
  const session = (await verified.json()) as { token: string };
  const me = await request.get('/api/auth/me', { headers: bearer(session.token) });
  expect(await me.json()).toMatchObject({ user: { email, emailVerified: true } });

  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  // Verifying sends the welcome mail; waitForMail hands out each mail once, in the order they came.
  await expect(waitForMail({ to: email })).resolves.toMatchObject({ template: 'welcome' });
});

test('createMember makes a verified member in the chosen language who can sign in with the password', async ({
  request,
  createMember,
}) => {
  const member = await createMember({ language: 'ar' });
  expect(member.user).toMatchObject({
    email: member.email,
    name: member.name,
    preferredLanguage: 'ar',
    emailVerified: true,
  });
  expect(member.phone).toMatch(/^\+90 5\d{9}$/);
  const me = await request.get('/api/auth/me', { headers: bearer(member.token) });
  expect(me.status()).toBe(200);

  const login = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.status()).toBe(200);
  const another = await createMember({ language: 'ar' });
  expect(another.email).not.toBe(member.email);
});

test('a password-reset link arrives by mail and sets a new password', async ({
  request,
  baseURL,
  createMember,
  waitForMail,
}) => {
  const member = await createMember({ language: 'en' });
  const asked = await request.post('/api/auth/forgot-password', { data: { email: member.email } });
  expect(asked.status()).toBe(200);

  const link = extractResetLink(await waitForMail({ to: member.email, template: 'password-reset' }));
  expect(link.startsWith(`${baseURL}/en/reset-password?token=`)).toBe(true);
  const token = new URL(link).searchParams.get('token');
  const newPassword = 'Galata-Tower-1348';
  const reset = await request.post('/api/auth/reset-password', { data: { token, password: newPassword } });
  expect(reset.status()).toBe(200);

  const withNew = await request.post('/api/auth/login', {
    data: { email: member.email, password: newPassword },
  });
  expect(withNew.status()).toBe(200);
  const withOld = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(withOld.status()).toBe(401);
});

test('waitForMail gives up at its deadline and names the mails the address did get', async ({
  createMember,
  waitForMail,
}) => {
  const member = await createMember({ language: 'tr' });
  await expect(waitForMail({ to: member.email, template: 'password-reset', timeout: 500 })).rejects.toThrow(
    /no mail \(to .*, template password-reset\) within 500 ms; mails to that address:\n {2}verification-code: .* \(already read\)\n {2}welcome: /,
  );
});

test('the local Google issuer signs a browser in and the site issues a session for that account', async ({
  page,
  request,
  google,
  waitForMail,
}) => {
  const account = google.account({ name: 'Deniz Kaya' });
  const { code, browserBinding, callbackPath } = await google.signInWithoutRedeeming(page, account, 'en');
  expect(callbackPath).toBe('/en/auth/callback');

  const redeemed = await request.post('/api/auth/google/redeem', { data: { code, browserBinding } });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  const me = await request.get('/api/auth/me', { headers: bearer((await redeemed.json()).token) });
  expect(await me.json()).toMatchObject({
    user: { email: account.email, name: account.name, emailVerified: true, hasPassword: false },
  });
  await expect(waitForMail({ to: account.email, template: 'welcome' })).resolves.toBeTruthy();
});
