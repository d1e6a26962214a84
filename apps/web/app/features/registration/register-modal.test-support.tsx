import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { testMember } from '../../../test/test-member';
import { ModalTitle } from '../../components/modal/modal-frame';
import { type ModalRegistry, useModal } from '../../components/modal/modal-provider';
import RegisterModal from './register-modal';

/** Doubles, answers and steps shared by the registration modal's tests. */

export function VerifyDouble({
  tempToken,
  email,
  returnTo,
}: {
  tempToken: string;
  email: string;
  returnTo?: string;
}) {
  return (
    <>
      <ModalTitle>Verify double</ModalTitle>
      <output data-testid="verify-props">{JSON.stringify({ tempToken, email, returnTo })}</output>
    </>
  );
}

export function LoginDouble({ returnTo }: { returnTo?: string }) {
  return (
    <>
      <ModalTitle>Login double</ModalTitle>
      <output data-testid="login-props">{JSON.stringify({ returnTo })}</output>
    </>
  );
}

export function Opener() {
  const { open } = useModal();
  return (
    <button type="button" onClick={() => open('register', { returnTo: '/en/profile' })}>
      Register
    </button>
  );
}

export const ALL_MODALS: ModalRegistry = {
  register: RegisterModal,
  'verify-email': VerifyDouble,
  login: LoginDouble,
};

export async function openRegister({
  modals = ALL_MODALS,
  url = '/en',
}: {
  modals?: ModalRegistry;
  url?: string;
} = {}) {
  renderApp(<Opener />, { url, modals, namespaces: ['common', 'registration', 'terms', 'phone-input'] });
  await clickAndLoad(await screen.findByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
  await within(dialog).findByTestId('phone-number');
  return dialog;
}

/** A click that shows lazily loaded texts or code: the suspended UI resumes only inside an awaited act. */
export async function clickAndLoad(element: HTMLElement) {
  await act(async () => fireEvent.click(element));
}

export function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function fill(
  dialog: HTMLElement,
  values: Partial<Record<'name' | 'email' | 'phone' | 'password' | 'confirm', string>>,
) {
  const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
  const entries: [string, string | undefined][] = [
    ['Full name', values.name],
    ['E-mail', values.email],
    ['Phone', values.phone],
    ['Password', values.password],
    ['Confirm password', values.confirm],
  ];
  for (const [label, value] of entries) {
    if (value !== undefined) fireEvent.change(field(label), { target: { value } });
  }
}

export const complete = {
  name: '  Ayşe Yılmaz ',
  email: ' Ayse@Example.COM ',
  phone: '532 123 45 67',
  password: 'secret1',
  confirm: 'secret1',
};

export const acceptTerms = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByTestId('register-terms-checkbox'));
export const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByTestId('register-submit'));

export const registered = {
  message: 'Your account has been created. We sent a 6-digit code to ayse@example.com.',
  requiresVerification: true,
  tempToken: 'temp-token-1',
  user: testMember({
    id: 'u1',
    phone: '+90 5321234567',
    emailVerified: false,
    createdAt: '2026-11-23T10:00:00.000Z',
  }),
};
