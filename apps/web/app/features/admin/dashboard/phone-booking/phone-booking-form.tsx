import type { PhoneReservationResponse } from '@konak/domain/api/admin/phone-reservation';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { type FormEvent, useState } from 'react';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormAlert } from '../../../../components/form/form-alert';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { useLanguage, useTranslation } from '../../../../i18n/i18n-context';
import { NATIVE_LANGUAGE_NAMES } from '../../../../i18n/language-names';
import { formatEuro } from '../../../../lib/format';
import type { BookableApartment, BookableTour } from '../api/list-bookable-listings';
import { EMPTY_VALUES, type PhoneBookingValues, phoneBookingBody } from './phone-booking-values';
import { usePhoneBooking } from './use-phone-booking';

const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-4 font-medium text-stone-900 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60';
const SECTION = 'flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4';
const MAX_PEOPLE = 20;
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
            <TextField
              id="phone-name"
              label={t('phone.name')}
              autoComplete="off"
              value={values.name}
              message={field('name')}
              onChange={(event) => change({ name: event.target.value })}
            />
            <TextField
              id="phone-phone"
              label={t('phone.phone')}
              type="tel"
              dir="ltr"
              autoComplete="off"
              hint="+90 532 123 45 67"
              value={values.phone}
              message={field('phone')}
              onChange={(event) => change({ phone: event.target.value })}
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
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('phone.kind')}</legend>
          {(['apartment', 'tour'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="phone-kind"
                className="size-5"
                checked={values.kind === kind}
                onChange={() => change({ kind })}
              />
              {t(`phone.${kind}`)}
            </label>
          ))}
        </fieldset>
        {values.kind === 'apartment' ? (
          <>
            <SelectField
              id="phone-apartment"
              label={t('phone.apartmentChoice')}
              value={values.apartmentId}
              message={field('apartmentId')}
              onChange={(event) => change({ apartmentId: event.target.value })}
            >
              <option value="">{t('phone.chooseApartment')}</option>
              {apartments.map((apartment) => (
                <option key={apartment.id} value={apartment.id}>
                  #{apartment.number} {apartment.title}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="phone-check-in"
                label={t('phone.checkIn')}
                type="date"
                value={values.checkIn}
                message={field('checkIn')}
                onChange={(event) => change({ checkIn: event.target.value })}
              />
              <TextField
                id="phone-check-out"
                label={t('phone.checkOut')}
                type="date"
                min={values.checkIn || undefined}
                value={values.checkOut}
                message={field('checkOut')}
                onChange={(event) => change({ checkOut: event.target.value })}
              />
            </div>
          </>
        ) : (
          <>
            <SelectField
              id="phone-tour"
              label={t('phone.tourChoice')}
              value={values.tourId}
              message={field('tourId')}
              onChange={(event) => {
                const chosen = tours.find((item) => item.id === event.target.value);
                change({ tourId: event.target.value, startTime: chosen?.startTimes[0] ?? '' });
              }}
            >
              <option value="">{t('phone.chooseTour')}</option>
              {tours.map((item) => (
                <option key={item.id} value={item.id}>
                  #{item.number} {item.title}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="phone-tour-date"
                label={t('phone.tourDate')}
                type="date"
                value={values.tourDate}
                message={field('checkIn')}
                onChange={(event) => change({ tourDate: event.target.value })}
              />
              <SelectField
                id="phone-start-time"
                label={t('phone.startTime')}
                value={values.startTime}
                message={field('startTime')}
                onChange={(event) => change({ startTime: event.target.value })}
              >
                {(tour?.startTimes ?? []).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
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
            {Array.from({ length: MAX_PEOPLE }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
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
            {Array.from({ length: MAX_PEOPLE + 1 }, (_, index) => index).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
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
                {CHILD_AGES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        ) : null}
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('phone.paymentMethod')}</legend>
          {(['bank_transfer', 'pay_at_door'] as const).map((method) => (
            <label key={method} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="phone-payment"
                className="size-5"
                checked={values.paymentMethod === method}
                onChange={() => change({ paymentMethod: method })}
              />
              {t(`phone.${method}`)}
            </label>
          ))}
        </fieldset>
        <CheckboxField
          id="phone-refundable"
          label={t('phone.refundable')}
          checked={values.isRefundable}
          onCheckedChange={(isRefundable) => change({ isRefundable })}
        />
        <TextField
          id="phone-message"
          label={t('phone.message')}
          value={values.message}
          message={field('message')}
          onChange={(event) => change({ message: event.target.value })}
        />
      </section>

      <FormAlert testId="phone-booking-error">{refusal?.message}</FormAlert>
      <div
        className="sticky bottom-0 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        aria-live="polite"
      >
        <div data-testid="phone-price">
          {priced ? (
            <>
              <p className="text-lg font-semibold text-stone-900">
                {t('phone.price', { total: formatEuro(priced.totalAmount, language) })}
              </p>
              {priced.guaranteeFeeAmount > 0 ? (
                <p className="text-sm text-stone-700">
                  {t('phone.priceBreakdown', {
                    stay: formatEuro(priced.stayAmount, language),
                    fee: formatEuro(priced.guaranteeFeeAmount, language),
                  })}
                </p>
              ) : null}
            </>
          ) : quote.status === 'priced' ? (
            <p className="text-sm text-stone-700">{t('phone.priceChanged')}</p>
          ) : null}
        </div>
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
