import { authProvidersResponseSchema } from '@konak/domain/api/auth/auth-providers';
import {
  type GoogleSignInError,
  googleCallbackQuerySchema,
  googleSignInQuerySchema,
} from '@konak/domain/api/auth/google-sign-in';
import { contentLanguage, isRecognisedLanguage, type RecognisedLanguage } from '@konak/domain/languages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { notFound } from '../../../http/app-error.ts';
import type { AppServices } from '../../../services.ts';
import { callbackPageUrl } from './callback-page.ts';
import {
  findOrCreateGoogleUser,
  type GoogleAccount,
  GoogleAccountError,
  type GoogleIdentity,
} from './google-account.ts';
import { createGoogleClient } from './google-client.ts';
import { readGoogleIdentity } from './google-identity.ts';
import {
  clearedPendingSignInCookie,
  openPendingSignIn,
  PENDING_SIGN_IN_COOKIE,
  pendingSignInCookie,
  readCookie,
  sealPendingSignIn,
} from './pending-sign-in.ts';
import { googleRedeemRoute } from './redeem-route.ts';
import { issueSignInCode } from './sign-in-codes.ts';

/**
 * Google sign-in (OpenID Connect authorization code flow with PKCE, state and nonce), registered under
 * /api/auth. The browser navigates to /google, signs in at Google, comes back to /google/callback and is
 * sent on to the web page /auth/callback with a one-time code (or an error code) in the URL fragment; the page
 * trades the code for a session at /google/redeem, proving with its browser binding that it started the sign-in
 * (decision 048).
 */
export const googleSignInRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { config } = services;
  const google = createGoogleClient(config);
  const secureCookie = config.PUBLIC_URL.startsWith('https:');

  /** The visitor's language when the sign-in cookie is gone: their `lang` cookie, else Accept-Language. */
  const fallbackLanguage = (request: FastifyRequest): RecognisedLanguage => {
    const stored = readCookie(request.headers.cookie, 'lang');
    return isRecognisedLanguage(stored) ? stored : request.language;
  };

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Social sign-ins that are configured',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ google: google !== null }),
  );

  app.get(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (browser navigation; answers 302 to Google)',
        querystring: googleSignInQuerySchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!google) throw notFound('google_sign_in_disabled');
      const { returnTo, rememberMe = false, browserBindingHash } = request.query;
      const lang = request.query.lang ?? fallbackLanguage(request);
      reply.header('cache-control', 'no-store');

      let configuration: oidc.Configuration;
      try {
        configuration = await google.configuration();
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in: issuer discovery failed');
        return reply.redirect(callbackPageUrl(lang, { error: 'unavailable' }, returnTo));
      }

      const codeVerifier = oidc.randomPKCECodeVerifier();
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        returnTo,
        lang,
        rememberMe,
        browserBindingHash,
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: google.redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      reply.header(
        'set-cookie',
        pendingSignInCookie(await sealPendingSignIn(config.JWT_SECRET, pending), secureCookie),
      );
      return reply.redirect(authorizationUrl.href);
    },
  );

  app.get(
    '/google/callback',
    {
      schema: { hide: true, querystring: googleCallbackQuerySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!google) throw notFound('google_sign_in_disabled');
      // Whatever happens next, this sign-in attempt is spent.
      reply
        .header('set-cookie', clearedPendingSignInCookie(secureCookie))
        .header('cache-control', 'no-store');
      const pending = await openPendingSignIn(
        config.JWT_SECRET,
        readCookie(request.headers.cookie, PENDING_SIGN_IN_COOKIE),
      );
      const fail = (error: GoogleSignInError, reason?: unknown) => {
        request.log.warn({ err: reason, code: error }, 'Google sign-in failed');
        return reply.redirect(
          callbackPageUrl(pending?.lang ?? fallbackLanguage(request), { error }, pending?.returnTo),
        );
      };

      if (!pending) return fail('expired');
      const { error, state } = request.query;
      if (error) return fail(error === 'access_denied' ? 'cancelled' : 'provider_error', error);
      if (state !== pending.state) return fail('state_mismatch');

      let identity: GoogleIdentity;
      try {
        const configuration = await google.configuration();
        // The raw query, not the parsed one: openid-client re-reads every parameter, `iss` included.
        const currentUrl = new URL(google.redirectUri);
        currentUrl.search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        identity = await readGoogleIdentity(configuration, tokens);
      } catch (reason) {
        // A reused or forged code, a bad ID token (issuer, audience, nonce, signature) or an unreachable issuer.
        return fail('provider_error', reason);
      }

      const language = contentLanguage(pending.lang);
      let account: GoogleAccount;
      try {
        account = await findOrCreateGoogleUser({ db: services.database.db, config }, identity, language);
      } catch (reason) {
        if (reason instanceof GoogleAccountError) return fail(reason.code);
        request.log.error({ err: reason }, 'Google sign-in: account lookup failed');
        return fail('server_error', reason);
      }

      // No session yet: only the tab holding the binding may turn this code into one.
      const code = await issueSignInCode(services.database.db, {
        userId: account.userId,
        rememberMe: pending.rememberMe,
        browserBindingHash: pending.browserBindingHash,
      });
      if (account.created) {
        // Not awaited: a slow or failing mail server must not hold up or break the sign-in itself.
        services.mailer
          .send({ to: account.email, language, template: 'welcome', data: { name: account.name } })
          .catch((reason: unknown) =>
            request.log.error({ err: reason }, 'Google sign-in: welcome mail failed'),
          );
      }
      return reply.redirect(callbackPageUrl(pending.lang, { code }, pending.returnTo));
    },
  );

  await app.register(googleRedeemRoute, { services, enabled: google !== null });
};
