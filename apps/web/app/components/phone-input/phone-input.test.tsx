import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalOpener } from '../../../test/modal-opener';
import { renderApp } from '../../../test/render-app';
import { ModalTitle } from '../modal/modal-frame';
import type { ModalRegistry } from '../modal/modal-provider';
import { PhoneInput, type PhoneInputChange, type PhoneInputProps } from './phone-input';

const NAMESPACES = ['common', 'phone-input'] as const;

async function renderPhoneInput(props: PhoneInputProps = {}, url = '/en') {
  const onChange = vi.fn<(change: PhoneInputChange) => void>();
  renderApp(<PhoneInput onChange={onChange} {...props} />, { url, namespaces: [...NAMESPACES] });
  const number = await screen.findByTestId('phone-number');
  return {
    onChange,
    number: number as HTMLInputElement,
    countryButton: screen.getByTestId('phone-country-button'),
  };
}

const lastChange = (onChange: { mock: { calls: [PhoneInputChange][] } }) => onChange.mock.calls.at(-1)?.[0];

function openCountries(button: HTMLElement, names = { search: 'Search for a country', list: 'Countries' }) {
  fireEvent.click(button);
  return {
    search: screen.getByRole('combobox', { name: names.search }),
    list: screen.getByRole('listbox', { name: names.list }),
  };
}

const optionCodes = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('option')
    .map((option) => option.dataset.country);

