import type { PhoneReservationResponse } from '@konak/domain/api/admin/phone-reservation';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormAlert } from '../../../../components/form/form-alert';
import { InlineRadioGroup } from '../../../../components/form/inline-radio-group';
import { SelectField } from '../../../../components/form/select-field';
import { SelectOptions } from '../../../../components/form/select-options';
import { TextField } from '../../../../components/form/text-field';
import { useLanguage, useTranslation } from '../../../../i18n/i18n-context';
import { NATIVE_LANGUAGE_NAMES } from '../../../../i18n/language-names';
import type { BookableApartment, BookableTour } from '../api/list-bookable-listings';
import { ListingSelect } from './listing-select';
import { EMPTY_VALUES, type PhoneBookingValues, phoneBookingBody } from './phone-booking-values';
import { PhonePrice } from './phone-price';
import { usePhoneBooking } from './use-phone-booking';

const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-4 font-medium text-stone-900 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60';
const SECTION = 'flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4';
const MAX_PEOPLE = 20;

/** The values a control edits as typed text. */
type TextValue = 'name' | 'phone' | 'checkIn' | 'checkOut' | 'tourDate' | 'startTime' | 'message';
const ADULT_COUNTS = Array.from({ length: MAX_PEOPLE }, (_, index) => index + 1);
const CHILD_COUNTS = Array.from({ length: MAX_PEOPLE + 1 }, (_, index) => index);
const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);

/**
 * The booking taken by phone (decision 071): the guest by e-mail (looked up: a member, or a new guest whose
 * details are asked), the apartment or tour with its dates and party, the payment method; the site's price is
 * shown before saving, and saving opens the new reservation.
 */
