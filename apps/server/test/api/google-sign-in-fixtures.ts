import { createBrowserBinding, hashBrowserBinding } from '@konak/domain/auth/browser-binding';
import { expect } from 'vitest';
import type { buildTestApp } from '../helpers/app.ts';
import type { OidcIssuer } from '../helpers/oidc-issuer.ts';
import { randomIp } from './auth-fixtures.ts';

/** The Google sign-in tests' client at the local issuer and the browser's steps through the sign-in. */

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const PUBLIC_URL = 'http://localhost:3000';
export const googleClient = {
  clientId: 'konak-test-client',
  clientSecret: 'konak-test-client-secret-0123456789',
  redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
};
export const googleEnv = (issuer: OidcIssuer) => ({
  PUBLIC_URL,
  GOOGLE_ISSUER: issuer.url,
  GOOGLE_CLIENT_ID: googleClient.clientId,
  GOOGLE_CLIENT_SECRET: googleClient.clientSecret,
});

/** Shaped like a browser binding's hash, for requests that must get past validation. */
export const SOME_BINDING_HASH = 'h'.repeat(43);

/**
 * Each test app's browser has an address of its own: with Redis the sign-in rate limits are counted per address
 * across every test file running at the same time, as they are across app servers in production.
 */
const browserAddresses = new WeakMap<App, string>();
function browserAddress(app: App): string {
  const address = browserAddresses.get(app) ?? randomIp();
  browserAddresses.set(app, address);
  return address;
}

/**
 * GET /api/auth/google as the web page's Google button does: with the hash of a fresh browser binding. Returns
 * the issuer URL, the sign-in cookie to send back and the binding the tab keeps for the redemption.
 */
export async function startSignIn(app: App, query = '', headers: Record<string, string> = {}) {
  const binding = createBrowserBinding();
  const parameters = new URLSearchParams(query);
  parameters.set('browserBindingHash', await hashBrowserBinding(binding));
  const response = await app.inject({
    method: 'GET',
    url: `/api/auth/google?${parameters}`,
    headers,
    remoteAddress: browserAddress(app),
  });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  return {
    location: String(response.headers.location),
    setCookie,
    cookie: setCookie.split(';')[0] ?? '',
    binding,
  };
}

/** GET /api/auth/google/callback…: where the browser is sent next, and the fragment's parameters. */
export async function finishSignIn(app: App, callbackUrl: URL, cookie?: string, headers = {}) {
  const response = await app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: browserAddress(app),
  });
  expect(response.statusCode).toBe(302);
  expect(String(response.headers['set-cookie'])).toMatch(
    /^konak_google_sign_in=; Path=\/api\/auth\/google; Max-Age=0;/,
  );
  const location = String(response.headers.location);
  const [page = '', fragment = ''] = location.split('#');
  return { page, fragment: new URLSearchParams(fragment) };
}

export type FinishedSignIn = Awaited<ReturnType<typeof finishSignIn>> & { binding: string };

/**
 * The whole browser round trip for a Google account up to the callback page: that page, its fragment and the
 * browser binding the starting tab kept.
 */
export async function googleRoundTrip(
  app: App,
  issuer: OidcIssuer,
  { subject, account, query = '' }: { subject: string; account: GoogleClaims; query?: string },
): Promise<FinishedSignIn> {
  issuer.signInAs(subject, account);
  const { location, cookie, binding } = await startSignIn(app, query);
  return { ...(await finishSignIn(app, await issuer.authorize(location), cookie)), binding };
}

type GoogleClaims = Parameters<OidcIssuer['signInAs']>[1];

/** POST /api/auth/google/redeem as the callback page does. */
export function redeem(app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/google/redeem',
    payload: body,
    headers,
    remoteAddress: browserAddress(app),
  });
}

/** What the callback page does next: redeems the fragment's code with its tab's binding; the session token. */
export async function redeemForToken(app: App, { fragment, binding }: FinishedSignIn): Promise<string> {
  const response = await redeem(app, { code: fragment.get('code'), browserBinding: binding });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}