describe('PhoneInput', () => {
  it('starts on Türkiye and reports "dial code, space, number"', async () => {
    const { number, countryButton, onChange } = await renderPhoneInput();
    expect(countryButton.dataset.country).toBe('TR');
    expect(countryButton.textContent).toContain('+90');
    expect(countryButton.getAttribute('aria-label')).toBe('Country code: Türkiye +90. Change');
    expect(screen.getByLabelText('Phone')).toBe(number);
    expect(number.getAttribute('inputmode')).toBe('tel');

    fireEvent.change(number, { target: { value: '532 123 45 67' } });
    expect(lastChange(onChange)).toEqual({ value: '+90 532 123 45 67', country: 'TR', problem: null });
  });

  it('keeps only digits and spaces of what is typed', async () => {
    const { number, onChange } = await renderPhoneInput();
    fireEvent.change(number, { target: { value: '532-abc 12.3' } });
    expect(number.value).toBe('532 123');
    expect(lastChange(onChange)?.value).toBe('+90 532 123');
  });

  it('takes the country from a pasted number with a calling code', async () => {
    const { number, countryButton, onChange } = await renderPhoneInput();
    fireEvent.paste(number, { clipboardData: { getData: () => '+49 (151) 2345-6789' } });
    expect(countryButton.dataset.country).toBe('DE');
    expect(number.value).toBe('151 2345 6789');
    expect(lastChange(onChange)).toEqual({ value: '+49 151 2345 6789', country: 'DE', problem: null });
  });

  it('finds countries by name, dial code and country code, and chooses one with the keyboard', async () => {
    const { number, countryButton, onChange } = await renderPhoneInput();
    fireEvent.change(number, { target: { value: '20 7946 0958' } });
    const { search, list } = openCountries(countryButton);
    expect(countryButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(search);
    expect(optionCodes(list)).toHaveLength(245);

    fireEvent.change(search, { target: { value: 'germ' } });
    expect(optionCodes(list)).toEqual(['DE']);
    fireEvent.change(search, { target: { value: 'TR' } });
    expect(optionCodes(list)[0]).toBe('TR');
    fireEvent.change(search, { target: { value: '+44' } });
    expect(optionCodes(list)).toEqual(['GG', 'IM', 'JE', 'GB']);
    fireEvent.change(search, { target: { value: '44' } });
    expect(optionCodes(list)).toHaveLength(4);

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const active = within(list).getByRole('option', { name: /United Kingdom/ });
    expect(search.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(search, { key: 'Enter' });

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(countryButton.dataset.country).toBe('GB');
    expect(document.activeElement).toBe(number);
    expect(lastChange(onChange)).toEqual({ value: '+44 20 7946 0958', country: 'GB', problem: null });
  });

  it('chooses a country with a click and says so when nothing matches', async () => {
    const { countryButton } = await renderPhoneInput();
    const { search, list } = openCountries(countryButton);
    fireEvent.change(search, { target: { value: 'atlantis' } });
    expect(screen.getByText('No country matches your search.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'japan' } });
    fireEvent.click(within(list).getByRole('option', { name: /Japan/ }));
    expect(countryButton.dataset.country).toBe('JP');
  });

  it('shows each spec §5 digit rule once the field is left, tied to the field', async () => {
    const { number } = await renderPhoneInput();
    const messageOf = (value: string) => {
      fireEvent.change(number, { target: { value } });
      fireEvent.blur(number);
      const describedBy = number.getAttribute('aria-describedby');
      return describedBy ? document.getElementById(describedBy)?.textContent : null;
    };
    expect(messageOf('532 123 45 6')).toBe('The phone number must have at least 10 digits.');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf('532 123 45 678')).toBe('The phone number must have at most 10 digits.');
    // Turkish mobile numbers start with 5.
    expect(messageOf('432 123 45 67')).toBe('Invalid phone number format.');
    expect(messageOf('532 123 45 67')).toBeNull();
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a number, or for a country code, when a form wants the problems shown', async () => {
    const { unmount } = renderApp(<PhoneInput showProblem />, { url: '/en', namespaces: [...NAMESPACES] });
    expect(await screen.findByText('Phone number is required.')).toBeTruthy();
    unmount();
    renderApp(<PhoneInput showProblem defaultValue="12345678" />, {
      url: '/en',
      namespaces: [...NAMESPACES],
    });
    expect(await screen.findByText('Please choose a country code.')).toBeTruthy();
    expect(screen.getByTestId('phone-country-button').getAttribute('aria-label')).toBe(
      'Choose a country code',
    );
  });

  it('works right to left in Arabic: Arabic names and messages, the number and dial code stay left to right', async () => {
    const { number, countryButton, onChange } = await renderPhoneInput({}, '/ar');
    expect(screen.getByLabelText('الهاتف')).toBe(number);
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(countryButton.querySelector('[dir="ltr"]')?.textContent).toBe('+90');

    fireEvent.change(number, { target: { value: '٥٣٢ ١٢٣' } });
    expect(number.value).toBe('532 123');
    fireEvent.blur(number);
    expect(screen.getByText('يجب أن يتكون رقم الهاتف من 10 أرقام على الأقل.')).toBeTruthy();

    const { search, list } = openCountries(countryButton, { search: 'ابحث عن دولة', list: 'الدول' });
    fireEvent.change(search, { target: { value: 'السعودية' } });
    fireEvent.click(within(list).getByRole('option', { name: /السعودية/ }));
    expect(lastChange(onChange)?.value).toBe('+966 532 123');
  });

  it('shows flags as lazily loaded, decorative SVG files the site serves, never as emoji', async () => {
    const { countryButton } = await renderPhoneInput({}, '/ar');
    const flagOf = (element: HTMLElement) => element.querySelector('img[data-testid="country-flag"]');
    expect(flagOf(countryButton)?.getAttribute('src')).toBe('/flags/tr.svg');
    expect(countryButton.textContent).not.toMatch(/\p{Regional_Indicator}/u);

    const { list } = openCountries(countryButton, { search: 'ابحث عن دولة', list: 'الدول' });
    const saudi = within(list).getByRole('option', { name: /السعودية/ });
    const flag = flagOf(saudi);
    expect(flag?.getAttribute('src')).toBe('/flags/sa.svg');
    expect(flag?.getAttribute('alt')).toBe('');
    expect(flag?.getAttribute('loading')).toBe('lazy');
    expect([flag?.getAttribute('width'), flag?.getAttribute('height')]).toEqual(['20', '15']);
    expect(list.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });
});

describe('PhoneInput in a dialog', () => {
  function PhoneDialog() {
    return (
      <>
        <ModalTitle>Contact</ModalTitle>
        <PhoneInput />
      </>
    );
  }

  it('closes the country list on Escape, leaving the dialog open', async () => {
    const modals: ModalRegistry = { terms: PhoneDialog };
    renderApp(<ModalOpener modal="terms" label="Open" />, {
      url: '/en',
      modals,
      namespaces: [...NAMESPACES],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact' });
    const button = await within(dialog).findByTestId('phone-country-button');
    const { search } = openCountries(button);

    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Contact' })).toBeTruthy();
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
