import { OWNER_INQUIRY_STATUSES, type OwnerInquiryStatus } from '@konak/domain/owners/inquiry-statuses';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SelectOptions } from '../../../components/form/select-options';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { formatIstanbulInstant } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { changeOwnerInquiryStatus } from './api/change-owner-inquiry-status';
import { getOwnerInquiry } from './api/get-owner-inquiry';
import { InquiryStatusBadge } from './inquiry-status-badge';

const CARD = 'rounded-xl border border-stone-200 bg-white p-4';
const LANGUAGE_NAMES = { tr: 'Türkçe', en: 'English', ar: 'العربية', ru: 'Русский' } as const;

/** /admin/enquiries/:id: one owner's enquiry in full, with its status to change. */
export function EnquiryPage({ id }: { id: string }) {
  const { t } = useTranslation('admin-enquiries');
  const { language, urlLanguage } = useLanguage();
  const fieldId = useId();
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof getOwnerInquiry>>>>(
    (options) => getOwnerInquiry(id, options),
    [id],
  );
  const { state, retry, update } = useApiLoad(call);
  const [chosen, setChosen] = useState<OwnerInquiryStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function save(status: OwnerInquiryStatus) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const next = await changeOwnerInquiryStatus(id, { status });
      update(() => next);
      setChosen(null);
      setNotice(t('statusSaved'));
    } catch (caught) {
      setError(caught instanceof ApiError && caught.hasServerMessage ? caught.message : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Link to={adminPath(urlLanguage, '/enquiries')} className="text-brand-800 underline">
        {t('back')}
      </Link>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <>
          <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold break-words text-stone-900">
            {state.data.name} <InquiryStatusBadge status={state.data.status} />
          </h1>
          <p className="text-stone-700">
            {t('received', { date: formatIstanbulInstant(state.data.createdAt, language) })}
          </p>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <section className={CARD} aria-labelledby={`${fieldId}-contact`}>
              <h2 id={`${fieldId}-contact`} className="font-semibold text-stone-900">
                {t('property')}
              </h2>
              <p className="mt-1 text-stone-800">
                {t('propertyValue', {
                  type: t(`propertyTypes.${state.data.propertyType}`),
                  bedrooms: state.data.bedrooms,
                  district: state.data.district,
                })}
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
                <dt className="text-stone-600">{t('email')}</dt>
                <dd className="break-all">
                  <a href={`mailto:${state.data.email}`} className="text-brand-800 underline">
                    {state.data.email}
                  </a>
                </dd>
                <dt className="text-stone-600">{t('phone')}</dt>
                <dd>
                  <a
                    href={`tel:${state.data.phone.replace(/[^\d+]/g, '')}`}
                    className="text-brand-800 underline"
                    dir="ltr"
                  >
                    {state.data.phone}
                  </a>
                </dd>
                <dt className="text-stone-600">{t('language')}</dt>
                <dd lang={state.data.language}>{LANGUAGE_NAMES[state.data.language]}</dd>
              </dl>
              <p className="mt-2 text-sm text-stone-600">
                {t('consent', { date: formatIstanbulInstant(state.data.consentedAt, language) })}
              </p>
            </section>
            <section className={CARD} aria-labelledby={`${fieldId}-message`}>
              <h2 id={`${fieldId}-message`} className="font-semibold text-stone-900">
                {t('message')}
              </h2>
              {state.data.message ? (
                <p
                  className="mt-1 whitespace-pre-line break-words text-stone-800"
                  lang={state.data.language}
                  dir="auto"
                >
                  {state.data.message}
                </p>
              ) : (
                <p className="mt-1 text-stone-600">{t('noMessage')}</p>
              )}
            </section>
          </div>
          <form
            className="mt-4 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) save(chosen);
            }}
          >
            <fieldset disabled={busy} className="contents">
              <div className="min-w-48">
                <SelectField
                  id={`${fieldId}-status`}
                  label={t('changeStatus')}
                  value={chosen ?? state.data.status}
                  onChange={(event) => setChosen(event.target.value as OwnerInquiryStatus)}
                >
                  <SelectOptions
                    values={OWNER_INQUIRY_STATUSES}
                    labelOf={(status) => t(`statuses.${status}`)}
                  />
                </SelectField>
              </div>
              <button
                type="submit"
                className="button-primary min-h-11"
                disabled={busy || !chosen || chosen === state.data.status}
              >
                {t('saveStatus')}
              </button>
            </fieldset>
          </form>
          <div className="mt-2">
            <FormAlert>{error}</FormAlert>
            {notice && (
              <p role="status" className="text-green-800">
                {notice}
              </p>
            )}
            {state.data.statusChangedAt && (
              <p className="text-sm text-stone-600">
                {t('statusChanged', { date: formatIstanbulInstant(state.data.statusChangedAt, language) })}
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}
