import { useTranslation } from '../../../i18n/i18n-context';

/** Previous/next under a back-office list, with where the operator is and how many entries match. */
export function AdminPaging({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button =
    'min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-medium hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={t('paging.label')} className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </button>
      <p className="text-stone-700">
        {t('paging.position', { page, pages })} · {t('paging.total', { count: total })}
      </p>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
