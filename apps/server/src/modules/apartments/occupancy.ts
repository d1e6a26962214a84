import type { AllowedCombinationsResponse } from '@konak/domain/api/apartments/allowed-combinations';
import type {
  CheckOccupancyBody,
  CheckOccupancyResponse,
} from '@konak/domain/api/apartments/check-occupancy';
import {
  type ApartmentOccupancy,
  checkGuestsFit,
  DEFAULT_MAX_INFANTS,
  type GuestViolation,
  NO_CHILDREN,
} from '@konak/domain/guests';
import type { Language } from '@konak/domain/languages';
import { type MessageKey, translate } from '../../i18n/translate.ts';
import type { ApartmentRow } from './repository.ts';

export function occupancyOf(row: ApartmentRow): ApartmentOccupancy {
  return {
    maxCapacity: row.maxCapacity,
    maxAdults: row.maxAdults ?? undefined,
    maxChildren: row.maxChildren ?? undefined,
  };
}

/**
 * Every adults × children (aged 2+) count the apartment takes, for the guest picker. Infants do not count toward
 * capacity (decision 006), so they are only bounded by maxInfants.
 */
export function allowedCombinations(row: ApartmentRow): AllowedCombinationsResponse {
  const occupancy = occupancyOf(row);
  const maxCapacity = row.maxCapacity;
  const combinations: AllowedCombinationsResponse['combinations'] = [];
  for (let adults = 1; adults <= maxCapacity; adults++) {
    for (let children = 0; adults + children <= maxCapacity; children++) {
      const party = { adults, children, childrenAgeGroups: { ...NO_CHILDREN, above7: children } };
      if (checkGuestsFit(party, occupancy).length === 0) combinations.push({ adults, children });
    }
  }
  return {
    maxCapacity,
    maxAdults: Math.max(0, ...combinations.map((combination) => combination.adults)),
    maxChildren: Math.max(0, ...combinations.map((combination) => combination.children)),
    maxInfants: DEFAULT_MAX_INFANTS,
    combinations,
  };
}

type ViolationView = { field: string; key: MessageKey; params: Record<string, number> };

function violationView(violation: GuestViolation): ViolationView {
  switch (violation.code) {
    case 'invalid_guest_count':
      return { field: 'adults', key: 'error.guests_invalid_count', params: {} };
    case 'adult_required':
      return { field: 'adults', key: 'error.guests_adult_required', params: {} };
    case 'age_groups_missing':
      return { field: 'childrenAgeGroups', key: 'error.guests_age_groups', params: {} };
    case 'age_groups_mismatch':
      return {
        field: 'childrenAgeGroups',
        key: 'error.guests_age_groups',
        params: { children: violation.children, inGroups: violation.inGroups },
      };
    case 'too_many_guests':
      return {
        field: 'guests',
        key: 'error.guests_too_many',
        params: { guests: violation.guests, maxCapacity: violation.maxCapacity },
      };
    case 'too_many_adults':
      return {
        field: 'adults',
        key: 'error.guests_too_many_adults',
        params: { maxAdults: violation.maxAdults },
      };
    case 'too_many_children':
      return {
        field: 'children',
        key: 'error.guests_too_many_children',
        params: { maxChildren: violation.maxChildren },
      };
    case 'too_many_infants':
      return {
        field: 'childrenAgeGroups.under2',
        key: 'error.guests_too_many_infants',
        params: { maxInfants: violation.maxInfants },
      };
  }
}

export function checkOccupancy(
  row: ApartmentRow,
  party: CheckOccupancyBody,
  language: Language,
): CheckOccupancyResponse {
  const violations = checkGuestsFit(party, occupancyOf(row));
  return {
    fits: violations.length === 0,
    maxCapacity: row.maxCapacity,
    errors: violations.map((violation) => {
      const view = violationView(violation);
      return { field: view.field, code: violation.code, message: translate(language, view.key, view.params) };
    }),
  };
}
