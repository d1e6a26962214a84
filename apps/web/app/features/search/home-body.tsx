import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import type { FaqContent } from '../../components/faq/faq-entries';
import { FaqSection } from '../../components/faq/faq-section';
import { ApartmentResults } from './apartment-results';
import { HeroText } from './hero-text';
import type { HomePageData } from './home-page.server';
import { HomeIslandTranslations } from './home-translations';
import { SearchBar } from './search-bar';
import { searchQuery } from './search-params';
import { ToursSection } from './tours-section';
import { WhyKonak } from './why-konak';

// The rentals home below its hero, loaded by home-islands.tsx: the first visit's JavaScript budget has no room
// for it (decision 013), and the server-rendered page works without it (native popovers, a GET form, links).

/**
 * The hero's words and the search bar, fresh for every URL: the back button or a link resets what the guest was
 * editing.
 */
export function HeroContent({ search }: { search: StaySearch }) {
  return (
    <HomeIslandTranslations>
      <HeroText />
      <SearchBar key={searchQuery(search)} search={search} />
    </HomeIslandTranslations>
  );
}

export function HomeSections({
  search,
  apartments,
  datesApplied,
  faq,
}: Pick<HomePageData, 'search' | 'apartments' | 'datesApplied'> & { faq: FaqContent }) {
  return (
    <HomeIslandTranslations>
      <ApartmentResults search={search} apartments={apartments} datesApplied={datesApplied} />
      <ToursSection search={search} />
      <WhyKonak />
      <FaqSection faq={faq} className="mx-auto max-w-3xl px-4 pb-12 md:pb-16" />
    </HomeIslandTranslations>
  );
}
