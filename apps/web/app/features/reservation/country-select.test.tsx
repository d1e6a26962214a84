import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { CountrySelect } from './country-select';

async function renderSelect(url: string) {
  renderApp(<CountrySelect id="country" label="Country" value="TR" onChange={() => undefined} />, { url });
  return (await screen.findByTestId('reservation-country')) as HTMLSelectElement;
}

describe('CountrySelect', () => {
  it.each([
    ['/', 'Türkiye', 'Almanya'],
    ['/en', 'Türkiye', 'Germany'],
    ['/ar', 'تركيا', 'ألمانيا'],
    ['/ru', 'Турция', 'Германия'],
  ])('on %s names every country in the page language', async (url, turkey, germany) => {
    const select = await renderSelect(url);
    await screen.findByRole('option', { name: germany });
    expect(select.selectedOptions[0]?.textContent).toBe(turkey);
  });
});
