import { plural } from '../plural.ts';
import type { MailTexts } from './mail-texts.ts';

const minutes = (count: number) => `${count} ${plural('en', count, { one: 'minute', other: 'minutes' })}`;

export const en: MailTexts = {
  greeting: (name) => `Hello ${name},`,
  signature: 'The Konak team',
  footer: 'You receive this e-mail because this address was used on Konak.',
  verificationCode: {
    subject: 'Your Konak verification code',
    intro: 'Use this code to confirm your e-mail address:',
    expiry: (count) => `The code is valid for ${minutes(count)}.`,
    ignore: 'If you did not create an account on Konak, you can ignore this e-mail.',
  },
  passwordReset: {
    subject: 'Reset your Konak password',
    intro:
      'We received a request to reset the password of your Konak account. Choose a new password with the button below:',
    button: 'Choose a new password',
    linkHint: 'If the button does not work, copy this link into your browser:',
    expiry: (count) => `The link is valid for ${minutes(count)} and works once.`,
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
  },
  welcome: {
    subject: 'Welcome to Konak',
    intro:
      'Your account is ready. You can now book apartments and city tours, keep favourites and follow your reservations.',
    button: 'Start exploring',
  },
  signInAttempts: {
    subject: 'Someone is trying to sign in to your Konak account',
    intro: (count) =>
      `Within the last hour there were at least ${count} failed attempts to sign in to your Konak account with a wrong password, from different places.`,
    protection:
      'Your account is not locked and your password still works. To protect it, every sign-in asks for a short automatic check for a while.',
    advice:
      'If this was you, there is nothing to do. If not, choose a long password you use nowhere else with "Forgot your password?" in the sign-in window.',
  },
};
