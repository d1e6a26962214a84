import type { CheckDeleteEligibilityResponse } from '@konak/domain/api/auth/check-delete-eligibility';
import { lazy, Suspense, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { checkDeleteEligibility } from '../api/check-delete-eligibility';
import { DANGER_BUTTON } from './profile-classes';

// The dialog brings Radix: loaded only once the member may actually delete.
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'refused'; eligibility: CheckDeleteEligibilityResponse }
  | { kind: 'failed'; message: string }
  | { kind: 'confirming' };

function Refusal({ eligibility }: { eligibility: CheckDeleteEligibilityResponse }) {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900" data-testid="delete-refused">
      <p className="font-semibold">{t('deleteAccount.refusedTitle')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {eligibility.reasons.includes('active_reservations') && (
          <li>
            {t('deleteAccount.activeReservations')} ({eligibility.activeReservations})
          </li>
        )}
        {eligibility.reasons.includes('non_cancellable_reservations') && (
          <li>
            {t('deleteAccount.nonCancellableReservations')} ({eligibility.nonCancellableReservations})
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The danger zone (spec §5): the server first says whether the account may go (no active or non-cancellable
 * reservations); if not, why, else the confirmation dialog with the typed phrase.
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const { t, language } = useTranslation('account');
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const start = async () => {
    setStep({ kind: 'checking' });
    try {
      const eligibility = await checkDeleteEligibility({ language });
      setStep(eligibility.canDelete ? { kind: 'confirming' } : { kind: 'refused', eligibility });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('deleteAccount.failed');
      setStep({ kind: 'failed', message });
    }
  };

  return (
    <section
      aria-labelledby="delete-account-title"
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="delete-account"
    >
      <h2 id="delete-account-title" className="text-lg font-semibold text-red-800">
        {t('deleteAccount.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('deleteAccount.explainer')}</p>
      <button
        type="button"
        className={`${DANGER_BUTTON} mt-4`}
        disabled={step.kind === 'checking'}
        onClick={start}
      >
        {t(step.kind === 'checking' ? 'deleteAccount.checking' : 'deleteAccount.start')}
      </button>
      {step.kind === 'refused' && <Refusal eligibility={step.eligibility} />}
      {step.kind === 'failed' && (
        <div className="mt-4">
          <FormAlert testId="delete-check-error">{step.message}</FormAlert>
        </div>
      )}
      {step.kind === 'confirming' && (
        <Suspense fallback={null}>
          <DeleteAccountDialog hasPassword={hasPassword} onCancel={() => setStep({ kind: 'idle' })} />
        </Suspense>
      )}
    </section>
  );
}
