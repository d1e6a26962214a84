import { ApiError } from '../../lib/api-client';

/** How a failed registration is shown (spec §8, Registration). */
export type RegisterFailure =
  | { kind: 'email-exists' }
  /** The server's own (translated) text: its first field error, or a rate-limit message. */
  | { kind: 'message'; message: string }
  | { kind: 'network' }
  | { kind: 'failed' };

export function registerFailure(error: unknown): RegisterFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.isNetworkError) return { kind: 'network' };
  const [first] = error.errors;
  if (error.code === 'email_exists' || (error.status === 409 && first?.field === 'email')) {
    return { kind: 'email-exists' };
  }
  if (first) return { kind: 'message', message: first.message };
  // "Too many registrations, try later" tells the reader more than "registration failed".
  if (error.status === 429) return { kind: 'message', message: error.message };
  return { kind: 'failed' };
}
