import { useCallback, useId } from 'react';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatIstanbulInstant } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { type AcceptanceHolder, listAcceptedLegalVersions } from './api/legal-document-calls';

type Accepted = Awaited<ReturnType<typeof listAcceptedLegalVersions>>;

/**
 * The versions of the legal texts accepted with a reservation or by an account (decision 091), for the back office's
 * reservation and guest pages.
 */
export function AcceptedLegalVersions({ holder }: { holder: AcceptanceHolder }) {
  const { language } = useLanguage();
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { kind, id } = holder;
  const call = useCallback<ApiLoadCall<Accepted>>(
    (options) => listAcceptedLegalVersions({ kind, id }, options),
    [kind, id],
  );
  const { state, retry } = useApiLoad(call);
  return (
    <section
      className="rounded-xl border border-stone-200 bg-white p-4"
      data-testid="accepted-terms-section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('acceptedTerms.title')}
      </h2>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' &&
        (state.data.items.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(`acceptedTerms.empty.${kind}`)}</p>
        ) : (
          <ul className="mt-2 list-disc ps-5 text-stone-800">
            {state.data.items.map((item) => (
              <li key={`${item.versionId}-${item.acceptedAt}`}>
                {t('acceptedTerms.item', {
                  title: item.title,
                  version: item.version,
                  language: item.language.toUpperCase(),
                  date: formatIstanbulInstant(item.acceptedAt, language),
                })}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
