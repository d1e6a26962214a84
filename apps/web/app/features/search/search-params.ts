import { type StaySearch, staySearchParams } from '@konak/domain/catalogue/stay-search';
import { type ChildrenAgeGroups, childrenInGroups, NO_CHILDREN } from '@konak/domain/guests';
import { isIsoDate } from '@konak/domain/stay-dates';

// The rentals page keeps the whole search in its URL (spec §3 "Search parameters"), so a reload, the back button
// and a shared link show the same results: ?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=1&above7=1
// &between2And7=0&under2=0. URLs are typed by people and bots, so parsing never fails: a value that makes no
// sense is ignored and its default used.

export const DEFAULT_ADULTS = 2;
/** The guests picker's limits; a URL asking for more is treated as not asking. */
export const MAX_ADULTS = 16;
export const MAX_CHILDREN = 10;

export const AGE_GROUP_PARAMS = [
  'above7',
  'between2And7',
  'under2',
] as const satisfies readonly (keyof ChildrenAgeGroups)[];

function count(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value.trim())) return undefined;
  const parsed = Number(value.trim());
  return parsed >= min && parsed <= max ? parsed : undefined;
}

/** The search a rentals URL asks for. Dates come in pairs (check-out after check-in) or not at all. */
export function searchFromParams(params: URLSearchParams): StaySearch {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const adults = count(params.get('adults'), 1, MAX_ADULTS) ?? DEFAULT_ADULTS;
  const children = count(params.get('children'), 0, MAX_CHILDREN) ?? 0;
  const childrenAgeGroups = { ...NO_CHILDREN };
  // Without children any age group is noise; with children they are kept even when they do not add up, so the
  // search bar can show them with the message asking to correct them.
  if (children > 0) {
    for (const group of AGE_GROUP_PARAMS)
      childrenAgeGroups[group] = count(params.get(group), 0, MAX_CHILDREN) ?? 0;
  }
  const search: StaySearch = { adults, children, childrenAgeGroups };
  if (isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn < checkOut) {
    search.checkIn = checkIn;
    search.checkOut = checkOut;
  }
  return search;
}

/** "?checkIn=…&adults=2&children=0": what links to an apartment carry so its page prices the same stay. */
export function searchQuery(search: StaySearch): string {
  return `?${staySearchParams(search).toString()}`;
}

/** The results page (?page=2), 1 when absent or not a page number. Not part of the search: a new search starts at 1. */
export function resultsPageFromParams(params: URLSearchParams): number {
  return count(params.get('page'), 1, 999) ?? 1;
}

export type AgeGroupsIssue =
  | { code: 'age_groups_missing' }
  | { code: 'age_groups_mismatch'; inGroups: number };

/**
 * Spec §5: with children, every child must be in an age group and the groups must add up to the children. The
 * domain's checkChildrenAgeGroups judges a request; the search bar also forgives groups left over from children
 * removed (no children, no issue) and says "missing" while no child has a group yet.
 */
export function ageGroupsIssue(children: number, groups: ChildrenAgeGroups): AgeGroupsIssue | null {
  if (children === 0) return null;
  const inGroups = childrenInGroups(groups);
  if (inGroups === children) return null;
  return inGroups === 0 ? { code: 'age_groups_missing' } : { code: 'age_groups_mismatch', inGroups };
}

/**
 * The party the availability search gets. When the age groups do not add up (a URL typed by hand, a form sent
 * before JavaScript ran), the children whose group is unknown are counted as older children: they take a bed,
 * so no apartment is listed that could be too small. The search bar meanwhile asks to correct the groups.
 */
export function searchableParty(search: StaySearch): StaySearch {
  if (!ageGroupsIssue(search.children, search.childrenAgeGroups)) return search;
  const { between2And7, under2 } = search.childrenAgeGroups;
  const youngest = Math.min(under2, search.children);
  const middle = Math.min(between2And7, search.children - youngest);
  return {
    ...search,
    childrenAgeGroups: {
      under2: youngest,
      between2And7: middle,
      above7: search.children - youngest - middle,
    },
  };
}
