import { createHmac } from 'node:crypto';
import type { Config } from '../../config/env.ts';

/** Where the test gateway lives on our own server: its API under /test-gateway/api, its hosted page under /pay. */
export const TEST_GATEWAY_PREFIX = '/test-gateway';
export const TEST_GATEWAY_API_KEY = 'konak-test-gateway';

export type CardGatewaySettings = {
  apiKey: string;
  secretKey: string;
  /** The base of the API calls (iyzico's sandbox or live URL, or our own test gateway). */
  baseUrl: string;
  /** True for the built-in test gateway: every page that leads to it says so. */
  test: boolean;
};

/**
 * iyzico when both keys are set; otherwise the built-in test gateway of this very site, reached over loopback on the
 * port we listen on. Its secret is derived from JWT_SECRET, so every process of one site signs and checks alike.
 */
export function cardGatewaySettings(config: Config): CardGatewaySettings {
  if (config.IYZICO_API_KEY && config.IYZICO_SECRET_KEY) {
    return {
      apiKey: config.IYZICO_API_KEY,
      secretKey: config.IYZICO_SECRET_KEY,
      baseUrl: config.IYZICO_BASE_URL,
      test: false,
    };
  }
  return {
    apiKey: TEST_GATEWAY_API_KEY,
    secretKey: testGatewaySecret(config),
    baseUrl: `http://${loopbackHost(config.HOST)}:${config.PORT}${TEST_GATEWAY_PREFIX}/api`,
    test: true,
  };
}

export function testGatewaySecret(config: Pick<Config, 'JWT_SECRET'>): string {
  return createHmac('sha256', config.JWT_SECRET).update('konak card test gateway').digest('hex');
}

/** A server listening on every address is reached on the loopback one. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** What the reservation page is told: whether card payment is offered, and whether it is the test gateway. */
export function cardPaymentsOffer(config: Config): { enabled: boolean; testGateway: boolean } {
  return { enabled: config.CARD_PAYMENTS, testGateway: cardGatewaySettings(config).test };
}
