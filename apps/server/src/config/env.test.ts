import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, environmentVariables, loadConfig } from './env.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'konak-env-'));

describe('loadConfig', () => {
  it('applies the defaults of the brief', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED).toBe('demo');
    expect(config.OPERATOR_EMAIL).toBe('iletisim@konak.example');
  });

  it('offers card payment through the test gateway unless told otherwise, and wants both iyzico keys or none', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      CARD_PAYMENTS: true,
      IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), CARD_PAYMENTS: 'off' }).CARD_PAYMENTS).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), IYZICO_API_KEY: 'key' })).toThrow(/IYZICO_SECRET_KEY/);
    expect(
      loadConfig({ DATA_DIR: dataDir(), IYZICO_API_KEY: 'key', IYZICO_SECRET_KEY: 'secret' }).IYZICO_API_KEY,
    ).toBe('key');
  });

  it('takes the operator’s address for owner enquiries and refuses one that is not an e-mail', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), OPERATOR_EMAIL: 'owners@konak.com.tr' }).OPERATOR_EMAIL).toBe(
      'owners@konak.com.tr',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPERATOR_EMAIL: 'owners desk' })).toThrow(
      /OPERATOR_EMAIL/,
    );
  });

  it('times out slow requests after 2 minutes and slow headers after 20 s unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      REQUEST_TIMEOUT_MS: 120_000,
      HEADERS_TIMEOUT_MS: 20_000,
    });
    const custom = loadConfig({
      DATA_DIR: dataDir(),
      REQUEST_TIMEOUT_MS: '300000',
      HEADERS_TIMEOUT_MS: '10000',
    });
    expect(custom).toMatchObject({ REQUEST_TIMEOUT_MS: 300_000, HEADERS_TIMEOUT_MS: 10_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }),
    ).toThrow(/HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
  });

  it('takes the operator’s bank account with its IBAN normalised, and refuses an IBAN whose check digits fail', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      BANK_NAME: 'Ziraat Bankası',
      BANK_ACCOUNT_HOLDER: 'Konak Turizm A.Ş.',
      BANK_IBAN: 'tr33 0006 1005 1978 6457 8413 26',
    });
    expect(config).toMatchObject({ BANK_NAME: 'Ziraat Bankası', BANK_IBAN: 'TR330006100519786457841326' });
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        BANK_NAME: 'Ziraat Bankası',
        BANK_ACCOUNT_HOLDER: 'Konak Turizm A.Ş.',
        BANK_IBAN: 'TR33 0006 1005 1978 6457 8413 27',
      }),
    ).toThrow(/BANK_IBAN: must be a valid IBAN/);
  });

  it('refuses half a bank account, naming the variables that are missing', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), BANK_IBAN: 'TR330006100519786457841326' });
    expect(attempt).toThrow(/BANK_NAME: must be set together/);
    expect(attempt).toThrow(/BANK_ACCOUNT_HOLDER: must be set together/);
  });

  it('takes the footer’s address and an https social link, and refuses a link that is not https', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      OPERATOR_ADDRESS: 'Kuloğlu Mah. Turnacıbaşı Cad. 10 | 34433 Beyoğlu / İstanbul',
      SOCIAL_URL: 'https://www.instagram.com/konak.istanbul',
    });
    expect(config.OPERATOR_ADDRESS).toBe('Kuloğlu Mah. Turnacıbaşı Cad. 10 | 34433 Beyoğlu / İstanbul');
    expect(config.SOCIAL_URL).toBe('https://www.instagram.com/konak.istanbul');
    expect(() => loadConfig({ DATA_DIR: dataDir(), SOCIAL_URL: 'http://instagram.com/konak' })).toThrow(
      /SOCIAL_URL: must be an https/,
    );
  });

  it('stops with a message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WHATSAPP_NUMBER: '+90 532' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/WHATSAPP_NUMBER/);
  });

  it('keeps a generated JWT secret in the data directory across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('believes X-Forwarded-For only from the loopback proxy unless told otherwise', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).TRUST_PROXY;
    expect(trust()).toBe('loopback');
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => trust('$(reboot)')).toThrow(/TRUST_PROXY/);
  });
});

describe('deploy/konak.env.example', () => {
  it('names every variable the server reads, so an operator sees them all in one file', () => {
    const example = readFileSync(
      path.join(import.meta.dirname, '../../../../deploy/konak.env.example'),
      'utf8',
    );
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const missing = environmentVariables.filter((name) => !named.has(name));
    expect(missing).toEqual([]);
    expect(environmentVariables).toContain('METRICS_PORT');
    // And nothing the server does not read (a typo would be silently ignored).
    expect([...named].filter((name) => !environmentVariables.includes(name as string))).toEqual([]);
  });
});
