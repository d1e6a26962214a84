// Free of zod on purpose: the login modal's Google button runs it, and phones pay for every byte.

/**
 * The browser binding of a Google sign-in (decision 048): a random value the tab that starts the sign-in keeps in
 * its session storage. Only its SHA-256 travels to the server at the start; the value itself is shown once, when
 * the callback page redeems the sign-in's one-time code. A callback address opened in any other tab or browser
 * lacks the value, so nobody can finish a sign-in in a browser that did not start it (login CSRF).
 */

/** The value, its hash and the sign-in's one-time code are all 32 bytes in unpadded base64url… */
export const BROWSER_BINDING_LENGTH = 43;
/** …so they use only these characters. */
export const BASE64URL_PATTERN = /^[\w-]+$/;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** 256 random bits (Web Crypto, browser and Node alike). */
export function createBrowserBinding(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the server keeps and compares: SHA-256 of the value's text, in base64url. */
export async function hashBrowserBinding(binding: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(binding))));
}
