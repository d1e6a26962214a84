import type { Language } from '@konak/domain/languages';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';

/** Everything a mail says, per language. Functions take the numbers so each language can inflect them. */
export type MailTexts = {
  greeting: (name: string) => string;
  signature: string;
  footer: string;
  verificationCode: {
    subject: string;
    intro: string;
    expiry: (minutes: number) => string;
    ignore: string;
  };
  passwordReset: {
    subject: string;
    intro: string;
    button: string;
    linkHint: string;
    expiry: (minutes: number) => string;
    ignore: string;
  };
  welcome: {
    subject: string;
    intro: string;
    button: string;
  };
  signInAttempts: {
    subject: string;
    intro: (failedAttempts: number) => string;
    protection: string;
    advice: string;
  };
};

export const mailTexts: Record<Language, MailTexts> = { tr, en, ar, ru };
