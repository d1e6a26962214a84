import { FREE_CANCELLATION_DAYS } from '@konak/domain/stay-policy';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/i18n-context';

/** Spec §1 and §9: quiet hours 22:00–08:00. */
const QUIET_HOURS = { from: '22:00', to: '08:00' };

/** Spec §1's house rules, with this apartment's own check-in and check-out times. */
export function HouseRules({ checkInTime, checkOutTime }: { checkInTime: string; checkOutTime: string }) {
  const { t } = useTranslation('listing');
  const times = [
    { key: 'in', text: t('houseRules.checkIn', { time: checkInTime }) },
    { key: 'out', text: t('houseRules.checkOut', { time: checkOutTime }) },
  ];
  const rules = [
    t('houseRules.lateCheckOut'),
    t('houseRules.smoking'),
    t('houseRules.pets'),
    t('houseRules.parties'),
    t('houseRules.quietHours', QUIET_HOURS),
    t('houseRules.guestCount'),
    t('houseRules.cancellation', { count: FREE_CANCELLATION_DAYS }),
    t('houseRules.support'),
  ];
  return (
    <section aria-labelledby="house-rules-title">
      <h2 id="house-rules-title" className="text-xl font-bold text-stone-900 md:text-2xl">
        {t('houseRules.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {times.map(({ key, text }) => (
          <li key={key} className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 font-semibold">
            <Icon className="size-5 shrink-0 text-brand-800">
              <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 2" />
            </Icon>
            {text}
          </li>
        ))}
      </ul>
      <ul className="mt-4 list-disc space-y-1.5 ps-5 text-stone-700">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
