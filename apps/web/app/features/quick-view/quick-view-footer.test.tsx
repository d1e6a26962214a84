import { apartmentCardOf } from '@konak/domain/catalogue/result-cards';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { type ModalRegistry, useModal } from '../../components/modal/modal-provider';
import QuickView from './quick-view';
import { apartment, searchWithDates } from './quick-view.fixtures';
import { forgetListingDetails } from './use-listing-detail';

const quickView: ModalRegistry = { 'quick-view': { component: QuickView, frame: 'wide' } };

function Opener() {
  const { open } = useModal();
  return (
    <button
      type="button"
      onClick={() =>
        open('quick-view', {
          item: { type: 'apartment', apartment: apartmentCardOf(apartment) },
          search: searchWithDates,
        })
      }
    >
      Quick view
    </button>
  );
}

beforeEach(() => forgetListingDetails());
afterEach(() => setViewportWidth(1024));

describe('the quick view sheet on a phone', () => {
  it('keeps Book now in a footer outside the scrolling details, so it is visible without scrolling', async () => {
    setViewportWidth(390);
    renderApp(<Opener />, { url: '/en', modals: quickView, namespaces: ['common', 'quick-view'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Quick view' }));
    const dialog = await screen.findByRole('dialog', { name: apartment.title });
    const book = within(dialog).getByRole('link', { name: 'Book now' });
    const footer = within(dialog).getByTestId('quick-view-footer');
    expect(footer.contains(book)).toBe(true);
    // The footer is a sibling after the scroll area, not inside it.
    const scrollArea = dialog.querySelector('.overflow-y-auto');
    expect(scrollArea?.contains(book)).toBe(false);
    expect(footer.previousElementSibling).toBe(scrollArea);
    expect(footer.className).toContain('shrink-0');
  });
});
