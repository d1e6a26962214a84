import type { DepartureTime } from '@konak/domain/tours/tour-departures';
import { ChoiceOption } from '../../components/form/choice-option';
import { useTranslation } from '../../i18n/i18n-context';

/** The start times of the chosen day as radio cards, each with its places left; full ones cannot be chosen. */
export function StartTimeChoice({
  times,
  value,
  onChange,
}: {
  times: readonly DepartureTime[];
  value: string | null;
  onChange: (startTime: string) => void;
}) {
  const { t } = useTranslation('reservation');
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 font-semibold text-stone-900">{t('departures.startTime')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {times.map(({ startTime, placesLeft }) => (
          <ChoiceOption
            key={startTime}
            id={`reservation-start-${startTime.replace(':', '')}`}
            name="reservation-start-time"
            checked={value === startTime}
            onChoose={() => onChange(startTime)}
            title={startTime}
            disabled={placesLeft === 0}
            testId={`start-time-${startTime}`}
          >
            {placesLeft === 0 ? t('departures.full') : t('departures.placesLeft', { count: placesLeft })}
          </ChoiceOption>
        ))}
      </div>
    </fieldset>
  );
}
