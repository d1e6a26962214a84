import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestAccount = { email: string; email_verified: boolean; name: string };

export type OidcIssuer = {
  /** Pass as GOOGLE_ISSUER. */
  url: string;
  /** The person whose sign-in the next authorization request completes (as if they typed their password). */
  signInAs(subject: string, account: TestAccount): void;
  /**
   * Follows the browser's redirects from the authorization URL through the issuer (with its cookies) and
   * returns the URL it finally sends the browser to: our callback, with code, state and iss.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
};

type IssuerOptions = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Strict OpenID: e-mail and name only from userinfo, not in the ID token (Google puts them in it). */
  claimsOnlyFromUserinfo?: boolean;
};

/**
 * A real OpenID Connect issuer (oidc-provider) on a free local port, standing in for accounts.google.com.
 * Its login and consent interaction is answered automatically for the account set with signInAs.
 */
export async function startOidcIssuer(options: IssuerOptions): Promise<OidcIssuer> {
  const accounts = new Map<string, TestAccount>();
  let currentSubject: string | undefined;
  let provider: Provider | undefined;

  const finishInteraction = async (req: IncomingMessage, res: ServerResponse, issuer: Provider) => {
    const details = await issuer.interactionDetails(req, res);
    if (!currentSubject) throw new Error('call signInAs before authorize');
    const grant = new issuer.Grant({ accountId: currentSubject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await issuer.interactionFinished(
      req,
      res,
      { login: { accountId: currentSubject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const server = createServer((req, res) => {
    if (!provider) throw new Error('issuer not ready');
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res, provider).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(url, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['konak-test-issuer-cookie-key'] },
    // Own signing key and lifetimes, so the provider does not warn about its development defaults.
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.claimsOnlyFromUserinfo ?? false,
    features: { devInteractions: { enabled: false } },
    async findAccount(_context: unknown, subject: string) {
      const account = accounts.get(subject);
      if (!account) return undefined;
      return { accountId: subject, claims: async () => ({ sub: subject, ...account }) };
    },
  });

  return {
    url,
    signInAs(subject, account) {
      accounts.set(subject, account);
      currentSubject = subject;
    },
    async authorize(authorizationUrl) {
      const cookies = new Map<string, string>();
      let next = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (next.href.startsWith(options.redirectUri)) return next;
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const separator = pair.indexOf('=');
          const name = pair.slice(0, separator);
          if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) cookies.delete(name);
          else cookies.set(name, pair.slice(separator + 1));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`issuer answered ${response.status} without a redirect: ${await response.text()}`);
        next = new URL(location, next);
      }
      throw new Error('too many redirects at the issuer');
    },
    close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets of fetch (ours and openid-client's) would hold close() open.
      server.closeAllConnections();
      return closed;
    },
  };
}
