/**
 * What global-setup.ts publishes for the workers. Workers are started after global setup and inherit its
 * environment, so these variables are how the site's and its helpers' addresses reach the fixtures.
 */
export const RUN_ENV = {
  /** The site under test, e.g. http://127.0.0.1:41234. */
  baseUrl: 'E2E_BASE_URL',
  /** The directory the caught e-mails are written to, one `.eml` file each. */
  mailDir: 'E2E_MAIL_DIR',
  /** The local OpenID Connect issuer standing in for Google, e.g. http://localhost:41235. */
  googleIssuer: 'E2E_GOOGLE_ISSUER',
  /** The file the site's output goes to as well as the terminal. */
  siteLog: 'E2E_SITE_LOG',
  /** The site's DATA_DIR: its embedded database's files, its outbox. */
  dataDir: 'E2E_DATA_DIR',
} as const;

/** The variable's value, or an error that says what is missing and why the fixture needs it. */
export function runValue(name: (typeof RUN_ENV)[keyof typeof RUN_ENV], purpose: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `e2e: ${name} is not set, so ${purpose} is not available. global-setup.ts sets it when it starts the ` +
        'site itself; when you point E2E_BASE_URL at a running site, set it yourself.',
    );
  }
  return value;
}
