import { LocalizedLink } from '../../components/localized-link';
import { ResponsivePicture } from '../../components/responsive-picture';
import { useTranslation } from '../../i18n/i18n-context';
import { formatDuration } from '../../lib/format';
import type { ReservationListing } from './reservation-listing';

/** The apartment's or tour's picture, title and times above the form, with the way back to its page. */
export function ListingSummary({ listing }: { listing: ReservationListing }) {
  const { t, language } = useTranslation('reservation');
  const pagePath =
    listing.type === 'apartment' ? `/apartment/${encodeURIComponent(listing.slug)}` : `/tour/${listing.id}`;
  const facts =
    listing.type === 'apartment'
      ? [
          { term: t('summary.checkIn'), value: t('summary.fromTime', { time: listing.checkInTime }) },
          { term: t('summary.checkOut'), value: t('summary.untilTime', { time: listing.checkOutTime }) },
          { term: t('summary.capacity'), value: String(listing.maxCapacity) },
        ]
      : [
          { term: t('summary.startTimes'), value: listing.startTimes.join(', ') },
          { term: t('summary.meetingPoint'), value: listing.meetingPoint },
          { term: t('summary.duration'), value: formatDuration(listing.duration, language) },
          { term: t('summary.groupSize'), value: String(listing.maxPeople) },
        ];
  return (
    <section
      aria-labelledby="reservation-listing-title"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5"
      data-testid="reservation-listing"
    >
      {listing.image && (
        <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:w-56">
          <ResponsivePicture
            image={listing.image}
            sizes="(min-width: 640px) 14rem, 100vw"
            className="h-full w-full object-cover"
            priority
          />
        </div>
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-brand-800">
          {t(listing.type === 'apartment' ? 'summary.apartment' : 'summary.tour')}
        </p>
        <h2 id="reservation-listing-title" className="text-xl font-bold text-stone-900">
          {listing.title}
        </h2>
        {listing.type === 'apartment' && listing.place && <p className="text-stone-600">{listing.place}</p>}
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(({ term, value }) => (
            <div key={term} className="flex gap-1">
              <dt className="font-medium text-stone-700">{term}:</dt>
              <dd className="text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <LocalizedLink
          to={pagePath}
          className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4"
        >
          {t(listing.type === 'apartment' ? 'summary.backToApartment' : 'summary.backToTour')}
        </LocalizedLink>
      </div>
    </section>
  );
}
