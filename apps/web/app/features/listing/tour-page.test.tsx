import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { apartmentWordIn } from '@konak/domain/tours/apartment-words';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { tour } from './listing-test-fixtures';
import { TourPage } from './tour-page';

const namespaces = ['common', 'listing', 'booking-terms'] as const;

describe('tour page', () => {
  it('shows the start times, the days it runs and the meeting point', async () => {
    renderApp(<TourPage tour={{ ...tour, weekdays: [2, 3, 4, 5, 6, 7] }} />, {
      url: '/en/tour/x',
      namespaces: [...namespaces],
    });
    expect((await screen.findByTestId('tour-departure')).textContent).toBe(
      'Starts at 10:00, 14:30 · Eminönü pier',
    );
    expect(screen.getByTestId('tour-fact-start-times').textContent).toBe('Start times10:00, 14:30');
    expect(screen.getByTestId('tour-fact-runs').textContent).toBe('RunsTue, Wed, Thu, Fri, Sat, Sun');
  });

  it('says "every day" in the page language when the tour runs daily', async () => {
    renderApp(<TourPage tour={tour} />, { url: '/tour/x', namespaces: [...namespaces] });
    expect((await screen.findByTestId('tour-fact-runs')).textContent).toBe('GünlerHer gün');
  });

  it.each(SUPPORTED_LANGUAGES)('uses no apartment word on the %s tour page', async (language) => {
    renderApp(<TourPage tour={tour} />, {
      url: language === 'tr' ? '/tour/x' : `/${language}/tour/x`,
      namespaces: [...namespaces],
    });
    await screen.findByTestId('tour-departure');
    const text = document.body.textContent ?? '';
    const word = apartmentWordIn(text, language);
    const around = word ? text.slice(Math.max(0, text.indexOf(word) - 80), text.indexOf(word) + 40) : '';
    expect({ word, around }).toEqual({ word: null, around: '' });
  });
});
