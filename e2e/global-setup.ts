import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePorts } from './support/free-port.ts';
import { googleIssuerUrl, startGoogleIssuer } from './support/google-issuer.ts';
import { startMailCatcher } from './support/mail-catcher.ts';
import { RUN_ENV } from './support/run-env.ts';
import { buildSite, startSite, stopSite, waitUntilHealthy } from './support/site-process.ts';

const HOST = '127.0.0.1';

/**
 * Builds the site and starts it on a free port with a fresh database, together with the two services it
 * talks to in the account journeys: an SMTP server that catches its mail into files, and a local OpenID
 * Connect issuer standing in for Google. Publishes their addresses for the workers (support/run-env.ts) and
 * returns the teardown that stops all three and removes the run's files.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[RUN_ENV.baseUrl]) {
    console.log(`e2e: testing the site already running at ${process.env[RUN_ENV.baseUrl]}`);
    return undefined;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') buildSite();

  const runDir = await mkdtemp(path.join(tmpdir(), 'konak-e2e-'));
  const dataDir = path.join(runDir, 'data');
  const mailDir = path.join(runDir, 'mail');
  await mkdir(mailDir);
  let site: ChildProcess | undefined;
  const helpers: { close(): Promise<void> }[] = [];
  const report = (error: unknown) => console.error('e2e: teardown:', error);
  // The site first, while the mail catcher and issuer it may still be talking to are up.
  const teardown = async () => {
    if (site) await stopSite(site).catch(report);
    await Promise.all(helpers.map((helper) => helper.close().catch(report)));
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    // Ports first, so the site, the mail catcher and the issuer can all start at once.
    const [sitePort = 0, mailPort = 0, issuerPort = 0] = await findFreePorts(HOST, 3);
    const baseURL = `http://${HOST}:${sitePort}`;
    const mailURL = `smtp://${HOST}:${mailPort}`;
    const issuerURL = googleIssuerUrl(issuerPort);
    const client = {
      clientId: 'konak-e2e',
      clientSecret: randomBytes(24).toString('base64url'),
      redirectUri: `${baseURL}/api/auth/google/callback`,
    };
    const helpersStarting = Promise.allSettled([
      startMailCatcher({ host: HOST, port: mailPort, directory: mailDir }),
      startGoogleIssuer({ port: issuerPort, client }),
    ]);
    // The site only connects to them when it first sends a mail or starts a Google sign-in.
    site = startSite({
      host: HOST,
      port: sitePort,
      baseURL,
      dataDir,
      logFile: path.join(runDir, 'site.log'),
      env: {
        SMTP_URL: mailURL,
        GOOGLE_ISSUER: issuerURL,
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
        // The journeys' own site: /api/test-controls runs the 24-hour sweep at a later instant (decision 069).
        E2E_TEST_CONTROLS: '1',
        // The channel-sync journey serves its import feed from a local server (decision 095; test sites only).
        CHANNEL_FEEDS_ALLOW_LOOPBACK: '1',
      },
    });
    const started = await helpersStarting;
    for (const helper of started) if (helper.status === 'fulfilled') helpers.push(helper.value);
    for (const helper of started) if (helper.status === 'rejected') throw helper.reason;

    await waitUntilHealthy(baseURL, site);
    process.env[RUN_ENV.baseUrl] = baseURL;
    process.env[RUN_ENV.mailDir] = mailDir;
    process.env[RUN_ENV.googleIssuer] = issuerURL;
    process.env[RUN_ENV.siteLog] = path.join(runDir, 'site.log');
    process.env[RUN_ENV.dataDir] = dataDir;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
