import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';

/**
 * What a member page shows while its list is empty, with the way to the apartments. Texts and test ids are
 * named after the list (`favorites.emptyTitle`, `favorites-empty`); `shape` draws its icon.
 */
export function MemberEmptyState({ list, shape }: { list: 'favorites' | 'reservations'; shape: ReactNode }) {
  const { t } = useTranslation('account');
  const testId = `${list}-empty`;
  return (
    <div
      className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center"
      data-testid={testId}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7">{shape}</Icon>
      </span>
      <h2 className="mt-4 text-xl font-semibold text-stone-900">{t(`${list}.emptyTitle`)}</h2>
      <p className="mt-2 max-w-md text-stone-600">{t(`${list}.emptyText`)}</p>
      <LocalizedLink to="/rentals" className="button-primary mt-6" data-testid={`${testId}-link`}>
        {t(`${list}.browse`)}
      </LocalizedLink>
    </div>
  );
}
