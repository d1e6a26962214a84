import type { ApartmentSummary } from '@konak/domain/catalogue/apartment';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import type { Tour } from '@konak/domain/catalogue/tour';

/** What a result card hands to `useModal().open('quick-view', …)`. */
export type QuickViewProps = {
  item: { type: 'apartment'; apartment: ApartmentSummary } | { type: 'tour'; tour: Tour };
  /** The current search, for the price of the chosen dates and for the book-now link. */
  search: StaySearch;
};
