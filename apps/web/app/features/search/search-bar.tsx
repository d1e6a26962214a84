import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { type FormEvent, useState } from 'react';
import { Form, useLocation } from 'react-router';
import type { StayRange } from '../../components/date-range-calendar';
import { useTranslation } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { DATES_POPOVER_ID, DatesField } from './dates-field';
import { GUESTS_POPOVER_ID, type GuestCounts, GuestsPicker } from './guests-picker';
import { SearchIcon } from './search-icons';
import { ageGroupsIssue } from './search-params';

function showPopover(id: string): void {
  const element = document.getElementById(id);
  try {
    element?.showPopover();
  } catch {
    // Already open (browsers before the 2024 spec change throw instead of doing nothing).
  }
}

/**
 * The rentals search: a plain GET form to the current page, so it searches before hydration and without
 * JavaScript; with JavaScript React Router submits it as a client navigation with the same URL. The page's
 * loader reads the search back from the URL (search-params.ts). Render it with `key={query}` so a new URL
 * (back button, a link) resets what the guest was editing.
 */
export function SearchBar({ search }: { search: StaySearch }) {
  const { t } = useTranslation('search');
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [range, setRange] = useState<StayRange>({ checkIn: search.checkIn, checkOut: search.checkOut });
  const [guests, setGuests] = useState<GuestCounts>({
    adults: search.adults,
    children: search.children,
    childrenAgeGroups: search.childrenAgeGroups,
  });
  const issue = ageGroupsIssue(guests.children, guests.childrenAgeGroups);
  // A URL whose age groups do not add up (a form sent without JavaScript) shows the message right away.
  const [announceIssue, setAnnounceIssue] = useState(
    () => ageGroupsIssue(search.children, search.childrenAgeGroups) !== null,
  );

  const checkBeforeSearch = (event: FormEvent<HTMLFormElement>) => {
    if (issue) {
      event.preventDefault();
      setAnnounceIssue(true);
      showPopover(GUESTS_POPOVER_ID);
      return;
    }
    if (range.checkIn && !range.checkOut) {
      // Half a stay: ask for the check-out rather than silently searching without dates.
      event.preventDefault();
      showPopover(DATES_POPOVER_ID);
    }
  };

  return (
    <Form
      method="get"
      action={pathname}
      preventScrollReset
      onSubmit={checkBeforeSearch}
      aria-label={t('bar.label')}
      role="search"
      // Tells tests (and curious readers of the DOM) that the bar's JavaScript has taken over.
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid gap-3 rounded-2xl bg-white p-3 shadow-xl shadow-stone-900/10 md:grid-cols-[1.4fr_1fr_auto] md:items-start"
    >
      <DatesField range={range} onChange={setRange} />
      <GuestsPicker guests={guests} onChange={setGuests} issue={issue} announceIssue={announceIssue} />
      <button type="submit" className="button-primary min-h-14 px-6 text-lg">
        <SearchIcon className="size-5" />
        {t('bar.submit')}
      </button>
    </Form>
  );
}
