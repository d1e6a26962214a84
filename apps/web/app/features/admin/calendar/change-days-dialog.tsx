import type {
  CalendarChange,
  CalendarChangeKind,
  ChangeCalendarResponse,
} from '@konak/domain/api/admin/change-calendar';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { changeCalendar } from './api/change-calendar';

/** The days a change applies to: the chosen apartments and the first and last day (both included). */
export type ChangeTarget = { apartmentIds: string[]; from: string; to: string; summary: string };

type Failure = { messages: string[]; fields: Record<string, string> };

const SECONDARY =
  'min-h-11 rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50';

/** The field the change's kind asks for, and the field name the API gives its errors under. */
const FIELDS = {
  price: { name: 'price', label: 'dialog.price', inputMode: 'decimal' },
  discount: { name: 'percent', label: 'dialog.percent', inputMode: 'numeric' },
  minStay: { name: 'nights', label: 'dialog.nights', inputMode: 'numeric' },
} as const;

function changeOf(kind: CalendarChangeKind, value: string): CalendarChange {
  // A number the API refuses (empty, not a number) still goes: its translated field error is the answer.
  const number = Number(value.trim().replace(',', '.'));
  switch (kind) {
    case 'price':
      return { kind, price: number };
    case 'discount':
      return { kind, percent: number };
    case 'minStay':
      return { kind, nights: number };
    default:
      return { kind };
  }
}

function failureOf(error: unknown, fallback: string, listed: (numbers: string) => string): Failure {
  if (!(error instanceof ApiError)) return { messages: [fallback], fields: {} };
  const messages = [error.hasServerMessage ? error.message : fallback];
  const numbers = error.body.reservationNumbers;
  if (Array.isArray(numbers) && numbers.length > 0) messages.push(listed(numbers.join(', ')));
  const fields = Object.fromEntries(error.errors.map((field) => [field.field, field.message]));
  return { messages, fields };
}

/**
 * Sends one change (price, discount, minimum stay, close, open) for the selected days. The Idempotency-Key is made
 * when the dialog opens, so a double click or a retry after a lost answer applies the change once (decision 080);
 * the fields are disabled while it runs. A refusal shows the server's translated reason, the reservations that hold
 * nights a close would take, and field errors beside their field.
 */
export function ChangeDaysDialog({
  kind,
  target,
  onDone,
  onClose,
}: {
  kind: CalendarChangeKind;
  target: ChangeTarget;
  onDone: (answer: ChangeCalendarResponse) => void;
  onClose: () => void;
}) {
  const { t, language } = useTranslation('admin-calendar');
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const field = kind === 'close' || kind === 'open' ? null : FIELDS[kind];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fieldset stops a second click in browsers; this also stops one sent before it re-rendered.
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { apartmentIds, from, to } = target;
      onDone(
        await changeCalendar({ apartmentIds, from, to, change: changeOf(kind, value) }, key, { language }),
      );
    } catch (error) {
      setFailure(failureOf(error, t('dialog.failed'), (numbers) => t('dialog.reservations', { numbers })));
      setBusy(false);
    }
  }

  const fieldError = field ? failure?.fields[`change.${field.name}`] : undefined;
  // Errors on other fields (the range, an apartment gone meanwhile) have no input here: they join the alert.
  const otherErrors = Object.entries(failure?.fields ?? {})
    .filter(([name]) => !field || name !== `change.${field.name}`)
    .map(([, message]) => message);
  return (
    <ModalFrame onClose={onClose}>
      <ModalTitle>{t(`change.${kind}`)}</ModalTitle>
      <ModalDescription>{target.summary}</ModalDescription>
      <form onSubmit={submit} className="mt-4" data-testid="calendar-change-dialog">
        <fieldset disabled={busy} className="grid gap-3">
          {field ? (
            <TextField
              id={`${id}-value`}
              label={t(field.label)}
              hint={kind === 'discount' ? t('dialog.percentHint') : undefined}
              inputMode={field.inputMode}
              required
              autoFocus
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              message={fieldError}
            />
          ) : (
            <p className="text-stone-700">{t(kind === 'close' ? 'dialog.closeNote' : 'dialog.openNote')}</p>
          )}
          {failure && (
            <FormAlert testId="calendar-change-error">
              {[...failure.messages, ...otherErrors].map((message) => (
                <span key={message}>{message}</span>
              ))}
            </FormAlert>
          )}
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={SECONDARY}>
              {t('dialog.cancel')}
            </button>
            <button
              type="submit"
              className={
                kind === 'close'
                  ? 'min-h-11 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800'
                  : 'button-primary min-h-11'
              }
            >
              {busy ? t('dialog.working') : t('dialog.apply')}
            </button>
          </div>
        </fieldset>
      </form>
    </ModalFrame>
  );
}
