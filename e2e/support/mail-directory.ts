import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
// The API tests' MIME reader: the same mails, read the same way (it has no dependencies).
import type { MailTemplate } from '../../apps/server/src/mail/mail-message.ts';
import { decodeEncodedWords, parseMail } from '../../apps/server/test/helpers/parse-mail.ts';

export { extractCode, extractResetLink } from '../../apps/server/test/helpers/parse-mail.ts';

/** The site's mail templates; each mail names its own in the X-Konak-Template header. */
export type { MailTemplate };

export type CaughtMail = {
  /** Addresses of the To header, lower-cased. */
  to: string[];
  template: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** The `.eml` file, for attaching to a report. */
  file: string;
};

export type MailFilter = {
  to: string;
  /** The whole subject, or a pattern it matches. */
  subject?: string | RegExp;
  template?: MailTemplate;
};

const POLL_INTERVAL_MS = 100;

function readMail(file: string, raw: string): CaughtMail {
  const parsed = parseMail(raw);
  const toHeader = decodeEncodedWords(parsed.headers.get('to') ?? '');
  return {
    to: (toHeader.match(/[^\s<>,;"']+@[^\s<>,;"']+/g) ?? []).map((address) => address.toLowerCase()),
    template: parsed.headers.get('x-konak-template'),
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    file,
  };
}

function matches(mail: CaughtMail, { to, subject, template }: MailFilter): boolean {
  if (!mail.to.includes(to.trim().toLowerCase())) return false;
  if (template !== undefined && mail.template !== template) return false;
  if (subject === undefined) return true;
  return typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
}

function describe({ to, subject, template }: MailFilter): string {
  return [`to ${to}`, template && `template ${template}`, subject && `subject ${String(subject)}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The mails in a directory of `.eml` files (the e2e mail catcher's, or a running site's
 * DATA_DIR/outbox/mail), in the order their names sort, which is the order they arrived. Each file is
 * read and parsed once.
 */
export class MailDirectory {
  readonly #directory: string;
  readonly #read = new Map<string, CaughtMail>();

  constructor(directory: string) {
    this.#directory = directory;
  }

  async list(): Promise<CaughtMail[]> {
    const names = (await readdir(this.#directory)).filter((name) => name.endsWith('.eml')).sort();
    const mails: CaughtMail[] = [];
    for (const name of names) {
      let mail = this.#read.get(name);
      if (!mail) {
        const file = path.join(this.#directory, name);
        mail = readMail(file, await readFile(file, 'utf8'));
        this.#read.set(name, mail);
      }
      mails.push(mail);
    }
    return mails;
  }

  /**
   * The first mail matching the filter that is not in `taken`, polling until `timeoutMs` has passed. The
   * site sends mail while it answers the request, so it is usually there at the first look.
   */
  async waitFor(filter: MailFilter, { timeoutMs, taken }: { timeoutMs: number; taken: ReadonlySet<string> }) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.list();
      const found = mails.find((mail) => !taken.has(mail.file) && matches(mail, filter));
      if (found) return found;
      if (Date.now() >= deadline) {
        const toSameAddress = mails.filter((mail) => mail.to.includes(filter.to.trim().toLowerCase()));
        const seen = toSameAddress.map(
          (mail) =>
            `  ${mail.template ?? '?'}: ${mail.subject}${taken.has(mail.file) ? ' (already read)' : ''}`,
        );
        throw new Error(
          `e2e: no mail (${describe(filter)}) within ${timeoutMs} ms; ` +
            (seen.length > 0 ? `mails to that address:\n${seen.join('\n')}` : 'none to that address at all'),
        );
      }
      await delay(POLL_INTERVAL_MS);
    }
  }
}
