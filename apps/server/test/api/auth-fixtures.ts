import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { CaptchaChallenge, CaptchaSolution } from '@konak/domain/api/auth/captcha';
import { vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import type { Mailer, MailMessage } from '../../src/mail/mail-message.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import type { UserRow } from '../../src/modules/auth/user-repository.ts';
import type { buildTestApp } from '../helpers/app.ts';

export type TestContext = Awaited<ReturnType<typeof buildTestApp>>;

/** A mailer that keeps what it was asked to send (and fails once when told to). */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { failNext: boolean } = {
    failNext: false,
    async send(message) {
      if (mailer.failNext) {
        mailer.failNext = false;
        throw new Error('SMTP is down (test)');
      }
      sent.push(message);
    },
  };
  const of = <T extends MailMessage['template']>(to: string, template: T) =>
    sent.filter(
      (message): message is Extract<MailMessage, { template: T }> =>
        message.to === to && message.template === template,
    );
  /** The index-th message of a template to an address; waits for it, as some mails leave after the answer. */
  async function next<T extends MailMessage['template']>(to: string, template: T, index = 0) {
    return vi.waitFor(
      () => {
        const message = of(to, template)[index];
        if (!message) throw new Error(`no ${template} mail #${index} to ${to}`);
        return message;
      },
      { timeout: 3000, interval: 10 },
    );
  }
  return {
    mailer,
    sent,
    next,
    count: (to: string, template: MailMessage['template']) => of(to, template).length,
  };
}

/** A fresh client address per test: login throttling and rate limits are counted per IP. */
export function randomIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

export const uniqueEmail = (label = 'member') => `${label}-${randomUUID()}@example.com`;

export const TEST_PASSWORD = 'Sifre-2026!';

/** A verified member with a password, as if registered and verified through the API. */
export async function createMemberWithPassword(
  db: Database,
  {
    email = uniqueEmail(),
    password = TEST_PASSWORD,
    verified = true,
    language = 'en' as UserRow['preferredLanguage'],
  } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: 'Ayşe Yılmaz',
      phone: '+90 5321234567',
      passwordHash: await hashPassword(password),
      preferredLanguage: language,
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('no user returned');
  return { user, email, password };
}

/** Solves a challenge like the browser does, with Node's synchronous SHA-256 (fast enough for 100 000 tries). */
export function solveChallenge(challenge: CaptchaChallenge): CaptchaSolution {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    ) {
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number, salt, signature };
    }
  }
  throw new Error('challenge has no solution');
}

/** POSTs/PUTs/DELETEs JSON from one client address in English. */
export function client(context: TestContext, ip = randomIp()) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers = {}) =>
    context.app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', 'x-forwarded-for': ip, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return { ip, send };
}
