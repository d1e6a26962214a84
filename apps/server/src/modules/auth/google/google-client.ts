import * as oidc from 'openid-client';
import type { Config } from '../../../config/env.ts';

type GoogleConfig = Pick<
  Config,
  'NODE_ENV' | 'PUBLIC_URL' | 'GOOGLE_ISSUER' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'
>;

export type GoogleClient = {
  /** `${PUBLIC_URL}/api/auth/google/callback`, registered with the issuer. */
  redirectUri: string;
  /** The issuer's metadata and our client, discovered on first use and then kept. */
  configuration(): Promise<oidc.Configuration>;
};

// Requests to the issuer must not hold a sign-in open for openid-client's default 30 s.
const ISSUER_TIMEOUT_SECONDS = 10;

/** Null when GOOGLE_CLIENT_ID is unset: Google sign-in is then switched off (brief §6). */
export function createGoogleClient(config: GoogleConfig): GoogleClient | null {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) return null;
  const issuer = new URL(config.GOOGLE_ISSUER);
  const allowHttp = issuer.protocol === 'http:' && (config.NODE_ENV !== 'production' || isLoopback(issuer));
  let discovered: Promise<oidc.Configuration> | undefined;

  return {
    redirectUri: `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/auth/google/callback`,
    configuration() {
      discovered ??= oidc
        .discovery(issuer, clientId, undefined, oidc.ClientSecretPost(config.GOOGLE_CLIENT_SECRET ?? ''), {
          timeout: ISSUER_TIMEOUT_SECONDS,
          ...(allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .then((configuration) => {
          configuration.timeout = ISSUER_TIMEOUT_SECONDS;
          return configuration;
        })
        .catch((error: unknown) => {
          // Forget the failure so the next sign-in tries again (the issuer may have been briefly down).
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}

// Plain http is refused in production except on this machine's loopback, which nothing outside can see (the e2e
// run tests the production server against a local issuer).
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}
