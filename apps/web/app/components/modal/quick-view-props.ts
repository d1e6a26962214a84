import type { ApartmentCardData, TourCardData } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';

/** What a result card hands to `useModal().open('quick-view', …)`. */
export type QuickViewProps = {
  item: { type: 'apartment'; apartment: ApartmentCardData } | { type: 'tour'; tour: TourCardData };
  /** The current search, for the price of the chosen dates and for the book-now link. */
  search: StaySearch;
};
