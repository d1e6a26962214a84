import type { Language } from '@konak/domain/languages';

/**
 * Every e-mail the site sends, by template. The mailer renders the template in the recipient's language
 * (tr, en, ar, ru) and sends it over SMTP_URL, or writes it to DATA_DIR/outbox/mail when none is set.
 * A feature that needs a new mail adds its template here.
 */
export type MailMessage = { to: string; language: Language } & (
  | { template: 'verification-code'; data: { name: string; code: string; expiresInMinutes: number } }
  | { template: 'password-reset'; data: { name: string; resetUrl: string; expiresInMinutes: number } }
  | { template: 'welcome'; data: { name: string } }
);

export type MailTemplate = MailMessage['template'];

export type Mailer = {
  /** Resolves once the message is handed to the SMTP server (or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections at shutdown (the outbox holds none). */
  close?(): Promise<void>;
};
