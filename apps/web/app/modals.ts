import { lazy } from 'react';
import type { ModalRegistry } from './components/modal/modal-provider';

/**
 * The modals the app can open with `useModal().open(name)`. Register each as a lazy component, e.g.
 * `login: lazy(() => import('./features/auth/login-modal'))`, so its code loads when it first opens.
 * A trigger whose modal is not registered is not rendered (decision 011).
 */
export const modals: ModalRegistry = {
  login: lazy(() => import('./features/auth/login-modal')),
  'forgot-password': lazy(() => import('./features/auth/forgot-password-modal')),
  register: lazy(() => import('./features/registration/register-modal')),
  'verify-email': lazy(() => import('./features/registration/verify-email/verify-email-modal')),
  terms: lazy(() => import('./features/registration/terms/terms-modal')),
  // Wide: a centred two-column dialog from 768 px, a bottom sheet the view drags itself below.
  'quick-view': { component: lazy(() => import('./features/quick-view/quick-view')), frame: 'wide' },
  'reservation-success': lazy(() => import('./features/reservation/reservation-success-modal')),
  'cookie-settings': lazy(() => import('./features/consent/cookie-settings-modal')),
};
