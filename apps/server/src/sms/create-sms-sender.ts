import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Logger, pino } from 'pino';
import type { Config } from '../config/env.ts';
import type { SmsMessage, SmsSender } from './sms-message.ts';

type SmsConfig = Pick<Config, 'SMS_URL' | 'DATA_DIR' | 'LOG_LEVEL'>;

// A gateway that does not answer in time must fail the job (which is retried), not hold the worker.
const GATEWAY_TIMEOUT_MS = 10_000;

/** Where text messages go when no gateway is configured: one JSON file per message. */
export function smsOutboxDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'outbox', 'sms');
}

/**
 * SMS_URL set → each message is POSTed as JSON `{ "to": "+905321234567", "text": "…" }` and any 2xx answer
 * counts as accepted; unset → a JSON file in DATA_DIR/outbox/sms (brief §6), like the mail outbox.
 */
export function createSmsSender(config: SmsConfig, log?: Logger): SmsSender {
  const logger = log ?? pino({ level: config.LOG_LEVEL, name: 'sms' });
  return config.SMS_URL ? gatewaySender(config.SMS_URL, logger) : outboxSender(config, logger);
}

function gatewaySender(url: string, logger: Logger): SmsSender {
  return {
    async send(message: SmsMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      // The body is read either way so the connection can be reused.
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
      }
      logger.info({ status: response.status }, 'sms sent');
    },
  };
}

function outboxSender(config: SmsConfig, logger: Logger): SmsSender {
  const directory = smsOutboxDirectory(config);
  return {
    async send(message: SmsMessage) {
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${randomBytes(3).toString('hex')}.json`);
      await writeFile(file, `${JSON.stringify({ to: message.to, text: message.text }, null, 2)}\n`);
      logger.info({ file }, 'sms written to outbox (SMS_URL is not set)');
    },
  };
}
