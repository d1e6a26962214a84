import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256Jwt } from './hs256-jwt.ts';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const ISSUER = 'konak';
const NOW = new Date('2031-05-12T09:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header and claims, signed by HMAC-SHA256 with `secret` whatever its header says. */
function handMade(header: unknown, claims: unknown, secret = SECRET): string {
  const signed = `${base64url(header)}.${base64url(claims)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

const goodClaims = {
  iss: ISSUER,
  sub: 'user-1',
  jti: 'session-1',
  iat: NOW_SECONDS - 60,
  exp: NOW_SECONDS + 60,
};

async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: NOW,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    });
    return true;
  } catch {
    return false;
  }
}

describe('verifyHs256Jwt', () => {
  it('gives the claims of a session token jose signed', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject('user-1')
      .setJti('session-1')
      .setIssuedAt(NOW_SECONDS - 60)
      .setExpirationTime(NOW_SECONDS + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(verifyHs256Jwt(token, SECRET, ISSUER, NOW)).toEqual({
      sub: 'user-1',
      jti: 'session-1',
      iat: NOW_SECONDS - 60,
      exp: NOW_SECONDS + 60,
    });
  });

  // Each case is judged by jose too: the two must agree on every token, accepted or not.
  const cases: [string, string, boolean][] = [
    ['a genuine token', handMade({ alg: 'HS256', typ: 'JWT' }, goodClaims), true],
    ['another secret', handMade({ alg: 'HS256' }, goodClaims, 'another-secret'), false],
    ['alg none', `${base64url({ alg: 'none' })}.${base64url(goodClaims)}.`, false],
    ['alg HS512 in the header', handMade({ alg: 'HS512' }, goodClaims), false],
    ['a critical extension', handMade({ alg: 'HS256', crit: ['exp'] }, goodClaims), false],
    ['an unencoded payload', handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, goodClaims), false],
    ['expired this very second', handMade({ alg: 'HS256' }, { ...goodClaims, exp: NOW_SECONDS }), false],
    ['expiring next second', handMade({ alg: 'HS256' }, { ...goodClaims, exp: NOW_SECONDS + 1 }), true],
    ['not before next second', handMade({ alg: 'HS256' }, { ...goodClaims, nbf: NOW_SECONDS + 1 }), false],
    ['not before now', handMade({ alg: 'HS256' }, { ...goodClaims, nbf: NOW_SECONDS }), true],
    ['a not-before that is text', handMade({ alg: 'HS256' }, { ...goodClaims, nbf: 'soon' }), false],
    ['another issuer', handMade({ alg: 'HS256' }, { ...goodClaims, iss: 'someone' }), false],
    ['no issuer', handMade({ alg: 'HS256' }, { ...goodClaims, iss: undefined }), false],
    ['no jti', handMade({ alg: 'HS256' }, { ...goodClaims, jti: undefined }), false],
    ['no sub', handMade({ alg: 'HS256' }, { ...goodClaims, sub: undefined }), false],
    ['no iat', handMade({ alg: 'HS256' }, { ...goodClaims, iat: undefined }), false],
    ['no exp', handMade({ alg: 'HS256' }, { ...goodClaims, exp: undefined }), false],
    ['an iat that is text', handMade({ alg: 'HS256' }, { ...goodClaims, iat: 'yesterday' }), false],
    [
      'an exp that is text',
      handMade({ alg: 'HS256' }, { ...goodClaims, exp: String(NOW_SECONDS + 60) }),
      false,
    ],
    ['claims that are an array', handMade({ alg: 'HS256' }, [goodClaims]), false],
    ['a header that is not an object', handMade('HS256', goodClaims), false],
    ['two parts', `${base64url({ alg: 'HS256' })}.${base64url(goodClaims)}`, false],
    ['four parts', `${handMade({ alg: 'HS256' }, goodClaims)}.x`, false],
    ['base64 instead of base64url', handMade({ alg: 'HS256' }, goodClaims).replace(/[-_]/g, '+'), false],
    ['an empty string', '', false],
  ];
  for (const [name, token, accepted] of cases) {
    it(`${accepted ? 'accepts' : 'refuses'} ${name}, as jose does`, async () => {
      expect(verifyHs256Jwt(token, SECRET, ISSUER, NOW) !== null).toBe(accepted);
      expect(await joseAccepts(token)).toBe(accepted);
    });
  }

  it('refuses a padded signature, which jose lets through: a token of ours never has one', async () => {
    const padded = `${handMade({ alg: 'HS256' }, goodClaims)}=`;
    expect(verifyHs256Jwt(padded, SECRET, ISSUER, NOW)).toBeNull();
    expect(await joseAccepts(padded)).toBe(true);
  });

  it('refuses every token with one character of its payload or signature changed', () => {
    const token = handMade({ alg: 'HS256' }, goodClaims);
    const alphabet = 'AZaz09-_';
    for (let index = 0; index < token.length; index++) {
      if (token[index] === '.') continue;
      for (const replacement of alphabet) {
        if (replacement === token[index]) continue;
        const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
        const claims = verifyHs256Jwt(changed, SECRET, ISSUER, NOW);
        // The last character of the signature carries two spare bits: a change there may decode to the same bytes.
        if (claims)
          expect(Buffer.from(changed.split('.')[2] ?? '', 'base64url')).toEqual(
            Buffer.from(token.split('.')[2] ?? '', 'base64url'),
          );
      }
    }
  });
});
