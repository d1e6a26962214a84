import type { AuthUser } from '@konak/domain/api/auth/auth-user';

/** Ayşe, the member the web tests sign in as, with the given fields changed (not part of the app). */
export function testMember(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 532 123 45 67',
    preferredLanguage: 'en',
    role: 'member',
    emailVerified: true,
    hasPassword: true,
    createdAt: '2025-03-14T12:00:00.000Z',
    ...overrides,
  };
}
