import { describe, expect, it } from 'vitest';
import {
  ageGroupsFromAges,
  CHILD_AGE_GROUPS,
  checkChildrenAgeGroups,
  checkGuestsFit,
  childAgeGroup,
  DEFAULT_MAX_CAPACITY,
  guestsFitApartment,
} from './guests.ts';

const groups = (above7: number, between2And7: number, under2: number) => ({ above7, between2And7, under2 });

describe('child age groups', () => {
  it('match spec §9 with each age in exactly one group', () => {
    expect(CHILD_AGE_GROUPS.above7).toEqual({ minAge: 7, maxAgeExclusive: 18 });
    expect([0, 1].map(childAgeGroup)).toEqual(['under2', 'under2']);
    expect([2, 6].map(childAgeGroup)).toEqual(['between2And7', 'between2And7']);
    expect([7, 17].map(childAgeGroup)).toEqual(['above7', 'above7']);
  });

  it('have no group for adults or invalid ages', () => {
    expect(childAgeGroup(18)).toBeNull();
    expect(childAgeGroup(-1)).toBeNull();
    expect(childAgeGroup(3.5)).toBeNull();
    expect(childAgeGroup(Number.NaN)).toBeNull();
  });

  it('are built from an age list', () => {
    expect(ageGroupsFromAges([0, 4, 9, 12])).toEqual(groups(2, 1, 1));
    expect(ageGroupsFromAges([])).toEqual(groups(0, 0, 0));
    expect(ageGroupsFromAges([4, 18])).toBeNull();
  });
});

describe('checkChildrenAgeGroups', () => {
  it('requires groups when there are children', () => {
    expect(checkChildrenAgeGroups(2, undefined)).toEqual({ code: 'age_groups_missing' });
    expect(checkChildrenAgeGroups(0, undefined)).toBeNull();
  });

  it('requires the groups to add up to the children', () => {
    expect(checkChildrenAgeGroups(3, groups(1, 1, 1))).toBeNull();
    expect(checkChildrenAgeGroups(3, groups(1, 1, 0))).toEqual({
      code: 'age_groups_mismatch',
      children: 3,
      inGroups: 2,
    });
    expect(checkChildrenAgeGroups(0, groups(0, 0, 0))).toBeNull();
    expect(checkChildrenAgeGroups(0, groups(0, 1, 0))).toEqual({
      code: 'age_groups_mismatch',
      children: 0,
      inGroups: 1,
    });
  });
});

describe('checkGuestsFit', () => {
  it('defaults to a capacity of 4', () => {
    expect(DEFAULT_MAX_CAPACITY).toBe(4);
    expect(checkGuestsFit({ adults: 4, children: 0 })).toEqual([]);
    expect(checkGuestsFit({ adults: 5, children: 0 })).toEqual([
      { code: 'too_many_guests', guests: 5, maxCapacity: 4 },
    ]);
    expect(checkGuestsFit({ adults: 2, children: 3, childrenAgeGroups: groups(3, 0, 0) })).toEqual([
      { code: 'too_many_guests', guests: 5, maxCapacity: 4 },
    ]);
  });

  it('does not count infants under 2 toward capacity', () => {
    const party = { adults: 2, children: 3, childrenAgeGroups: groups(1, 1, 1) };
    expect(checkGuestsFit(party)).toEqual([]);
    expect(guestsFitApartment({ adults: 4, children: 1, childrenAgeGroups: groups(0, 0, 1) })).toBe(true);
    expect(guestsFitApartment({ adults: 4, children: 1, childrenAgeGroups: groups(0, 1, 0) })).toBe(false);
  });

  it('limits infants separately', () => {
    expect(checkGuestsFit({ adults: 1, children: 6, childrenAgeGroups: groups(0, 0, 6) })).toEqual([
      { code: 'too_many_infants', infants: 6, maxInfants: 5 },
    ]);
    expect(
      checkGuestsFit({ adults: 1, children: 2, childrenAgeGroups: groups(0, 0, 2) }, { maxInfants: 1 }),
    ).toEqual([{ code: 'too_many_infants', infants: 2, maxInfants: 1 }]);
  });

  it('counts every child when the age groups are missing or wrong', () => {
    expect(checkGuestsFit({ adults: 3, children: 2 })).toEqual([
      { code: 'age_groups_missing' },
      { code: 'too_many_guests', guests: 5, maxCapacity: 4 },
    ]);
    expect(checkGuestsFit({ adults: 3, children: 2, childrenAgeGroups: groups(0, 0, 1) })).toEqual([
      { code: 'age_groups_mismatch', children: 2, inGroups: 1 },
      { code: 'too_many_guests', guests: 5, maxCapacity: 4 },
    ]);
  });

  it('uses the apartment capacity and its adult and child limits', () => {
    expect(checkGuestsFit({ adults: 6, children: 0 }, { maxCapacity: 6 })).toEqual([]);
    expect(checkGuestsFit({ adults: 3, children: 0 }, { maxCapacity: 6, maxAdults: 2 })).toEqual([
      { code: 'too_many_adults', adults: 3, maxAdults: 2 },
    ]);
    expect(
      checkGuestsFit(
        { adults: 2, children: 3, childrenAgeGroups: groups(2, 0, 1) },
        { maxCapacity: 6, maxChildren: 1 },
      ),
    ).toEqual([{ code: 'too_many_children', children: 2, maxChildren: 1 }]);
  });

  it('requires an adult and valid counts', () => {
    expect(checkGuestsFit({ adults: 0, children: 1, childrenAgeGroups: groups(1, 0, 0) })).toEqual([
      { code: 'adult_required' },
    ]);
    expect(checkGuestsFit({ adults: -1, children: 0 })).toEqual([{ code: 'invalid_guest_count' }]);
    expect(checkGuestsFit({ adults: 1.5, children: 0 })).toEqual([{ code: 'invalid_guest_count' }]);
    expect(checkGuestsFit({ adults: 1, children: Number.NaN })).toEqual([{ code: 'invalid_guest_count' }]);
  });
});
