import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { LazyPhoneInput } from './lazy-phone-input';

describe('LazyPhoneInput', () => {
  it('is a plain labelled field until focused, then the real input with its own texts takes the focus', async () => {
    // The page sent no phone-input texts: they load with the input.
    renderApp(<LazyPhoneInput label="Phone" />, { url: '/en', namespaces: ['common'] });
    const placeholder = await screen.findByLabelText('Phone');
    expect(screen.queryByTestId('phone-country-button')).toBeNull();

    fireEvent.focus(placeholder);
    const button = await screen.findByTestId('phone-country-button');
    expect(button.getAttribute('aria-label')).toBe('Country code: Türkiye +90. Change');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('phone-number')));
    expect(screen.getByLabelText('Phone')).toBe(screen.getByTestId('phone-number'));
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
