import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isValidIban, normalizeIban } from '@konak/domain/site/iban';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .url({ protocol: new RegExp(`^(${protocols.join('|')})$`) })
    .optional()
    .or(z.literal('').transform(() => undefined));

/** An operator detail: unset or empty means the built-in example is shown, marked as one (decision 055). */
const optionalText = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .optional()
  .transform((value) => value || undefined);

const BANK_VARIABLES = ['BANK_NAME', 'BANK_ACCOUNT_HOLDER', 'BANK_IBAN'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Where uploaded photos and their variants are kept (decision 084); DATA_DIR/uploads when unset. */
    UPLOADS_DIR: z.string().min(1).optional(),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Konak <rezervasyon@konak.example>'),
    SMS_URL: optionalUrl(['http', 'https']),
    /** Where the operator's own notices go (owner enquiries from /owners); the footer's contact address by default. */
    OPERATOR_EMAIL: z.email().default('iletisim@konak.example'),
    /** Where guests send bank transfers; the three are set together, else the site shows marked examples. */
    BANK_NAME: optionalText,
    BANK_ACCOUNT_HOLDER: optionalText,
    BANK_IBAN: optionalText
      .transform((value) => (value ? normalizeIban(value) : undefined))
      .refine((value) => value === undefined || isValidIban(value), {
        message: 'must be a valid IBAN (country code, check digits that match, account number)',
      }),
    /** The street and town of the footer's postal address, lines separated by `|`; the page names the country. */
    OPERATOR_ADDRESS: optionalText,
    /** The operator's social profile linked from the footer. */
    SOCIAL_URL: z
      .url({ protocol: /^https$/, message: 'must be an https:// address' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\d{8,15}$/, 'must be the international number in digits only, e.g. 905321234567')
      .default('905320000000'),
    SEED: z.enum(['demo', 'none']).default('demo'),
    /**
     * Card payment through iyzico's hosted checkout (decision 086). Both keys set → iyzico at IYZICO_BASE_URL (its
     * sandbox unless told otherwise); neither → the built-in test gateway, where no money moves.
     */
    IYZICO_API_KEY: optionalText,
    IYZICO_SECRET_KEY: optionalText,
    IYZICO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://sandbox-api.iyzipay.com'),
    /** `off` hides card payment: the reservation page stops offering it and the API refuses it (decision 086). */
    CARD_PAYMENTS: z
      .enum(['on', 'off'])
      .default('on')
      .transform((value) => value === 'on'),
    /**
     * `1` only for the Playwright journeys' own site: adds the test controls under /api/test-controls (decision 069),
     * e.g. running the 24-hour bank-transfer sweep at a later instant. Never set it on a real site.
     */
    E2E_TEST_CONTROLS: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
    /**
     * `1` lets channel import feeds be fetched from loopback addresses (127.0.0.0/8, ::1): only for the tests' own
     * local feed server (decision 095). Refused at start-up unless NODE_ENV=test or E2E_TEST_CONTROLS=1, so a real
     * site cannot turn it on by accident; private and link-local addresses stay refused even then.
     */
    CHANNEL_FEEDS_ALLOW_LOOPBACK: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
    /**
     * Which proxies may tell the client's address in X-Forwarded-For (the per-IP login limits depend on it):
     * `loopback` (default: nginx on the same machine), `false`, `true`, or addresses/CIDRs separated by commas.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/,\s-]+$/, 'must be true, false or a list of addresses')
      .default('loopback')
      .transform((value): boolean | string =>
        value === 'true' || value === 'false' ? value === 'true' : value,
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * How long a whole request (headers and body) may take to arrive before it is cut off with 408: long enough for
     * the largest body (1 MiB) on a slow phone connection, short enough that trickled bodies cannot hold sockets.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    /** How long the headers of a request may take to arrive (slow-headers attacks); at most REQUEST_TIMEOUT_MS. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(20_000),
    /**
     * After SIGTERM, how long the requests in flight may take to finish before their connections are cut
     * (decision 098); systemd's TimeoutStopSec must be longer.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Serves Prometheus metrics on this port, a listener of its own that the proxy never exposes; unset: none. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** The address the metrics listener binds to: this machine only unless a monitoring network must reach it. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  })
  .refine((env) => !env.CHANNEL_FEEDS_ALLOW_LOOPBACK || env.NODE_ENV === 'test' || env.E2E_TEST_CONTROLS, {
    path: ['CHANNEL_FEEDS_ALLOW_LOOPBACK'],
    message: 'is a test-only setting: allowed only with NODE_ENV=test or E2E_TEST_CONTROLS=1',
  })
  // One key without the other would sign requests iyzico refuses, or verify answers with the wrong secret.
  .refine((env) => (env.IYZICO_API_KEY === undefined) === (env.IYZICO_SECRET_KEY === undefined), {
    path: ['IYZICO_SECRET_KEY'],
    message: 'must be set together with IYZICO_API_KEY',
  })
  // Half a bank account would mix the operator's IBAN with the example bank's name.
  .superRefine((env, context) => {
    const missing = BANK_VARIABLES.filter((name) => env[name] === undefined);
    if (missing.length === 0 || missing.length === BANK_VARIABLES.length) return;
    for (const name of missing) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set together with ${BANK_VARIABLES.join(', ')}`,
      });
    }
  });

/** The names of every variable the server reads, for deploy/konak.env.example's completeness test. */
export const environmentVariables = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'DATA_DIR'> & {
  DATA_DIR: string;
  JWT_SECRET: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    JWT_SECRET: parsed.data.JWT_SECRET ?? persistentSecret(dataDir),
  };
}

/** Without JWT_SECRET a random key is made once and kept, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
