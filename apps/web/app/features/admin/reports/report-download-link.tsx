import type { ReportQuery } from '@konak/domain/api/admin/reports';
import { useEffect, useState } from 'react';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { downloadReportCsv } from './api/download-report-csv';

type File = { url: string; name: string };

/**
 * The CSV as a real link: the file is fetched with the operator's token as soon as the report shows (a plain link
 * to the API would carry no token) and offered as a `blob:` address with the server's file name, so a click, the
 * keyboard or "save link as" all download it.
 */
export function ReportDownloadLink({ query }: { query: ReportQuery }) {
  const { t } = useTranslation('admin-reports');
  const { language } = useLanguage();
  const [file, setFile] = useState<File | 'loading' | 'failed'>('loading');
  const { from, to, apartmentId, tourId } = query;

  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    setFile('loading');
    downloadReportCsv({ from, to, apartmentId, tourId }, { language, signal: abort.signal })
      .then(({ blob, fileName }) => {
        url = URL.createObjectURL(blob);
        setFile({ url, name: fileName ?? `konak-report-${from}-${to}.csv` });
      })
      .catch(() => {
        if (!abort.signal.aborted) setFile('failed');
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [from, to, apartmentId, tourId, language]);

  if (file === 'loading') {
    return (
      <p role="status" className="min-h-11 py-2 text-stone-700">
        {t('download.preparing')}
      </p>
    );
  }
  if (file === 'failed') {
    return (
      <p role="alert" className="py-2 text-red-800">
        {t('download.failed')}
      </p>
    );
  }
  return (
    <a
      href={file.url}
      download={file.name}
      type="text/csv"
      className="button-primary inline-flex min-h-11 items-center"
      data-testid="report-csv-link"
    >
      {t('download.link')}
    </a>
  );
}
