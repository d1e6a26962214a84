import type { Ref } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import type { BookingRefusal } from './submit-reservation';

/**
 * Above the book button: after an attempt, every rule still broken (each also shown at its field), and the
 * server's refusal (dates taken, a rule it found, the connection). Focus moves here so nobody misses it.
 */
export function ProblemsSummary({
  ref,
  problems,
  refusal,
}: {
  ref: Ref<HTMLDivElement>;
  problems: readonly string[];
  refusal: BookingRefusal | null;
}) {
  const { t } = useTranslation('reservation');
  const unique = [...new Set(problems)];
  const hasContent = unique.length > 0 || refusal !== null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="focus:outline-none"
      data-testid="reservation-problems"
    >
      {hasContent && (
        <div className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {refusal && (
            <p className="font-semibold" data-testid="reservation-refusal">
              {refusal.message}
            </p>
          )}
          {unique.length > 0 && (
            <>
              <p className="font-semibold">{t('form.problemsTitle')}</p>
              <ul className="mt-1 list-disc space-y-1 ps-5">
                {unique.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
