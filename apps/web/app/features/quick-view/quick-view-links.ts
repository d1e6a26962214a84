import { type StaySearch, staySearchParams } from '@konak/domain/catalogue/stay-search';
import type { QuickViewProps } from '../../components/modal/quick-view-props';

/**
 * The search as the rentals page writes it into URLs (spec §3), so the details and reservation pages price
 * the same stay: "?checkIn=…&checkOut=…&adults=2&children=1&above7=1&between2And7=0&under2=0", dates only
 * when both are set, age groups only with children.
 */
export function staySearchQuery(search: StaySearch): string {
  return `?${staySearchParams(search)}`;
}

/** App paths (without the language prefix) of the item's page and its reservation page. */
export function quickViewPaths(item: QuickViewProps['item'], search: StaySearch) {
  const query = staySearchQuery(search);
  if (item.type === 'apartment') {
    return {
      details: `/apartment/${encodeURIComponent(item.apartment.slug)}${query}`,
      // The shared link is the page itself, without the sharer's dates and party.
      share: `/apartment/${encodeURIComponent(item.apartment.slug)}`,
      reservation: `/reservation/apartment/${item.apartment.id}${query}`,
    };
  }
  return {
    details: `/tour/${item.tour.id}${query}`,
    share: `/tour/${item.tour.id}`,
    reservation: `/reservation/tour/${item.tour.id}${query}`,
  };
}
