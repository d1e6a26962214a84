import type { Language } from '@konak/domain/languages';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppServices } from '../../services.ts';
import { type Captcha, createCaptcha } from './captcha.ts';
import { type CounterStore, createCounterStore } from './counter-store.ts';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
import { createVerificationCodes, type VerificationCodes } from './verification-codes.ts';

/** What the account services share: built once when the auth routes are registered. */
export type AuthContext = {
  services: AppServices;
  store: CounterStore;
  captcha: Captcha;
  throttle: LoginThrottle;
  codes: VerificationCodes;
};

export function createAuthContext(services: AppServices): AuthContext {
  const store = createCounterStore(services.redis);
  return {
    services,
    store,
    captcha: createCaptcha(services.config.JWT_SECRET, store),
    throttle: createLoginThrottle(store),
    codes: createVerificationCodes(services.database.db, services.config.JWT_SECRET),
  };
}

/** The parts of a request the account services need (who asks, from where, in which language). */
export type RequestMeta = {
  ip: string;
  userAgent: string | undefined;
  language: Language;
  log: FastifyBaseLogger;
};

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: request.language,
    log: request.log,
  };
}
