import type { ChangeReservationBody } from '@konak/domain/api/admin/change-reservation-as-operator';
import type { ChangePreview } from '@konak/domain/api/admin/reservation-change-preview';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatEuro } from '../../../lib/format';
import { ActionDialogFrame, type ActionDialogProps } from './action-dialog-frame';
import { changePreview } from './api/change-preview';
import { changeReservation } from './api/change-reservation';
import { useReservationAction } from './use-reservation-action';

/**
 * New dates, apartment or party: "check price" asks the server for the new total and the difference with the
 * site's rules and prices; saving is possible once the price of exactly these values was shown.
 */
export function ChangeDialog({ detail, onDone, onClose }: ActionDialogProps) {
  const { t, language } = useTranslation('admin-reservations');
  const id = useId();
  const { reservation } = detail;
  const isTour = reservation.type === 'tour';
  const [values, setValues] = useState({
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    startTime: reservation.startTime ?? '',
    apartmentId: reservation.listing.id,
    adults: String(reservation.adults),
    children: String(reservation.children),
  });
  const [preview, setPreview] = useState<{ body: string; answer: ChangePreview } | null>(null);
  const previewing = useReservationAction(() => undefined);
  const saving = useReservationAction((next) => {
    onDone(next);
    onClose();
  });

  /** Only what differs from the reservation is sent. */
  function body(): ChangeReservationBody {
    const change: ChangeReservationBody = {};
    if (values.checkIn !== reservation.checkIn) change.checkIn = values.checkIn;
    if (!isTour && values.checkOut !== reservation.checkOut) change.checkOut = values.checkOut;
    if (isTour && values.startTime !== (reservation.startTime ?? '')) change.startTime = values.startTime;
    if (!isTour && values.apartmentId.trim() !== reservation.listing.id)
      change.apartmentId = values.apartmentId.trim();
    if (Number(values.adults) !== reservation.adults) change.adults = Number(values.adults);
    if (Number(values.children) !== reservation.children) change.children = Number(values.children);
    return change;
  }
  const current = JSON.stringify(body());
  const shown = preview?.body === current ? preview.answer : null;
  const busy = previewing.pending !== null || saving.pending !== null;
  const failure = saving.failure ?? previewing.failure;

  async function check() {
    const sent = body();
    let answer: ChangePreview | null = null;
    await previewing.run('preview', async () => {
      answer = await changePreview(reservation.id, sent, { language });
      return detail;
    });
    if (answer) setPreview({ body: JSON.stringify(sent), answer });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!shown) {
      void check();
      return;
    }
    void saving.run('change', () => changeReservation(reservation.id, body(), { language }));
  }

  const field = (name: keyof typeof values, label: string, type = 'text', extra: object = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type={type}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((old) => ({ ...old, [name]: value }));
      }}
      message={failure?.fields[name]}
      {...extra}
    />
  );

  return (
    <ActionDialogFrame
      title={t('changeDialog.title', { number: reservation.reservationNumber })}
      description={
        shown
          ? t('changeDialog.newPrice', {
              total: formatEuro(shown.newTotal, language),
              current: formatEuro(shown.currentTotal, language),
              difference: formatEuro(shown.difference, language),
            })
          : ''
      }
      testId="change-dialog"
      onSubmit={submit}
      onClose={onClose}
      closeLabel={t('changeDialog.close')}
      busy={busy}
      failure={failure}
      failureTestId="change-error"
      twoColumns
      buttons={
        <>
          <button
            type="button"
            onClick={() => void check()}
            className="min-h-11 rounded-xl border border-teal-700 px-4 font-semibold text-teal-800 hover:bg-teal-50"
            data-testid="change-preview"
          >
            {previewing.pending ? t('actions.working') : t('changeDialog.preview')}
          </button>
          <button
            type="submit"
            disabled={!shown}
            className="button-primary min-h-11"
            data-testid="change-save"
          >
            {saving.pending ? t('actions.working') : t('changeDialog.save')}
          </button>
        </>
      }
    >
      {field('checkIn', t('changeDialog.checkIn'), 'date')}
      {isTour
        ? field('startTime', t('changeDialog.startTime'), 'time')
        : field('checkOut', t('changeDialog.checkOut'), 'date')}
      {!isTour && (
        <div className="sm:col-span-2">
          {field('apartmentId', t('changeDialog.apartment'), 'text', {
            hint: t('changeDialog.apartmentHint'),
            spellCheck: false,
            autoComplete: 'off',
          })}
        </div>
      )}
      {field('adults', t('changeDialog.adults'), 'number', { min: 1, max: 50 })}
      {field('children', t('changeDialog.children'), 'number', { min: 0, max: 50 })}
    </ActionDialogFrame>
  );
}
