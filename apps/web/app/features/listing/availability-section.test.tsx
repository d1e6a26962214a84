import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { AvailabilityCalendarProps } from './availability-calendar';
import { AvailabilitySection } from './availability-section';

// The calendar's code arrives when the test says so; it renders one focusable day, as react-day-picker does.
const calendarCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { requested: false, arrived, arrive: () => arrive() };
});
vi.mock('./availability-calendar', async () => {
  calendarCode.requested = true;
  await calendarCode.arrived;
  return {
    default: ({ autoFocus }: AvailabilityCalendarProps) => (
      // biome-ignore lint/a11y/useSemanticElements: react-day-picker's month is a role="grid" the section looks for
      <div role="grid">
        {/* biome-ignore lint/a11y/noAutofocus: the stand-in does what the real calendar does with the prop */}
        <button type="button" tabIndex={0} autoFocus={autoFocus}>
          10
        </button>
      </div>
    ),
  };
});

beforeEach(() => {
  // No observer: the section asks for the calendar's code at once, as when it comes near the screen.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const availability = {
  firstDate: '2026-12-01',
  lastDate: '2027-11-30',
  closed: [],
  booked: [],
  minStays: [],
};

it('never drops the focus of a keyboard guest who reaches "Show the calendar" as its code arrives', async () => {
  renderApp(<AvailabilitySection availability={availability} dates={null} />, {
    url: '/en/apartment/x',
    namespaces: ['common', 'listing'],
  });
  const button = await screen.findByRole('button', { name: 'Show the calendar' });
  await waitFor(() => expect(calendarCode.requested).toBe(true));
  await act(async () => {
    calendarCode.arrive();
    // The code is here and the section has been told. The guest's Tab lands on the button if it is still there,
    // else on the calendar that took its place.
    await new Promise((resolve) => setTimeout(resolve, 50));
    (button.isConnected ? button : screen.getByRole('button', { name: '10' })).focus();
  });
  expect(button.isConnected).toBe(false);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '10' }));
});
