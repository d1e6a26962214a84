import type { AdminReservationDetail } from '@konak/domain/api/admin/admin-reservation-detail';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro, formatIstanbulInstant, formatStayDate } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AcceptedLegalVersions } from '../legal/accepted-legal-versions';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { useOperatorOrNull } from '../shell/use-operator';
import { addNote } from './api/add-note';
import { approveReservation } from './api/approve-reservation';
import { checkInReservation } from './api/check-in-reservation';
import { checkOutReservation } from './api/check-out-reservation';
import { getReservation } from './api/get-reservation';
import { markTransferReceived } from './api/mark-transfer-received';
import { resendConfirmation } from './api/resend-confirmation';
import { CancelDialog } from './cancel-dialog';
import { CardPaymentsSection } from './card-payments-section';
import { ChangeDialog } from './change-dialog';
import { MoneyDialog } from './money-dialog';
import { actionLabelKey, auditValue, changedFields } from './reservation-labels';
import { PaymentBadge, StatusBadge } from './status-badge';
import { useReservationAction } from './use-reservation-action';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4" data-testid={testId}>
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-stone-100 py-1.5 last:border-0">
      <dt className="text-stone-700">{term}</dt>
      <dd className="break-all text-end font-medium text-stone-900">
        {/* Guests' names may be in any script: isolated, so an Arabic name keeps the row's order (decision 059). */}
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

type Dialog = 'payment' | 'refund' | 'cancel' | 'change' | null;

function Actions({
  detail,
  onDone,
  onDialog,
}: {
  detail: AdminReservationDetail;
  onDone: (detail: AdminReservationDetail) => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const { t, language } = useTranslation('admin-reservations');
  const { pending, failure, run } = useReservationAction(onDone);
  const { reservation: r } = detail;
  const live = r.status === 'pending' || r.status === 'confirmed';
  const options = { language };
  const button = (
    name: string,
    label: string,
    onClick: () => void,
    tone: 'main' | 'plain' | 'danger' = 'plain',
  ) => (
    <button
      key={name}
      type="button"
      onClick={onClick}
      disabled={pending !== null}
      data-testid={`action-${name}`}
      className={`min-h-11 rounded-xl px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${
        tone === 'main'
          ? 'button-primary'
          : tone === 'danger'
            ? 'border border-red-300 bg-white text-red-800 hover:bg-red-50'
            : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
      }`}
    >
      {pending === name ? t('actions.working') : label}
    </button>
  );
  const buttons = [
    r.paymentMethod === 'pay_at_door' &&
      r.status === 'pending' &&
      button(
        'approve',
        t('actions.approve'),
        () => void run('approve', () => approveReservation(r.id, options)),
        'main',
      ),
    r.paymentMethod === 'bank_transfer' &&
      live &&
      r.remainingAmount > 0 &&
      button(
        'transfer-received',
        t('actions.transferReceived'),
        () => void run('transfer-received', () => markTransferReceived(r.id, {}, options)),
        'main',
      ),
    r.status !== 'cancelled' &&
      r.remainingAmount > 0 &&
      button('payment', t('actions.recordPayment'), () => onDialog('payment')),
    r.refundAmount - r.refundedAmount > 0 &&
      button('refund', t('actions.recordRefund'), () => onDialog('refund')),
    r.status === 'confirmed' &&
      !detail.checkedInAt &&
      button(
        'check-in',
        t('actions.checkIn'),
        () => void run('check-in', () => checkInReservation(r.id, options)),
      ),
    detail.checkedInAt &&
      !detail.checkedOutAt &&
      button(
        'check-out',
        t('actions.checkOut'),
        () => void run('check-out', () => checkOutReservation(r.id, options)),
      ),
    live && button('change', t('actions.change'), () => onDialog('change')),
    r.status === 'confirmed' &&
      button(
        'resend',
        t('actions.resend'),
        () => void run('resend', () => resendConfirmation(r.id, crypto.randomUUID(), options)),
      ),
    live && button('cancel', t('actions.cancel'), () => onDialog('cancel'), 'danger'),
  ].filter(Boolean);
  // A completed or cancelled reservation with nothing owed has nothing left to do here.
  if (buttons.length === 0 && !failure) return null;
  return (
    <section aria-label={t('actions.label')} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap gap-2">{buttons}</div>
      {failure && (
        <div className="mt-3">
          <FormAlert testId="action-error">
            <span>{t('actions.failed')}</span>
            {failure.message && <span>{failure.message}</span>}
          </FormAlert>
        </div>
      )}
    </section>
  );
}

function NoteForm({
  detail,
  onDone,
}: {
  detail: AdminReservationDetail;
  onDone: (detail: AdminReservationDetail) => void;
}) {
  const { t, language } = useTranslation('admin-reservations');
  const id = useId();
  const [text, setText] = useState('');
  // One key per note written: a double click or a retry adds it once; a new note gets a new key.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { pending, failure, run } = useReservationAction(onDone);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await run('note', () => addNote(detail.reservation.id, { text }, key, { language }));
    if (saved) {
      setText('');
      setKey(crypto.randomUUID());
    }
  }
  return (
    <form onSubmit={submit} className="mt-3" data-testid="note-form">
      <fieldset disabled={pending !== null} className="grid gap-2">
        <TextAreaField
          id={`${id}-note`}
          label={t('note.label')}
          rows={3}
          maxLength={2000}
          required
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          message={failure?.fields.text}
        />
        {failure?.message && <FormAlert>{failure.message}</FormAlert>}
        <button type="submit" className="button-primary min-h-11 justify-self-start">
          {pending ? t('actions.working') : t('note.save')}
        </button>
      </fieldset>
    </form>
  );
}

