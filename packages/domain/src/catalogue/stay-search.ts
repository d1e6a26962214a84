import { CHILD_AGE_GROUP_NAMES, type ChildrenAgeGroups } from '../guests.ts';

/**
 * A guest's search (spec §3 "Search parameters"): what the search bar edits, the URL of the rentals page holds
 * (?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=1&above7=1&between2And7=0&under2=0) and the
 * availability search receives. Dates are optional: without them the search lists every apartment that fits
 * the party.
 */
export type StaySearch = {
  checkIn?: string;
  checkOut?: string;
  adults: number;
  children: number;
  childrenAgeGroups: ChildrenAgeGroups;
};

/** A representative age per group for the availability call's `childrenAges` list (spec §3). */
export const REPRESENTATIVE_CHILD_AGE: Record<keyof ChildrenAgeGroups, number> = {
  above7: 10,
  between2And7: 4,
  under2: 1,
};

/**
 * The URL parameters of a search, in the order the search bar's form submits them: the dates only when both are
 * set, the age groups only with children.
 */
export function staySearchParams(search: StaySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  params.set('adults', String(search.adults));
  params.set('children', String(search.children));
  if (search.children > 0) {
    for (const group of CHILD_AGE_GROUP_NAMES) params.set(group, String(search.childrenAgeGroups[group]));
  }
  return params;
}
