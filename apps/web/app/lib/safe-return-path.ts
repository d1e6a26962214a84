import { isSameOriginPath } from '@konak/domain/same-site-path';

/**
 * The value when it is a path on this site (and of a sane length), else undefined: a crafted return address
 * ("//evil.example") must never be where a fresh sign-in is sent.
 */
export function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 512 && isSameOriginPath(value) ? value : undefined;
}
