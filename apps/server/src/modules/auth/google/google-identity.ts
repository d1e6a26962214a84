import * as oidc from 'openid-client';
import type { GoogleIdentity } from './google-account.ts';

type TokenResponse = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

// Google has sent email_verified both as a boolean and as the string "true".
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The identity in the validated ID token. Google puts e-mail and name there; an issuer that keeps them for
 * the userinfo endpoint (as a strict OpenID provider does for the code flow) is asked there, for the same subject.
 */
export async function readGoogleIdentity(
  configuration: oidc.Configuration,
  tokens: TokenResponse,
): Promise<GoogleIdentity> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the issuer returned no ID token');
  let claims: Record<string, unknown> = idToken;
  if (typeof idToken.email !== 'string') {
    claims = {
      ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
      sub: idToken.sub,
    };
  }
  if (typeof claims.email !== 'string' || !claims.email.includes('@'))
    throw new Error('the issuer sent no e-mail');
  return {
    subject: idToken.sub,
    email: claims.email,
    emailVerified: isTrue(claims.email_verified),
    name: typeof claims.name === 'string' ? claims.name : undefined,
  };
}
