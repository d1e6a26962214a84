// Many different URLs per budgeted page, so the bench also shows what the server does when whole-answer caches
// (decision 038) rarely hit: every stay date, party and apartment in turn, like real visitors spread over a catalogue.
import { childAgeGroup } from '@konak/domain/guests';
import { addDays } from '@konak/domain/stay-dates';

type Party = { adults: number; childrenAges: number[] };

const PARTIES: Party[] = [
  { adults: 1, childrenAges: [] },
  { adults: 2, childrenAges: [] },
  { adults: 2, childrenAges: [4] },
  { adults: 2, childrenAges: [1] },
  { adults: 3, childrenAges: [] },
  { adults: 2, childrenAges: [10, 4] },
];
const FIRST_CHECK_IN_DAYS = 7;
const CHECK_IN_DAYS = 90;
const STAY_NIGHTS = [1, 2, 3, 4, 5, 7];
const LANGUAGES = ['tr', 'en', 'ar', 'ru'] as const;

/** A fixed shuffle (the same order in every run), so consecutive requests rarely share a URL. */
function shuffled<T>(items: T[]): T[] {
  let seed = 20_261_122;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

function stays(today: string): { checkIn: string; checkOut: string }[] {
  const all: { checkIn: string; checkOut: string }[] = [];
  for (let day = 0; day < CHECK_IN_DAYS; day++) {
    const checkIn = addDays(today, FIRST_CHECK_IN_DAYS + day);
    for (const nights of STAY_NIGHTS) all.push({ checkIn, checkOut: addDays(checkIn, nights) });
  }
  return all;
}

function partyQuery({ adults, childrenAges }: Party): string {
  const children = childrenAges.length;
  const ages = children > 0 ? `&childrenAges=${encodeURIComponent(JSON.stringify(childrenAges))}` : '';
  return `adults=${adults}&children=${children}${ages}`;
}

/** The rentals page names the children by age group, as its search bar submits them. */
function rentalsPartyQuery({ adults, childrenAges }: Party): string {
  const groups = { above7: 0, between2And7: 0, under2: 0 };
  for (const age of childrenAges) {
    const group = childAgeGroup(age);
    if (group) groups[group]++;
  }
  const children = childrenAges.length;
  const ageGroups =
    children > 0
      ? `&above7=${groups.above7}&between2And7=${groups.between2And7}&under2=${groups.under2}`
      : '';
  return `adults=${adults}&children=${children}${ageGroups}`;
}

/** Availability searches: 90 check-in days × 6 stay lengths × 6 parties. */
export function rotatingSearches(today: string): string[] {
  const paths = stays(today).flatMap(({ checkIn, checkOut }) =>
    PARTIES.map(
      (party) => `/api/apartments/available?checkIn=${checkIn}&checkOut=${checkOut}&${partyQuery(party)}`,
    ),
  );
  return shuffled(paths);
}

/** Apartment pages: every apartment in four languages, without dates and with one of the stays. */
export function rotatingApartmentPages(today: string, slugs: Record<string, string>[]): string[] {
  const dated = shuffled(stays(today));
  const paths: string[] = [];
  slugs.forEach((bySlug, index) => {
    for (const language of LANGUAGES) {
      const slug = bySlug[language] ?? bySlug.tr;
      if (!slug) continue;
      const page = `${language === 'tr' ? '' : `/${language}`}/apartment/${encodeURIComponent(slug)}`;
      const stay = dated[(index * LANGUAGES.length + paths.length) % dated.length];
      paths.push(page, stay ? `${page}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2` : page);
    }
  });
  return shuffled(paths);
}

/** Rentals search pages: every stay and party in Turkish. */
export function rotatingRentalsPages(today: string): string[] {
  return shuffled(
    stays(today).flatMap(({ checkIn, checkOut }) =>
      PARTIES.map((party) => `/rentals?checkIn=${checkIn}&checkOut=${checkOut}&${rentalsPartyQuery(party)}`),
    ),
  );
}
