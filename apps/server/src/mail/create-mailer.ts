import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { type Logger, pino } from 'pino';
import type { Config } from '../config/env.ts';
import type { Mailer, MailMessage } from './mail-message.ts';
import { renderMail } from './render-mail.ts';

type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'PUBLIC_URL' | 'LOG_LEVEL'>;

/** Where mails go when no SMTP server is configured: one RFC 822 file per message. */
export function outboxDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'outbox', 'mail');
}

function composedMessage(config: MailerConfig, message: MailMessage) {
  const { subject, text, html, attachments } = renderMail(message, { publicUrl: config.PUBLIC_URL });
  return {
    from: config.MAIL_FROM,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject,
    text,
    html,
    attachments: attachments.map(({ filename, contentType, content, encoding }) => ({
      filename,
      contentType,
      content,
      ...(encoding ? { encoding } : {}),
    })),
    // Lets support staff (and tests) tell mails apart without reading the localized subject.
    headers: { 'X-Konak-Template': message.template },
  };
}

/**
 * The site's mailer: SMTP_URL set → a pooled SMTP transport; unset → `.eml` files in DATA_DIR/outbox/mail
 * (brief §6), so local runs and demos need no mail server and a developer can open the mail in any client.
 */
export function createMailer(config: MailerConfig, log?: Logger): Mailer {
  const logger = log ?? pino({ level: config.LOG_LEVEL, name: 'mail' });
  return config.SMTP_URL ? smtpMailer(config, config.SMTP_URL, logger) : outboxMailer(config, logger);
}

function smtpMailer(config: MailerConfig, smtpUrl: string, logger: Logger): Mailer {
  const transport = createTransport({
    pool: true,
    url: smtpUrl,
    maxConnections: 3,
    // Bounded waits: a hung mail server must fail the request, not hold it open.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail(composedMessage(config, message));
      logger.info({ template: message.template, messageId: info.messageId }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(config: MailerConfig, logger: Logger): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const directory = outboxDirectory(config);
  return {
    async send(message) {
      const info = await transport.sendMail(composedMessage(config, message));
      await mkdir(directory, { recursive: true });
      // Timestamp first so `ls` lists mails in the order they were sent; the random part avoids collisions.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${message.template}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message);
      logger.info({ template: message.template, file }, 'mail written to outbox (SMTP_URL is not set)');
    },
  };
}
