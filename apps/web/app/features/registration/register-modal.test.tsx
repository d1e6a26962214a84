import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import RegisterModal from './register-modal';
import {
  ALL_MODALS,
  acceptTerms,
  clickAndLoad,
  complete,
  fill,
  Opener,
  openRegister,
  registered,
  stubFetch,
  submit,
} from './register-modal.test-support';
import { installScrollGeometry } from './terms/scroll-geometry.test-support';

beforeEach(() => {
  stubFetch(() => {
    throw new TypeError('Failed to fetch');
  });
});

describe('RegisterModal', () => {
  it('marks "create account" disabled until the terms are accepted, yet keeps it focusable', async () => {
    const dialog = await openRegister();
    const button = within(dialog).getByTestId('register-submit') as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    acceptTerms(dialog);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'I have read and accept the Terms of Service and Privacy Policy.',
      }),
    ).toBeTruthy();
  });

  it('shows every broken rule on its field and sends nothing', async () => {
    const fetch = stubFetch(() => Response.json(registered, { status: 201 }));
    const dialog = await openRegister();
    acceptTerms(dialog);
    submit(dialog);

    const name = within(dialog).getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Full name is required.',
    );
    expect(document.activeElement).toBe(name);
    expect(within(dialog).getByText('E-mail address is required.')).toBeTruthy();
    expect(within(dialog).getByText('Phone number is required.')).toBeTruthy();
    expect(within(dialog).getByText('Password is required.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your password again.')).toBeTruthy();

    fill(dialog, { name: 'A', email: 'ayse@', phone: '432 123 45 67', password: '12345', confirm: '1234' });
    expect(within(dialog).getByText('Your name must be at least 2 characters long.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('Invalid phone number format.')).toBeTruthy();
    expect(within(dialog).getByText('The password must be at least 6 characters long.')).toBeTruthy();
    expect(within(dialog).getByText('The passwords do not match.')).toBeTruthy();

    // Everything right but the phone: the call is still blocked and the phone gets the focus.
    fill(dialog, { ...complete, phone: '532 123' });
    submit(dialog);
    expect(document.activeElement).toBe(within(dialog).getByTestId('phone-number'));
    expect(within(dialog).getByText('The phone number must have at least 10 digits.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the normalised form in the page language and opens the code step', async () => {
    const fetch = stubFetch(() => Response.json(registered, { status: 201 }));
    const dialog = await openRegister();
    fill(dialog, complete);
    acceptTerms(dialog);
    submit(dialog);

    const props = await screen.findByTestId('verify-props');
    expect(JSON.parse(props.textContent ?? '')).toEqual({
      tempToken: 'temp-token-1',
      email: 'ayse@example.com',
      returnTo: '/en/profile',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      password: 'secret1',
      phone: '+90 532 123 45 67',
      preferredLanguage: 'en',
    });
  });

  it('puts "e-mail already exists" on the e-mail field when the server says so (409)', async () => {
    stubFetch(() =>
      Response.json(
        {
          message: 'An account with this e-mail address already exists.',
          code: 'email_exists',
          errors: [{ field: 'email', message: 'An account with this e-mail address already exists.' }],
        },
        { status: 409 },
      ),
    );
    const dialog = await openRegister();
    fill(dialog, complete);
    acceptTerms(dialog);
    submit(dialog);

    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An account with this e-mail address already exists. Try signing in.',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // Another address clears the verdict.
    fill(dialog, { email: 'other@example.com' });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the first server field error, a connection message, or "registration failed"', async () => {
    stubFetch(() =>
      Response.json(
        { message: 'Invalid input', errors: [{ field: 'phone', message: 'Phone number is too short.' }] },
        { status: 400 },
      ),
    );
    const dialog = await openRegister();
    fill(dialog, complete);
    acceptTerms(dialog);
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Phone number is too short.');

    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Could not reach the server. Please check your internet connection.',
      ),
    );

    stubFetch(() => Response.json({ message: 'Internal error' }, { status: 500 }));
    submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Registration failed. Please try again.'),
    );
  });

  it('shows the terms inside the dialog and comes back to the filled form with the box ticked', async () => {
    const restore = installScrollGeometry({ scrollHeight: 3000, clientHeight: 400 });
    try {
      const dialog = await openRegister();
      fill(dialog, { name: 'Ayşe Yılmaz' });
      await clickAndLoad(within(dialog).getByTestId('register-terms-link'));

      const terms = await within(dialog).findByTestId('register-terms-view');
      expect(screen.getByRole('dialog', { name: 'Terms of Service and Privacy Policy' })).toBe(dialog);
      const accept = (await within(terms).findByTestId('terms-accept')) as HTMLButtonElement;
      expect(accept.disabled).toBe(true);
      const area = within(terms).getByTestId('terms-scroll-area');
      area.scrollTop = 2600;
      fireEvent.scroll(area);
      expect(accept.disabled).toBe(false);
      fireEvent.click(accept);

      expect(within(dialog).queryByTestId('register-terms-view')).toBeNull();
      const checkbox = within(dialog).getByTestId('register-terms-checkbox') as HTMLInputElement;
      expect(checkbox.checked).toBe(true);
      expect(document.activeElement).toBe(checkbox);
      expect((within(dialog).getByLabelText('Full name') as HTMLInputElement).value).toBe('Ayşe Yılmaz');
      expect(screen.getByRole('dialog', { name: 'Create your account' })).toBe(dialog);
    } finally {
      restore();
    }
  });

  it('leaves the terms unaccepted when the reader goes back', async () => {
    const dialog = await openRegister();
    await clickAndLoad(within(dialog).getByTestId('register-terms-link'));
    fireEvent.click(await within(dialog).findByTestId('terms-back'));
    expect((within(dialog).getByTestId('register-terms-checkbox') as HTMLInputElement).checked).toBe(false);
    expect(document.activeElement).toBe(within(dialog).getByTestId('register-terms-link'));
  });

  it('links to sign-in only when the login modal exists', async () => {
    const dialog = await openRegister();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const props = await screen.findByTestId('login-props');
    expect(JSON.parse(props.textContent ?? '')).toEqual({ returnTo: '/en/profile' });
  });

  it('has no sign-in link without a login modal', async () => {
    const dialog = await openRegister({ modals: { register: RegisterModal } });
    expect(within(dialog).queryByTestId('register-login-link')).toBeNull();
  });

  it('speaks Arabic right to left, sending Arabic as the preferred language', async () => {
    const fetch = stubFetch(() => Response.json(registered, { status: 201 }));
    renderApp(<Opener />, {
      url: '/ar',
      modals: ALL_MODALS,
      namespaces: ['common', 'registration', 'terms', 'phone-input'],
    });
    await clickAndLoad(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'أنشئ حسابك' });
    await within(dialog).findByTestId('phone-number');
    const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
    fireEvent.change(field('الاسم الكامل'), { target: { value: 'ليلى' } });
    fireEvent.change(field('البريد الإلكتروني'), { target: { value: 'layla@example.com' } });
    fireEvent.change(field('الهاتف'), { target: { value: '532 123 45 67' } });
    fireEvent.change(field('كلمة المرور'), { target: { value: 'secret1' } });
    fireEvent.change(field('تأكيد كلمة المرور'), { target: { value: 'secret1' } });
    expect(field('البريد الإلكتروني').getAttribute('dir')).toBe('ltr');
    acceptTerms(dialog);
    submit(dialog);
    await screen.findByTestId('verify-props');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).preferredLanguage).toBe('ar');
  });
});
