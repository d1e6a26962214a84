import type { AuthProvidersResponse } from '@konak/domain/api/auth/auth-providers';
import { authProviders as askProviders } from './api/auth-providers';

let providers: Promise<AuthProvidersResponse> | null = null;
const PROVIDERS_TIMEOUT_MS = 3000;

/**
 * Which social sign-ins the server has configured, asked once per page. The login modal waits for it
 * before it appears, so the Google button never pops in and shifts the form. A failed answer hides the
 * button and is asked again on the next open.
 */
export function authProviders(): Promise<AuthProvidersResponse> {
  // Bounded: a slow answer must not keep the modal from opening (it then opens without Google).
  providers ??= askProviders(AbortSignal.timeout(PROVIDERS_TIMEOUT_MS)).catch(() => {
    providers = null;
    return { google: false };
  });
  return providers;
}

/** For tests: forget the cached answer. */
export function forgetAuthProviders() {
  providers = null;
}
