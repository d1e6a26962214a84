import { expandImage } from '@konak/domain/catalogue/image-variants';
import type { TourCardData } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro, formatNumber } from '../../lib/format';
import { CardTitleLink, ResultCard } from './card-parts';
import { QuickViewButton } from './quick-view-button';
import { ClockIcon, PeopleIcon } from './search-icons';

/** "2.5 hours" / "45 minutes", with the decimal separator of the page language. */
function useDurationText(minutes: number): string {
  const { t, language } = useTranslation('search');
  if (minutes < 60) return t('tours.minutes', { count: minutes });
  const hours = Math.round((minutes / 60) * 10) / 10;
  return t('tours.hours', { count: hours, hours: formatNumber(hours, language) });
}

export function TourCard({ tour, search }: { tour: TourCardData; search: StaySearch }) {
  const { t, language } = useTranslation('search');
  const duration = useDurationText(tour.duration);
  const cover = tour.cover && expandImage(tour.cover);
  const titleId = `tour-${tour.id}`;
  return (
    <ResultCard titleId={titleId} cover={cover} item={{ type: 'tours', id: tour.id }}>
      <CardTitleLink id={titleId} to={`/tour/${encodeURIComponent(tour.id)}`} title={tour.title} />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1.5">
          <ClockIcon className="size-4 text-stone-500" />
          {duration}
        </span>
        <span className="flex items-center gap-1.5">
          <PeopleIcon className="size-4 text-stone-500" />
          {t('tours.maxPeople', { count: tour.maxPeople })}
        </span>
      </p>
      <div className="mt-auto flex items-end justify-between gap-3 pt-2">
        <p className="text-stone-700">
          <span className="text-lg font-bold text-stone-900">{formatEuro(tour.price, language)}</span>{' '}
          {t('tours.perPerson')}
        </p>
        <QuickViewButton item={{ type: 'tour', tour }} search={search} titleId={titleId} />
      </div>
    </ResultCard>
  );
}