function Timeline({ detail }: { detail: AdminReservationDetail }) {
  const { t, language } = useTranslation('admin-reservations');
  return (
    <ol className="space-y-3" data-testid="timeline">
      {detail.timeline.map((entry) => {
        const label = entry.action ? actionLabelKey(entry.action) : null;
        return (
          <li key={entry.id} className="border-s-2 border-teal-700 ps-3">
            <p className="text-sm text-stone-700">
              <time dateTime={entry.at}>{formatIstanbulInstant(entry.at, language)}</time>
              {' · '}
              {entry.by?.name ? `${entry.by.name} (${t(`actor.${entry.actor}`)})` : t(`actor.${entry.actor}`)}
            </p>
            <p className="font-medium text-stone-900">
              {label
                ? t(label)
                : entry.fromStatus === null && entry.toStatus
                  ? t('timeline.created')
                  : (entry.action ?? '')}
              {entry.fromStatus && entry.toStatus && entry.fromStatus !== entry.toStatus && (
                <>
                  {' · '}
                  {t('timeline.statusChange', {
                    from: t(`status.${entry.fromStatus}`),
                    to: t(`status.${entry.toStatus}`),
                  })}
                </>
              )}
            </p>
            {entry.note && <p className="text-sm text-stone-700">{entry.note}</p>}
            {changedFields(entry).length > 0 && (
              <ul className="mt-1 text-sm text-stone-700">
                {changedFields(entry).map(([field, before, after]) => (
                  <li key={field}>
                    {t('timeline.changed', { field, before: auditValue(before), after: auditValue(after) })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Detail({
  detail,
  onDone,
}: {
  detail: AdminReservationDetail;
  onDone: (detail: AdminReservationDetail) => void;
}) {
  const { t, language } = useTranslation('admin-reservations');
  const { urlLanguage } = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Refunding to the card by hand is an admin's (decision 087).
  const isAdmin = useOperatorOrNull()?.role === 'admin';
  const { reservation: r } = detail;
  const euro = (amount: number) => formatEuro(amount, language);
  const instant = (value: string) => formatIstanbulInstant(value, language);
  return (
    <>
      <Link to={adminPath(urlLanguage, '/reservations')} className="text-teal-800 underline">
        {t('detail.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-stone-900">
          {t('detail.title', { number: r.reservationNumber })}
        </h1>
        <StatusBadge status={r.status} />
        <PaymentBadge status={r.paymentStatus} />
      </div>
      <div className="mt-4">
        <Actions detail={detail} onDone={onDone} onDialog={setDialog} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Section title={t('detail.guest')} testId="guest-section">
          <dl>
            <Row term={t('detail.name')}>{r.name}</Row>
            <Row term={t('detail.email')}>{r.email}</Row>
            <Row term={t('detail.phone')}>{r.phone}</Row>
            <Row term={t('detail.country')}>{r.country}</Row>
            <Row term={t('detail.language')}>{r.language}</Row>
            <Row term={t('detail.member')}>
              {detail.member ? (
                <>
                  <bdi>{detail.member.name}</bdi> · {detail.member.email}
                </>
              ) : (
                t('detail.noMember')
              )}
            </Row>
          </dl>
          {r.message && (
            <p className="mt-2 text-stone-800">
              <span className="font-medium">{t('detail.message')}: </span>
              {r.message}
            </p>
          )}
        </Section>
        <Section title={t('detail.stay')} testId="stay-section">
          <dl>
            <Row term={t('detail.listing')}>
              {t(`type.${r.type}`)} {r.listing.number} · {r.listing.title}
            </Row>
            <Row term={t('detail.dates')}>
              {formatStayDate(r.checkIn, language)}
              {r.type === 'apartment'
                ? ` – ${formatStayDate(r.checkOut, language)} (${t('detail.nights', { count: r.nights })})`
                : ` · ${r.startTime ?? ''}`}
            </Row>
            <Row term={t('detail.adults')}>{r.adults}</Row>
            <Row term={t('detail.children')}>{r.children}</Row>
            <Row term={t('detail.booked')}>{instant(r.createdAt)}</Row>
          </dl>
          <p className="mt-2 text-sm text-stone-700">
            {t(r.isRefundable ? 'detail.refundable' : 'detail.nonRefundable')}
          </p>
        </Section>
        <Section title={t('detail.price')} testId="price-section">
          <dl>
            <Row term={t('detail.method')}>{t(`paymentMethod.${r.paymentMethod}`)}</Row>
            <Row term={t('detail.stayPrice')}>{euro(r.stayPrice)}</Row>
            {r.guaranteeFee > 0 && <Row term={t('detail.guaranteeFee')}>{euro(r.guaranteeFee)}</Row>}
            <Row term={t('detail.total')}>{euro(r.totalPrice)}</Row>
            <Row term={t('detail.paid')}>{euro(r.paidAmount)}</Row>
            <Row term={t('detail.remaining')}>{euro(r.remainingAmount)}</Row>
            {r.refundAmount > 0 && <Row term={t('detail.refundOwed')}>{euro(r.refundAmount)}</Row>}
            {r.refundAmount > 0 && <Row term={t('detail.refunded')}>{euro(r.refundedAmount)}</Row>}
            {r.paymentDeadline && <Row term={t('detail.deadline')}>{instant(r.paymentDeadline)}</Row>}
          </dl>
          {r.cancelledAt && (
            <p className="mt-2 text-stone-800">
              {t('detail.cancelled', { date: instant(r.cancelledAt), reason: r.cancelReason ?? '' })}
            </p>
          )}
          {r.paymentMethod === 'bank_transfer' && (
            <p className="mt-2 text-sm text-stone-700" data-testid="receipt">
              <span className="font-medium">{t('detail.receipt')}: </span>
              {r.receipt
                ? t('detail.receiptSent', { file: r.receipt.fileName, date: instant(r.receipt.uploadedAt) })
                : t('detail.noReceipt')}
            </p>
          )}
        </Section>
        <Section title={t('detail.payments')} testId="payments-section">
          {detail.payments.length === 0 ? (
            <p className="text-stone-700">{t('detail.noPayments')}</p>
          ) : (
            <ul className="space-y-2">
              {detail.payments.map((payment) => (
                <li
                  key={payment.id}
                  className="flex flex-wrap justify-between gap-2 border-b border-stone-100 pb-2"
                >
                  <span>
                    <span className="font-medium">{t(`detail.paymentKind.${payment.kind}`)}</span> ·{' '}
                    {t(`recordedMethod.${payment.method}`)}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                    <span className="block text-sm text-stone-700">
                      {instant(payment.recordedAt)}
                      {payment.recordedBy ? ` · ${t('detail.by', { name: payment.recordedBy.name })}` : ''}
                    </span>
                  </span>
                  <span className="font-semibold">
                    {euro(payment.kind === 'refund' ? -payment.amount : payment.amount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        {r.paymentMethod === 'card' && <CardPaymentsSection reservationId={r.id} canRefund={isAdmin} />}
        <Section title={t('detail.checkInOut')} testId="check-in-section">
          <p className="text-stone-800">
            {detail.checkedInAt
              ? t('detail.checkedInAt', { date: instant(detail.checkedInAt) })
              : t('detail.notCheckedIn')}
          </p>
          {detail.checkedOutAt && (
            <p className="text-stone-800">
              {t('detail.checkedOutAt', { date: instant(detail.checkedOutAt) })}
            </p>
          )}
        </Section>
        <Section title={t('detail.notes')} testId="notes-section">
          <p className="text-sm text-stone-700">{t('detail.notesHint')}</p>
          {detail.notes.length === 0 ? (
            <p className="mt-2 text-stone-700">{t('detail.noNotes')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {detail.notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-amber-50 p-2">
                  <p className="whitespace-pre-wrap text-stone-900">{note.text}</p>
                  <p className="text-sm text-stone-700">
                    {instant(note.createdAt)}
                    {note.author ? ` · ${note.author.name}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <NoteForm detail={detail} onDone={onDone} />
        </Section>
      </div>
      <div className="mt-4">
        <Section title={t('detail.timeline')}>
          <Timeline detail={detail} />
        </Section>
      </div>
      <div className="mt-4">
        <AcceptedLegalVersions holder={{ kind: 'reservations', id: detail.reservation.id }} />
      </div>
      {(dialog === 'payment' || dialog === 'refund') && (
        <MoneyDialog kind={dialog} detail={detail} onDone={onDone} onClose={() => setDialog(null)} />
      )}
      {dialog === 'cancel' && (
        <CancelDialog detail={detail} onDone={onDone} onClose={() => setDialog(null)} />
      )}
      {dialog === 'change' && (
        <ChangeDialog detail={detail} onDone={onDone} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/** /admin/reservations/:id: the reservation, its money, notes and timeline, and the actions the rules allow now. */
export function ReservationDetailPage({ id }: { id: string }) {
  const call = useCallback<ApiLoadCall<AdminReservationDetail>>(
    (options) => getReservation(id, options),
    [id],
  );
  const { state, retry, update } = useApiLoad(call);
  const replace = useCallback((next: AdminReservationDetail) => update(() => next), [update]);
  return (
    <div data-testid="admin-reservation-page">
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && <Detail detail={state.data} onDone={replace} />}
    </div>
  );
}
