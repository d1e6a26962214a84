/** Spec §9 default when an apartment states no capacity. */
export const DEFAULT_MAX_CAPACITY = 4;
/**
 * Infants travel free of capacity (see guestsFitApartment) but not without limit: like Airbnb, at most 5 per
 * booking unless the apartment says otherwise.
 */
export const DEFAULT_MAX_INFANTS = 5;
/** Guests of this age and older are adults. */
export const ADULT_AGE = 18;

/**
 * Child age groups of spec §9 ("7-18, 2-7, 0-2"), as half-open age ranges in completed years so that each age
 * belongs to exactly one group: under2 = 0–1, between2And7 = 2–6, above7 = 7–17.
 */
export const CHILD_AGE_GROUPS = {
  above7: { minAge: 7, maxAgeExclusive: ADULT_AGE },
  between2And7: { minAge: 2, maxAgeExclusive: 7 },
  under2: { minAge: 0, maxAgeExclusive: 2 },
} as const;
export type ChildAgeGroup = keyof typeof CHILD_AGE_GROUPS;
export const CHILD_AGE_GROUP_NAMES = Object.keys(CHILD_AGE_GROUPS) as ChildAgeGroup[];

/** Children of a party by age group (spec §9). */
export type ChildrenAgeGroups = Record<ChildAgeGroup, number>;
/**
 * Most adults, children or children of one age group a request may name: far above any apartment's capacity, so
 * it only keeps hostile numbers out.
 */
export const MAX_GUESTS_OF_A_KIND = 50;

export const NO_CHILDREN: ChildrenAgeGroups = { above7: 0, between2And7: 0, under2: 0 };

/** The age group of a child's age in years, or null for adults and invalid ages. */
export function childAgeGroup(age: number): ChildAgeGroup | null {
  if (!Number.isInteger(age) || age < 0) return null;
  return (
    CHILD_AGE_GROUP_NAMES.find((group) => {
      const { minAge, maxAgeExclusive } = CHILD_AGE_GROUPS[group];
      return age >= minAge && age < maxAgeExclusive;
    }) ?? null
  );
}

/** Groups the childrenAges list of availability queries; null when an age is not a child's age. */
export function ageGroupsFromAges(ages: readonly number[]): ChildrenAgeGroups | null {
  const groups = { ...NO_CHILDREN };
  for (const age of ages) {
    const group = childAgeGroup(age);
    if (!group) return null;
    groups[group] += 1;
  }
  return groups;
}

export function childrenInGroups(groups: ChildrenAgeGroups): number {
  return groups.above7 + groups.between2And7 + groups.under2;
}

export type ChildrenAgeGroupsViolation =
  | { code: 'age_groups_missing' }
  | { code: 'age_groups_mismatch'; children: number; inGroups: number };

/**
 * Spec §5 "all children's age groups specified": with children, every child is in a group (the groups sum to
 * `children`); without children the groups may be omitted but must not hold anyone.
 */
export function checkChildrenAgeGroups(
  children: number,
  groups: ChildrenAgeGroups | undefined,
): ChildrenAgeGroupsViolation | null {
  if (!groups) return children > 0 ? { code: 'age_groups_missing' } : null;
  const inGroups = childrenInGroups(groups);
  return inGroups === children ? null : { code: 'age_groups_mismatch', children, inGroups };
}

export type GuestParty = { adults: number; children: number; childrenAgeGroups?: ChildrenAgeGroups };

export type ApartmentOccupancy = {
  maxCapacity?: number;
  maxAdults?: number;
  maxChildren?: number;
  maxInfants?: number;
};

export type GuestViolation =
  | { code: 'invalid_guest_count' }
  | { code: 'adult_required' }
  | ChildrenAgeGroupsViolation
  | { code: 'too_many_guests'; guests: number; maxCapacity: number }
  | { code: 'too_many_adults'; adults: number; maxAdults: number }
  | { code: 'too_many_children'; children: number; maxChildren: number }
  | { code: 'too_many_infants'; infants: number; maxInfants: number };

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Whether a party may stay in an apartment. Decision: infants under 2 do NOT count toward maxCapacity or
 * maxChildren, as on Booking.com and Airbnb (they sleep in a cot or with a parent); they are limited separately
 * by maxInfants (default 5). At least one adult is required. Returns every violation; empty means it fits.
 */
export function checkGuestsFit(party: GuestParty, apartment: ApartmentOccupancy = {}): GuestViolation[] {
  const { adults, children, childrenAgeGroups } = party;
  if (!isCount(adults) || !isCount(children)) return [{ code: 'invalid_guest_count' }];
  const violations: GuestViolation[] = [];
  if (adults < 1) violations.push({ code: 'adult_required' });
  const groupsViolation = checkChildrenAgeGroups(children, childrenAgeGroups);
  if (groupsViolation) violations.push(groupsViolation);

  // Without valid groups nobody is known to be an infant, so every child counts.
  const infants = groupsViolation ? 0 : (childrenAgeGroups?.under2 ?? 0);
  const countedChildren = children - infants;
  const guests = adults + countedChildren;
  const maxCapacity = apartment.maxCapacity ?? DEFAULT_MAX_CAPACITY;
  const maxInfants = apartment.maxInfants ?? DEFAULT_MAX_INFANTS;
  if (guests > maxCapacity) violations.push({ code: 'too_many_guests', guests, maxCapacity });
  if (apartment.maxAdults !== undefined && adults > apartment.maxAdults) {
    violations.push({ code: 'too_many_adults', adults, maxAdults: apartment.maxAdults });
  }
  if (apartment.maxChildren !== undefined && countedChildren > apartment.maxChildren) {
    violations.push({
      code: 'too_many_children',
      children: countedChildren,
      maxChildren: apartment.maxChildren,
    });
  }
  if (infants > maxInfants) violations.push({ code: 'too_many_infants', infants, maxInfants });
  return violations;
}

export function guestsFitApartment(party: GuestParty, apartment: ApartmentOccupancy = {}): boolean {
  return checkGuestsFit(party, apartment).length === 0;
}
