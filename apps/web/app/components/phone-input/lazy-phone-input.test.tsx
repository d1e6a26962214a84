import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { LazyPhoneInput } from './lazy-phone-input';

describe('LazyPhoneInput', () => {
  it('is a plain labelled field until focused, then the real input with its own texts takes the focus', async () => {
    // The page sent no phone-input texts: they load with the input.
    renderApp(<LazyPhoneInput label="Phone" />, { url: '/en', namespaces: ['common'] });
    const placeholder = await screen.findByLabelText('Phone');
    expect(screen.queryByTestId('phone-country-button')).toBeNull();

    placeholder.focus();
    const button = await screen.findByTestId('phone-country-button');
    expect(button.getAttribute('aria-label')).toBe('Country code: Türkiye +90. Change');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('phone-number')));
    expect(screen.getByLabelText('Phone')).toBe(screen.getByTestId('phone-number'));
  });

  it('keeps the focused control and what was typed when the real input replaces it', async () => {
    renderApp(<LazyPhoneInput label="Phone" />, { url: '/en', namespaces: ['common'] });
    const country = await screen.findByRole('button', { name: 'Phone: +90' });
    const number = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '532 123' } });
    country.focus();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('phone-country-button')));
    expect((screen.getByTestId('phone-number') as HTMLInputElement).value).toBe('532 123');
  });

  it('loses nothing typed in the moment the real input arrives', async () => {
    renderApp(<LazyPhoneInput label="Phone" />, { url: '/en', namespaces: ['common'] });
    const placeholder = await screen.findByLabelText('Phone');
    await act(async () => {
      placeholder.focus();
      // The input's code and texts are here and the field has been told; what is typed now goes into whichever
      // field the page shows.
      const [, texts] = await Promise.all([import('./phone-input'), import('./phone-input-translations')]);
      await texts.PhoneInputTranslations.preload('en');
      await new Promise((resolve) => setTimeout(resolve, 50));
      fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '532 1234' } });
    });
    expect(screen.getByTestId('phone-number')).toBe(screen.getByLabelText('Phone'));
    expect((screen.getByTestId('phone-number') as HTMLInputElement).value).toBe('532 1234');
  });

  it('shows the calling code of the number, or Türkiye’s, from the first paint', async () => {
    renderApp(
      <>
        <LazyPhoneInput label="Phone" />
        <LazyPhoneInput label="Second phone" defaultValue="+7 912 345 67 89" />
      </>,
      { url: '/en', namespaces: ['common'] },
    );
    const previews = await screen.findAllByTestId('phone-dial-code-preview');
    expect(previews.map((preview) => preview.textContent)).toEqual(['+90', '+7']);
    expect(previews[0]?.getAttribute('dir')).toBe('ltr');
  });
});
