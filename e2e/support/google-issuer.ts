/// <reference path="../../apps/server/test/helpers/oidc-provider.d.ts" />
import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import Provider from 'oidc-provider';
import { errorPage, loginPage } from './google-login-page.ts';

export type GoogleClient = {
  /** Pass as GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
  clientId: string;
  clientSecret: string;
  /** The site's `${PUBLIC_URL}/api/auth/google/callback`. */
  redirectUri: string;
};

export type GoogleIssuer = {
  /** Pass as GOOGLE_ISSUER. */
  url: string;
  close(): Promise<void>;
};

type Claims = { email: string; email_verified: boolean; name: string };

// The host is "localhost" while the site is 127.0.0.1: a different site for the browser, as Google is, so
// cookies are not shared and the site's sign-in cookie must survive a cross-site redirect, as in production.
const HOST = 'localhost';

/** The issuer's address on the port (GOOGLE_ISSUER), known before it listens. */
export const googleIssuerUrl = (port: number) => `http://${HOST}:${port}`;

/**
 * A real OpenID Connect issuer (oidc-provider) standing in for accounts.google.com, with one client whose
 * redirect URI is the site's callback. Its login interaction is a small form (google-login-page.ts) the
 * browser fills in: whoever's e-mail is entered is signed in, the account is made on the spot.
 */
export async function startGoogleIssuer({
  port,
  client: { clientId, clientSecret, redirectUri },
}: {
  port: number;
  client: GoogleClient;
}): Promise<GoogleIssuer> {
  const url = googleIssuerUrl(port);
  const accounts = new Map<string, Claims>();
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });

  const provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    // Own signing key and lifetimes, so the provider does not warn about its development defaults.
    jwks: { keys: [privateKey.export({ format: 'jwk' })] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    // Like Google: e-mail and name in the ID token as well as from userinfo.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    async findAccount(_context: unknown, subject: string) {
      const claims = accounts.get(subject);
      if (!claims) return undefined;
      return { accountId: subject, claims: async () => ({ sub: subject, ...claims }) };
    },
  });
  const providerCallback = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (req.method !== 'POST') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage({ uid: details.uid, clientId: String(details.params.client_id) }));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled at the local Google stand-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const email = (form.get('email') ?? '').trim();
    if (!email.includes('@')) throw new Error('an e-mail address is required');
    const subject = form.get('subject')?.trim() || googleLikeSubject(email);
    accounts.set(subject, {
      email,
      email_verified: form.has('email_verified'),
      name: form.get('name')?.trim() || email.slice(0, email.indexOf('@')),
    });
    const grant = new provider.Grant({ accountId: subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const servers = await listenOnLocalhost(port, (req, res) => {
    if (/^\/interaction\/[\w-]+$/.test(new URL(req.url ?? '/', url).pathname)) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(errorPage(error instanceof Error ? error.message : String(error)));
      });
      return;
    }
    providerCallback(req, res);
  });

  return {
    url,
    async close() {
      await Promise.all(
        servers.map((server) => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          // Keep-alive sockets of the site's fetch would hold close() open.
          server.closeAllConnections();
          return closed;
        }),
      );
    },
  };
}

/** Google's subjects are 21-digit numbers; the same e-mail gets the same one, so signing in again links. */
function googleLikeSubject(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return `1${(BigInt(`0x${digest.slice(0, 24)}`) % 10n ** 20n).toString().padStart(20, '0')}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Listens on every address "localhost" resolves to (127.0.0.1, and ::1 where the system has it), so
 * whichever the site's fetch or the browser tries first answers.
 */
async function listenOnLocalhost(
  port: number,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Server[]> {
  const addresses = [...new Set((await lookup(HOST, { all: true })).map(({ address }) => address))];
  const servers: Server[] = [];
  for (const address of addresses) {
    const server = createServer(handler);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, address, () => resolve());
      });
      servers.push(server);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // An address family the machine lacks (no IPv6) is skipped; anything else is a real problem.
      if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
        await Promise.all(servers.map((open) => new Promise((resolve) => open.close(resolve))));
        throw new Error(`e2e: the Google issuer cannot listen on ${address}:${port} (${code})`);
      }
    }
  }
  if (servers.length === 0) throw new Error(`e2e: "${HOST}" resolves to no address the issuer can use`);
  return servers;
}