export function PhoneBookingForm({
  apartments,
  tours,
  onBooked,
}: {
  apartments: BookableApartment[];
  tours: BookableTour[];
  onBooked: (reservation: PhoneReservationResponse) => void;
}) {
  const { t } = useTranslation('admin-dashboard');
  const { language } = useLanguage();
  const [values, setValues] = useState<PhoneBookingValues>({ ...EMPTY_VALUES, language });
  const { guest, lookUp, forgetGuest, quote, price, book, saving, refusal } = usePhoneBooking({
    fallbackMessage: t('phone.failed'),
    onBooked,
  });
  const change = (changes: Partial<PhoneBookingValues>) =>
    setValues((current) => ({ ...current, ...changes }));
  const field = (name: string) => refusal?.fields[name] ?? null;
  /** What a text control of the values needs: its value, the server's message about it and its change. */
  const bound = (name: TextValue) => ({
    value: values[name],
    message: field(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change({ [name]: event.target.value }),
  });
  const tour = tours.find((item) => item.id === values.tourId);
  const body = JSON.stringify(phoneBookingBody(values));
  const priced = quote.status === 'priced' && quote.forBody === body ? quote.quote : null;
  const guestKnown =
    (guest.status === 'found' || guest.status === 'new') && guest.email === values.email.trim().toLowerCase();
  const busy = saving || quote.status === 'pricing' || guest.status === 'looking';

  const onLookUp = async () => {
    const found = await lookUp(values.email);
    if (found?.status === 'found') {
      change({
        name: found.member.name,
        phone: found.member.phone ?? values.phone,
        language: found.member.preferredLanguage,
      });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (priced) void book(values);
    else void price(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="phone-booking-form">
      <section aria-labelledby="phone-guest" className={SECTION}>
        <h2 id="phone-guest" className="font-semibold text-stone-900">
          {t('phone.guestSection')}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              id="phone-email"
              label={t('phone.email')}
              type="email"
              autoComplete="off"
              value={values.email}
              message={field('email')}
              onChange={(event) => {
                change({ email: event.target.value });
                forgetGuest();
              }}
            />
          </div>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy || values.email.trim() === ''}
            onClick={() => void onLookUp()}
            data-testid="phone-look-up"
          >
            {guest.status === 'looking' ? t('phone.lookingUp') : t('phone.lookUp')}
          </button>
        </div>
        <p className="text-sm text-stone-800" aria-live="polite" data-testid="phone-guest-status">
          {guestKnown
            ? guest.status === 'found'
              ? t('phone.existingMember', { name: guest.member.name })
              : t('phone.newGuest')
            : t('phone.lookUpFirst')}
        </p>
        {guestKnown ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField id="phone-name" label={t('phone.name')} autoComplete="off" {...bound('name')} />
            <TextField
              id="phone-phone"
              label={t('phone.phone')}
              type="tel"
              dir="ltr"
              autoComplete="off"
              hint="+90 532 123 45 67"
              {...bound('phone')}
            />
            <SelectField
              id="phone-language"
              label={t('phone.language')}
              value={values.language}
              message={field('language')}
              onChange={(event) => change({ language: event.target.value as PhoneBookingValues['language'] })}
            >
              {SUPPORTED_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {NATIVE_LANGUAGE_NAMES[code]}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="phone-booking" className={SECTION}>
        <h2 id="phone-booking" className="font-semibold text-stone-900">
          {t('phone.bookingSection')}
        </h2>
        <InlineRadioGroup
          name="phone-kind"
          legend={t('phone.kind')}
          values={['apartment', 'tour'] as const}
          labelOf={(kind) => t(`phone.${kind}`)}
          value={values.kind}
          onChange={(kind) => change({ kind })}
        />
        {values.kind === 'apartment' ? (
          <>
            <ListingSelect
              id="phone-apartment"
              label={t('phone.apartmentChoice')}
              placeholder={t('phone.chooseApartment')}
              listings={apartments}
              value={values.apartmentId}
              message={field('apartmentId')}
              onChange={(apartmentId) => change({ apartmentId })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField id="phone-check-in" label={t('phone.checkIn')} type="date" {...bound('checkIn')} />
              <TextField
                id="phone-check-out"
                label={t('phone.checkOut')}
                type="date"
                min={values.checkIn || undefined}
                {...bound('checkOut')}
              />
            </div>
          </>
        ) : (
          <>
            <ListingSelect
              id="phone-tour"
              label={t('phone.tourChoice')}
              placeholder={t('phone.chooseTour')}
              listings={tours}
              value={values.tourId}
              message={field('tourId')}
              onChange={(tourId) => {
                const chosen = tours.find((item) => item.id === tourId);
                change({ tourId, startTime: chosen?.startTimes[0] ?? '' });
              }}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="phone-tour-date"
                label={t('phone.tourDate')}
                type="date"
                {...bound('tourDate')}
                // The server names the tour's day checkIn.
                message={field('checkIn')}
              />
              <SelectField id="phone-start-time" label={t('phone.startTime')} {...bound('startTime')}>
                <SelectOptions values={tour?.startTimes ?? []} />
              </SelectField>
            </div>
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="phone-adults"
            label={t('phone.adults')}
            value={values.adults}
            message={field('adults')}
            onChange={(event) => change({ adults: Number(event.target.value) })}
          >
            <SelectOptions values={ADULT_COUNTS} />
          </SelectField>
          <SelectField
            id="phone-children"
            label={t('phone.children')}
            value={values.children}
            message={field('children')}
            onChange={(event) => {
              const children = Number(event.target.value);
              change({
                children,
                childAges: Array.from({ length: children }, (_, i) => values.childAges[i] ?? ''),
              });
            }}
          >
            <SelectOptions values={CHILD_COUNTS} />
          </SelectField>
        </div>
        {values.children > 0 ? (
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {values.childAges.map((age, index) => (
              <SelectField
                // biome-ignore lint/suspicious/noArrayIndexKey: a child is its place in the party.
                key={index}
                id={`phone-child-age-${index}`}
                label={t('phone.childAge', { number: index + 1 })}
                value={age}
                message={index === 0 ? (field('childrenAges') ?? field('childrenAgeGroups')) : null}
                onChange={(event) =>
                  change({
                    childAges: values.childAges.map((old, i) => (i === index ? event.target.value : old)),
                  })
                }
              >
                <option value="">–</option>
                <SelectOptions values={CHILD_AGES} />
              </SelectField>
            ))}
          </div>
        ) : null}
        <InlineRadioGroup
          name="phone-payment"
          legend={t('phone.paymentMethod')}
          values={['bank_transfer', 'pay_at_door'] as const}
          labelOf={(method) => t(`phone.${method}`)}
          value={values.paymentMethod}
          onChange={(paymentMethod) => change({ paymentMethod })}
        />
        <CheckboxField
          id="phone-refundable"
          label={t('phone.refundable')}
          checked={values.isRefundable}
          onCheckedChange={(isRefundable) => change({ isRefundable })}
        />
        <TextField id="phone-message" label={t('phone.message')} {...bound('message')} />
      </section>

      <FormAlert testId="phone-booking-error">{refusal?.message}</FormAlert>
      <div
        className="sticky bottom-0 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        aria-live="polite"
      >
        <PhonePrice priced={priced} changed={quote.status === 'priced' && !priced} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type={priced ? 'button' : 'submit'}
            className={SECONDARY_BUTTON}
            disabled={busy || !guestKnown}
            onClick={priced ? () => void price(values) : undefined}
            data-testid="phone-show-price"
          >
            {quote.status === 'pricing' ? t('phone.pricing') : t('phone.showPrice')}
          </button>
          <button
            type={priced ? 'submit' : 'button'}
            className="button-primary"
            disabled={busy || !guestKnown || !priced}
            data-testid="phone-save"
          >
            {saving ? t('phone.saving') : t('phone.save')}
          </button>
        </div>
      </div>
    </form>
  );
}
