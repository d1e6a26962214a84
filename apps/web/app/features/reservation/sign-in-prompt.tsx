import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';

/**
 * Spec §5: only members book. A guest sees why and how: sign in (or register) and come back to this page with
 * the dates and party chosen so far, which `returnTo` builds at the moment of the click.
 */
export function SignInPrompt({
  returnTo,
  highlighted,
}: {
  returnTo: () => string;
  /** After an attempt to book: the prompt is the first thing to fix and says so. */
  highlighted: boolean;
}) {
  const { t } = useTranslation('reservation');
  const { open, isAvailable } = useModal();
  return (
    <section
      aria-labelledby="reservation-sign-in-title"
      className={`rounded-2xl border p-4 sm:p-5 ${highlighted ? 'border-red-300 bg-red-50' : 'border-brand-200 bg-brand-50'}`}
      data-testid="reservation-sign-in"
    >
      <h2 id="reservation-sign-in-title" className="text-lg font-semibold text-stone-900">
        {t('signIn.title')}
      </h2>
      <p className={`mt-1 ${highlighted ? 'text-red-800' : 'text-stone-700'}`}>
        {highlighted ? t('rules.signInRequired') : t('signIn.text')}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {isAvailable('login') && (
          <button
            type="button"
            className="button-primary"
            onClick={() => open('login', { returnTo: returnTo() })}
            data-testid="reservation-sign-in-button"
          >
            {t('signIn.signIn')}
          </button>
        )}
        {isAvailable('register') && (
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:bg-stone-50"
            onClick={() => open('register', { returnTo: returnTo() })}
          >
            {t('signIn.register')}
          </button>
        )}
      </div>
    </section>
  );
}
