import { BANK_TRANSFER_RECEIPT_HOURS, FREE_CANCELLATION_DAYS, QUIET_HOURS } from '@konak/domain/stay-policy';
import { useTranslation } from '../../i18n/i18n-context';
import { ChevronDownIcon, Icon } from '../icons';

/** An apartment's own check-in and check-out times; tours have no house rules. */
export type HouseRuleTimes = { checkInTime: string; checkOutTime: string };

type BlockProps = { compact: boolean };

const BLOCK_TITLE = 'font-semibold text-stone-900';

function HouseRules({ times, compact }: BlockProps & { times: HouseRuleTimes }) {
  const { t } = useTranslation('booking-terms');
  const rules = [
    t('houseRules.lateCheckOut'),
    t('houseRules.smoking'),
    t('houseRules.pets'),
    t('houseRules.parties'),
    t('houseRules.quietHours', QUIET_HOURS),
    t('houseRules.guestCount'),
    t('houseRules.support'),
  ];
  return (
    <div data-testid="house-rules">
      <h3 className={compact ? BLOCK_TITLE : `text-lg ${BLOCK_TITLE}`}>{t('houseRules.title')}</h3>
      <ul className={`mt-3 grid gap-2 ${compact ? '' : 'sm:grid-cols-2'}`}>
        {[
          t('houseRules.checkIn', { time: times.checkInTime }),
          t('houseRules.checkOut', { time: times.checkOutTime }),
        ].map((text) => (
          <li key={text} className="flex items-center gap-3 rounded-xl bg-brand-50 px-3 py-2 font-semibold">
            <Icon className="size-5 shrink-0 text-brand-800">
              <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 2" />
            </Icon>
            {text}
          </li>
        ))}
      </ul>
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-stone-700">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}

// A tour's terms speak of the tour, not of a stay: no tourist tax or cleaning, cancellation before the tour.
function TermsSummary({ compact, isTour }: BlockProps & { isTour: boolean }) {
  const { t } = useTranslation('booking-terms');
  const terms = [
    t('terms.membership'),
    t('terms.confirmation'),
    t(isTour ? 'terms.tourPriceIncludes' : 'terms.priceIncludes'),
    t('terms.extras'),
    t('terms.payment', { hours: t('units.hours', { count: BANK_TRANSFER_RECEIPT_HOURS }) }),
    t(isTour ? 'terms.tourCancellation' : 'terms.cancellation', {
      days: t('units.days', { count: FREE_CANCELLATION_DAYS }),
    }),
  ];
  return (
    <div data-testid="terms-summary">
      <h3 className={compact ? BLOCK_TITLE : `text-lg ${BLOCK_TITLE}`}>{t('terms.title')}</h3>
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-stone-700">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Spec §1's terms summary, and for apartments its house rules with the apartment's own times, where a guest
 * decides to book. `section`: a titled section of the apartment page's main column (beside the sticky price box on
 * wide screens, before it on phones) or of the tour page. No "#booking-terms" link points here: the router
 * handles a fragment link as a navigation and the page did not end at the section (decision 044). `compact`: a closed <details> for the reservation form, next to the submit button; it opens
 * without JavaScript.
 */
export function BookingTerms({
  times,
  variant = 'section',
}: {
  times?: HouseRuleTimes | null;
  variant?: 'section' | 'compact';
}) {
  const { t } = useTranslation('booking-terms');
  const title = t(times ? 'title.apartment' : 'title.tour');
  const compact = variant === 'compact';
  const blocks = (
    <>
      {times && <HouseRules times={times} compact={compact} />}
      <TermsSummary compact={compact} isTour={!times} />
    </>
  );
  if (compact) {
    return (
      <details
        className="group rounded-2xl border border-stone-200 bg-white text-sm shadow-sm"
        data-testid="booking-terms"
      >
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="block font-semibold text-stone-900">{title}</span>
            <span className="block text-stone-600">{t('hint')}</span>
          </span>
          <ChevronDownIcon className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-5 px-4 pb-4">{blocks}</div>
      </details>
    );
  }
  return (
    <section aria-labelledby="booking-terms-title" id="booking-terms" data-testid="booking-terms">
      <h2 id="booking-terms-title" className="text-xl font-bold text-stone-900 md:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-6">{blocks}</div>
    </section>
  );
}
