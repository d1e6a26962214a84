import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { useModal } from '../../components/modal/modal-provider';
import { json, modalDouble } from './auth-test-support';
import ForgotPasswordModal from './forgot-password-modal';
import LoginModal from './login-modal';

/** The login modal in the app's modal registry, beside doubles of the registration helper's modals. */
const modals = {
  login: LoginModal,
  'forgot-password': ForgotPasswordModal,
  register: modalDouble('Register double'),
  'verify-email': modalDouble('Verify double'),
};

function Opener({ returnTo }: { returnTo?: string }) {
  const { open } = useModal();
  return (
    <button type="button" onClick={() => open('login', returnTo ? { returnTo } : undefined)}>
      Open login
    </button>
  );
}

export async function openLogin({ url = '/en', returnTo }: { url?: string; returnTo?: string } = {}) {
  renderApp(<Opener returnTo={returnTo} />, { url, modals, namespaces: ['common'] });
  const opener = await screen.findByRole('button', { name: 'Open login' });
  // The modal suspends on its texts and the providers answer: let React finish inside act.
  await act(async () => fireEvent.click(opener));
  return screen.findByRole('dialog', {
    name: url.startsWith('/ar') ? 'تسجيل الدخول' : url.startsWith('/ru') ? 'Вход' : 'Sign in',
  });
}

export function fillAndSubmit(
  dialog: HTMLElement,
  { email = ' Ayse@Example.COM ', password = 'secret-1' } = {},
) {
  fireEvent.change(within(dialog).getByTestId('login-email'), { target: { value: email } });
  fireEvent.change(within(dialog).getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByTestId('login-submit'));
}

export const providers = (google: boolean) => () => json({ google });
