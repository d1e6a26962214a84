// Free of zod on purpose: the web app checks return addresses with it on pages whose first load has no room for zod.

const PLACEHOLDER_ORIGIN = 'https://return-to.invalid';

/** A path on this site ("/en/apartments?guests=2"); anything that could leave the site ("//evil", "/\\evil") is refused. */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\p{Cc}\\]/u.test(value)) return false;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}
