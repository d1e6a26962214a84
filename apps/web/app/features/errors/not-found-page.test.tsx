import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('explains in the page language and leads back to the rentals list', async () => {
    renderApp(<NotFoundPage />, { url: '/ar/unknown' });
    expect(await screen.findByRole('heading', { level: 1, name: 'لم نعثر على هذه الصفحة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح الشقق' }).getAttribute('href')).toBe('/ar/rentals');
  });
});
