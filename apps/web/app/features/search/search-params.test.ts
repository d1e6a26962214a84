import { staySearchParams } from '@konak/domain/catalogue/stay-search';
import { describe, expect, it } from 'vitest';
import { ageGroupsIssue, searchableParty, searchFromParams, searchQuery } from './search-params';
import { familySearch } from './search-test-fixtures';

const parse = (query: string) => searchFromParams(new URLSearchParams(query));

describe('search URL state', () => {
  it('round-trips a search through the URL', () => {
    const query = searchQuery(familySearch);
    expect(query).toBe(
      '?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=1&above7=0&between2And7=1&under2=0',
    );
    expect(parse(query)).toEqual(familySearch);
    const withoutDates = {
      adults: 3,
      children: 0,
      childrenAgeGroups: { above7: 0, between2And7: 0, under2: 0 },
    };
    expect(staySearchParams(withoutDates).toString()).toBe('adults=3&children=0');
    expect(parse(staySearchParams(withoutDates).toString())).toEqual(withoutDates);
  });

  it('defaults to two adults and no children', () => {
    expect(parse('')).toEqual({
      adults: 2,
      children: 0,
      childrenAgeGroups: { above7: 0, between2And7: 0, under2: 0 },
    });
  });

  it('ignores values that make no sense', () => {
    const search = parse(
      'checkIn=2026-02-30&checkOut=2026-03-04&adults=0&children=-1&above7=1&between2And7=x&under2=1.5',
    );
    expect(search).toEqual(parse(''));
    expect(parse('adults=abc&children=99')).toEqual(parse(''));
    expect(parse('adults=17').adults).toBe(2);
    expect(parse('adults= 3 ').adults).toBe(3);
  });

  it('takes dates only as a pair with check-out after check-in', () => {
    expect(parse('checkIn=2026-12-01').checkIn).toBeUndefined();
    expect(parse('checkIn=2026-12-05&checkOut=2026-12-01').checkOut).toBeUndefined();
    expect(parse('checkIn=2026-12-01&checkOut=2026-12-01').checkIn).toBeUndefined();
    expect(parse('checkIn=2026-12-01&checkOut=2026-12-02')).toMatchObject({
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
    });
  });

  it('keeps age groups that do not add up, so the bar can ask to correct them', () => {
    const search = parse('children=2&above7=1');
    expect(search.childrenAgeGroups).toEqual({ above7: 1, between2And7: 0, under2: 0 });
    expect(ageGroupsIssue(search.children, search.childrenAgeGroups)).toEqual({
      code: 'age_groups_mismatch',
      inGroups: 1,
    });
    expect(ageGroupsIssue(2, { above7: 0, between2And7: 0, under2: 0 })).toEqual({
      code: 'age_groups_missing',
    });
    expect(ageGroupsIssue(2, { above7: 1, between2And7: 0, under2: 1 })).toBeNull();
    expect(ageGroupsIssue(0, { above7: 0, between2And7: 0, under2: 0 })).toBeNull();
  });

  it('searches children of unknown age as older children, never as infants', () => {
    expect(searchableParty(parse('children=3&under2=1')).childrenAgeGroups).toEqual({
      above7: 2,
      between2And7: 0,
      under2: 1,
    });
    expect(searchableParty(parse('children=1&under2=2&between2And7=1')).childrenAgeGroups).toEqual({
      above7: 0,
      between2And7: 0,
      under2: 1,
    });
    expect(searchableParty(familySearch)).toBe(familySearch);
  });
});
