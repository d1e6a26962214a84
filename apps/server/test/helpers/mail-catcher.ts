import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './parse-mail.ts';

export { extractCode, extractResetLink } from './parse-mail.ts';

export type CaughtMail = ParsedMail & {
  /** Envelope recipients (RCPT TO), lowercased. */
  to: string[];
  from: string;
  raw: string;
};

export type MailCatcher = {
  /** Pass as SMTP_URL to buildTestApp. */
  url: string;
  mails: CaughtMail[];
  /** The first mail (already caught or still to come) to the address, optionally with the subject. */
  waitForMail(filter: { to: string; subject?: string | RegExp }, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/**
 * A local SMTP server for API tests. STARTTLS is disabled because smtp-server's built-in certificate has
 * expired (brief §3); nodemailer then sends in plain text, which is fine on 127.0.0.1.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<(mail: CaughtMail) => boolean>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = {
          ...parseMail(raw),
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
        };
        mails.push(mail);
        for (const waiter of waiters) if (waiter(mail)) waiters.delete(waiter);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const matches = (mail: CaughtMail, { to, subject }: { to: string; subject?: string | RegExp }) =>
    mail.to.includes(to.toLowerCase()) &&
    (subject === undefined ||
      (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(filter, timeoutMs = 5000) {
      const caught = mails.find((mail) => matches(mail, filter));
      if (caught) return Promise.resolve(caught);
      return new Promise((resolve, reject) => {
        const waiter = (mail: CaughtMail) => {
          if (!matches(mail, filter)) return false;
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no mail to ${filter.to} within ${timeoutMs} ms (caught ${mails.length})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
