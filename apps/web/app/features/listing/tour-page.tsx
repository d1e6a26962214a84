import type { Tour } from '@konak/domain/api/tours/tour';
import { BookingTerms } from '../../components/booking-terms/booking-terms';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro } from '../../lib/format';
import { BookingBar } from './booking-bar';
import { DescriptionSection, ListingGallery } from './listing-gallery';
import { tourReservationPath } from './reservation-path';
import { TourHeader } from './tour-header';
import { tourWeekdays } from './tour-schedule';

export type ShownTour = Omit<Tour, 'translations'>;

function DurationText({ minutes }: { minutes: number }) {
  const { t } = useTranslation('listing');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? t('tour.hours', { count: hours }) : null,
    rest > 0 || hours === 0 ? t('tour.minutes', { count: rest }) : null,
  ].filter((part) => part !== null);
  return <>{parts.join(' ')}</>;
}

export function TourPage({ tour }: { tour: ShownTour }) {
  const { t, language } = useTranslation('listing');
  const facts = [
    { key: 'start-times', term: t('tour.startTimes'), value: tour.startTimes.join(', ') },
    { key: 'runs', term: t('tour.runs'), value: tourWeekdays(tour.weekdays, language) ?? t('tour.everyDay') },
    { key: 'meeting', term: t('tour.meetingPoint'), value: tour.meetingPoint },
    { key: 'duration', term: t('tour.duration'), value: <DurationText minutes={tour.duration} /> },
    { key: 'group', term: t('tour.groupSize'), value: t('tour.maxPeople', { count: tour.maxPeople }) },
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <TourHeader
        id={tour.id}
        title={tour.title}
        departure={`${t('tour.startsAt', { times: tour.startTimes.join(', ') })} · ${tour.meetingPoint}`}
      />
      <ListingGallery images={tour.images} label={tour.title} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-10">
          <DescriptionSection id="tour-about-title" title={t('tour.about')} text={tour.description} />
          <BookingTerms />
        </div>
        <aside
          aria-labelledby="tour-facts-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:self-start"
        >
          <h2 id="tour-facts-title" className="text-lg font-bold text-stone-900">
            {t('tour.facts')}
          </h2>
          <dl className="mt-3 space-y-3">
            {facts.map(({ key, term, value }) => (
              <div key={key} data-testid={`tour-fact-${key}`}>
                <dt className="text-sm font-medium text-stone-600">{term}</dt>
                <dd className="text-stone-900">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="text-sm font-medium text-stone-600">{t('tour.price')}</dt>
              <dd className="text-stone-900">
                <strong className="text-2xl">{formatEuro(tour.price, language)}</strong> {t('tour.perPerson')}
              </dd>
            </div>
          </dl>
          <LocalizedLink
            to={tourReservationPath(tour.id)}
            className="button-primary mt-5 w-full"
            data-testid="book-link"
          >
            {t('tour.book')}
          </LocalizedLink>
        </aside>
      </div>
      <BookingBar
        label={t('bookingBar.tour')}
        price={
          <span data-testid="booking-bar-price">
            <strong className="text-lg text-stone-900">{formatEuro(tour.price, language)}</strong>{' '}
            {t('tour.perPerson')}
            <span className="block text-sm text-stone-700" data-testid="booking-bar-start-times">
              {t('tour.startsAt', { times: tour.startTimes.join(', ') })}
            </span>
          </span>
        }
        bookPath={tourReservationPath(tour.id)}
        bookText={t('tour.book')}
      />
    </article>
  );
}
