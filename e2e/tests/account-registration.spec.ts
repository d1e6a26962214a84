// Registration through the UI (issue 4, spec §2, §4): the sign-in from the header, the registration form with a
// Turkish mobile number, the terms read to the end, the code from the caught mail typed into the six boxes, a
// signed-in header, then sign-out from the header.
import {
  expectSignedIn,
  expectSignedOut,
  openHome,
  openLoginFromHeader,
  signOutFromHeader,
  storedTokens,
} from '../fixtures/account-ui.ts';
import { extractCode } from '../fixtures/mail.ts';
import {
  acceptTermsAfterReading,
  fillRegistration,
  newRegistration,
  openRegisterFromLogin,
  typeVerificationCode,
} from '../fixtures/registration-ui.ts';
import { expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

const LANGUAGES: Language[] = ['tr', 'ar'];

for (const language of LANGUAGES) {
  test(`a ${language} visitor registers with a Turkish mobile number, verifies the mailed code and signs out`, async ({
    page,
    request,
    waitForMail,
  }) => {
    test.slow();
    const person = newRegistration(language);
    await openHome(page, language);
    await openLoginFromHeader(page, language);
    await openRegisterFromLogin(page, language);
    await fillRegistration(page, language, person);
    await acceptTermsAfterReading(page);
    await page.getByTestId('register-submit').click();

    const verify = page.getByTestId('verify-email-modal');
    await expect(verify).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: text(language, 'registration', 'verify.title') }),
    ).toBeVisible();
    await expect(verify.getByTestId('verify-email-address')).toHaveText(person.email);

    const mail = await waitForMail({ to: person.email, template: 'verification-code' });
    await typeVerificationCode(page, extractCode(mail));
    const reloaded = page.waitForEvent('load');
    await verify.getByTestId('verify-submit').click();
    await expect(verify.getByTestId('verify-success')).toHaveText(
      text(language, 'registration', 'verify.success'),
    );
    // Spec §4: the page reloads 1.5 s after the code is accepted, into the signed-in header.
    await reloaded;
    await expectSignedIn(page, language, person.name);

    // The account has the number as typed, with Türkiye's dial code the form chose by default.
    const { local } = await storedTokens(page);
    expect(local, 'a verified registration is remembered').toBeTruthy();
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${local}` } });
    const { user } = (await me.json()) as {
      user: { email: string; phone: string; preferredLanguage: string };
    };
    expect(user).toMatchObject({ email: person.email, preferredLanguage: language });
    expect(user.phone.replace(/\s/g, '')).toBe('+905321234567');

    await signOutFromHeader(page, language);
    await expectSignedOut(page, language);
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    // The server ended the session too: the token no longer works.
    const after = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${local}` } });
    expect(after.status()).toBe(401);
  });
}
